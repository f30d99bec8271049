/// A place in a source file: a 1-based line and a 1-based column.
///
/// The column counts `Character`s from the start of the line, so a tab counts as one column and
/// a multi-byte character (an accented letter, an emoji) also counts as one. Positions order
/// first by line, then by column; `description` is `"line:column"`, e.g. `"12:5"`, ready to be
/// prefixed with a file name in a `file:line:column: error: …` diagnostic.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in `Character`s from the start of the line.
  package var column: Int

  /// Creates a position from a 1-based line and a 1-based column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The first character of a file: line 1, column 1.
  public static let start = SourcePosition(line: 1, column: 1)

  /// `"line:column"`, e.g. `"12:5"`.
  package var description: String { "\(line):\(column)" }

  /// Orders positions by line, then by column.
  package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
  }
}
