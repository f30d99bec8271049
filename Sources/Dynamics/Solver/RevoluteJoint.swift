/// Revolute joints (`pinAttachment`): the two anchors coincide and the items turn freely about them,
/// resisted by a friction torque up to `maxFrictionTorque` and stopped by optional angle limits
/// (`attachmentRange`, relative to the angle at creation).
extension Joint {
  func warmStartRevolute(_ bodyA: inout Body, _ bodyB: inout Body) {
    let (_, rA, rB) = geometry(bodyA, bodyB)
    let axial = frictionImpulse + lowerImpulse - upperImpulse
    bodyA.angularVelocity -= bodyA.inverseInertia * axial
    bodyB.angularVelocity += bodyB.inverseInertia * axial
    Self.apply(linearImpulse, &bodyA, &bodyB, rA, rB)
  }

  mutating func solveRevolute(_ bodyA: inout Body, _ bodyB: inout Body, h: Double, useBias: Bool,
                              rigid: Softness) {
    let iA = bodyA.inverseInertia, iB = bodyB.inverseInertia
    let k = iA + iB
    if k > 0 {
      let axialMass = 1 / k
      // Friction: a motor with target speed 0 and a torque budget per sub-step.
      if maxFrictionTorque > 0 {
        let cdot = bodyB.angularVelocity - bodyA.angularVelocity
        let old = frictionImpulse
        let budget = h * maxFrictionTorque
        let candidate = old - axialMass * cdot
        if candidate.isFinite {
          frictionImpulse = min(max(candidate, -budget), budget)
          let delta = frictionImpulse - old
          bodyA.angularVelocity -= iA * delta
          bodyB.angularVelocity += iB * delta
        }
      }
      let angle = relativeAngle(bodyA, bodyB)
      if lowerLimit.isFinite {
        let c = angle - lowerLimit
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if c > 0 {
          bias = c / h  // not yet at the limit: allow reaching it within this sub-step
        } else if useBias {
          (bias, massScale, impulseScale) = (rigid.biasRate * c, rigid.massScale, rigid.impulseScale)
        }
        let cdot = bodyB.angularVelocity - bodyA.angularVelocity
        let delta = -axialMass * massScale * (cdot + bias) - impulseScale * lowerImpulse
        if delta.isFinite {
          let newImpulse = max(lowerImpulse + delta, 0)
          let applied = newImpulse - lowerImpulse
          lowerImpulse = newImpulse
          bodyA.angularVelocity -= iA * applied
          bodyB.angularVelocity += iB * applied
        }
      }
      if upperLimit.isFinite {
        let c = upperLimit - angle
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if c > 0 {
          bias = c / h
        } else if useBias {
          (bias, massScale, impulseScale) = (rigid.biasRate * c, rigid.massScale, rigid.impulseScale)
        }
        let cdot = bodyA.angularVelocity - bodyB.angularVelocity
        let delta = -axialMass * massScale * (cdot + bias) - impulseScale * upperImpulse
        if delta.isFinite {
          let newImpulse = max(upperImpulse + delta, 0)
          let applied = newImpulse - upperImpulse
          upperImpulse = newImpulse
          bodyA.angularVelocity += iA * applied
          bodyB.angularVelocity -= iB * applied
        }
      }
    }
    solvePoint(&bodyA, &bodyB, softness: useBias ? rigid : nil)
  }
}
