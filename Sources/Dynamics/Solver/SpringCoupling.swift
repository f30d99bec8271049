/// Springs that share an item, run as explicit forces only while their coupled motion stays stable.
///
/// A spring runs as explicit forces up to `ω·h = 2` (`Joint.explicitSpringLimit`), exact for a spring on
/// its own. Springs that share an item move together, faster than each alone: a chain's highest mode
/// runs at up to twice each spring's `ω²`, and the sub-step update `v ← v − h(k·x + c·v)` is stable only
/// while `h²k + 2hc < 4` for every mode. An undamped 20-link chain of 60 Hz springs (`h²k = 2` each)
/// sat on that edge and blew up after 8 s. So for each spring that shares a moving item with another,
/// the modes it takes part in are bounded by Gershgorin's rows in constraint space, with each pair's
/// coupling bounded by Cauchy–Schwarz: `Σ_b √(κ_s·a_sb)·Q_b`, `a_sb` the item's share of the spring's
/// inverse effective mass, `κ_s` its stiffness and `Q_b = Σ_t √(κ_t·a_tb)` over the item's springs
/// (the same for damping). Where the bound passes `coupledSpringLimit` the spring runs as Box2D's soft
/// constraint, which is stable at any stiffness (and damps more than asked). A spring on its own is
/// never changed: its bound is its own `h²k + 2hc`.
struct SpringCoupling {
  /// Per body: how many explicit springs hold it, and the sums `Q_b` for stiffness and damping.
  var springCount: ContiguousArray<Int32> = []
  var stiffnessSum: ContiguousArray<Double> = []
  var dampingSum: ContiguousArray<Double> = []

  /// Largest `h²k + 2hc` of a coupled mode that runs as explicit forces, below the edge of 4.
  static let coupledSpringLimit = 3.5

  /// Whether the check looks at `joint`: an explicit distance spring with a direction.
  @inline(__always) static func isExplicit(_ joint: Joint) -> Bool {
    joint.kind == .distance && joint.hasExplicitSpring && !joint.isPointLike
  }

  /// Makes soft the explicit springs whose coupled modes could be unstable at sub-step `h` (after
  /// `Joint.prepare`; called only where two such springs share a moving item). Nothing is allocated
  /// once the arrays have the bodies' count.
  @inline(never)
  mutating func limit(joints: UnsafeMutableBufferPointer<Joint>, bodies: UnsafeBufferPointer<Body>, substep h: Double) {
    let count = bodies.count
    @inline(__always) func isExplicit(_ joint: Joint) -> Bool {
      Self.isExplicit(joint) && joint.bodyA != joint.bodyB && Int(joint.bodyA) < count && Int(joint.bodyB) < count
    }
    reset(count)
    for j in joints.indices where isExplicit(joints[j]) {
      if bodies[Int(joints[j].bodyA)].isMoving { springCount[Int(joints[j].bodyA)] += 1 }
      if bodies[Int(joints[j].bodyB)].isMoving { springCount[Int(joints[j].bodyB)] += 1 }
    }
    @inline(__always) func addSums(_ joint: Joint, at b: Int, _ share: Double) {
      guard bodies[b].isMoving else { return }
      stiffnessSum[b] += (joint.springStiffness * share).squareRoot()
      dampingSum[b] += (joint.springDamping * share).squareRoot()
    }
    for j in joints.indices where isExplicit(joints[j]) {
      let shares = Self.shares(joints[j], bodies)
      addSums(joints[j], at: Int(joints[j].bodyA), shares.a)
      addSums(joints[j], at: Int(joints[j].bodyB), shares.b)
    }
    @inline(__always) func bound(_ joint: Joint, at b: Int, _ share: Double) -> (stiffness: Double, damping: Double) {
      guard bodies[b].isMoving else { return (0, 0) }
      return ((joint.springStiffness * share).squareRoot() * stiffnessSum[b],
              (joint.springDamping * share).squareRoot() * dampingSum[b])
    }
    for j in joints.indices where isExplicit(joints[j]) {
      let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
      guard (bodies[a].isMoving && springCount[a] > 1) || (bodies[b].isMoving && springCount[b] > 1) else { continue }
      let shares = Self.shares(joints[j], bodies)
      let atA = bound(joints[j], at: a, shares.a), atB = bound(joints[j], at: b, shares.b)
      let modes = h * h * (atA.stiffness + atB.stiffness) + 2 * h * (atA.damping + atB.damping)
      if !(modes <= Self.coupledSpringLimit) { joints[j].springIsSoft = true }
    }
  }

  /// Each end's share of the spring's inverse effective mass along its axis (1/mu).
  @inline(__always)
  private static func shares(_ joint: Joint, _ bodies: UnsafeBufferPointer<Body>) -> (a: Double, b: Double) {
    let d = joint.deltaCenter + joint.anchorB - joint.anchorA
    let axis = d.lengthSquared > 1e-12 ? d.normalized : Vec2(0, 1)
    let bodyA = bodies[Int(joint.bodyA)], bodyB = bodies[Int(joint.bodyB)]
    let crA = joint.anchorA.cross(axis), crB = joint.anchorB.cross(axis)
    return (bodyA.inverseMass + bodyA.inverseInertia * crA * crA, bodyB.inverseMass + bodyB.inverseInertia * crB * crB)
  }

  private mutating func reset(_ count: Int) {
    springCount.removeAll(keepingCapacity: true)
    springCount.append(contentsOf: repeatElement(0, count: count))
    stiffnessSum.removeAll(keepingCapacity: true)
    stiffnessSum.append(contentsOf: repeatElement(0, count: count))
    dampingSum.removeAll(keepingCapacity: true)
    dampingSum.append(contentsOf: repeatElement(0, count: count))
  }
}
