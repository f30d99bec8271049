/// Finite extremes of some x–y data.
struct DataBounds {
  var minX = Double.infinity
  var maxX = -Double.infinity
  var minY = Double.infinity
  var maxY = -Double.infinity

  /// Whether no finite x and y has been added.
  var isEmpty: Bool { minX > maxX || minY > maxY }

  mutating func add(x: Double) {
    guard x.isFinite else { return }
    minX = min(minX, x)
    maxX = max(maxX, x)
  }

  mutating func add(y: Double) {
    guard y.isFinite else { return }
    minY = min(minY, y)
    maxY = max(maxY, y)
  }

  /// Adds every sample whose x and y are both finite.
  mutating func add(_ series: PlotSeries) {
    for index in 0..<series.count {
      let x = series.x[index]
      let y = series.y[index]
      if x.isFinite && y.isFinite {
        add(x: x)
        add(y: y)
      }
    }
  }

  var xRange: ClosedRange<Double> { minX <= maxX ? minX...maxX : 0...1 }
  var yRange: ClosedRange<Double> { minY <= maxY ? minY...maxY : 0...1 }
}

/// Rows and columns of the parts of a decorated plot.
struct PlotLayout {
  /// First row of the title, and how many rows it has (0 for none).
  var titleRow: Int
  var titleRows: Int
  /// First row of the y label and legend, and how many rows they have (0 for none).
  var headerRow: Int
  var headerRows: Int
  var topBorderRow: Int
  var plotTop: Int
  var plotRows: Int
  var bottomBorderRow: Int
  var xTickRow: Int
  var xLabelRow: Int?
  /// Width of the y tick labels (0 when there is no room for them).
  var labelWidth: Int
  /// Column of the left border.
  var leftBorder: Int
  /// First column of the plot area.
  var plotLeft: Int
  /// Columns of the plot area.
  var plotColumns: Int

  /// Rows of the layout for a plot of `height` rows whose title needs `titleRows` rows and whose
  /// y label and legend need `headerRows`; nil when too small to decorate. The plot area keeps at
  /// least three rows: when the height is short the header rows are given first, then the title's,
  /// then the x label's, as many as fit.
  static func rows(height: Int, titleRows: Int, headerRows: Int, hasXLabel: Bool)
    -> PlotLayout? {
    guard height >= 4 else { return nil }
    let minimumPlotRows = 3
    var spare = max(0, height - 3 - minimumPlotRows)
    let header = min(max(0, headerRows), spare)
    spare -= header
    let title = min(max(0, titleRows), spare)
    spare -= title
    let xLabel = hasXLabel && spare > 0
    let extras = header + title + (xLabel ? 1 : 0)
    var layout = PlotLayout(titleRow: 0, titleRows: title, headerRow: title, headerRows: header,
                            topBorderRow: 0, plotTop: 0, plotRows: 0, bottomBorderRow: 0,
                            xTickRow: 0, xLabelRow: nil, labelWidth: 0, leftBorder: 0,
                            plotLeft: 1, plotColumns: 0)
    layout.topBorderRow = title + header
    layout.plotTop = layout.topBorderRow + 1
    layout.plotRows = height - 3 - extras
    layout.bottomBorderRow = layout.plotTop + layout.plotRows
    layout.xTickRow = layout.bottomBorderRow + 1
    if xLabel { layout.xLabelRow = layout.xTickRow + 1 }
    return layout
  }

  /// Sets the columns for y tick labels `labelWidth` wide in a plot `width` wide; false when the
  /// plot area would be narrower than two columns.
  mutating func setColumns(width: Int, labelWidth: Int) -> Bool {
    var labels = labelWidth
    if width - (labels + 1) - 2 < 4 { labels = 0 }
    let left = labels == 0 ? 0 : labels + 1
    self.labelWidth = labels
    leftBorder = left
    plotLeft = left + 1
    plotColumns = width - left - 2
    return plotColumns >= 2
  }
}
