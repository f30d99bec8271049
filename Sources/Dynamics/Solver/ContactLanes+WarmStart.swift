extension ContactLanes {
  /// The warm start of a pair's two contacts (of the level solve: no moving body in common) side by side,
  /// from their lanes' impulses (`impulses`, and `impulses + 1` when they have `twoPoints`): each lane
  /// does `World.warmStart`'s operations in the same order, so every bit is the same.
  @inline(__always) static func warmStart(
    twoPoints: Bool, _ k: UnsafePointer<LaneConstraint>,
    _ points: UnsafePointer<LanePointConstants>, _ impulses: UnsafePointer<PointImpulses>,
    bodies: UnsafeMutablePointer<Body>
  ) {
    let (A0, B0) = k.pointee.bodies(lane: 0, in: bodies)
    let (A1, B1) = k.pointee.bodies(lane: 1, in: bodies)
    var vAx = Lanes(A0.pointee.velocity.x, A1.pointee.velocity.x)
    var vAy = Lanes(A0.pointee.velocity.y, A1.pointee.velocity.y)
    var wA = Lanes(A0.pointee.angularVelocity, A1.pointee.angularVelocity)
    var vBx = Lanes(B0.pointee.velocity.x, B1.pointee.velocity.x)
    var vBy = Lanes(B0.pointee.velocity.y, B1.pointee.velocity.y)
    var wB = Lanes(B0.pointee.angularVelocity, B1.pointee.angularVelocity)
    /// One point: the impulse n·normal + t·tangent, with the tangent (n.y, −n.x).
    @inline(__always) func apply(_ q: UnsafePointer<LanePointConstants>, _ p: UnsafePointer<PointImpulses>) {
      let n = p.pointee.normal, t = p.pointee.tangent
      let x = n * k.pointee.nx + t * k.pointee.ny
      let y = n * k.pointee.ny + t * k.pointee.negativeNx
      wA = wA - k.pointee.iA * (n * q.pointee.normalArmA + t * q.pointee.tangentArmA)
      vAx = vAx - k.pointee.mA * x
      vAy = vAy - k.pointee.mA * y
      wB = wB + k.pointee.iB * (n * q.pointee.normalArmB + t * q.pointee.tangentArmB)
      vBx = vBx + k.pointee.mB * x
      vBy = vBy + k.pointee.mB * y
    }
    apply(points, impulses)
    if twoPoints { apply(points + 1, impulses + 1) }
    k.pointee.store(lane: 0, A0, B0, vAx: vAx, vAy: vAy, wA: wA, vBx: vBx, vBy: vBy, wB: wB)
    k.pointee.store(lane: 1, A1, B1, vAx: vAx, vAy: vAy, wA: wA, vBx: vBx, vBy: vBy, wB: wB)
  }
}
