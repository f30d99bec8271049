#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Two values side by side, one per contact of a pair (`ContactLanes`); two lanes of SSE2.
typealias Lanes = SIMD2<Double>

/// `solverMax(x, y)` lane by lane: `x > y ? x : y`, which is SSE2's `maxpd` (one instruction, where a
/// compare and a blend take four or five). `pointwiseMax` is IEEE's `maximum`, which differs in NaNs and
/// signed zeros.
@inline(__always) func laneMax(_ x: Lanes, _ y: Lanes) -> Lanes {
  #if arch(x86_64)
  _mm_max_pd(x, y)
  #else
  y.replacing(with: x, where: x .> y)
  #endif
}

/// Swift's `min(x, y)` lane by lane: `y < x ? y : x`, which is `minpd` with the operands swapped.
@inline(__always) func laneMin(_ x: Lanes, _ y: Lanes) -> Lanes {
  #if arch(x86_64)
  _mm_min_pd(y, x)
  #else
  x.replacing(with: y, where: y .< x)
  #endif
}

/// `-x` lane by lane as the scalar solve's negation (SIMD's prefix `-` is `0 - x`, which turns −0 into +0).
@inline(__always) func laneNegate(_ x: Lanes) -> Lanes { x * Lanes(repeating: -1) }

/// What the solve reads of one manifold point of each of two contacts and is fixed for the step (two per
/// `LaneConstraint`, in `World.lanePoints`).
struct LanePointConstants {
  var anchorAx, anchorAy, anchorBx, anchorBy: Lanes
  var adjustedSeparation: Lanes
  /// Negated, as the scalar solve negates them (`-p.normalMass * …`).
  var negativeNormalMass, negativeTangentMass: Lanes
  var normalArmA, normalArmB, tangentArmA, tangentArmB: Lanes

  init() {
    anchorAx = .zero; anchorAy = .zero; anchorBx = .zero; anchorBy = .zero
    adjustedSeparation = .zero; negativeNormalMass = .zero; negativeTangentMass = .zero
    normalArmA = .zero; normalArmB = .zero; tangentArmA = .zero; tangentArmB = .zero
  }

  @inline(__always) init(_ p: ContactPoint, _ q: ContactPoint) {
    anchorAx = Lanes(p.anchorA.x, q.anchorA.x)
    anchorAy = Lanes(p.anchorA.y, q.anchorA.y)
    anchorBx = Lanes(p.anchorB.x, q.anchorB.x)
    anchorBy = Lanes(p.anchorB.y, q.anchorB.y)
    adjustedSeparation = Lanes(p.adjustedSeparation, q.adjustedSeparation)
    negativeNormalMass = Lanes(-p.normalMass, -q.normalMass)
    negativeTangentMass = Lanes(-p.tangentMass, -q.tangentMass)
    normalArmA = Lanes(p.normalArmA, q.normalArmA)
    normalArmB = Lanes(p.normalArmB, q.normalArmB)
    tangentArmA = Lanes(p.tangentArmA, q.tangentArmA)
    tangentArmB = Lanes(p.tangentArmB, q.tangentArmB)
  }
}

/// The values of a pair of contacts that stay fixed for the step, side by side and aligned, so that the
/// sub-steps' passes read them without gathering (made by `World.scheduleContactLevels`).
struct LaneConstraint {
  var mA, iA, mB, iB: Lanes
  /// The normal; the tangent is (n.y, −n.x).
  var nx, ny, negativeNx: Lanes
  var biasRate, massScale, impulseScale, friction: Lanes
  /// The normal speed above which the scalar solve would take the block solver (the restitution
  /// threshold), +∞ for a contact that cannot block (`Contact.canBlock`), and its negation.
  var blockSpeed, negativeBlockSpeed: Lanes
  /// Bodies A and B of the first contact, then of the second, so that a pass reads them without the
  /// contact records (four integers, not a SIMD vector, whose lanes cost a shuffle each to read): as
  /// byte offsets of their records in `World.bodies` (index × stride), worked out once per step rather
  /// than in each of the step's dozen passes over the pair.
  var bodyA0, bodyB0, bodyA1, bodyB1: Int
  /// Whether either contact bounces (restitution > 0): only then are its points' largest impulses and
  /// approach speeds tracked, which restitution alone reads.
  var bounces: Bool
  /// The pose (`StepContext.poseGeneration`) at which the four-lane relax pass kept this pair's
  /// separations in its `PointImpulses.separation`, 0 for none this step (`dt_lanes_solve_quad`; the
  /// push pass reads the first pair's of a quad, `updateTouching` each pair's). In what was padding: the
  /// record keeps its size.
  var separationStamp: Int

  init() {
    mA = .zero; iA = .zero; mB = .zero; iB = .zero; nx = .zero; ny = .zero; negativeNx = .zero
    biasRate = .zero; massScale = .zero; impulseScale = .zero; friction = .zero
    blockSpeed = .zero; negativeBlockSpeed = .zero; bodyA0 = 0; bodyB0 = 0; bodyA1 = 0; bodyB1 = 0
    bounces = false
    separationStamp = 0
  }

  /// Where body A and body B of lane `lane`'s contact are.
  @inline(__always) func bodies(
    lane: Int, in bodies: UnsafeMutablePointer<Body>
  ) -> (UnsafeMutablePointer<Body>, UnsafeMutablePointer<Body>) {
    @inline(__always) func at(_ offset: Int) -> UnsafeMutablePointer<Body> {
      (UnsafeMutableRawPointer(bodies) + offset).assumingMemoryBound(to: Body.self)
    }
    return lane == 0 ? (at(bodyA0), at(bodyB0)) : (at(bodyA1), at(bodyB1))
  }

  /// Writes lane `lane`'s velocities into its bodies, but for static ones: they keep their zero velocities
  /// (and never see a non-finite product), as in the scalar solve (`World.store`).
  @inline(__always) func store(
    lane: Int, _ A: UnsafeMutablePointer<Body>, _ B: UnsafeMutablePointer<Body>,
    vAx: Lanes, vAy: Lanes, wA: Lanes, vBx: Lanes, vBy: Lanes, wB: Lanes
  ) {
    World.store(Vec2(vAx[lane], vAy[lane]), wA[lane], into: A, inverseMass: mA[lane], inverseInertia: iA[lane])
    World.store(Vec2(vBx[lane], vBy[lane]), wB[lane], into: B, inverseMass: mB[lane], inverseInertia: iB[lane])
  }

  @inline(__always) init(_ c0: UnsafePointer<Contact>, _ c1: UnsafePointer<Contact>) {
    mA = Lanes(c0.pointee.inverseMassA, c1.pointee.inverseMassA)
    iA = Lanes(c0.pointee.inverseInertiaA, c1.pointee.inverseInertiaA)
    mB = Lanes(c0.pointee.inverseMassB, c1.pointee.inverseMassB)
    iB = Lanes(c0.pointee.inverseInertiaB, c1.pointee.inverseInertiaB)
    nx = Lanes(c0.pointee.normal.x, c1.pointee.normal.x)
    ny = Lanes(c0.pointee.normal.y, c1.pointee.normal.y)
    negativeNx = Lanes(-c0.pointee.normal.x, -c1.pointee.normal.x)
    biasRate = Lanes(c0.pointee.softness.biasRate, c1.pointee.softness.biasRate)
    massScale = Lanes(c0.pointee.softness.massScale, c1.pointee.softness.massScale)
    impulseScale = Lanes(c0.pointee.softness.impulseScale, c1.pointee.softness.impulseScale)
    friction = Lanes(c0.pointee.friction, c1.pointee.friction)
    @inline(__always) func threshold(_ c: UnsafePointer<Contact>) -> Double {
      c.pointee.canBlock ? Tuning.restitutionThreshold : .infinity
    }
    blockSpeed = Lanes(threshold(c0), threshold(c1))
    negativeBlockSpeed = Lanes(-threshold(c0), -threshold(c1))
    let stride = MemoryLayout<Body>.stride
    bodyA0 = Int(c0.pointee.bodyA) * stride
    bodyB0 = Int(c0.pointee.bodyB) * stride
    bodyA1 = Int(c1.pointee.bodyA) * stride
    bodyB1 = Int(c1.pointee.bodyB) * stride
    bounces = c0.pointee.restitution > 0 || c1.pointee.restitution > 0
    separationStamp = 0
  }
}

/// The impulses of one manifold point of each of two contacts while a pass solves them, read from their
/// `PointImpulses` where the solve first needs each (the tangent impulse only for the friction), so that
/// fewer values hold registers through the solve (SSE2 has 16), and all written back at the end.
struct PointLanes {
  let slot: UnsafeMutablePointer<PointImpulses>
  var normalImpulse, tangentImpulse, maxNormalImpulse, approachSpeed: Lanes

  @inline(__always) init(_ slot: UnsafeMutablePointer<PointImpulses>) {
    self.slot = slot
    normalImpulse = slot.pointee.normal
    tangentImpulse = .zero  // read by `loadTangentImpulse`
    maxNormalImpulse = slot.pointee.maxNormal
    approachSpeed = slot.pointee.approach
  }

  @inline(__always) mutating func loadTangentImpulse() {
    tangentImpulse = slot.pointee.tangent
  }

  @inline(__always) func store() {
    slot.pointee.normal = normalImpulse
    slot.pointee.tangent = tangentImpulse
    slot.pointee.maxNormal = maxNormalImpulse
    slot.pointee.approach = approachSpeed
  }
}

/// Two contacts of one dependency level (they share no moving body) solved side by side: each lane does
/// `World.solveContact`'s IEEE operations in the same order, its branches taken by masks, so every bit
/// of the result is the scalar solve's. Pairs are one-point contacts, or two-point contacts solved
/// point by point (`ContactLevels.swift`).
struct ContactLanes {
  var vAx, vAy, wA, vBx, vBy, wB: Lanes
  /// Motion since the step began: B's displacement minus A's, and each body's rotation.
  let dpx, dpy, cosA, sinA, cosB, sinB: Lanes
  let k: UnsafePointer<LaneConstraint>
  /// The pair's two `LanePointConstants`.
  let points: UnsafePointer<LanePointConstants>
  let inverseH: Lanes
  let useBias: Bool

  /// Solves a pair's two contacts (the same kind, one point each or `twoPoints`, no moving body in common;
  /// `constraint` and `points` made from them this step, their impulses at `impulses` and `impulses + 1`)
  /// as `World.solveContact` would one after the other. Returns false, having changed nothing, when the scalar solve would take
  /// the block solver for either (a point faster than the restitution threshold).
  @inline(__always) static func solve(
    twoPoints: Bool, _ constraint: UnsafePointer<LaneConstraint>, _ points: UnsafePointer<LanePointConstants>,
    _ impulses: UnsafeMutablePointer<PointImpulses>, bodies: UnsafeMutablePointer<Body>, inverseH: Double,
    useBias: Bool
  ) -> Bool {
    let (A0, B0) = constraint.pointee.bodies(lane: 0, in: bodies)
    let (A1, B1) = constraint.pointee.bodies(lane: 1, in: bodies)
    var lanes = ContactLanes(A0, B0, A1, B1, constraint, points, inverseH: inverseH, useBias: useBias)
    if !twoPoints {
      var p = PointLanes(impulses)
      let point = lanes.point(0)
      lanes.solveNormal(&p, point, separation: lanes.separation(point), speed: lanes.normalSpeed(point))
      lanes.solveTangent(&p, point)
      p.store()
    } else {
      let point0 = lanes.point(0), point1 = lanes.point(1)
      // Separations depend on positions only: measured first, so that the bodies' motion is not kept in
      // registers through the velocity work.
      let separation0 = lanes.separation(point0), separation1 = lanes.separation(point1)
      // The scalar solve's test for the block solver, on both points at once (its second speed, when it
      // measures one, is taken at the same velocities).
      let speed0 = lanes.normalSpeed(point0), speed1 = lanes.normalSpeed(point1)
      // |v| > threshold as v > threshold or v < −threshold (never, at +∞, for a contact that cannot block).
      let fast = speed0 .> constraint.pointee.blockSpeed .| speed0 .< constraint.pointee.negativeBlockSpeed
        .| speed1 .> constraint.pointee.blockSpeed .| speed1 .< constraint.pointee.negativeBlockSpeed
      if any(fast) { return false }
      // The points in alternating order, as in the scalar solve; each point's impulses read just before
      // its solve.
      var p0: PointLanes, p1: PointLanes
      if useBias {
        p0 = PointLanes(impulses)
        lanes.solveNormal(&p0, point0, separation: separation0, speed: speed0)
        p1 = PointLanes(impulses + 1)
        lanes.solveNormal(&p1, point1, separation: separation1, speed: lanes.normalSpeed(point1))
      } else {
        p1 = PointLanes(impulses + 1)
        lanes.solveNormal(&p1, point1, separation: separation1, speed: speed1)
        p0 = PointLanes(impulses)
        lanes.solveNormal(&p0, point0, separation: separation0, speed: lanes.normalSpeed(point0))
      }
      lanes.solveTangent(&p0, point0)
      lanes.solveTangent(&p1, point1)
      p0.store()
      p1.store()
    }
    constraint.pointee.store(
      lane: 0, A0, B0, vAx: lanes.vAx, vAy: lanes.vAy, wA: lanes.wA, vBx: lanes.vBx, vBy: lanes.vBy, wB: lanes.wB)
    constraint.pointee.store(
      lane: 1, A1, B1, vAx: lanes.vAx, vAy: lanes.vAy, wA: lanes.wA, vBx: lanes.vBx, vBy: lanes.vBy, wB: lanes.wB)
    return true
  }

  @inline(__always) init(
    _ A0: UnsafeMutablePointer<Body>, _ B0: UnsafeMutablePointer<Body>,
    _ A1: UnsafeMutablePointer<Body>, _ B1: UnsafeMutablePointer<Body>,
    _ constraint: UnsafePointer<LaneConstraint>, _ points: UnsafePointer<LanePointConstants>,
    inverseH: Double, useBias: Bool
  ) {
    vAx = Lanes(A0.pointee.velocity.x, A1.pointee.velocity.x)
    vAy = Lanes(A0.pointee.velocity.y, A1.pointee.velocity.y)
    wA = Lanes(A0.pointee.angularVelocity, A1.pointee.angularVelocity)
    vBx = Lanes(B0.pointee.velocity.x, B1.pointee.velocity.x)
    vBy = Lanes(B0.pointee.velocity.y, B1.pointee.velocity.y)
    wB = Lanes(B0.pointee.angularVelocity, B1.pointee.angularVelocity)
    dpx = Lanes(B0.pointee.deltaPosition.x, B1.pointee.deltaPosition.x)
      - Lanes(A0.pointee.deltaPosition.x, A1.pointee.deltaPosition.x)
    dpy = Lanes(B0.pointee.deltaPosition.y, B1.pointee.deltaPosition.y)
      - Lanes(A0.pointee.deltaPosition.y, A1.pointee.deltaPosition.y)
    cosA = Lanes(A0.pointee.deltaRotation.cosine, A1.pointee.deltaRotation.cosine)
    sinA = Lanes(A0.pointee.deltaRotation.sine, A1.pointee.deltaRotation.sine)
    cosB = Lanes(B0.pointee.deltaRotation.cosine, B1.pointee.deltaRotation.cosine)
    sinB = Lanes(B0.pointee.deltaRotation.sine, B1.pointee.deltaRotation.sine)
    k = constraint
    self.points = points
    self.inverseH = Lanes(repeating: inverseH)
    self.useBias = useBias
  }

  /// The fixed values of point `i` (0 or 1).
  @inline(__always) func point(_ i: Int) -> UnsafePointer<LanePointConstants> {
    points + i
  }

  /// Current separation from the bodies' motion since the step began.
  @inline(__always) func separation(_ q: UnsafePointer<LanePointConstants>) -> Lanes {
    let rBx = cosB * q.pointee.anchorBx - sinB * q.pointee.anchorBy
    let rBy = sinB * q.pointee.anchorBx + cosB * q.pointee.anchorBy
    let rAx = cosA * q.pointee.anchorAx - sinA * q.pointee.anchorAy
    let rAy = sinA * q.pointee.anchorAx + cosA * q.pointee.anchorAy
    let dx = dpx + rBx - rAx, dy = dpy + rBy - rAy
    return dx * k.pointee.nx + dy * k.pointee.ny + q.pointee.adjustedSeparation
  }

  @inline(__always) func normalSpeed(_ q: UnsafePointer<LanePointConstants>) -> Lanes {
    (vBx - vAx) * k.pointee.nx + (vBy - vAy) * k.pointee.ny + wB * q.pointee.normalArmB - wA * q.pointee.normalArmA
  }

  @inline(__always) mutating func solveNormal(
    _ p: inout PointLanes, _ q: UnsafePointer<LanePointConstants>, separation s: Lanes, speed vn: Lanes
  ) {
    // Speculative: allow closing the gap, no more.
    let speculative = s .> Lanes.zero
    var impulse: Lanes
    if useBias {
      var bias = laneMax(k.pointee.biasRate * s, Lanes(repeating: -Tuning.contactPushMaxVelocity))
      var massScale = k.pointee.massScale, impulseScale = k.pointee.impulseScale
      bias.replace(with: s * inverseH, where: speculative)
      massScale.replace(with: Lanes(repeating: 1), where: speculative)
      impulseScale.replace(with: Lanes.zero, where: speculative)
      impulse = q.pointee.negativeNormalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
    } else {
      // The relax pass is rigid: no softness terms (the scalar solve's `relaxImpulse`).
      let bias = Lanes.zero.replacing(with: s * inverseH, where: speculative)
      impulse = q.pointee.negativeNormalMass * (vn + bias)
    }
    let newImpulse = laneMax(p.normalImpulse + impulse, Lanes.zero)
    impulse = newImpulse - p.normalImpulse
    p.normalImpulse = newImpulse
    if k.pointee.bounces {
      let firstPush = impulse .> Lanes.zero .& p.maxNormalImpulse .== Lanes.zero
      p.approachSpeed.replace(with: laneMax(p.approachSpeed, vn), where: firstPush)
      p.maxNormalImpulse = laneMax(p.maxNormalImpulse, impulse)
    }
    apply(impulse, along: k.pointee.nx, k.pointee.ny, armA: q.pointee.normalArmA, armB: q.pointee.normalArmB)
  }

  /// The impulse `impulse` along (x, y), with lever arms `r × (x, y)`: −A, +B.
  @inline(__always) mutating func apply(_ impulse: Lanes, along x: Lanes, _ y: Lanes, armA: Lanes, armB: Lanes) {
    let Px = impulse * x, Py = impulse * y
    vAx = vAx - k.pointee.mA * Px
    vAy = vAy - k.pointee.mA * Py
    wA = wA - k.pointee.iA * impulse * armA
    vBx = vBx + k.pointee.mB * Px
    vBy = vBy + k.pointee.mB * Py
    wB = wB + k.pointee.iB * impulse * armB
  }

  /// Friction, with the tangent (n.y, −n.x).
  @inline(__always) mutating func solveTangent(_ p: inout PointLanes, _ q: UnsafePointer<LanePointConstants>) {
    p.loadTangentImpulse()
    let tx = k.pointee.ny, ty = k.pointee.negativeNx
    let vt = (vBx - vAx) * tx + (vBy - vAy) * ty + wB * q.pointee.tangentArmB - wA * q.pointee.tangentArmA
    var impulse = q.pointee.negativeTangentMass * vt
    let maxFriction = k.pointee.friction * p.normalImpulse
    let newImpulse = laneMin(laneMax(p.tangentImpulse + impulse, laneNegate(maxFriction)), maxFriction)
    impulse = newImpulse - p.tangentImpulse
    p.tangentImpulse = newImpulse
    apply(impulse, along: tx, ty, armA: q.pointee.tangentArmA, armB: q.pointee.tangentArmB)
  }
}

