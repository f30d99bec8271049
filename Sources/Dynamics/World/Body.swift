/// One rigid body in the solver. Units: points, seconds, UIKit mass units (mu, 100×100 pt at density 1
/// is 1 mu). Forces are kept as mass × acceleration in mu·pt/s², i.e. 100 × UIKit newtons.
struct Body {
  // Hot solver state first, so that it shares the first cache lines of each body.

  /// Linear velocity (pt/s).
  var velocity: Vec2 = .zero
  /// Angular velocity (rad/s); positive turns clockwise on screen.
  var angularVelocity: Double = 0
  /// Displacement and rotation since the start of the current step, used by the contact solver to
  /// update separations between sub-steps without new collision tests.
  var deltaPosition: Vec2 = .zero
  var deltaRotation: Rotation = .identity

  /// Centre of mass in reference coordinates (pt).
  var position: Vec2
  /// Rotation angle (rad), accumulated without wrapping so that plots of it are continuous.
  var angle: Double
  /// Cached cosine and sine of `angle`.
  var rotation: Rotation

  var mass: Double
  var inverseMass: Double
  /// Moment of inertia about the centre (mu·pt²).
  var inertia: Double
  var inverseInertia: Double

  /// Accelerations that ignore mass, such as gravity (pt/s²), summed over behaviours for this step.
  var acceleration: Vec2 = .zero
  /// Forces for this step (mu·pt/s²) and torque (mu·pt²/s²).
  var force: Vec2 = .zero
  var torque: Double = 0

  /// Linear and angular damping rates (1/s): `UIDynamicItemBehavior.resistance` and `angularResistance`.
  var linearDamping: Double = 0
  var angularDamping: Double = 0
  /// Contact material.
  var friction: Double
  var restitution: Double

  /// First vertex of this body's polygon in `World.shapes` and the number of vertices.
  var shapeStart: Int32 = 0
  var shapeCount: Int32 = 0
  /// Radius of the smallest circle about the centre that contains the shape (pt).
  var boundingRadius: Double = 0
  /// Smallest inner radius of the body's shapes (pt): a body that travels more than half of it in a
  /// step may pass through an item between two collision tests (Solver/ItemSweep.swift).
  var minExtent: Double = 0

  /// Collision groups: bit g is set when collision behaviour g lets this body hit other items (`items`)
  /// or boundaries (`boundaries`).
  var itemMask: UInt64 = 0
  var boundaryMask: UInt64 = 0

  /// Static bodies (the ground holding boundaries, anchored items) never move.
  var isStatic: Bool
  var allowsRotation: Bool = true
  /// Whether a joint connects this body to another item's body (not to the ground): the broad phase
  /// then looks the pair up before letting them collide.
  var isConnected = false

  var angleAtStepStart: Double = 0

  /// Seconds this body has spent below the sleep speeds.
  var sleepTime: Double = 0
  /// False while the body's island sleeps: it is then skipped by integration, collision and the
  /// solver, and its inverse mass and inertia read 0 so that constraints treat it as fixed.
  /// Always true for static bodies, which never sleep (check `isStatic` first).
  var isAwake = true
  /// The sleeping island this body belongs to while asleep (see `World.wake(island:)`).
  var sleepIsland: Int32 = -1

  /// How far this step's contacts look ahead of the body (pt): its travel at the step-start velocity.
  /// A body that goes farther is swept against the boundaries after the step
  /// (Solver/ContinuousCollision.swift).
  var lookAhead: Double = 0

  /// Time within the current piece of sub-step (s) at which the elastic-impact pass last changed this
  /// body's velocity; 0 outside a pass.
  var impactTime: Double = 0

  /// Turns the body to `angle` (rad) within the current step, keeping the cached rotation and the
  /// rotation since the step start in agreement with it.
  @inline(__always) mutating func turn(to angle: Double) {
    self.angle = angle
    rotation = Rotation(angle: angle)
    deltaRotation = Rotation(angle: angle - angleAtStepStart)
  }

  /// `turn(to:)` within the sub-steps: `rotation` is left behind for `World.refreshRotations`, so that a
  /// body turning in every sub-step computes it once per step rather than once per sub-step (the same
  /// numbers: it is a function of the last angle only).
  @inline(__always) mutating func turnWithinSubsteps(to angle: Double) {
    self.angle = angle
    deltaRotation = Rotation(angle: angle - angleAtStepStart)
  }

  /// Whether the body moves this step: dynamic and awake.
  @inline(__always) var isMoving: Bool { !isStatic && isAwake }

  /// The static ground body that owns every boundary segment.
  static func ground() -> Body {
    Body(position: .zero, angle: 0, rotation: .identity, mass: 0, inverseMass: 0, inertia: 0,
         inverseInertia: 0, friction: Tuning.boundaryFriction, restitution: 0, isStatic: true)
  }
}
