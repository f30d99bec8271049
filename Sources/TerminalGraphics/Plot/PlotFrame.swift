/// The decorations around a plot's canvas: title, y label and legend, the box with tick marks,
/// tick labels, event marks and the x label.
enum PlotFrame {
  /// Box-drawing characters (Unicode or ASCII).
  struct Glyphs {
    var topLeft: Unicode.Scalar
    var topRight: Unicode.Scalar
    var bottomLeft: Unicode.Scalar
    var bottomRight: Unicode.Scalar
    var horizontal: Unicode.Scalar
    var vertical: Unicode.Scalar
    var yTick: Unicode.Scalar
    var xTick: Unicode.Scalar
    var event: Unicode.Scalar

    static let unicode = Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                horizontal: "─", vertical: "│", yTick: "┤", xTick: "┬",
                                event: "▼")
    static let ascii = Glyphs(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                              horizontal: "-", vertical: "|", yTick: "+", xTick: "+", event: "v")
  }

  /// A message instead of a plot, in the middle rows, with the title above it when there is room;
  /// both are wrapped at word boundaries and centred.
  static func message(_ text: String, title: String?, into grid: inout TextGrid) {
    guard grid.rows > 0, grid.columns > 0 else { return }
    let lines = TextWrap.lines(text, width: grid.columns)
    let row = max(0, min(grid.rows / 2, grid.rows - lines.count))
    for (index, line) in lines.enumerated() {
      centred(line, from: 0, width: grid.columns, row: row + index, into: &grid, color: nil)
    }
    if let title, !title.isEmpty, row > 0 {
      for (index, line) in TextWrap.lines(title, width: grid.columns).prefix(row).enumerated() {
        centred(line, from: 0, width: grid.columns, row: index, into: &grid, color: nil)
      }
    }
  }

  /// Draws everything around the plot area.
  static func draw(_ plot: LinePlot, layout: PlotLayout, xTicks: AxisTicks, yTicks: AxisTicks,
                   mapping: CanvasMapping, dotsPerColumn: Int, dotsPerRow: Int, header: PlotHeader,
                   options: RenderOptions, into grid: inout TextGrid) {
    let glyphs = options.asciiOnly ? Glyphs.ascii : Glyphs.unicode
    let right = layout.plotLeft + layout.plotColumns
    let frameWidth = layout.plotColumns + 2

    // Box.
    grid.put(glyphs.topLeft, column: layout.leftBorder, row: layout.topBorderRow)
    grid.put(glyphs.topRight, column: right, row: layout.topBorderRow)
    grid.put(glyphs.bottomLeft, column: layout.leftBorder, row: layout.bottomBorderRow)
    grid.put(glyphs.bottomRight, column: right, row: layout.bottomBorderRow)
    for column in layout.plotLeft..<right {
      grid.put(glyphs.horizontal, column: column, row: layout.topBorderRow)
      grid.put(glyphs.horizontal, column: column, row: layout.bottomBorderRow)
    }
    for row in layout.plotTop..<layout.bottomBorderRow {
      grid.put(glyphs.vertical, column: layout.leftBorder, row: row)
      grid.put(glyphs.vertical, column: right, row: row)
    }

    // Y ticks and labels, right-aligned against the left border.
    var usedRows: [Int] = []
    for (value, label) in zip(yTicks.values, yTicks.labels) {
      let row = layout.plotTop + cellIndex(mapping.dotY(value), dotsPerRow)
      guard row >= layout.plotTop, row < layout.bottomBorderRow, !usedRows.contains(row) else {
        continue
      }
      usedRows.append(row)
      grid.put(glyphs.yTick, column: layout.leftBorder, row: row)
      if layout.labelWidth > 0 {
        let width = DisplayWidth.of(label)
        grid.write(label, column: layout.leftBorder - 1 - width, row: row)
      }
    }

    // X ticks on the bottom border and their labels below, skipping labels that would touch.
    var nextFree = 0
    for (value, label) in zip(xTicks.values, xTicks.labels) {
      let column = layout.plotLeft + cellIndex(mapping.dotX(value), dotsPerColumn)
      guard column >= layout.plotLeft, column < right else { continue }
      grid.put(glyphs.xTick, column: column, row: layout.bottomBorderRow)
      let width = DisplayWidth.of(label)
      let start = min(max(0, column - width / 2), grid.columns - width)
      guard start >= nextFree, start >= 0 else { continue }
      grid.write(label, column: start, row: layout.xTickRow)
      nextFree = start + width + 1
    }

    // Event marks on the top border.
    for event in plot.events where event.y == nil && event.x.isFinite {
      let column = layout.plotLeft + cellIndex(mapping.dotX(event.x), dotsPerColumn)
      guard column >= layout.plotLeft, column < right else { continue }
      grid.put(glyphs.event, column: column, row: layout.topBorderRow,
               color: options.colorMode.usesColor ? (event.color ?? .red) : nil)
    }

    // Title, y label and legend, x label.
    header.draw(into: &grid, titleRow: layout.titleRow, titleRows: layout.titleRows,
                headerRow: layout.headerRow, headerRows: layout.headerRows,
                frameLeft: layout.leftBorder, frameWidth: frameWidth)
    if let row = layout.xLabelRow, let xLabel = plot.xLabel {
      centred(xLabel, from: layout.leftBorder, width: frameWidth, row: row, into: &grid,
              color: nil)
    }
  }

  /// Writes `text` centred in `width` columns starting at `from`; text too long is cut.
  static func centred(_ text: String, from: Int, width: Int, row: Int, into grid: inout TextGrid,
                      color: TerminalColor?) {
    let available = max(0, min(width, grid.columns - max(0, from)))
    let length = DisplayWidth.of(text)
    let shown = min(length, available)
    let start = max(0, from) + (available - shown) / 2
    grid.write(text, column: start, row: row, color: color, maxWidth: shown)
  }

  /// The cell index holding dot coordinate `dot` (clamped so that huge or NaN values cannot trap).
  static func cellIndex(_ dot: Double, _ dotsPerCell: Int) -> Int {
    let index = Int(max(-1e9, min(1e9, dot.isNaN ? -1 : dot.rounded())))
    return index >= 0 ? index / dotsPerCell : -((-index + dotsPerCell - 1) / dotsPerCell)
  }
}
