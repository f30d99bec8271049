/// One message of the Swift compiler about the learner's file, at the learner's `file:line:column`.
public struct CompilerDiagnostic: Sendable, Equatable {
  /// How serious the message is.
  public enum Severity: String, Sendable {
    case error, warning, note, remark
  }

  /// Error, warning, note or remark.
  public var severity: Severity
  /// The learner's file as given to `LearnerProgram` (or the file the compiler named, when the message
  /// is not about the learner's file); nil for messages without a place (the linker's).
  public var file: String?
  /// 1-based line and column (columns count UTF-8 bytes, as the compiler's do).
  public var line: Int?
  /// See `line`.
  public var column: Int?
  /// The compiler's own words.
  public var message: String
  /// The learner's line the message points into, if it has one.
  public var sourceLine: String?

  /// A diagnostic.
  public init(severity: Severity, file: String?, line: Int?, column: Int?, message: String, sourceLine: String?) {
    (self.severity, self.file, self.line, self.column) = (severity, file, line, column)
    (self.message, self.sourceLine) = (message, sourceLine)
  }

  /// `file:line:column`, as far as known.
  public var location: String? {
    guard let file else { return nil }
    return [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
  }

  /// The message as compilers print it: `file:line:column: error: message`, then the source line and a
  /// caret under the column.
  public var rendered: String {
    var text = (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)"
    if let sourceLine {
      text += "\n" + sourceLine
      if let column, column >= 1 {
        // The caret lines up under the column's character, tabs kept as tabs.
        let prefix = String(decoding: Array(sourceLine.utf8.prefix(column - 1)), as: UTF8.self)
        text += "\n" + String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^"
      }
    }
    return text
  }
}
