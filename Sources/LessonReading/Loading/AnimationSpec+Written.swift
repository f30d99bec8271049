import LessonModel
/// What an animation's file writes, by key.
extension AnimationSpec {
  /// The value the file writes for a key, for agreement with a parameter's default.
  func written(_ key: String) -> PropertyValue? {
    switch key {
    case "at": at.map { .number($0) }
    case "duration": duration.map { .number($0) }
    case "delay": delay.map { .number($0) }
    case "dampingRatio": dampingRatio.map { .number($0) }
    case "initialVelocity": initialVelocity.map { .number($0) }
    case "curve": curve.map { .text($0.rawValue) }
    case "mode": mode.map { .text($0.rawValue) }
    default: nil
    }
  }
}
