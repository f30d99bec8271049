import Expressions

/// How a plot is drawn. Every kind the lesson format accepts is drawn as that kind; lint rejects any
/// other name.
public enum PlotKind: String, Sendable, CaseIterable {
  /// Signals against time, one line each.
  case series
  /// The scene drawn at one time (`to`, else the run's end), with the items' trails.
  case scene
  /// The scene drawn at 2 to 6 `times`, side by side.
  case filmstrip
}

/// What to draw after a run.
public struct LessonPlot: Sendable {
  public var kind: PlotKind
  public var id: String
  /// Signals such as `fallingButton.top`.
  package var signals: [SignalRef]
  /// Differences of two signals, `fallingButton.top - textField.bottom`, drawn after `signals`.
  package var differences: [SignalDifference] = []
  /// Time window (s); `to` defaults to the run's end.
  public var from: Double
  public var to: Double?
  /// Instants for a filmstrip (s).
  public var times: [Double]
  /// Draw larger y lower, like the screen (`y_down` in the file; by default when a signal is a
  /// vertical position on the screen).
  package var yPointsDown: Bool
  /// The value axis's range (`y_range` in the file), evaluated like the marks; nil fits it to the data.
  package var yRange: (low: Quantity, high: Quantity)?
  /// Horizontal reference lines (value, label) and vertical ones (time, label).
  package var horizontalMarks: [(value: Quantity, label: String)]
  package var verticalMarks: [(value: Quantity, label: String)]
  public var title: String?
  /// Whether `run` shows it (otherwise only `plot <id>` does).
  package var showsOnRun: Bool

  /// Creates a plot description.
  public init(kind: PlotKind, id: String, signals: [SignalRef] = [], from: Double = 0, to: Double? = nil,
              times: [Double] = [], yPointsDown: Bool = false, horizontalMarks: [(value: Quantity, label: String)] = [],
              verticalMarks: [(value: Quantity, label: String)] = [], title: String? = nil, showsOnRun: Bool = true) {
    self.kind = kind
    self.id = id
    self.signals = signals
    self.from = from
    self.to = to
    self.times = times
    self.yPointsDown = yPointsDown
    self.horizontalMarks = horizontalMarks
    self.verticalMarks = verticalMarks
    self.title = title
    self.showsOnRun = showsOnRun
  }
}
