/// An x–y trajectory plot: the path of one or more items through the plane, e.g. the centre of a
/// falling button in points, with the y axis pointing down by default as on screen.
///
/// Each path starts with `○` and ends with `●` (ASCII `o` and `@`) when `markEnds` is on. With
/// `equalAspect` one axis is widened so that a unit across and a unit down look equally long, and
/// the path keeps its true shape. Everything else — ticks, labels, legend, reference lines, events
/// (use `EventMark(x:y:label:)` for places such as collision points), degenerate data — behaves as
/// in `LinePlot`.
///
/// ```swift
/// let plot = TrajectoryPlot(title: "Path", xLabel: "x (pt)", yLabel: "y (pt)",
///                           series: [PlotSeries(label: "ball", points: centres)])
/// print(plot.render(width: 60, height: 20).joined(separator: "\n"))
/// ```
public struct TrajectoryPlot: Sendable {
  /// Title line above the plot; nil for none.
  public var title: String?
  /// X axis label with units, e.g. `"x (pt)"`.
  public var xLabel: String?
  /// Y axis label with units, e.g. `"y (pt)"`.
  public var yLabel: String?
  /// The paths: x and y of each sample, in order of time.
  public var series: [PlotSeries]
  /// Dashed reference lines (e.g. a floor at y = 568).
  public var referenceLines: [ReferenceLine]
  /// Marks: places (with y) inside the plot, or x positions on the top edge.
  public var events: [EventMark]
  /// When true (the default), larger y is lower, as in UIKit screen coordinates.
  public var yPointsDown: Bool
  /// Whether a unit along x and along y cover the same distance on screen.
  public var equalAspect: Bool
  /// Whether to mark each path's start (`○`) and end (`●`).
  public var markEnds: Bool
  /// Fixed x range (axis units, usually points); nil fits the data.
  public var xRange: ClosedRange<Double>?
  /// Fixed y range (axis units, usually points); nil fits the data.
  public var yRange: ClosedRange<Double>?
  /// Whether to show the legend line.
  public var showLegend: Bool

  /// Creates a trajectory plot.
  public init(title: String? = nil, xLabel: String? = nil, yLabel: String? = nil,
              series: [PlotSeries] = [], referenceLines: [ReferenceLine] = [],
              events: [EventMark] = [], yPointsDown: Bool = true, equalAspect: Bool = true,
              markEnds: Bool = true, xRange: ClosedRange<Double>? = nil,
              yRange: ClosedRange<Double>? = nil, showLegend: Bool = true) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.series = series
    self.referenceLines = referenceLines
    self.events = events
    self.yPointsDown = yPointsDown
    self.equalAspect = equalAspect
    self.markEnds = markEnds
    self.xRange = xRange
    self.yRange = yRange
    self.showLegend = showLegend
  }

  /// The plot as exactly `height` lines of exactly `width` columns.
  public func render(width: Int, height: Int, options: RenderOptions = RenderOptions()) -> [String] {
    PlotRenderer.render(spec, width: width, height: height, options: options)
  }

  /// The plot as a text grid, for composing with other drawings.
  public func textGrid(width: Int, height: Int, options: RenderOptions = RenderOptions())
    -> TextGrid {
    PlotRenderer.grid(spec, width: max(0, width), height: max(0, height), options: options)
  }

  var spec: PlotSpec {
    PlotSpec(title: title, xLabel: xLabel, yLabel: yLabel, series: series,
             references: referenceLines, events: events, yPointsDown: yPointsDown,
             xRange: xRange, yRange: yRange, equalAspect: equalAspect, showLegend: showLegend,
             markEnds: markEnds)
  }
}
