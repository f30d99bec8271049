/// A unit a lesson gives to a parameter, an answer, a measure or a signal: how its figures are shown
/// and which units a learner's answer may be converted from (`Units`).
public enum Unit: String, Sendable, CaseIterable, CustomStringConvertible {
  case pt
  case ptPerSecond = "pt/s"
  case ptPerSecondSquared = "pt/s2"
  case s
  case rad
  case deg
  case hz = "Hz"
  /// Gravity magnitudes (1 g is 1000 pt/s²).
  case g
  /// UIKit's unit of push magnitude.
  case un = "UN"
  case perSecond = "1/s"
  case ratio
  case fraction
  /// A spring animation's initial velocity: the travel per second.
  case travelPerSecond = "travel/s"
  case strength
  case index
  /// A plain number.
  case none = ""

  /// The unit as lesson files and figures write it (`pt/s`; empty for a plain number).
  package var symbol: String { rawValue }

  public var description: String { rawValue }
}
