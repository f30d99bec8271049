/// Everything a plot shows; `LinePlot` and `TrajectoryPlot` fill it in and share one renderer.
struct PlotSpec: Sendable {
  var title: String?
  var xLabel: String?
  var yLabel: String?
  var series: [PlotSeries]
  var references: [ReferenceLine]
  var events: [EventMark]
  var yAxisPointsDown: Bool
  var xRange: ClosedRange<Double>?
  var yRange: ClosedRange<Double>?
  var equalAspect: Bool
  var showLegend: Bool
  var markEnds: Bool
}

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
  var titleRow: Int?
  var headerRow: Int?
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

  /// Rows of the layout for a plot of `height` rows; nil when too small to decorate.
  static func rows(height: Int, hasTitle: Bool, hasHeader: Bool, hasXLabel: Bool)
    -> PlotLayout? {
    guard height >= 4 else { return nil }
    var extras = 0
    let minimumPlotRows = 3
    func room() -> Bool { height - 3 - extras - 1 >= minimumPlotRows }
    let header = hasHeader && room()
    if header { extras += 1 }
    let title = hasTitle && room()
    if title { extras += 1 }
    let xLabel = hasXLabel && room()
    if xLabel { extras += 1 }
    var row = 0
    var layout = PlotLayout(titleRow: nil, headerRow: nil, topBorderRow: 0, plotTop: 0, plotRows: 0,
                            bottomBorderRow: 0, xTickRow: 0, xLabelRow: nil, labelWidth: 0,
                            leftBorder: 0, plotLeft: 1, plotColumns: 0)
    if title {
      layout.titleRow = row
      row += 1
    }
    if header {
      layout.headerRow = row
      row += 1
    }
    layout.topBorderRow = row
    layout.plotTop = row + 1
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
