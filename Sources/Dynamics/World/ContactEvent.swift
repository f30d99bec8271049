/// A change in touching between two shapes, reported to collision delegates after the step.
struct ContactEvent {
  var shapeA: Int32
  var shapeB: Int32
  /// Contact point in reference coordinates (pt); meaningless for ended events.
  var point: Vec2
}
