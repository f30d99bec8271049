/// Weld joints (`fixedAttachment`): the two anchors coincide and the relative angle stays what it was
/// at creation. Rigid by default; with a frequency the weld is soft at that frequency and damping ratio
/// (Box2D's weld joint with linear and angular hertz).
extension Joint {
  func warmStartWeld(_ bodyA: inout Body, _ bodyB: inout Body) {
    let (_, rA, rB) = geometry(bodyA, bodyB)
    bodyA.angularVelocity -= bodyA.inverseInertia * angularImpulse
    bodyB.angularVelocity += bodyB.inverseInertia * angularImpulse
    Self.apply(linearImpulse, &bodyA, &bodyB, rA, rB)
  }

  mutating func solveWeld(_ bodyA: inout Body, _ bodyB: inout Body, h: Double, useBias: Bool,
                          rigid: Softness) {
    let softness: Softness? = frequency > 0
      ? Softness(hertz: frequency, zeta: dampingRatio, h: h) : (useBias ? rigid : nil)
    // Angular part first, as Box2D does.
    let k = bodyA.inverseInertia + bodyB.inverseInertia
    if k > 0 {
      var bias = 0.0, massScale = 1.0, impulseScale = 0.0
      if let soft = softness {
        bias = soft.biasRate * relativeAngle(bodyA, bodyB)
        massScale = soft.massScale
        impulseScale = soft.impulseScale
      }
      let cdot = bodyB.angularVelocity - bodyA.angularVelocity
      let delta = -massScale * (cdot + bias) / k - impulseScale * angularImpulse
      if delta.isFinite {
        angularImpulse += delta
        bodyA.angularVelocity -= bodyA.inverseInertia * delta
        bodyB.angularVelocity += bodyB.inverseInertia * delta
      }
    }
    solvePoint(&bodyA, &bodyB, softness: softness)
  }
}
