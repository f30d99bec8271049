/// The rigid rods the joint passes solve (a lone pendulum, a rod the rod trees leave out): the case of
/// `warmStartDistance` and `solveDistance` that the passes inline, on the bodies in place. The numbers
/// are those of the general path, operation for operation; a static body is simply not written, which
/// is what `World.withJointBodies` achieves by putting its velocities back. Out of line, with the
/// general path's copies and dispatch, the loop around each rod cost about as much as the rod itself.
extension Joint {
  /// Whether this joint is a rigid rod with a length: solved by `solveRod` in the joint passes.
  @inline(__always) var isPlainRod: Bool { kind == .distance && frequency == 0 && !isPointLike }

  /// `warmStartDistance` of a plain rod.
  @inline(__always)
  func warmStartRod(_ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>) {
    let (d, rA, rB) = geometry(bodyA.pointee, bodyB.pointee)
    let p = impulse * d.normalized
    guard p != .zero else { return }
    Self.applyToMoving(p, bodyA, bodyB, rA, rB)
  }

  /// `solveDistance` of a plain rod: with `useBias`, at the softness `rigid`; without, rigid.
  @inline(__always)
  mutating func solveRod(_ bodyA: UnsafeMutablePointer<Body>, _ bodyB: UnsafeMutablePointer<Body>,
                         useBias: Bool, rigid: Softness) {
    let (d, rA, rB) = geometry(bodyA.pointee, bodyB.pointee)
    let current = d.length
    let axis = current > 1e-9 ? (1 / current) * d : Vec2(0, 1)
    let crA = rA.cross(axis), crB = rB.cross(axis)
    let k = bodyA.pointee.inverseMass + bodyB.pointee.inverseMass + bodyA.pointee.inverseInertia * crA * crA
      + bodyB.pointee.inverseInertia * crB * crB
    guard k > 0 else { return }
    let speed = axis.dot(Self.relativeVelocity(bodyA.pointee, bodyB.pointee, rA, rB))
    var bias = 0.0, massScale = 1.0, impulseScale = 0.0
    if useBias {
      bias = rigid.biasRate * (current - length)
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
