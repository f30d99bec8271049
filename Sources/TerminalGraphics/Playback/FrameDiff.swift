/// Turns a sequence of frames into the minimal terminal updates: only lines that changed since the
/// previous frame are rewritten, each with a cursor move, the new text and (when the line is
/// shorter than the screen) a clear to the end of the line. With `.cells` only the run of cells from
/// the first to the last that changed in a line is written, with the colour each cell needs. Pure: no
/// terminal access.
public struct FrameDiff: Sendable {
  /// How much of a changed line an update writes.
  public enum Granularity: Sendable, Equatable {
    /// The whole line.
    case lines
    /// The cells from the first changed one to the last (a clock in a status line: a few bytes).
    case cells
  }

  private var previous: [String] = []
  private var needsFullRedraw = true
  /// How much of a changed line is written.
  public var granularity: Granularity

  /// Creates a differ whose first update draws every line.
  public init(granularity: Granularity = .lines) {
    self.granularity = granularity
  }

  /// Forgets what is on screen so the next update redraws everything (after a resize or clear).
  public mutating func invalidate() {
    needsFullRedraw = true
  }

  /// The escape sequences and text that turn the screen from the previous frame into `frame` on a
  /// terminal of `size`: lines beyond `size.rows` are dropped, lines wider than `size.columns` are
  /// cut, and rows the previous frame used but this one does not are cleared. Empty when nothing
  /// changed.
  public mutating func update(to frame: [String], size: TerminalSize) -> String {
    let rows = max(0, min(frame.count, size.rows))
    let columns = max(0, size.columns)
    var output = ""
    var shown: [String] = []
    shown.reserveCapacity(rows)
    for row in 0..<rows {
      let line = ANSI.truncate(frame[row], toWidth: columns)
      shown.append(line)
      if !needsFullRedraw, row < previous.count, previous[row] == line { continue }
      if granularity == .cells, !needsFullRedraw, row < previous.count,
         let span = ScreenLine.changedSpan(from: previous[row], to: line, row: row + 1, columns: columns) {
        output += span
        continue
      }
      output += ANSI.moveTo(row: row + 1, column: 1)
      output += line
      if ANSI.displayWidth(line) < columns { output += ANSI.clearToEndOfLine }
    }
    let staleRows = needsFullRedraw ? size.rows : min(previous.count, size.rows)
    if staleRows > rows {
      for row in rows..<staleRows {
        if !needsFullRedraw, row < previous.count, previous[row].isEmpty { continue }
        output += ANSI.moveTo(row: row + 1, column: 1) + ANSI.clearToEndOfLine
      }
    }
    previous = shown
    needsFullRedraw = false
    return output
  }
}
