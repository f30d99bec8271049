/// The rows above a plot's box: the title, wrapped at word boundaries and each line centred over
/// the box, then the y label on the left with the legend beside it on the right, the legend wrapped
/// entry by entry onto further rows. Nothing is cut: the plot gives up rows instead.
struct PlotHeader: Equatable {
  /// The title's lines.
  var titleLines: [String]
  /// The y label and legend rows, as pieces at absolute columns.
  var rows: [[Legend.Piece]]

  /// The header of `plot` for a grid `gridWidth` wide whose box runs from column `frameLeft` to
  /// column `frameRight` (its right border).
  static func make(_ plot: LinePlot, legend: Legend, gridWidth: Int, frameLeft: Int,
                   frameRight: Int) -> PlotHeader {
    let gridWidth = max(1, gridWidth)
    let frameLeft = max(0, min(frameLeft, gridWidth - 1))
    let frameWidth = max(1, min(frameRight, gridWidth - 1) - frameLeft + 1)
    var titleLines: [String] = []
    if let title = plot.title, !title.isEmpty {
      titleLines = TextWrap.lines(title, width: frameWidth)
    }
    var rows: [[Legend.Piece]] = []
    let yLabel = plot.yLabel ?? ""
    let yLabelLines = yLabel.isEmpty ? [] : TextWrap.lines(yLabel, width: gridWidth, indent: 2)
    let showsLegend = plot.showLegend && !legend.entries.isEmpty
    // The legend ends under the box's right border (or the grid's last column).
    let legendEnd = min(frameRight, gridWidth - 1) + 1
    let yLabelWidth = yLabelLines.count == 1 ? TextWrap.width(yLabelLines[0]) : legendEnd
    let besideLabel = legendEnd - (yLabelWidth == 0 ? 0 : yLabelWidth + 2)
    if showsLegend, yLabelLines.count <= 1, besideLabel >= min(legend.widestEntry, legendEnd),
       besideLabel > 0 {
      let legendRows = legend.rows(width: besideLabel)
      let start = legendEnd - Legend.width(of: legendRows)
      for (index, legendRow) in legendRows.enumerated() {
        var row = legendRow.map { Legend.Piece(column: start + $0.column, text: $0.text,
                                               color: $0.color) }
        if index == 0, let label = yLabelLines.first {
          row.insert(Legend.Piece(column: 0, text: label, color: nil), at: 0)
        }
        rows.append(row)
      }
    } else {
      rows = yLabelLines.map { [Legend.Piece(column: 0, text: $0, color: nil)] }
      if showsLegend {
        let legendRows = legend.rows(width: max(1, legendEnd))
        let start = max(0, legendEnd - Legend.width(of: legendRows))
        rows += legendRows.map { row in
          row.map { Legend.Piece(column: start + $0.column, text: $0.text, color: $0.color) }
        }
      }
    }
    return PlotHeader(titleLines: titleLines, rows: rows)
  }

  /// Draws the title lines centred over the box (columns `frameLeft` ..< `frameLeft + frameWidth`)
  /// from `titleRow`, at most `titleRows` of them, and at most `headerRows` header rows from
  /// `headerRow`.
  func draw(into grid: inout TextGrid, titleRow: Int, titleRows: Int, headerRow: Int,
            headerRows: Int, frameLeft: Int, frameWidth: Int) {
    for (index, line) in titleLines.prefix(max(0, titleRows)).enumerated() {
      PlotFrame.centred(line, from: frameLeft, width: frameWidth, row: titleRow + index,
                        into: &grid, color: nil)
    }
    for (index, row) in rows.prefix(max(0, headerRows)).enumerated() {
      for piece in row {
        grid.write(piece.text, column: piece.column, row: headerRow + index, color: piece.color,
                   maxWidth: max(0, grid.columns - piece.column))
      }
    }
  }
}
