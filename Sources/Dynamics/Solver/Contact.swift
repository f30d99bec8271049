/// Solver state of one manifold point. The fields every solver pass changes come first, with what the
/// next step's collision reads of the point, and the lever arms the warm start reads next, so that a pass
/// touches as few cache lines of the point as it can.
struct ContactPoint {
  var normalImpulse: Double = 0
  var tangentImpulse: Double = 0
  /// Largest normal impulse applied in one go this step; restitution needs it to be positive. (Tracked,
  /// with `approachSpeed`, only for contacts that bounce: nothing else reads them.)
  var maxNormalImpulse: Double = 0
  /// The approach that restitution reverses (pt/s, negative): the normal velocity at the step start, or
  /// when the solver first pushed the point this step if that was slower (resistance or another contact
  /// had slowed the bodies first, and bouncing them back at the step-start speed made energy).
  var approachSpeed: Double = 0
  /// Normal velocity at the start of the step (pt/s), negative when approaching; decides restitution.
  var relativeVelocity: Double = 0
  /// Feature pair (reference edge, incident vertex or clip plane) for matching across steps.
  /// (The impulses, this and `relativeVelocity` are what the next step's collision reads of an old
  /// point, so they lie together.)
  var id: UInt32 = 0
  /// Whether each body's anchor lies on its own surface rather than midway across the gap
  /// (World+Collide.swift, `makeContact`).
  var anchorsOnSurfaces = false
  /// `anchor × normal` and `anchor × tangent` of each body for this step (the lever arms of the
  /// normal and friction impulses), so the sub-steps need no cross products of anchors.
  var normalArmA: Double = 0
  var normalArmB: Double = 0
  var tangentArmA: Double = 0
  var tangentArmB: Double = 0
  /// Contact point relative to each body's centre, fixed for the step (pt).
  var anchorA: Vec2 = .zero
  var anchorB: Vec2 = .zero
  /// Separation at the step start minus the anchors' projection, so that the current separation is
  /// `dot(d, n) + adjustedSeparation` for the current anchor offset d.
  var adjustedSeparation: Double = 0
  var normalMass: Double = 0
  var tangentMass: Double = 0
  var separation: Double = 0
}

/// A contact between two shapes with its manifold and solver state. Hot solver data comes first: what
/// the level solve reads of the record in every pass (the bodies, the point count, the flags that
/// leave a contact out, the points' impulses) lies in its first bytes and at the head of `point1`
/// (rather than spread over six cache lines of the record), and so does what the next
/// step's collision reads of it (the flags, the points' impulses, ids and approach speeds).
struct Contact {
  var bodyA: Int32
  var bodyB: Int32
  var pointCount = 0
  /// An elastic approach that closes after the current sub-step: left out of its solve (whose look-ahead
  /// would stop it inelastically) for a later impact pass to strike.
  var isDeferred = false
  /// Whether no force or joint loads this contact's group this step (Solver/WarmStartLimit.swift); only
  /// meaningful while `World.isWarmStartLimited`.
  var isUnloaded = false
  var useBlock = false
  /// Whether the 2×2 matrix is well enough conditioned for the block solver at all.
  var canBlock = false
  /// Whether the manifold's reference face belongs to shape B (kept from step to step, so that nearly
  /// parallel faces do not swap roles and lose their warm-starting impulses).
  var referenceIsB = false
  /// Whether the shapes count as touching for collision-delegate reports, now and last step.
  var isTouching = false
  var wasTouching = false
  /// Set on last step's contact when this step found it again (so that its end is not reported).
  var isMatched = false
  var point0 = ContactPoint()
  /// Between the points, so that the warm start, which reads them with both points' impulses and arms,
  /// reads one run of lines.
  var normal: Vec2 = .zero
  /// Inverse masses and inertias of the two bodies for this step (0 for static ones).
  var inverseMassA: Double = 0
  var inverseInertiaA: Double = 0
  var inverseMassB: Double = 0
  var inverseInertiaB: Double = 0
  var point1 = ContactPoint()
  var friction: Double = 0
  var restitution: Double = 0
  /// Softness used while solving this step (stiffer against static bodies).
  var softness = Softness.rigid
  /// The 2×2 normal effective-mass matrix of a two-point manifold, fixed for the step (`useBlock`:
  /// whether this step solves it as a block).
  var k11: Double = 0
  var k12: Double = 0
  var k22: Double = 0

  var shapeA: Int32
  var shapeB: Int32
  var key: UInt64
  /// Whether the elastic-impact pass struck this contact during the step (it then counts as touching
  /// in this step, even if the bodies have separated again by its end), and how far the point where
  /// they met lies from the manifold point at the step start (pt).
  var isStruck = false
  /// Whether the pair is fast enough to pass through itself within a sub-step: its manifold is then
  /// made again for each sub-step (Solver/FollowedContacts.swift). Here, in the padding after
  /// `isStruck`: among the flags above it would grow every record by 8 bytes.
  var followsMotion = false
  var impactOffset: Vec2 = .zero

  /// Whether the level solve leaves this contact out of its lanes and solves it on its own: the block
  /// solver's contacts, and those whose manifold follows the pair's motion (the lanes copy a manifold
  /// once per step).
  @inline(__always) var solvesAlone: Bool { followsMotion || (pointCount > 1 && useBlock) }

  init(shapeA: Int32, shapeB: Int32, bodyA: Int32, bodyB: Int32, key: UInt64) {
    self.shapeA = shapeA
    self.shapeB = shapeB
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.key = key
  }
}
