/// Sequential impulses over soft contacts (Box2D v3's soft step): contacts are prepared once per step
/// and solved in every sub-step, their separations updated from the bodies' motion since the step began.
/// The loops work on raw pointers into the body and contact arrays and touch only the fields they need,
/// so a sub-step costs a few hundred instructions per contact and allocates nothing.
extension World {
  func prepareContacts(substep h: Double) {
    let soft = Softness(hertz: Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: h)
    let staticSoft = Softness(hertz: 2 * Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: h)
    defer { findFollowedContacts() }
    // Through pointers: a body is some 300 bytes and a contact more, and copying them in and out had
    // cost more than the preparation itself.
    bodies.withUnsafeBufferPointer { bodiesBuffer in
      contacts.withUnsafeMutableBufferPointer { contactsBuffer in
        guard let bodies = bodiesBuffer.baseAddress, let contacts = contactsBuffer.baseAddress else { return }
        for c in 0..<contactsBuffer.count {
          let contact = contacts + c
          let bodyA = bodies + Int(contact.pointee.bodyA), bodyB = bodies + Int(contact.pointee.bodyB)
          Self.prepare(contact, bodyA, bodyB, soft: soft, staticSoft: staticSoft)
        }
      }
    }
  }

  /// Fills one contact's masses, lever arms and softness for the step from its anchors (relative to the
  /// bodies' current poses) and the bodies' velocities.
  @inline(__always) static func prepare(
    _ contact: UnsafeMutablePointer<Contact>, _ bodyA: UnsafePointer<Body>, _ bodyB: UnsafePointer<Body>,
    soft: Softness, staticSoft: Softness
  ) {
    let mA = bodyA.pointee.inverseMass, iA = bodyA.pointee.inverseInertia
    let mB = bodyB.pointee.inverseMass, iB = bodyB.pointee.inverseInertia
    contact.pointee.inverseMassA = mA
    contact.pointee.inverseInertiaA = iA
    contact.pointee.inverseMassB = mB
    contact.pointee.inverseInertiaB = iB
    contact.pointee.softness = (bodyA.pointee.isStatic || bodyB.pointee.isStatic) ? staticSoft : soft
    let normal = contact.pointee.normal
    let tangent = Vec2(normal.y, -normal.x)
    @inline(__always) func prepare(_ p: inout ContactPoint) {
      let rA = p.anchorA, rB = p.anchorB
      p.adjustedSeparation = p.separation - (rB - rA).dot(normal)
      let rnA = rA.cross(normal), rnB = rB.cross(normal)
      let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
      p.normalMass = kNormal > 0 ? 1 / kNormal : 0
      let rtA = rA.cross(tangent), rtB = rB.cross(tangent)
      p.normalArmA = rnA
      p.normalArmB = rnB
      p.tangentArmA = rtA
      p.tangentArmB = rtB
      let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
      p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
      let vA = bodyA.pointee.velocity + cross(bodyA.pointee.angularVelocity, rA)
      let vB = bodyB.pointee.velocity + cross(bodyB.pointee.angularVelocity, rB)
      p.relativeVelocity = normal.dot(vB - vA)
      p.approachSpeed = p.relativeVelocity
      p.maxNormalImpulse = 0
    }
    prepare(&contact.pointee.point0)
    contact.pointee.useBlock = false
    contact.pointee.canBlock = false
    if contact.pointee.pointCount > 1 {
      prepare(&contact.pointee.point1)
      let p0 = contact.pointee.point0, p1 = contact.pointee.point1
      let rn1A = p0.anchorA.cross(normal), rn1B = p0.anchorB.cross(normal)
      let rn2A = p1.anchorA.cross(normal), rn2B = p1.anchorB.cross(normal)
      let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
      let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
      let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
      contact.pointee.k11 = k11
      contact.pointee.k12 = k12
      contact.pointee.k22 = k22
      // Too ill-conditioned (points nearly coincide): solve the points one by one.
      // The block solver keeps a box that lands flat, or rests on a boundary, from tipping; between
      // two moving bodies at rest it overshoots (each block is exact for itself and ignores its
      // neighbours) and keeps a pile jittering, so resting item-on-item contacts are solved one
      // point at a time, as Box2D v3 does.
      let impact = min(p0.relativeVelocity, p1.relativeVelocity) < -Tuning.restitutionThreshold
      let grounded = bodyA.pointee.isStatic || bodyB.pointee.isStatic
      contact.pointee.canBlock = k11 > 0 && k22 > 0 && k11 * k11 < 1000 * (k11 * k22 - k12 * k12)
      contact.pointee.useBlock = (impact || grounded) && contact.pointee.canBlock
    }
  }

  /// Applies the carried impulses. In contact order, or in the level solve's order
  /// (Solver/ContactLevels.swift), which gives every body its impulses in the same order and so the same
  /// velocities to the bit: pairs side by side from their lanes (`ContactLanes.warmStart`), the others
  /// one by one from their records.
  func warmStartContacts() {
    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      contacts.withUnsafeBufferPointer { contactsBuffer in
        guard let bodies = bodiesBuffer.baseAddress, let contacts = contactsBuffer.baseAddress else { return }
        guard context.solvesInLevels else {
          for c in 0..<contactsBuffer.count { World.warmStart(contacts + c, bodies: bodies) }
          return
        }
        withLanes { lanes in
          var constraint = lanes.constraints, point = lanes.points, impulse = lanes.impulses
          let schedule = lanes.schedule
          var i = 0
          while i < schedule.count {
            // A run of consecutive quads in one call of the four-lane code.
            if schedule[i].startsQuad, let layout = lanes.bodyLayout, let base = schedule.baseAddress {
              let done = WideLanes.warmStartRun(base + i, count: schedule.count - i, constraint, point, impulse,
                                                bodies: bodies, layout: layout)
              i += 2 * done
              constraint += 2 * done
              point += 4 * done
              impulse += 4 * done
              continue
            }
            let pair = schedule[i]
            i += 1
            let first = contacts + Int(pair.first)
            guard pair.second >= 0 else {
              World.warmStart(first, bodies: bodies)
              continue
            }
            ContactLanes.warmStart(twoPoints: pair.twoPoints, constraint, point, impulse, bodies: bodies)
            constraint += 1
            point += 2
            impulse += 2
          }
        }
      }
    }
  }

  /// The warm start of one contact from its record.
  @inline(__always) private static func warmStart(_ contact: UnsafePointer<Contact>, bodies: UnsafeMutablePointer<Body>) {
    let A = bodies + Int(contact.pointee.bodyA), B = bodies + Int(contact.pointee.bodyB)
    let mA = contact.pointee.inverseMassA, iA = contact.pointee.inverseInertiaA
    let mB = contact.pointee.inverseMassB, iB = contact.pointee.inverseInertiaB
    let normal = contact.pointee.normal
    let tangent = Vec2(normal.y, -normal.x)
    var vA = A.pointee.velocity, wA = A.pointee.angularVelocity
    var vB = B.pointee.velocity, wB = B.pointee.angularVelocity
    @inline(__always) func apply(_ p: ContactPoint) {
      let impulse = p.normalImpulse * normal + p.tangentImpulse * tangent
      wA -= iA * (p.normalImpulse * p.normalArmA + p.tangentImpulse * p.tangentArmA)
      vA -= mA * impulse
      wB += iB * (p.normalImpulse * p.normalArmB + p.tangentImpulse * p.tangentArmB)
      vB += mB * impulse
    }
    apply(contact.pointee.point0)
    if contact.pointee.pointCount > 1 { apply(contact.pointee.point1) }
    World.store(vA, wA, into: A, inverseMass: mA, inverseInertia: iA)
    World.store(vB, wB, into: B, inverseMass: mB, inverseInertia: iB)
  }

  /// Solves one contact on its own (the scalar solve; `ContactLanes` does the same for two at once): with
  /// `useBias` the push pass (soft, recovering overlaps), without it the relax pass (rigid).
  static func solveContact(
    _ contact: UnsafeMutablePointer<Contact>, bodies: UnsafeMutablePointer<Body>, inverseH: Double, useBias: Bool
  ) {
    let maxPush = Tuning.contactPushMaxVelocity
    let A = bodies + Int(contact.pointee.bodyA), B = bodies + Int(contact.pointee.bodyB)
    let mA = contact.pointee.inverseMassA, iA = contact.pointee.inverseInertiaA
    let mB = contact.pointee.inverseMassB, iB = contact.pointee.inverseInertiaB
    var vA = A.pointee.velocity, wA = A.pointee.angularVelocity
    var vB = B.pointee.velocity, wB = B.pointee.angularVelocity
    let dqA = A.pointee.deltaRotation, dqB = B.pointee.deltaRotation
    let dp = B.pointee.deltaPosition - A.pointee.deltaPosition
    let normal = contact.pointee.normal
    let tangent = Vec2(normal.y, -normal.x)
    let softness = contact.pointee.softness
    let friction = contact.pointee.friction
    // Only restitution reads a point's largest impulse and approach speed (`applyRestitution`).
    let bounces = contact.pointee.restitution > 0
    let twoPoints = contact.pointee.pointCount > 1

    /// Current separation from the bodies' motion since the step began.
    @inline(__always) func separation(_ p: ContactPoint) -> Double {
      (dp + dqB.rotate(p.anchorB) - dqA.rotate(p.anchorA)).dot(normal) + p.adjustedSeparation
    }
    // (v + ω × r)·n = v·n + ω (r × n), with r × n fixed for the step.
    @inline(__always) func normalSpeed(_ p: ContactPoint) -> Double {
      (vB - vA).dot(normal) + wB * p.normalArmB - wA * p.normalArmA
    }
    @inline(__always) func applyNormal(_ p: ContactPoint, _ impulse: Double) {
      let P = impulse * normal
      vA -= mA * P
      wA -= iA * impulse * p.normalArmA
      vB += mB * P
      wB += iB * impulse * p.normalArmB
    }
    /// `knownSpeed`: the point's normal speed if already measured at the current velocities (NaN if not).
    @inline(__always) func solveNormal(_ p: inout ContactPoint, knownSpeed: Double = .nan) {
      let s = separation(p)
      let vn = knownSpeed.isNaN ? normalSpeed(p) : knownSpeed
      var impulse: Double
      if useBias {
        var bias = 0.0, massScale = 1.0, impulseScale = 0.0
        if s > 0 {
          bias = s * inverseH  // speculative: allow closing the gap, no more
        } else {
          bias = solverMax(softness.biasRate * s, -maxPush)
          massScale = softness.massScale
          impulseScale = softness.impulseScale
        }
        impulse = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
      } else {
        // Rigid: no mass or impulse scale (×1 and −0·λ would change no bit of a finite impulse).
        impulse = -p.normalMass * (vn + (s > 0 ? s * inverseH : 0))
      }
      let newImpulse = solverMax(p.normalImpulse + impulse, 0)
      impulse = newImpulse - p.normalImpulse
      p.normalImpulse = newImpulse
      if bounces {
        if impulse > 0 && p.maxNormalImpulse == 0 { p.approachSpeed = solverMax(p.approachSpeed, vn) }
        p.maxNormalImpulse = solverMax(p.maxNormalImpulse, impulse)
      }
      applyNormal(p, impulse)
    }
    @inline(__always) func solveTangent(_ p: inout ContactPoint) {
      let vt = (vB - vA).dot(tangent) + wB * p.tangentArmB - wA * p.tangentArmA
      var impulse = -p.tangentMass * vt
      let maxFriction = friction * p.normalImpulse
      let newImpulse = min(solverMax(p.tangentImpulse + impulse, -maxFriction), maxFriction)
      impulse = newImpulse - p.tangentImpulse
      p.tangentImpulse = newImpulse
      let P = impulse * tangent
      vA -= mA * P
      wA -= iA * impulse * p.tangentArmA
      vB += mB * P
      wB += iB * impulse * p.tangentArmB
    }
    /// Both normal impulses of a two-point manifold at once: a 2×2 linear complementarity problem
    /// (Box2D v2's block solver) with each point's own soft-contact terms, so that a box landing
    /// flat does not tip. Returns false when no case of the LCP applies.
    @inline(__always) func solveBlock() -> Bool {
      let p1 = contact.pointee.point0, p2 = contact.pointee.point1
      let k11 = contact.pointee.k11, k12 = contact.pointee.k12, k22 = contact.pointee.k22
      // Per point: velocity bias and softness term γ, so that vn + bias + γ·λ = 0 is solved.
      @inline(__always) func terms(_ s: Double, _ kii: Double) -> (bias: Double, gamma: Double) {
        if s > 0 { return (s * inverseH, 0) }
        guard useBias, softness.massScale > 0 else { return (0, 0) }
        return (max(softness.biasRate * s, -maxPush), kii * softness.impulseScale / softness.massScale)
      }
      let t1 = terms(separation(p1), k11), t2 = terms(separation(p2), k22)
      let a1 = p1.normalImpulse, a2 = p2.normalImpulse
      let m11 = k11 + t1.gamma, m22 = k22 + t2.gamma, m12 = k12
      let rhs1 = k11 * a1 + k12 * a2 - normalSpeed(p1) - t1.bias
      let rhs2 = k12 * a1 + k22 * a2 - normalSpeed(p2) - t2.bias
      let determinant = m11 * m22 - m12 * m12
      var x1 = 0.0, x2 = 0.0
      if determinant > 0 {
        x1 = (m22 * rhs1 - m12 * rhs2) / determinant
        x2 = (m11 * rhs2 - m12 * rhs1) / determinant
      }
      if !(determinant > 0 && x1 >= 0 && x2 >= 0) {
        // One point carries everything and the other separates, or both separate.
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
      contact.pointee.point0.normalImpulse = x1
      contact.pointee.point1.normalImpulse = x2
      if d1 > 0 && p1.maxNormalImpulse == 0 {
        contact.pointee.point0.approachSpeed = max(p1.approachSpeed, normalSpeed(p1))
      }
      if d2 > 0 && p2.maxNormalImpulse == 0 {
        contact.pointee.point1.approachSpeed = max(p2.approachSpeed, normalSpeed(p2))
      }
      contact.pointee.point0.maxNormalImpulse = max(p1.maxNormalImpulse, d1)
      contact.pointee.point1.maxNormalImpulse = max(p2.maxNormalImpulse, d2)
      applyNormal(p1, d1)
      applyNormal(p2, d2)
      return true
    }

    if twoPoints {
      // Also as a block whenever a point moves faster than the restitution threshold along the
      // normal in this sub-step: an impact that reaches a stack during the step, or an impact's
      // warm-started impulse being released. One point at a time, the first would take (or
      // shed) the whole impulse and set the bodies spinning.
      var block = contact.pointee.useBlock
      // The speeds measured for this test are those the first point solved one at a time starts
      // from (the velocities have not changed in between), so they are passed on, not measured again.
      var speed0 = Double.nan, speed1 = Double.nan
      if !block && contact.pointee.canBlock {
        let threshold = Tuning.restitutionThreshold
        speed0 = normalSpeed(contact.pointee.point0)
        block = abs(speed0) > threshold
        if !block {
          speed1 = normalSpeed(contact.pointee.point1)
          block = abs(speed1) > threshold
        }
      }
      if !(block && solveBlock()) {
        // Alternate the order between the two passes so that neither point leads. (A block solve
        // that found no case applied nothing, so the speeds still hold.)
        if useBias {
          solveNormal(&contact.pointee.point0, knownSpeed: speed0)
          solveNormal(&contact.pointee.point1)
        } else {
          solveNormal(&contact.pointee.point1, knownSpeed: speed1)
          solveNormal(&contact.pointee.point0)
        }
      }
      solveTangent(&contact.pointee.point0)
      solveTangent(&contact.pointee.point1)
    } else {
      solveNormal(&contact.pointee.point0)
      solveTangent(&contact.pointee.point0)
    }
    store(vA, wA, into: A, inverseMass: mA, inverseInertia: iA)
    store(vB, wB, into: B, inverseMass: mB, inverseInertia: iB)
  }

  /// The solve's maximum, `x > y ? x : y`: Swift's `max` but for NaNs, and SSE2's `maxpd`, so that the
  /// lane solve (`laneMax`) takes it in one instruction and agrees with this solve to the bit.
  @inline(__always) static func solverMax(_ x: Double, _ y: Double) -> Double { x > y ? x : y }

  /// Writes a body's new velocity and spin back unless it is static: static bodies keep their zero
  /// velocities (and never see a non-finite product). The level solve relies on it: a contact writes
  /// only the bodies for which this is true (Solver/ContactLevels.swift).
  @inline(__always) static func store(
    _ velocity: Vec2, _ angularVelocity: Double, into body: UnsafeMutablePointer<Body>, inverseMass: Double,
    inverseInertia: Double
  ) {
    if inverseMass > 0 || inverseInertia > 0 {
      body.pointee.velocity = velocity
      body.pointee.angularVelocity = angularVelocity
    }
  }
}
