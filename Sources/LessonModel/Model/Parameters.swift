/// Something the learner may change with `set`: a behaviour or item property, an event time, or a
/// named constant.
public struct ParameterSpec: Sendable {
  /// What kind of value it holds.
  public enum Kind: String, Sendable {
    case number, integer, bool, `enum`
  }

  /// Dotted name: `gravity.magnitude`, `fallingButton.frame.y`, `scene.duration`.
  public var name: String
  public var kind: Kind
  /// Default value (numbers; for bool 0/1; for enum the index into `options`).
  public var defaultValue: Double
  /// Inclusive range for numbers and integers.
  public var minimum: Double
  public var maximum: Double
  /// Choices of an enum parameter.
  public var options: [String]
  /// Unit shown to the learner: `pt`, `s`, `g`, `Hz`, …
  public var unit: String
  public var description: String

  /// Creates a parameter.
  public init(name: String, kind: Kind = .number, defaultValue: Double, minimum: Double, maximum: Double,
              options: [String] = [], unit: String, description: String) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.minimum = minimum
    self.maximum = maximum
    self.options = options
    self.unit = unit
    self.description = description
  }
}

extension ParameterSpec {
  /// The name of the parameter every dynamics lesson has for the animator's `debugEnabled`.
  public static let debugOverlayName = "animator.debugEnabled"

  /// `animator.debugEnabled`, on unless the lesson declares it otherwise: the drawings show what iOS's
  /// debug overlay shows (boundaries, attachments, snap points, field regions) only while it is on.
  public static let debugOverlay = ParameterSpec(
    name: debugOverlayName, kind: .bool, defaultValue: 1, minimum: 0, maximum: 1, unit: "",
    description: "iOS's debug overlay in drawings: boundaries, attachments, snap points, field regions")
}

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
public struct PlotSpec: Sendable {
  public var kind: PlotKind
  public var id: String
  /// Signals such as `fallingButton.top`.
  public var signals: [String]
  /// Time window (s); `to` defaults to the run's end.
  public var from: Double
  public var to: Double?
  /// Instants for a filmstrip (s).
  public var times: [Double]
  /// Draw larger y lower, like the screen.
  public var yDown: Bool
  /// Horizontal reference lines (value, label) and vertical ones (time, label).
  public var horizontalMarks: [(value: Quantity, label: String)]
  public var verticalMarks: [(value: Quantity, label: String)]
  public var title: String?
  /// Whether `run` shows it (otherwise only `plot <id>` does).
  public var showsOnRun: Bool

  /// Creates a plot description.
  public init(kind: PlotKind, id: String, signals: [String] = [], from: Double = 0, to: Double? = nil,
              times: [Double] = [], yDown: Bool = false, horizontalMarks: [(value: Quantity, label: String)] = [],
              verticalMarks: [(value: Quantity, label: String)] = [], title: String? = nil, showsOnRun: Bool = true) {
    self.kind = kind
    self.id = id
    self.signals = signals
    self.from = from
    self.to = to
    self.times = times
    self.yDown = yDown
    self.horizontalMarks = horizontalMarks
    self.verticalMarks = verticalMarks
    self.title = title
    self.showsOnRun = showsOnRun
  }
}
