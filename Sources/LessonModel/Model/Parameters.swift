import Expressions

/// Something the learner may change with `set`: a behaviour or item property, an event time, or a
/// named constant.
public struct ParameterSpec: Sendable {
  /// What kind of value it holds.
  public enum Kind: String, Sendable, CaseIterable {
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
  package var unit: Unit
  package var description: String

  /// Creates a parameter.
  public init(name: String, kind: Kind = .number, defaultValue: Double, minimum: Double, maximum: Double,
              options: [String] = [], unit: Unit, description: String) {
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
  package static let debugOverlayName = ParameterName.debugOverlay

  /// `animator.debugEnabled`, on unless the lesson declares it otherwise: the drawings show what iOS's
  /// debug overlay shows (boundaries, attachments, snap points, field regions) only while it is on.
  package static let debugOverlay = ParameterSpec(
    name: debugOverlayName, kind: .bool, defaultValue: 1, minimum: 0, maximum: 1, unit: .none,
    description: "iOS's debug overlay in drawings: boundaries, attachments, snap points, field regions")
}
