/// The plot: one or more series as lines, in the style of UnicodePlots — a boxed plot area, y tick
/// labels on the left, x tick labels below, axis labels with units, a title and a legend. Signals over
/// time and paths through the plane (`trajectory(…)`: equal aspect, ends marked, y down) are both
/// drawn by it.
///
/// ```swift
/// var plot = LinePlot(title: "Falling button", xLabel: "t (s)", yLabel: "y (pt)")
/// plot.series = [PlotSeries(label: "fallingButton.y", x: times, y: ys)]
/// plot.yPointsDown = true                                      // falls downward, as on screen
/// plot.referenceLines = [.horizontal(y: 568, label: "screen bottom 568")]
/// plot.events = [EventMark(x: 0.62, label: "collision")]
/// let lines = plot.render(width: 80, height: 24, options: RenderOptions(terminal: .current()))
/// ```
///
/// Ticks are "nice" (1, 2 or 5 × 10ⁿ) and the axes widen to the nearest ticks outside the data,
/// which include reference lines and events. Without data (empty or no finite sample) the plot is a
/// one-line message such as `(no finite data to plot)`; a constant series or a single sample gets a
/// small range around its value. Series are told apart by colour, or without colour by line pattern
/// and marker glyph (see the documentation of the module, "Colours and markers").
public struct LinePlot: Sendable {
  /// Title line above the plot, centred; nil for none.
  public var title: String?
  /// X axis label with units, e.g. `"t (s)"`, centred below the x tick labels.
  public var xLabel: String?
  /// Y axis label with units, e.g. `"y (pt)"`, written above the y tick labels.
  public var yLabel: String?
  /// The curves, drawn in order (later ones on top).
  public var series: [PlotSeries]
  /// Dashed horizontal and vertical lines with labels (a floor, a target time).
  public var referenceLines: [ReferenceLine]
  /// Instants marked on the top edge (or points, when they have a y).
  public var events: [EventMark]
  /// When true, larger y is drawn lower, as in UIKit screen coordinates (a fall goes down).
  public var yPointsDown: Bool
  /// Fixed x range (axis units); nil fits the data.
  public var xRange: ClosedRange<Double>?
  /// Fixed y range (axis units); nil fits the data.
  public var yRange: ClosedRange<Double>?
  /// Whether to show the legend line.
  public var showLegend: Bool
  /// Whether a unit along x and along y cover the same distance on screen (one axis is widened), so
  /// that a path keeps its true shape.
  public var equalAspect: Bool
  /// Whether to mark each series' start (`○`, ASCII `o`) and end (`●`, ASCII `@`).
  public var markEnds: Bool

  /// Creates a line plot; everything except the labels can be set afterwards.
  public init(title: String? = nil, xLabel: String? = nil, yLabel: String? = nil,
              series: [PlotSeries] = [], referenceLines: [ReferenceLine] = [],
              events: [EventMark] = [], yPointsDown: Bool = false,
              xRange: ClosedRange<Double>? = nil, yRange: ClosedRange<Double>? = nil,
              showLegend: Bool = true, equalAspect: Bool = false, markEnds: Bool = false) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
    self.referenceLines = referenceLines
    self.events = events
    self.yPointsDown = yPointsDown
    self.xRange = xRange
    self.yRange = yRange
    self.showLegend = showLegend
    self.equalAspect = equalAspect
    self.markEnds = markEnds
  }

  /// An x–y trajectory plot: the path of one or more items through the plane (the centre of a falling
  /// button, in points), with the y axis pointing down by default as on screen, equal aspect and the
  /// paths' ends marked. Use `EventMark(x:y:label:)` for places such as collision points.
  ///
  /// ```swift
  /// let plot = LinePlot.trajectory(title: "Path", xLabel: "x (pt)", yLabel: "y (pt)",
  ///                                series: [PlotSeries(label: "ball", points: centres)])
  /// print(plot.render(width: 60, height: 20).joined(separator: "\n"))
  /// ```
  public static func trajectory(title: String? = nil, xLabel: String? = nil, yLabel: String? = nil,
                                series: [PlotSeries] = [], referenceLines: [ReferenceLine] = [],
                                events: [EventMark] = [], yPointsDown: Bool = true, equalAspect: Bool = true,
                                markEnds: Bool = true, xRange: ClosedRange<Double>? = nil,
                                yRange: ClosedRange<Double>? = nil, showLegend: Bool = true) -> LinePlot {
    LinePlot(title: title, xLabel: xLabel, yLabel: yLabel, series: series, referenceLines: referenceLines, events: events,
             yPointsDown: yPointsDown, xRange: xRange, yRange: yRange, showLegend: showLegend, equalAspect: equalAspect,
             markEnds: markEnds)
  }

  /// The plot as exactly `height` lines of exactly `width` columns (display width; colour escapes
  /// only when `options.colorMode` uses colour). Sizes too small for axes draw just the curves.
  public func render(width: Int, height: Int, options: RenderOptions = RenderOptions()) -> [String] {
    PlotRenderer.render(self, width: width, height: height, options: options)
  }

  /// How many rows the title, y label and legend take above the box at `width` columns (wrapped,
  /// nothing cut), so that a caller can give the plot that many more rows than a one-line header
  /// needs and keep its plot area.
  public func headerRows(width: Int, options: RenderOptions = RenderOptions()) -> Int {
    PlotRenderer.headerRows(self, width: width, options: options)
  }

  /// The plot as a text grid, for composing with other drawings.
  public func textGrid(width: Int, height: Int, options: RenderOptions = RenderOptions())
    -> TextGrid {
    PlotRenderer.grid(self, width: max(0, width), height: max(0, height), options: options)
  }
}
