/// Solver state of one manifold point.
struct ContactPoint {
  var id: UInt32 = 0
  /// Contact point relative to each body's centre, fixed for the step (pt).
  var anchorA: Vec2 = .zero
  var anchorB: Vec2 = .zero
  /// Separation at the step start minus the anchors' projection, so that the current separation is
  /// `dot(d, n) + adjustedSeparation` for the current anchor offset d.
  var adjustedSeparation: Double = 0
  var separation: Double = 0
  var normalImpulse: Double = 0
  var tangentImpulse: Double = 0
  var maxNormalImpulse: Double = 0
  var normalMass: Double = 0
  var tangentMass: Double = 0
  /// Normal velocity at the start of the step (pt/s), negative when approaching; drives restitution.
  var relativeVelocity: Double = 0
}

/// A contact between two shapes with its manifold and solver state.
struct Contact {
  var shapeA: Int32
  var shapeB: Int32
  var bodyA: Int32
  var bodyB: Int32
  var key: UInt64
  var normal: Vec2 = .zero
  var friction: Double = 0
  var restitution: Double = 0
  var pointCount = 0
  var point0 = ContactPoint()
  var point1 = ContactPoint()
  /// Whether the shapes count as touching for collision-delegate reports, now and last step.
  var isTouching = false
  var wasTouching = false
  /// Softness used while solving this step (stiffer against static bodies).
  var softness = Softness.rigid
}
