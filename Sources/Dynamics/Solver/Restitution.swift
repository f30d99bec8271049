/// Restitution after the soft solve stopped an approach (Box2D's relax-then-restitute): each contact
/// that approached faster than the restitution threshold and carried load gets `−e ×` its approach back.
/// Contacts the impact pass struck (Solver/ElasticImpacts.swift) have bounced already.
extension World {
  /// Bounces: after the sub-steps, each point that approached faster than the restitution threshold and
  /// carried load gets a normal velocity of `−e ×` its approach speed (at the step start, or when the
  /// solver first pushed it if that was slower); the two points of a manifold together when both
  /// bounce.
  func applyRestitution() {
    let threshold = Tuning.restitutionThreshold
    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      contacts.withUnsafeMutableBufferPointer { contactsBuffer in
        guard let bodies = bodiesBuffer.baseAddress, let contacts = contactsBuffer.baseAddress else { return }
        for c in 0..<contactsBuffer.count {
          let contact = contacts + c
          // A followed contact bounces at the end of the sub-step that stopped it
          // (`bounceFollowedContacts`).
          guard contact.pointee.restitution > 0, !contact.pointee.isStruck, !contact.pointee.followsMotion else { continue }
          World.bounce(contact, bodies: bodies, threshold: threshold)
        }
      }
    }
  }

  /// Restitution for the followed contacts (Solver/FollowedContacts.swift), at the end of each sub-step:
  /// their manifold is made again for the next, and a bounce at the step's end would reverse the
  /// approach of one manifold about the levers of another (two squares struck at 1 500 pt/s left with
  /// 14 % more energy). A point bounced here counts as not yet pushed (`maxNormalImpulse` 0), so that
  /// it bounces once; its approach stays for the next step's warm start (`wasImpact`).
  func bounceFollowedContacts() {
    let threshold = Tuning.restitutionThreshold
    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      contacts.withUnsafeMutableBufferPointer { contactsBuffer in
        guard let bodies = bodiesBuffer.baseAddress, let contacts = contactsBuffer.baseAddress else { return }
        for c in context.followedContacts {
          let contact = contacts + Int(c)
          guard contact.pointee.restitution > 0, !contact.pointee.isStruck else { continue }
          World.bounce(contact, bodies: bodies, threshold: threshold)
          contact.pointee.point0.maxNormalImpulse = 0
          contact.pointee.point1.maxNormalImpulse = 0
        }
      }
    }
  }

  /// One contact's bounce (see `applyRestitution`).
  @inline(__always)
  static func bounce(_ contact: UnsafeMutablePointer<Contact>, bodies: UnsafeMutablePointer<Body>, threshold: Double) {
    let e = contact.pointee.restitution
    let A = bodies + Int(contact.pointee.bodyA), B = bodies + Int(contact.pointee.bodyB)
    let mA = contact.pointee.inverseMassA, iA = contact.pointee.inverseInertiaA
    let mB = contact.pointee.inverseMassB, iB = contact.pointee.inverseInertiaB
    var vA = A.pointee.velocity, wA = A.pointee.angularVelocity
    var vB = B.pointee.velocity, wB = B.pointee.angularVelocity
    let normal = contact.pointee.normal
    @inline(__always) func bounces(_ p: ContactPoint) -> Bool {
      p.relativeVelocity < -threshold && p.maxNormalImpulse > 0
    }
    @inline(__always) func normalSpeed(_ p: ContactPoint) -> Double {
      (vB + cross(wB, p.anchorB) - vA - cross(wA, p.anchorA)).dot(normal)
    }
    @inline(__always) func bounce(_ p: inout ContactPoint) {
      guard bounces(p) else { return }
      var impulse = -p.normalMass * (normalSpeed(p) + e * p.approachSpeed)
      let newImpulse = max(p.normalImpulse + impulse, 0)
      impulse = newImpulse - p.normalImpulse
      p.normalImpulse = newImpulse
      p.maxNormalImpulse = max(p.maxNormalImpulse, impulse)
      let P = impulse * normal
      vA -= mA * P
      wA -= iA * p.anchorA.cross(P)
      vB += mB * P
      wB += iB * p.anchorB.cross(P)
    }
    /// Both points of a two-point manifold at once, each to `−e ×` its approach. One after the other,
    /// the second point's impulse moves the first past its target: a box turning as it struck a wall
    /// left it with more energy than it came with.
    @inline(__always) func bounceBoth() -> Bool {
      let p1 = contact.pointee.point0, p2 = contact.pointee.point1
      let k11 = contact.pointee.k11, k12 = contact.pointee.k12, k22 = contact.pointee.k22
      let determinant = k11 * k22 - k12 * k12
      guard contact.pointee.canBlock, determinant > 0 else { return false }
      let b1 = -e * p1.approachSpeed - normalSpeed(p1), b2 = -e * p2.approachSpeed - normalSpeed(p2)
      let d1 = (k22 * b1 - k12 * b2) / determinant, d2 = (k11 * b2 - k12 * b1) / determinant
      guard d1.isFinite, d2.isFinite, p1.normalImpulse + d1 >= 0, p2.normalImpulse + d2 >= 0 else {
        return false
      }
      let P = (d1 + d2) * normal
      vA -= mA * P
      wA -= iA * (p1.anchorA.cross(d1 * normal) + p2.anchorA.cross(d2 * normal))
      vB += mB * P
      wB += iB * (p1.anchorB.cross(d1 * normal) + p2.anchorB.cross(d2 * normal))
      contact.pointee.point0.normalImpulse += d1
      contact.pointee.point1.normalImpulse += d2
      return true
    }
    // A followed contact's masses are those of its lever arms at the meeting, and its anchors are
    // carried back to the step start (Solver/FollowedContacts.swift): it bounces about levers with
    // the meeting's arms (along the tangent; the normal part of a lever turns nothing), so that the
    // impulse and the speed it reverses agree, and energy with them.
    let anchors = (contact.pointee.point0.anchorA, contact.pointee.point0.anchorB,
                   contact.pointee.point1.anchorA, contact.pointee.point1.anchorB)
    let follows = contact.pointee.followsMotion
    if follows {
      let tangent = Vec2(normal.y, -normal.x)
      contact.pointee.point0.anchorA = contact.pointee.point0.normalArmA * tangent
      contact.pointee.point0.anchorB = contact.pointee.point0.normalArmB * tangent
      contact.pointee.point1.anchorA = contact.pointee.point1.normalArmA * tangent
      contact.pointee.point1.anchorB = contact.pointee.point1.normalArmB * tangent
    }
    let both = contact.pointee.pointCount > 1 && bounces(contact.pointee.point0) && bounces(contact.pointee.point1)
    if !(both && bounceBoth()) {
      bounce(&contact.pointee.point0)
      if contact.pointee.pointCount > 1 { bounce(&contact.pointee.point1) }
    }
    if follows {
      (contact.pointee.point0.anchorA, contact.pointee.point0.anchorB) = (anchors.0, anchors.1)
      (contact.pointee.point1.anchorA, contact.pointee.point1.anchorB) = (anchors.2, anchors.3)
    }
    World.store(vA, wA, into: A, inverseMass: mA, inverseInertia: iA)
    World.store(vB, wB, into: B, inverseMass: mB, inverseInertia: iB)
  }
}
