/// The rigid rods the joint passes solve (a lone pendulum, a rod the rod trees leave out): the case of
/// `warmStartDistance` and `solveDistance` that the passes inline, on the bodies in place. The numbers
/// are those of the general path, operation for operation; a static body is simply not written, which
/// is what `World.withJointBodies` achieves by putting its velocities back. Out of line, with the
/// general path's copies and dispatch, the loop around each rod cost about as much as the rod itself.
///
/// Between two moves of the bodies a rod's geometry is asked for up to five times (the relax pass, both
/// velocity shifts around the impact pass, the warm start, the solve pass), always from the same
/// numbers: the joint keeps it as a `RodPose`, stamped with `StepContext.poseGeneration`.
extension Joint {
  /// Whether this joint is a rigid rod with a length: solved by `solveRod` in the joint passes.
  @inline(__always) var isPlainRod: Bool { kind == .distance && frequency == 0 && !isPointLike }

  /// The rod's geometry at the bodies' present pose (`generation`), computed once per pose.
  @inline(__always)
  mutating func rodPose(_ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>,
                        generation: Int) -> RodPose {
    if pose.stamp == generation { return pose }
    let (d, rA, rB) = geometry(bodyA.pointee, bodyB.pointee)
    let current = d.length
    let axis = current > 1e-9 ? (1 / current) * d : Vec2(0, 1)
    pose = RodPose(d: d, rA: rA, rB: rB, length: current, axis: axis, stamp: generation)
    return pose
  }

  /// `warmStartDistance` of a plain rod.
  @inline(__always)
  mutating func warmStartRod(_ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>,
                             generation: Int) {
    let rod = rodPose(bodyA, bodyB, generation: generation)
    // `d.normalized`, with the length already at hand.
    let l = rod.length, d = rod.d
    let p = impulse * (l > 1e-12 ? Vec2(d.x / l, d.y / l) : .zero)
    guard p != .zero else { return }
    Self.applyToMoving(p, bodyA, bodyB, rod.rA, rod.rB)
  }

  /// `solveDistance` of a plain rod: with `useBias`, at the softness `rigid`; without, rigid.
  @inline(__always)
  mutating func solveRod(_ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>,
                         useBias: Bool, rigid: Softness, generation: Int) {
    let rod = rodPose(bodyA, bodyB, generation: generation)
    let rA = rod.rA, rB = rod.rB, axis = rod.axis
    let crA = rA.cross(axis), crB = rB.cross(axis)
    let k = bodyA.pointee.inverseMass + bodyB.pointee.inverseMass + bodyA.pointee.inverseInertia * crA * crA
      + bodyB.pointee.inverseInertia * crB * crB
    guard k > 0 else { return }
    let speed = axis.dot(Self.relativeVelocity(bodyA.pointee, bodyB.pointee, rA, rB))
    var bias = 0.0, massScale = 1.0, impulseScale = 0.0
    if useBias {
      bias = rigid.biasRate * (rod.length - length)
      massScale = rigid.massScale
      impulseScale = rigid.impulseScale
    }
    let delta = -massScale * (speed + bias) / k - impulseScale * impulse
    guard delta.isFinite else { return }
    impulse += delta
    Self.applyToMoving(delta * axis, bodyA, bodyB, rA, rB)
  }

  /// `apply`, leaving a static body as it is.
  @inline(__always)
  static func applyToMoving(_ p: Vec2, _ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>,
                            _ rA: Vec2, _ rB: Vec2) {
    if !bodyA.pointee.isStatic {
      bodyA.pointee.velocity -= bodyA.pointee.inverseMass * p
      bodyA.pointee.angularVelocity -= bodyA.pointee.inverseInertia * rA.cross(p)
    }
    if !bodyB.pointee.isStatic {
      bodyB.pointee.velocity += bodyB.pointee.inverseMass * p
      bodyB.pointee.angularVelocity += bodyB.pointee.inverseInertia * rB.cross(p)
    }
  }
}

/// A plain rod's geometry (`Joint.geometry`) at one pose of its bodies: the anchors' separation `d` and
/// lever arms, `|d|` and the unit axis along `d` (`(0, 1)` when `|d|` ≤ 1e-9 pt). Current while `stamp`
/// equals `StepContext.poseGeneration`.
struct RodPose: Sendable {
  var d = Vec2.zero
  var rA = Vec2.zero
  var rB = Vec2.zero
  var length = 0.0
  var axis = Vec2.zero
  var stamp = 0
}
