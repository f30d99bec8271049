/// Sequential impulses over soft contacts (Box2D v3's soft step): contacts are prepared once per step
/// and solved in every sub-step, their separations updated from the bodies' motion since the step began.
extension World {
  func prepareContacts(substep h: Double) {
    let soft = Softness(hertz: Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: h)
    let staticSoft = Softness(hertz: 2 * Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: h)
    bodies.withUnsafeBufferPointer { bodies in
      contacts.withUnsafeMutableBufferPointer { contacts in
        for c in contacts.indices {
          let bodyA = bodies[Int(contacts[c].bodyA)], bodyB = bodies[Int(contacts[c].bodyB)]
          contacts[c].softness = (bodyA.isStatic || bodyB.isStatic) ? staticSoft : soft
          let normal = contacts[c].normal
          let tangent = Vec2(normal.y, -normal.x)
          @inline(__always) func prepare(_ p: inout ContactPoint) {
            let rA = p.anchorA, rB = p.anchorB
            p.adjustedSeparation = p.separation - (rB - rA).dot(normal)
            let rnA = rA.cross(normal), rnB = rB.cross(normal)
            let kNormal = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * rnA * rnA
              + bodyB.inverseInertia * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = rA.cross(tangent), rtB = rB.cross(tangent)
            let kTangent = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * rtA * rtA
              + bodyB.inverseInertia * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            let vA = bodyA.velocity + cross(bodyA.angularVelocity, rA)
            let vB = bodyB.velocity + cross(bodyB.angularVelocity, rB)
            p.relativeVelocity = normal.dot(vB - vA)
            p.maxNormalImpulse = 0
          }
          prepare(&contacts[c].point0)
          if contacts[c].pointCount > 1 { prepare(&contacts[c].point1) }
        }
      }
    }
  }

  func warmStartContacts() {
    bodies.withUnsafeMutableBufferPointer { bodies in
      contacts.withUnsafeMutableBufferPointer { contacts in
        for c in contacts.indices {
          let contact = contacts[c]
          let a = Int(contact.bodyA), b = Int(contact.bodyB)
          let normal = contact.normal
          let tangent = Vec2(normal.y, -normal.x)
          var bodyA = bodies[a], bodyB = bodies[b]
          @inline(__always) func apply(_ p: ContactPoint) {
            let impulse = p.normalImpulse * normal + p.tangentImpulse * tangent
            bodyA.angularVelocity -= bodyA.inverseInertia * p.anchorA.cross(impulse)
            bodyA.velocity -= bodyA.inverseMass * impulse
            bodyB.angularVelocity += bodyB.inverseInertia * p.anchorB.cross(impulse)
            bodyB.velocity += bodyB.inverseMass * impulse
          }
          apply(contact.point0)
          if contact.pointCount > 1 { apply(contact.point1) }
          if !bodyA.isStatic { bodies[a] = bodyA }
          if !bodyB.isStatic { bodies[b] = bodyB }
        }
      }
    }
  }

  func solveContacts(substep h: Double, useBias: Bool) {
    let inverseH = 1 / h
    bodies.withUnsafeMutableBufferPointer { bodies in
      contacts.withUnsafeMutableBufferPointer { contacts in
        for c in contacts.indices {
          var contact = contacts[c]
          let a = Int(contact.bodyA), b = Int(contact.bodyB)
          var bodyA = bodies[a], bodyB = bodies[b]
          let normal = contact.normal
          let tangent = Vec2(normal.y, -normal.x)
          let softness = contact.softness
          let friction = contact.friction
          let dp = bodyB.deltaPosition - bodyA.deltaPosition

          @inline(__always) func solveNormal(_ p: inout ContactPoint) {
            // Current separation from the bodies' motion since the step began.
            let prA = bodyA.deltaRotation.rotate(p.anchorA)
            let prB = bodyB.deltaRotation.rotate(p.anchorB)
            let s = (dp + prB - prA).dot(normal) + p.adjustedSeparation
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if s > 0 {
              bias = s * inverseH  // speculative: allow closing the gap, no more
            } else if useBias {
              bias = max(softness.biasRate * s, -Tuning.contactPushMaxVelocity)
              massScale = softness.massScale
              impulseScale = softness.impulseScale
            }
            let vA = bodyA.velocity + cross(bodyA.angularVelocity, p.anchorA)
            let vB = bodyB.velocity + cross(bodyB.angularVelocity, p.anchorB)
            let vn = (vB - vA).dot(normal)
            var impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
            let newImpulse = max(p.normalImpulse + impulse, 0)
            impulse = newImpulse - p.normalImpulse
            p.normalImpulse = newImpulse
            p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
            let P = impulse * normal
            bodyA.velocity -= bodyA.inverseMass * P
            bodyA.angularVelocity -= bodyA.inverseInertia * p.anchorA.cross(P)
            bodyB.velocity += bodyB.inverseMass * P
            bodyB.angularVelocity += bodyB.inverseInertia * p.anchorB.cross(P)
          }

          @inline(__always) func solveTangent(_ p: inout ContactPoint) {
            let vA = bodyA.velocity + cross(bodyA.angularVelocity, p.anchorA)
            let vB = bodyB.velocity + cross(bodyB.angularVelocity, p.anchorB)
            let vt = (vB - vA).dot(tangent)
            var impulse = -p.tangentMass * vt
            let maxFriction = friction * p.normalImpulse
            let newImpulse = min(max(p.tangentImpulse + impulse, -maxFriction), maxFriction)
            impulse = newImpulse - p.tangentImpulse
            p.tangentImpulse = newImpulse
            let P = impulse * tangent
            bodyA.velocity -= bodyA.inverseMass * P
            bodyA.angularVelocity -= bodyA.inverseInertia * p.anchorA.cross(P)
            bodyB.velocity += bodyB.inverseMass * P
            bodyB.angularVelocity += bodyB.inverseInertia * p.anchorB.cross(P)
          }

          solveNormal(&contact.point0)
          if contact.pointCount > 1 { solveNormal(&contact.point1) }
          solveTangent(&contact.point0)
          if contact.pointCount > 1 { solveTangent(&contact.point1) }
          contacts[c] = contact
          if !bodyA.isStatic { bodies[a] = bodyA }
          if !bodyB.isStatic { bodies[b] = bodyB }
        }
      }
    }
  }

  /// Bounces: after the sub-steps, each point that approached faster than the restitution threshold and
  /// carried load gets a normal velocity of `−e ×` its approach speed.
  func applyRestitution() {
    let threshold = Tuning.restitutionThreshold
    bodies.withUnsafeMutableBufferPointer { bodies in
      contacts.withUnsafeMutableBufferPointer { contacts in
        for c in contacts.indices {
          var contact = contacts[c]
          let e = contact.restitution
          guard e > 0 else { continue }
          let a = Int(contact.bodyA), b = Int(contact.bodyB)
          var bodyA = bodies[a], bodyB = bodies[b]
          let normal = contact.normal
          @inline(__always) func bounce(_ p: inout ContactPoint) {
            guard p.relativeVelocity < -threshold, p.maxNormalImpulse > 0 else { return }
            let vA = bodyA.velocity + cross(bodyA.angularVelocity, p.anchorA)
            let vB = bodyB.velocity + cross(bodyB.angularVelocity, p.anchorB)
            let vn = (vB - vA).dot(normal)
            var impulse = -p.normalMass * (vn + e * p.relativeVelocity)
            let newImpulse = max(p.normalImpulse + impulse, 0)
            impulse = newImpulse - p.normalImpulse
            p.normalImpulse = newImpulse
            p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
            let P = impulse * normal
            bodyA.velocity -= bodyA.inverseMass * P
            bodyA.angularVelocity -= bodyA.inverseInertia * p.anchorA.cross(P)
            bodyB.velocity += bodyB.inverseMass * P
            bodyB.angularVelocity += bodyB.inverseInertia * p.anchorB.cross(P)
          }
          bounce(&contact.point0)
          if contact.pointCount > 1 { bounce(&contact.point1) }
          contacts[c] = contact
          if !bodyA.isStatic { bodies[a] = bodyA }
          if !bodyB.isStatic { bodies[b] = bodyB }
        }
      }
    }
  }
}
