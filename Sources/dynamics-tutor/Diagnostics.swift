import Foundation
import Localization
import TerminalGraphics

/// Messages for the person at the terminal that are not the command's output: warnings and errors go
/// to stderr, so that output piped to a file or another program holds only what was asked for. They
/// are written as the `Console` writes (in ASCII where the terminal shows nothing else).
enum Diagnostics {
  /// `dynamics-tutor: <message>` on stderr.
  static func error(_ message: String) {
    Console.writeError("dynamics-tutor: \(message)\n")
  }

  /// `<message>` on stderr: what a command did besides its output (a file written).
  static func note(_ message: String) {
    Console.writeError("\(message)\n")
  }

  /// `warning: <message>` on stderr.
  static func warning(_ message: String) {
    Console.writeError(wrapped("warning: \(message)"))
  }

  /// A warning the learner reads, in their language: `경고: …`.
  static func warning(_ message: String, _ t: Messages) {
    Console.writeError(wrapped(t("warning: {message}", ["message": message])))
  }

  /// A message wrapped to the terminal on stderr, as the tutor wraps what it prints (a hanging indent
  /// for the lines after the first); unwrapped when stderr is no terminal, for logs and tools.
  static func wrapped(_ text: String) -> String {
    guard isatty(2) != 0 else { return text + "\n" }
    let columns = TerminalInfo.current().columns
    return TextWrap.paragraph(text, width: columns, first: "", rest: "  ").joined(separator: "\n") + "\n"
  }
}
