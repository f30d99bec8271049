import Foundation
import Testing

/// Golden-file comparison for rendered text. Files live in `Tests/TerminalGraphicsTests/Golden/`,
/// found through `#filePath` (the package declares no resources).
///
/// With `RECORD_GOLDEN=1` in the environment the file is (re)written and the test fails saying so;
/// inspect the file, then run again without the variable.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

  static func check(_ lines: [String], named name: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let text = lines.joined(separator: "\n") + "\n"
    let url = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        Issue.record("Recorded golden file Golden/\(name).txt; check it, then run without RECORD_GOLDEN",
                     sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record golden file Golden/\(name).txt: \(error)",
                     sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record("Missing golden file Golden/\(name).txt; run the tests with RECORD_GOLDEN=1 to create it",
                   sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = text.components(separatedBy: "\n")
    let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let want = index < expectedLines.count ? expectedLines[index] : "<end of file>"
    let got = index < actualLines.count ? actualLines[index] : "<end of output>"
    Issue.record("""
      Output differs from Golden/\(name).txt at line \(index + 1):
        expected: \(want.debugDescription)
        actual:   \(got.debugDescription)
      (RECORD_GOLDEN=1 rewrites the file if the change is intended)
      """, sourceLocation: sourceLocation)
  }
}
