/// A range a literal number of a lesson file must lie in; expressions are checked when the scene is
/// built.
package enum NumberRule: Sendable {
  /// 0 to 1.
  case unitInterval
  /// 0 or more.
  case nonNegative
  /// Above 0.
  case positive

  /// The problem with `value`, or nil when it is allowed: `damping 1.5 is outside [0, 1]`.
  func problem(_ key: String, _ value: Double) -> String? {
    switch self {
    case .unitInterval: (0...1).contains(value) ? nil : "\(key) \(LessonSchema.show(value)) is outside [0, 1]"
    case .nonNegative: value >= 0 ? nil : "\(key) \(LessonSchema.show(value)) is outside [0, inf)"
    case .positive: value > 0 ? nil : "\(key) must be > 0"
    }
  }

  /// The range as FORMAT.md writes it.
  var written: String {
    switch self {
    case .unitInterval: "0 to 1"
    case .nonNegative: "≥ 0"
    case .positive: "> 0"
    }
  }
}
