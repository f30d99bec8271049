import Foundation

/// Reads the Swift compiler's output (`-diagnostic-style llvm`) into diagnostics at the learner's file.
/// The compiler sees a copy of the learner's file with the harness's lines appended; messages about
/// the copy's lines are moved to the learner's file, messages about the appended lines say so.
struct CompilerOutput {
  /// The compiled copy's path, as the compiler names it.
  let copyPath: String
  /// The learner's file as the diagnostics name it.
  let learnerPath: String
  /// The learner's lines (the copy's first lines).
  let learnerLines: [Substring]
  /// What the appended lines do, for messages about them.
  let harnessCall: String

  /// The diagnostics in `output`; output with none (a linker's) becomes one diagnostic without a place.
  func diagnostics(_ output: String, failed: Bool) -> [CompilerDiagnostic] {
    var result: [CompilerDiagnostic] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
      if let diagnostic = parse(line) { result.append(diagnostic) }
    }
    if failed, !result.contains(where: { $0.severity == .error }) {
      let text = output.split(separator: "\n").filter { !$0.isEmpty }.suffix(6).joined(separator: "\n")
      result.append(CompilerDiagnostic(severity: .error, file: nil, line: nil, column: nil,
                                       message: text.isEmpty ? "the compiler failed without a message" : text, sourceLine: nil))
    }
    return result
  }

  /// Whether the diagnostics say that this compiler cannot read the tutor's modules.
  static func isToolchainMismatch(_ diagnostics: [CompilerDiagnostic]) -> Bool {
    diagnostics.contains { diagnostic in
      ["compiled with a different version", "module compiled with Swift", "missing required module",
       "cannot load module", "no such module 'Dynamics'", "no such module 'PlaygroundSupport'"]
        .contains { diagnostic.message.contains($0) }
    }
  }

  /// `path:line:column: severity: message`, `path:line: severity: message` or `severity: message`.
  private func parse(_ line: Substring) -> CompilerDiagnostic? {
    for severity in [CompilerDiagnostic.Severity.error, .warning, .note, .remark] {
      let marker = "\(severity.rawValue): "
      guard let range = line.range(of: marker) else { continue }
      let head = line[..<range.lowerBound]
      let message = String(line[range.upperBound...])
      if head.isEmpty { return CompilerDiagnostic(severity: severity, file: nil, line: nil, column: nil, message: message, sourceLine: nil) }
      guard head.hasSuffix(": ") else { continue }
      var parts = head.dropLast(2).split(separator: ":", omittingEmptySubsequences: false)
      var numbers: [Int] = []
      while numbers.count < 2, let last = parts.last, let number = Int(last) {
        numbers.insert(number, at: 0)
        parts.removeLast()
      }
      guard !numbers.isEmpty else { continue }
      return located(severity, file: parts.joined(separator: ":"), line: numbers[0],
                     column: numbers.count > 1 ? numbers[1] : nil, message: message)
    }
    return nil
  }

  private func located(_ severity: CompilerDiagnostic.Severity, file: String, line: Int, column: Int?,
                       message: String) -> CompilerDiagnostic {
    guard file == copyPath || URL(fileURLWithPath: file).standardizedFileURL.path == copyPath else {
      return CompilerDiagnostic(severity: severity, file: file, line: line, column: column, message: message, sourceLine: nil)
    }
    guard line <= learnerLines.count else {
      return CompilerDiagnostic(severity: severity, file: nil, line: nil, column: nil,
                                message: "where the tutor runs your file (\(harnessCall)): \(message)", sourceLine: nil)
    }
    let source = line >= 1 ? String(learnerLines[line - 1]) : nil
    // The one change a file from Xcode needs, said where the compiler stops.
    let hint = message == "no such module 'UIKit'" ? " (here the module is Dynamics: import Dynamics)" : ""
    return CompilerDiagnostic(severity: severity, file: learnerPath, line: line, column: column, message: message + hint,
                              sourceLine: source)
  }
}
