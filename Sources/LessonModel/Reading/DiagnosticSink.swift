import TOML
/// Collects the problems found while loading one file, in the order found; callers sort them.
package final class DiagnosticSink {
  package let file: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether to note the keys the readers ask each declared table for (`keysRead`): only the test
  /// that every declared key is one a reader reads asks for it.
  package var recordsKeysRead = false
  /// The keys the readers asked each declared table for, while `recordsKeysRead` is on.
  var keysRead: [LessonTable: Set<String>] = [:]
  /// At most this many reports are shown (lessons.md §3.5: up to 50), the first ones by position;
  /// a last line says how many more there were.
  static let limit = 50
  /// Reports past this many are not even kept (a hostile file cannot exhaust memory).
  static let storageLimit = 10_000

  package init(file: String) {
    self.file = file
  }

  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  package func error(_ message: String, at position: SourcePosition?) {
    add(.error, message, position)
  }

  package func warning(_ message: String, at position: SourcePosition?) {
    add(.warning, message, position)
  }

  /// Adds a problem found by another sink (the prose's checks).
  package func append(_ diagnostic: Diagnostic) {
    guard diagnostics.count < Self.storageLimit else { return }
    diagnostics.append(diagnostic)
  }

  /// An error in another file of the lesson (its prose), at a 1-based line and column there.
  package func error(_ message: String, inFile other: String, line: Int, column: Int) {
    guard diagnostics.count < Self.storageLimit else { return }
    diagnostics.append(Diagnostic(file: other, line: line, column: column, severity: .error, message: message))
  }

  private func add(_ severity: Diagnostic.Severity, _ message: String, _ position: SourcePosition?) {
    guard diagnostics.count < Self.storageLimit else { return }
    diagnostics.append(Diagnostic(file: file, line: position?.line, column: position?.column, severity: severity,
                                  message: message))
  }

  /// The first `limit` diagnostics by line and column (file-level ones first), and a last line
  /// counting the ones left out.
  package var sorted: [Diagnostic] {
    let all = allSorted
    guard all.count > Self.limit else { return all }
    let hidden = all[Self.limit...]
    let severity: Diagnostic.Severity = hidden.contains { $0.severity == .error } ? .error : .warning
    let more = diagnostics.count >= Self.storageLimit ? "at least \(hidden.count)" : "\(hidden.count)"
    return Array(all[..<Self.limit])
      + [Diagnostic(file: file, severity: severity, message: "\(more) more problems are not shown; fix these first")]
  }

  /// Every diagnostic, sorted by line and column.
  private var allSorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let la = a.element.line ?? 0, lb = b.element.line ?? 0
      if la != lb { return la < lb }
      let ca = a.element.column ?? 0, cb = b.element.column ?? 0
      if ca != cb { return ca < cb }
      return a.offset < b.offset
    }.map(\.element)
  }
}
