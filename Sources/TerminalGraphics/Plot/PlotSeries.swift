import Foundation

/// One named curve of a plot: paired x and y samples (e.g. time in s and position in pt).
///
/// Samples where x or y is NaN or infinite are gaps: the curve is interrupted there. When `x` and
/// `y` differ in length the extra samples are ignored.
public struct PlotSeries: Sendable, Equatable {
  /// Legend text (e.g. `"fallingButton.y"`); empty leaves the series out of the legend.
  public var label: String
  /// Horizontal coordinates (world units of the x axis, e.g. seconds).
  public var x: [Double]
  /// Vertical coordinates (world units of the y axis, e.g. points).
  public var y: [Double]
  /// Colour when colour is on; nil takes the next colour of `TerminalColor.palette`.
  public var color: TerminalColor?

  /// A series from separate x and y arrays.
  public init(label: String, x: [Double], y: [Double], color: TerminalColor? = nil) {
    self.label = label
    self.x = x
    self.y = y
    self.color = color
  }

  /// A series from points (x, y).
  public init(label: String, points: [CGPoint], color: TerminalColor? = nil) {
    self.init(label: label, x: points.map { Double($0.x) }, y: points.map { Double($0.y) },
              color: color)
  }

  /// An evenly sampled series: `values[i]` at x = `start + i × step` (e.g. one value per 1/60 s).
  public init(label: String, values: [Double], start: Double = 0, step: Double = 1,
              color: TerminalColor? = nil) {
    self.init(label: label, x: values.indices.map { start + Double($0) * step }, y: values,
              color: color)
  }

  /// Number of usable (x, y) pairs.
  public var count: Int { min(x.count, y.count) }
}

/// A horizontal or vertical reference line drawn dashed across the plot, with its label at the
/// right end (horizontal) or top (vertical): a floor at y = 568 pt, a target time.
public struct ReferenceLine: Sendable, Equatable {
  /// Which way the line runs.
  public enum Orientation: Sendable, Equatable {
    /// Constant y, across the plot.
    case horizontal
    /// Constant x, up the plot.
    case vertical
  }

  /// Which way the line runs.
  public var orientation: Orientation
  /// The constant coordinate (y for horizontal, x for vertical), in axis units.
  public var value: Double
  /// Short text written at the end of the line (e.g. `"floor 568"`); may be empty.
  public var label: String
  /// Colour when colour is on (default grey).
  public var color: TerminalColor?

  /// Creates a reference line.
  public init(orientation: Orientation, value: Double, label: String = "",
              color: TerminalColor? = nil) {
    self.orientation = orientation
    self.value = value
    self.label = label
    self.color = color
  }

  /// A horizontal line at `y` (axis units).
  public static func horizontal(y: Double, label: String = "", color: TerminalColor? = nil)
    -> ReferenceLine {
    ReferenceLine(orientation: .horizontal, value: y, label: label, color: color)
  }

  /// A vertical line at `x` (axis units).
  public static func vertical(x: Double, label: String = "", color: TerminalColor? = nil)
    -> ReferenceLine {
    ReferenceLine(orientation: .vertical, value: x, label: label, color: color)
  }
}

/// An instant or place worth marking, such as a collision.
///
/// Without `y` the mark is a `▼` (ASCII `v`) on the top edge of the plot at `x` (an instant on a
/// time axis). With `y` it is a `×` (ASCII `x`) at the point (`x`, `y`) inside the plot (a place on a
/// trajectory). Labels appear once each in the legend.
public struct EventMark: Sendable, Equatable {
  /// Horizontal position in axis units (e.g. the collision time in s).
  public var x: Double
  /// Vertical position for a point mark, or nil for a mark on the top edge.
  public var y: Double?
  /// Legend text (e.g. `"collision"`); marks sharing a label share one legend entry.
  public var label: String?
  /// Colour when colour is on (default red).
  public var color: TerminalColor?

  /// Creates an event mark.
  public init(x: Double, y: Double? = nil, label: String? = nil, color: TerminalColor? = nil) {
    self.x = x
    self.y = y
    self.label = label
    self.color = color
  }
}
