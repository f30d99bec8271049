/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in columns (cells).
  public var columns: Int
  /// Height in rows (lines).
  public var rows: Int

  /// Creates a size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The fallback when nothing better is known: 80 × 24.
  public static let standard = TerminalSize(columns: 80, rows: 24)

  /// "80×24".
  public var description: String { "\(columns)×\(rows)" }
}
