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

          if contact.pointCount > 1 {
            if !Self.solveNormalBlock(&contact, &bodyA, &bodyB, dp: dp, softness: softness, useBias: useBias,
                                      inverseH: inverseH) {
              solveNormal(&contact.point0)
              solveNormal(&contact.point1)
            }
          } else {
            solveNormal(&contact.point0)
          }
          solveTangent(&contact.point0)
          if contact.pointCount > 1 { solveTangent(&contact.point1) }
          contacts[c] = contact
          if !bodyA.isStatic { bodies[a] = bodyA }
          if !bodyB.isStatic { bodies[b] = bodyB }
        }
      }
    }
  }

  /// Solves both normal impulses of a two-point manifold at once (a 2×2 linear complementarity
  /// problem, as in Box2D v2's block solver) with each point's own soft-contact terms. Solving the
  /// points one after the other would give the first one all the load and tip a box that lands flat.
  /// Returns false when the two points are too close to be solved together.
  @inline(__always)
  static func solveNormalBlock(_ contact: inout Contact, _ bodyA: inout Body, _ bodyB: inout Body, dp: Vec2,
                               softness: Softness, useBias: Bool, inverseH: Double) -> Bool {
    let n = contact.normal
    let p1 = contact.point0, p2 = contact.point1
    let rn1A = p1.anchorA.cross(n), rn1B = p1.anchorB.cross(n)
    let rn2A = p2.anchorA.cross(n), rn2B = p2.anchorB.cross(n)
    let mA = bodyA.inverseMass, mB = bodyB.inverseMass
    let iA = bodyA.inverseInertia, iB = bodyB.inverseInertia
    let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
    let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
    let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
    // Too ill-conditioned (points nearly coincide): let the caller solve them one by one.
    guard k11 > 0, k22 > 0, k11 * k11 < 1000 * (k11 * k22 - k12 * k12) else { return false }

    // Per point: velocity bias and the softness term γ, so that the solved condition is
    // vn + bias + γ·λ = 0 (γ = 0 for rigid and speculative rows).
    func terms(_ p: ContactPoint, _ kii: Double) -> (bias: Double, gamma: Double) {
      let prA = bodyA.deltaRotation.rotate(p.anchorA)
      let prB = bodyB.deltaRotation.rotate(p.anchorB)
      let s = (dp + prB - prA).dot(n) + p.adjustedSeparation
      if s > 0 { return (s * inverseH, 0) }
      guard useBias, softness.massScale > 0 else { return (0, 0) }
      return (max(softness.biasRate * s, -Tuning.contactPushMaxVelocity), kii * softness.impulseScale / softness.massScale)
    }
    let t1 = terms(p1, k11), t2 = terms(p2, k22)
    let vA = bodyA.velocity, wA = bodyA.angularVelocity, vB = bodyB.velocity, wB = bodyB.angularVelocity
    let vn1 = (vB + cross(wB, p1.anchorB) - vA - cross(wA, p1.anchorA)).dot(n)
    let vn2 = (vB + cross(wB, p2.anchorB) - vA - cross(wA, p2.anchorA)).dot(n)
    let a1 = p1.normalImpulse, a2 = p2.normalImpulse
    // M·x = rhs with M = K + diag(γ): the new accumulated impulses x ≥ 0.
    let m11 = k11 + t1.gamma, m22 = k22 + t2.gamma, m12 = k12
    let rhs1 = k11 * a1 + k12 * a2 - vn1 - t1.bias
    let rhs2 = k12 * a1 + k22 * a2 - vn2 - t2.bias
    let determinant = m11 * m22 - m12 * m12
    var x1 = 0.0, x2 = 0.0
    if determinant > 0 {
      x1 = (m22 * rhs1 - m12 * rhs2) / determinant
      x2 = (m11 * rhs2 - m12 * rhs1) / determinant
    }
    if !(determinant > 0 && x1 >= 0 && x2 >= 0) {
      // One point carries everything, the other separates; or both separate.
      if rhs1 > 0 && m12 * (rhs1 / m11) - rhs2 >= 0 {
        (x1, x2) = (rhs1 / m11, 0)
      } else if rhs2 > 0 && m12 * (rhs2 / m22) - rhs1 >= 0 {
        (x1, x2) = (0, rhs2 / m22)
      } else if rhs1 <= 0 && rhs2 <= 0 {
        (x1, x2) = (0, 0)
      } else {
        return false
      }
    }
    guard x1.isFinite, x2.isFinite else { return false }
    let d1 = x1 - a1, d2 = x2 - a2
    contact.point0.normalImpulse = x1
    contact.point1.normalImpulse = x2
    contact.point0.maxNormalImpulse = max(contact.point0.maxNormalImpulse, d1)
    contact.point1.maxNormalImpulse = max(contact.point1.maxNormalImpulse, d2)
    let P1 = d1 * n, P2 = d2 * n
    bodyA.velocity -= mA * (P1 + P2)
    bodyA.angularVelocity -= iA * (p1.anchorA.cross(P1) + p2.anchorA.cross(P2))
    bodyB.velocity += mB * (P1 + P2)
    bodyB.angularVelocity += iB * (p1.anchorB.cross(P1) + p2.anchorB.cross(P2))
    return true
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
