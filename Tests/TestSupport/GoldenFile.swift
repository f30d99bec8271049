import Foundation
import Testing

/// Compares rendered text with a golden file beside the tests. With `RECORD_GOLDEN=1` in the
/// environment the file is (re)written and the test fails, saying so, so that a recording is never
/// mistaken for a pass.
public enum GoldenFile {
  /// Checks `text` against `<directory>/<name>.txt`.
  public static func check(_ text: String, named name: String, in directory: URL,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent("\(name).txt")
    let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    if record {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        Issue.record("recorded golden file \(url.lastPathComponent); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
      Issue.record("golden file \(url.path) is missing; run with RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
      return
    }
    if expected != text {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
      let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
      Issue.record("""
        output differs from \(url.lastPathComponent) at line \(firstDifference + 1):
          expected: \(expectedLine)
          actual:   \(actualLine)
        (RECORD_GOLDEN=1 rewrites the file after a deliberate change)
        """, sourceLocation: sourceLocation)
    }
  }
}
