/// Prismatic joints (`slidingAttachment`): body B may translate relative to body A only along an axis
/// fixed in A's frame, may not rotate relative to A, and may be held within translation limits
/// (`attachmentRange`, points from the position at creation). Box2D v3's block formulation.
extension Joint {
  /// Current axis, lever arms and the terms shared by warm starting and solving.
  @inline(__always)
  private func prismaticFrame(_ bodyA: Body, _ bodyB: Body)
    -> (d: Vec2, rA: Vec2, rB: Vec2, axis: Vec2, a1: Double, a2: Double, s1: Double, s2: Double) {
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let axis = bodyA.deltaRotation.rotate(axisA)
    let perp = axis.perpendicular
    return (d, rA, rB, axis, (d + rA).cross(axis), rB.cross(axis), (d + rA).cross(perp), rB.cross(perp))
  }

  @inline(__always)
  private static func applyPrismatic(axial: Double, perpendicular: Double, angular: Double,
                                     axis: Vec2, a1: Double, a2: Double, s1: Double, s2: Double,
                                     _ bodyA: inout Body, _ bodyB: inout Body) {
    let p = axial * axis + perpendicular * axis.perpendicular
    let lA = axial * a1 + perpendicular * s1 + angular
    let lB = axial * a2 + perpendicular * s2 + angular
    bodyA.velocity -= bodyA.inverseMass * p
    bodyA.angularVelocity -= bodyA.inverseInertia * lA
    bodyB.velocity += bodyB.inverseMass * p
    bodyB.angularVelocity += bodyB.inverseInertia * lB
  }

  func warmStartPrismatic(_ bodyA: inout Body, _ bodyB: inout Body) {
    let f = prismaticFrame(bodyA, bodyB)
    Self.applyPrismatic(axial: lowerImpulse - upperImpulse, perpendicular: linearImpulse.x,
                        angular: linearImpulse.y, axis: f.axis, a1: f.a1, a2: f.a2, s1: f.s1, s2: f.s2,
                        &bodyA, &bodyB)
  }

  mutating func solvePrismatic(_ bodyA: inout Body, _ bodyB: inout Body, h: Double, useBias: Bool,
                               rigid: Softness) {
    let mA = bodyA.inverseMass, mB = bodyB.inverseMass
    let iA = bodyA.inverseInertia, iB = bodyB.inverseInertia
    let f = prismaticFrame(bodyA, bodyB)
    let translation = f.axis.dot(f.d)
    let k = mA + mB + iA * f.a1 * f.a1 + iB * f.a2 * f.a2
    if k > 0 && (lowerLimit.isFinite || upperLimit.isFinite) {
      let axialMass = 1 / k
      @inline(__always) func axialSpeed() -> Double {
        f.axis.dot(bodyB.velocity - bodyA.velocity) + f.a2 * bodyB.angularVelocity - f.a1 * bodyA.angularVelocity
      }
      @inline(__always) func coefficients(_ c: Double) -> (Double, Double, Double) {
        if c > 0 { return (c / h, 1, 0) }
        return useBias ? (rigid.biasRate * c, rigid.massScale, rigid.impulseScale) : (0, 1, 0)
      }
      if lowerLimit.isFinite {
        let (bias, massScale, impulseScale) = coefficients(translation - lowerLimit)
        let delta = -axialMass * massScale * (axialSpeed() + bias) - impulseScale * lowerImpulse
        if delta.isFinite {
          let newImpulse = max(lowerImpulse + delta, 0)
          let applied = newImpulse - lowerImpulse
          lowerImpulse = newImpulse
          Self.applyPrismatic(axial: applied, perpendicular: 0, angular: 0, axis: f.axis, a1: f.a1, a2: f.a2,
                              s1: 0, s2: 0, &bodyA, &bodyB)
        }
      }
      if upperLimit.isFinite {
        let (bias, massScale, impulseScale) = coefficients(upperLimit - translation)
        let delta = -axialMass * massScale * (-axialSpeed() + bias) - impulseScale * upperImpulse
        if delta.isFinite {
          let newImpulse = max(upperImpulse + delta, 0)
          let applied = newImpulse - upperImpulse
          upperImpulse = newImpulse
          Self.applyPrismatic(axial: -applied, perpendicular: 0, angular: 0, axis: f.axis, a1: f.a1,
                              a2: f.a2, s1: 0, s2: 0, &bodyA, &bodyB)
        }
      }
    }
    // The perpendicular and angular constraints as one 2×2 block.
    let perp = f.axis.perpendicular
    let cdot = Vec2(perp.dot(bodyB.velocity - bodyA.velocity) + f.s2 * bodyB.angularVelocity
                      - f.s1 * bodyA.angularVelocity,
                    bodyB.angularVelocity - bodyA.angularVelocity)
    var bias = Vec2.zero, massScale = 1.0, impulseScale = 0.0
    if useBias {
      bias = rigid.biasRate * Vec2(perp.dot(f.d), relativeAngle(bodyA, bodyB))
      massScale = rigid.massScale
      impulseScale = rigid.impulseScale
    }
    let k12 = iA * f.s1 + iB * f.s2
    var k22 = iA + iB
    if k22 == 0 { k22 = 1 }  // neither body turns: the angular row is inert
    let matrix = Mat22(a11: mA + mB + iA * f.s1 * f.s1 + iB * f.s2 * f.s2, a12: k12, a21: k12, a22: k22)
    let delta = -massScale * matrix.solve(cdot + bias) - impulseScale * linearImpulse
    guard delta.isFinite else { return }
    linearImpulse += delta
    Self.applyPrismatic(axial: 0, perpendicular: delta.x, angular: delta.y, axis: f.axis, a1: f.a1, a2: f.a2,
                        s1: f.s1, s2: f.s2, &bodyA, &bodyB)
  }
}
