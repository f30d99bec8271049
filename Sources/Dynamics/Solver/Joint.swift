/// What a joint constrains. Every `UIAttachmentBehavior` kind and `UISnapBehavior` maps to one.
enum JointKind: UInt8, Sendable {
  /// `UIAttachmentBehavior` to an anchor or between items: a rigid rod when `frequency` is 0, otherwise
  /// a damped spring. A rest length within the linear slop makes it a 2-D point constraint (or an
  /// isotropic spring), since a rod of length 0 has no direction.
  case distance
  /// `limitAttachment`: a rope. Only stretching beyond `length` is resisted.
  case rope
  /// `fixedAttachment`: a weld. The anchors coincide and the relative angle stays as it was.
  case weld
  /// `pinAttachment`: a revolute joint with friction torque and optional angle limits.
  case revolute
  /// `slidingAttachment`: a prismatic joint. Translation only along `localAxisA`, no relative rotation,
  /// optional translation limits.
  case prismatic
  /// `UISnapBehavior`: a mass-independent damped spring pulling body B's centre to the anchor and its
  /// angle back to 0 (upright).
  case snap
}

/// A 2×2 matrix for point constraints.
struct Mat22: Sendable {
  var a11: Double, a12: Double, a21: Double, a22: Double

  static let zero = Mat22(a11: 0, a12: 0, a21: 0, a22: 0)

  /// `K⁻¹·b`, or zero when `K` is singular.
  @inline(__always) func solve(_ b: Vec2) -> Vec2 {
    var det = a11 * a22 - a12 * a21
    guard det != 0, det.isFinite else { return .zero }
    det = 1 / det
    return Vec2(det * (a22 * b.x - a12 * b.y), det * (a11 * b.y - a21 * b.x))
  }

  /// The inverse, or zero when singular.
  var inverse: Mat22 {
    let det = a11 * a22 - a12 * a21
    guard det != 0, det.isFinite else { return .zero }
    let d = 1 / det
    return Mat22(a11: d * a22, a12: -d * a12, a21: -d * a21, a22: d * a11)
  }

  @inline(__always) static func * (m: Mat22, v: Vec2) -> Vec2 {
    Vec2(m.a11 * v.x + m.a12 * v.y, m.a21 * v.x + m.a22 * v.y)
  }
}

/// One constraint between two bodies (body A may be the static ground, body 0, whose "local" anchor is
/// then a point of the reference view). All kinds share this one plain struct so that the world keeps
/// them in a single contiguous array, solved in a fixed order without allocation.
///
/// Units: points, seconds, radians; impulses in mu·pt/s (linear) and mu·pt²/s (angular), which are
/// per sub-step impulses, as in Box2D v3.
struct Joint: Sendable {
  var kind: JointKind
  var bodyA: Int32
  var bodyB: Int32
  /// Attachment points in each body's own frame, relative to its centre (pt).
  var localAnchorA: Vec2
  var localAnchorB: Vec2
  /// Rest length (distance) or maximum length (rope), pt.
  var length: Double = 0
  /// Spring frequency (Hz) and damping ratio (1 = critical). 0 Hz makes distance, rope and weld joints
  /// rigid; revolute and prismatic joints ignore them.
  var frequency: Double = 0
  var dampingRatio: Double = 0
  /// Relative angle `angleB − angleA` at creation (weld, revolute, prismatic), rad.
  var referenceAngle: Double = 0
  /// Prismatic: the sliding axis in body A's frame (unit vector).
  var localAxisA = Vec2(1, 0)
  /// Limits: revolute angle relative to `referenceAngle` (rad), prismatic translation along the axis
  /// (pt). Infinite values mean no limit.
  var lowerLimit = -Double.infinity
  var upperLimit = Double.infinity
  /// Revolute: the largest torque friction can exert (mu·pt²/s², i.e. 100 × UIKit newton·points).
  var maxFrictionTorque: Double = 0

  // Solver state. Anchors and axis are oriented in the world at the start of the step.
  var anchorA: Vec2 = .zero
  var anchorB: Vec2 = .zero
  var deltaCenter: Vec2 = .zero
  var axisA: Vec2 = .zero
  /// Accumulated impulses: along the axis (rods), 2-D (point constraints; prismatic: x perpendicular,
  /// y angular), angular (weld), friction, and limits.
  var impulse: Double = 0
  var linearImpulse: Vec2 = .zero
  var angularImpulse: Double = 0
  var frictionImpulse: Double = 0
  var lowerImpulse: Double = 0
  var upperImpulse: Double = 0
  /// Explicit spring coefficients (distance joints), computed per step from the effective mass.
  var springStiffness: Double = 0
  var springDamping: Double = 0
  /// 2-D effective mass of a zero-length spring, K⁻¹ at the start of the step.
  var pointMass: Mat22 = .zero
  /// Whether a spring is too stiff for explicit forces and runs as a soft constraint instead.
  var springIsSoft = false
  /// Whether the distance joint acts as a 2-D point constraint (rest length within the slop).
  var isPointLike = false
  /// Whether this step's rod trees solve this rod (Solver/RodTrees.swift) rather than the joint loop.
  var isInRodTree = false
  /// A plain rod's geometry at the bodies' latest pose, kept by the joint passes (Solver/PlainRods.swift).
  var pose = RodPose()

  init(kind: JointKind, bodyA: Int32, bodyB: Int32, localAnchorA: Vec2, localAnchorB: Vec2) {
    self.kind = kind
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.localAnchorA = localAnchorA
    self.localAnchorB = localAnchorB
  }

  /// Whether this joint's spring runs as explicit forces in `applySprings` this step.
  @inline(__always) var hasExplicitSpring: Bool {
    switch kind {
    case .distance: return frequency > 0 && !springIsSoft
    case .snap: return true
    default: return false
    }
  }
}
