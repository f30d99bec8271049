import Foundation
import Localization

/// Messages for the person at the terminal that are not the command's output: warnings and errors go
/// to stderr, so that output piped to a file or another program holds only what was asked for.
enum Diagnostics {
  /// `dynamics-tutor: <message>` on stderr.
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("dynamics-tutor: \(message)\n".utf8))
  }

  /// `<message>` on stderr: what a command did besides its output (a file written).
  static func note(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
  }

  /// `warning: <message>` on stderr.
  static func warning(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  /// A warning the learner reads, in their language: `경고: …`.
  static func warning(_ message: String, _ t: Messages) {
    FileHandle.standardError.write(Data((t("warning: {message}", ["message": message]) + "\n").utf8))
  }
}
