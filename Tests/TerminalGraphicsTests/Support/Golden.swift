import Foundation
import TestSupport
import Testing

/// Golden files of this target live in `Tests/TerminalGraphicsTests/Golden/`; a rendered drawing is its
/// lines joined with newlines plus a final newline.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    GoldenFile.check(lines.joined(separator: "\n") + "\n", named: name, in: directory, sourceLocation: sourceLocation)
  }
}
