/// How a grid of cells keeps wide characters whole, shared by `TextGrid` and the text layer of
/// `Canvas`: a wide character fills its cell and a continuation cell after it, and writing over
/// either half of one leaves a blank in the other, so no line ever shows half a glyph.
enum WideCells {
  /// Puts `glyph`, `width` columns wide (1 or 2), in cell `index` (column `column` of rows `columns`
  /// wide). A wide glyph also takes the next cell, as `continuation`, or becomes `blank` when the row
  /// ends first. A wide character either written cell was half of leaves `blank` in its other half,
  /// and the marks (combining characters) of the cells written over go.
  @inline(__always)
  static func put<Cell: Equatable>(_ glyph: Cell, width: Int, color: TerminalColor?, at index: Int, column: Int,
                                   columns: Int, cells: inout [Cell], colors: inout [TerminalColor?],
                                   marks: inout [Int: [Unicode.Scalar]], continuation: Cell, blank: Cell) {
    func clear(_ index: Int, _ column: Int) {
      if !marks.isEmpty { marks[index] = nil }
      if cells[index] == continuation {
        cells[index - 1] = blank  // a continuation is never in column 0
        if !marks.isEmpty { marks[index - 1] = nil }
      } else if column + 1 < columns, cells[index + 1] == continuation {
        cells[index + 1] = blank
      }
    }
    clear(index, column)
    guard width == 2 else {
      cells[index] = glyph
      colors[index] = color
      return
    }
    guard column + 1 < columns else {
      cells[index] = blank
      colors[index] = color
      return
    }
    clear(index + 1, column + 1)
    cells[index] = glyph
    cells[index + 1] = continuation
    colors[index] = color
    colors[index + 1] = color
  }
}
