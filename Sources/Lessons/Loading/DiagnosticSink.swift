/// Collects the problems found while loading one file, in the order found; callers sort them.
final class DiagnosticSink {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []
  /// Reports past this many are dropped (lessons.md §3.5: up to 50).
  static let limit = 50

  init(file: String) {
    self.file = file
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  func error(_ message: String, at position: SourcePosition?) {
    add(.error, message, position)
  }

  func warning(_ message: String, at position: SourcePosition?) {
    add(.warning, message, position)
  }

  private func add(_ severity: Diagnostic.Severity, _ message: String, _ position: SourcePosition?) {
    guard diagnostics.count < Self.limit else { return }
    diagnostics.append(Diagnostic(file: file, line: position?.line, column: position?.column, severity: severity,
                                  message: message))
  }

  /// The diagnostics sorted by line and column (file-level ones first).
  var sorted: [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let la = a.element.line ?? 0, lb = b.element.line ?? 0
      if la != lb { return la < lb }
      let ca = a.element.column ?? 0, cb = b.element.column ?? 0
      if ca != cb { return ca < cb }
      return a.offset < b.offset
    }.map(\.element)
  }
}
