/// Contacts of fast item pairs, made again at every sub-step where the pair will meet.
///
/// A contact's manifold is made once per step, a speculative gap apart, and its plane and points stay
/// while the sub-steps move and turn the bodies. Two small items meeting head-on close tens of points
/// in one sub-step, and the hit itself sets them spinning (a corner struck at 16 000 pt/s leaves a 5 pt
/// square at 1 500 rad/s until the next sub-step's speed limit): the corners swing through a plane that
/// no longer separates anything, the step ends with the items deep in each other, and the next step's
/// manifold, made from that overlap, pushed them on through. 29 of 1 449 head-on throws of spinning
/// squares passed through each other so.
///
/// A pair that can close more than its smaller inner radius within one sub-step (`isFastPair`) is
/// followed through the step:
/// - Before each sub-step's solve its manifold is made again (`followContacts`), at the poses where the
///   pair will first touch within the sub-step at its velocities then, or at its poses then if it will
///   not touch or already does; its anchors are carried back to the step start's frame, so that the
///   solve's separation is the manifold's at the meeting and, before it, the distance left to close. An
///   elastic pair's impact candidate is made again from the same manifold.
/// - After each sub-step's move, a pair that ended with its centres past each other along the contact's
///   normal, or deeper than a quarter of its smaller inner radius (at most the speculative distance), is
///   put back at the moment it came that close, keeping its velocities (`sweepFollowedPairs`).
/// - An elastic pair bounces at the end of the sub-step that stopped it, about the levers it was
///   stopped with (`World.bounceFollowedContacts`), rather than at the step's end about another
///   sub-step's.
/// Such a contact is solved on its own, out of the lanes, which copy a manifold once per step; where
/// clipping finds no point for it, its nearest points stand in (`PolygonCollider.nearestPoints`). Two
/// items that are both joined to other items (a chain's links) are not followed. Resting and slow
/// contacts, nearly all of a scene's, are left as they are; a step in which no body travels half the
/// smallest inner radius per sub-step looks at none of them.
extension World {
  /// Whether bodies `a` and `b` can close more than the smaller of their inner radii (`minExtent`)
  /// within a sub-step of `hs` s, at their velocities now. Boundary segments (the ground body, whose
  /// inner radius is 0) are never followed: the boundary sweeps catch what their contacts miss
  /// (Solver/ContinuousCollision.swift, Solver/CentreCrossing.swift).
  @inline(__always) static func isFastPair(_ a: UnsafePointer<Body>, _ b: UnsafePointer<Body>, substep hs: Double) -> Bool {
    let extent = min(a.pointee.minExtent, b.pointee.minExtent)
    // Two items both joined to other items are left to their joints' solve: neither could be put back
    // alone without breaking its joints (a chain's links hitting each other).
    guard extent > 0, !(a.pointee.isConnected && b.pointee.isConnected) else { return false }
    let closing = (b.pointee.velocity - a.pointee.velocity).length
      + a.pointee.boundingRadius * abs(a.pointee.angularVelocity) + b.pointee.boundingRadius * abs(b.pointee.angularVelocity)
    return closing * hs > extent
  }

  /// Whether some pair may be fast this step: two bodies close at most the sum of their look-aheads in
  /// a step, so below twice the farthest look-ahead per sub-step none closes the smallest inner radius.
  var mayHaveFastPairs: Bool {
    2 * context.largestTravel * (context.substepTime / context.stepTime) > smallestItemExtent
  }

  /// Marks this step's contacts of fast pairs and lists them in `StepContext.followedContacts` (after
  /// `prepareContacts`). Every record is made with `followsMotion` false (`makeContact`).
  func findFollowedContacts() {
    context.followedContacts.removeAll(keepingCapacity: true)
    guard mayHaveFastPairs else { return }
    let hs = context.substepTime
    var followed = ContiguousArray<Int32>()
    swap(&followed, &context.followedContacts)
    defer { swap(&followed, &context.followedContacts) }
    bodies.withUnsafeBufferPointer { bodies in
      contacts.withUnsafeMutableBufferPointer { contacts in
        guard let base = bodies.baseAddress else { return }
        for c in contacts.indices
        where Self.isFastPair(base + Int(contacts[c].bodyA), base + Int(contacts[c].bodyB), substep: hs) {
          contacts[c].followsMotion = true
          followed.append(Int32(c))
        }
      }
    }
  }

  /// Makes each followed contact's manifold again for the coming sub-step (see above), after its
  /// velocities are integrated. Its points keep the impulses of the points with the same features (or
  /// none); a point already pushed this step keeps the approach speed it was pushed at, which
  /// restitution reverses. `within`: the length of the coming sub-step, or of the piece of it that
  /// comes next (s).
  func followContacts(within length: Double) {
    let hs = context.substepTime
    let soft = Softness(hertz: Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: hs)
    let staticSoft = Softness(hertz: 2 * Tuning.contactHertz, zeta: Tuning.contactDampingRatio, h: hs)
    context.followedStarts.removeAll(keepingCapacity: true)
    for c in context.followedContacts {
      follow(contact: Int(c), within: length, step: context.stepTime, soft: soft, staticSoft: staticSoft)
    }
  }

  private func follow(contact c: Int, within hs: Double, step h: Double, soft: Softness, staticSoft: Softness) {
    var contact = contacts[c]
    let a = shapes[Int(contact.shapeA)], b = shapes[Int(contact.shapeB)]
    let bodyA = bodies[Int(contact.bodyA)], bodyB = bodies[Int(contact.bodyB)]
    // Where the pair will first touch within the coming sub-step, at its velocities now (or now, if it
    // touches already or will not): a manifold made a gap apart holds the pair along a plane and at
    // points that a turn within the sub-step leaves behind, and two small items may close tens of
    // points in one.
    let meeting = timeOfImpact(a, bodyA, b, bodyB, within: hs)
    // The poses the sub-step's move starts from, and how far apart the pair is there, for the sweep
    // after the move (`sweepFollowedPairs`).
    context.followedStarts.append(FollowedStart(positionA: bodyA.position, angleA: bodyA.angle,
                                                positionB: bodyB.position, angleB: bodyB.angle,
                                                separation: meeting.startSeparation))
    let t = meeting.fraction < 1 ? hs * meeting.fraction : 0
    let positionA = bodyA.position + t * bodyA.velocity, angleA = bodyA.angle + t * bodyA.angularVelocity
    let positionB = bodyB.position + t * bodyB.velocity, angleB = bodyB.angle + t * bodyB.angularVelocity
    let margin = a.margin + b.margin - Tuning.speculativeDistance
    // The search's first test placed both polygons at the poses now; where it stopped there, they serve.
    let manifold = meeting.placedNow && t == 0
      ? collidePlaced(a, b, margin: margin, preferB: contact.referenceIsB)
      : collide(a, at: positionA, angleA, b, at: positionB, angleB, margin: margin, preferB: contact.referenceIsB)
    let old = contact
    if manifold.pointCount == 0 {
      // Overlapping, with no point from clipping: the manifold so far is the best there is.
      guard separation(a, at: positionA, angleA, b, at: positionB, angleB) > margin else { return }
      // Farther apart than the rest of the step can close: no push, no friction.
      contact.pointCount = 1
      contact.point0 = ContactPoint()
      contact.point0.separation = margin
    } else {
      contact.normal = manifold.normal
      contact.referenceIsB = manifold.referenceIsB
      contact.pointCount = manifold.pointCount
      let turn = (abs(bodyA.angularVelocity) + abs(bodyB.angularVelocity)) * h
      contact.point0 = Self.contactPoint(manifold.point0, normal: manifold.normal, turn: turn,
                                         centreA: positionA, centreB: positionB)
      if manifold.pointCount > 1 {
        contact.point1 = Self.contactPoint(manifold.point1, normal: manifold.normal, turn: turn,
                                           centreA: positionA, centreB: positionB)
      }
    }
    // The impact pass strikes an elastic pair at its one point (Solver/ElasticImpacts.swift): it too is
    // taken from the manifold at the meeting.
    var candidate = contact.restitution > 0 ? impactCandidate(contact, index: c) : nil
    // The anchors are those of the poses at the meeting, and so are the lever arms `prepare` takes from
    // them; the solve measures from the step start (`deltaPosition`, `deltaRotation`), so they are then
    // carried back to the step-start frame: at the meeting's poses the solve's separation is the
    // manifold's, and before them the distance left to close.
    withUnsafeMutablePointer(to: &contact) { record in
      bodies.withUnsafeBufferPointer { bodies in
        guard let base = bodies.baseAddress else { return }
        Self.prepare(record, base + Int(old.bodyA), base + Int(old.bodyB), soft: soft, staticSoft: staticSoft)
      }
    }
    let dp = (bodyB.deltaPosition + t * bodyB.velocity) - (bodyA.deltaPosition + t * bodyA.velocity)
    // A body that does not move this step keeps its rotation (the solve's `deltaRotation` stays identity).
    let turnA = bodyA.isMoving ? Rotation(angle: angleA - bodyA.angleAtStepStart) : .identity
    let turnB = bodyB.isMoving ? Rotation(angle: angleB - bodyB.angleAtStepStart) : .identity
    let normal = contact.normal
    @inline(__always) func carryBack(_ p: inout ContactPoint, from oldPoint: ContactPoint) {
      p.adjustedSeparation -= dp.dot(normal)
      p.anchorA = turnA.inverseRotate(p.anchorA)
      p.anchorB = turnB.inverseRotate(p.anchorB)
      // Restitution reverses the approach along the normal it bounces along: a point already pushed
      // keeps the approach it was pushed at, a new one takes its approach now (`prepare`'s).
      if oldPoint.id == p.id && oldPoint.maxNormalImpulse > 0 {
        p.relativeVelocity = oldPoint.relativeVelocity
        p.approachSpeed = oldPoint.approachSpeed
        p.maxNormalImpulse = oldPoint.maxNormalImpulse
      }
      if p.id == old.point0.id {
        (p.normalImpulse, p.tangentImpulse) = (old.point0.normalImpulse, old.point0.tangentImpulse)
      } else if old.pointCount > 1 && p.id == old.point1.id {
        (p.normalImpulse, p.tangentImpulse) = (old.point1.normalImpulse, old.point1.tangentImpulse)
      } else {
        (p.normalImpulse, p.tangentImpulse) = (0, 0)
      }
    }
    carryBack(&contact.point0, from: old.point0)
    if contact.pointCount > 1 { carryBack(&contact.point1, from: old.pointCount > 1 ? old.point1 : old.point0) }
    if manifold.pointCount == 0 {
      contact.point0.normalMass = 0
      contact.point0.tangentMass = 0
    }
    contacts[c] = contact
    if var candidate, let k = context.impactCandidates.firstIndex(where: { $0.contact == Int32(c) }) {
      candidate.separation -= dp.dot(normal)
      candidate.anchorA = turnA.inverseRotate(candidate.anchorA)
      candidate.anchorB = turnB.inverseRotate(candidate.anchorB)
      candidate.bounces = context.impactCandidates[k].bounces
      context.impactCandidates[k] = candidate
    }
  }

  /// The fraction of the coming `hs` s at which shapes `a` and `b`, moving at their velocities now,
  /// first come within the linear slop (conservative advancement, as the sweeps do): 0 if they are
  /// that close already, 1 if they do not within it. Also their separation now (pt), and whether the
  /// sweep polygons were left at the poses now (no later pose was tested).
  private func timeOfImpact(_ a: Shape, _ bodyA: Body, _ b: Shape, _ bodyB: Body, within hs: Double)
    -> (fraction: Double, startSeparation: Double, placedNow: Bool) {
    let target = Tuning.linearSlop
    let reach = ((bodyB.velocity - bodyA.velocity).length + bodyA.boundingRadius * abs(bodyA.angularVelocity)
      + bodyB.boundingRadius * abs(bodyB.angularVelocity)) * hs
    func separation(at t: Double) -> Double {
      let u = t * hs
      return self.separation(a, at: bodyA.position + u * bodyA.velocity, bodyA.angle + u * bodyA.angularVelocity,
                             b, at: bodyB.position + u * bodyB.velocity, bodyB.angle + u * bodyB.angularVelocity)
    }
    let start = separation(at: 0)
    guard start > target else { return (0, start, true) }
    guard reach > start - target else { return (1, start, true) }
    let contact = ConservativeAdvancement.firstContact(from: start, to: target, reach: reach, separation: separation)
    return (contact?.time ?? 1, start, false)
  }

  /// After the sub-step's move: a followed pair that its contact failed to hold (see `sweep`) is put
  /// back at the moment it came within the linear slop (or, if it started touching, went `depth`
  /// deeper), keeping its velocities. A hit on a corner can leave an item spinning at thousands of
  /// radians a second until the next sub-step's speed limit; moved at that spin for a whole sub-step,
  /// two small items turned through each other.
  func sweepFollowedPairs() {
    for (k, c) in context.followedContacts.enumerated() {
      let contact = contacts[Int(c)]
      sweep(contact.shapeA, contact.shapeB, normal: contact.normal, from: context.followedStarts[k])
    }
  }

  private func sweep(_ shapeA: Int32, _ shapeB: Int32, normal: Vec2, from start: FollowedStart) {
    let a = shapes[Int(shapeA)], b = shapes[Int(shapeB)]
    let i = Int(a.body), j = Int(b.body)
    let endA = bodies[i].position, endB = bodies[j].position
    let turnA = bodies[i].angle - start.angleA, turnB = bodies[j].angle - start.angleB
    let moveA = endA - start.positionA, moveB = endB - start.positionB
    func separation(at t: Double) -> Double {
      self.separation(a, at: start.positionA + t * moveA, start.angleA + t * turnA,
                      b, at: start.positionB + t * moveB, start.angleB + t * turnB)
    }
    // Only a pair the contact failed to hold, which ends with its centres past each other along the
    // contact's normal or deeper than `depth` (deeper by that than it started, if it started touching).
    // Putting back a pair that merely came to rest against each other, at its speed, lifted items
    // against gravity every sub-step.
    let crossed = normal.dot(start.positionB - start.positionA) > 0 && normal.dot(endB - endA) < 0
    let s = start.separation
    let apart = s > Tuning.linearSlop
    // Small items get less: a 5 pt square 2 pt deep is most of the way through.
    let depth = min(Tuning.speculativeDistance, 0.25 * min(bodies[i].minExtent, bodies[j].minExtent))
    let target = apart ? Tuning.linearSlop : s - depth
    let limit = apart ? -depth : target
    // No point of the pair closed faster than `reach`: short of it, the end cannot be that deep.
    let reach = (moveB - moveA).length + bodies[i].boundingRadius * abs(turnA) + bodies[j].boundingRadius * abs(turnB)
    guard crossed || s - reach < limit else { return }
    guard crossed || separation(at: 1) < limit else { return }
    guard reach > s - target,
          let t = ConservativeAdvancement.firstContact(from: s, to: target, reach: reach, separation: separation)?.time
    else { return }
    // A body a rod tree holds stays: put back alone, it would break its rods (RodTrees.swift).
    func putBack(_ body: Int, to position: Vec2, _ angle: Double) {
      guard bodies[body].isMoving, !context.rodTrees.holds(body) else { return }
      bodies[body].deltaPosition += position - bodies[body].position
      bodies[body].position = position
      bodies[body].turn(to: angle)
    }
    putBack(i, to: start.positionA + t * moveA, start.angleA + t * turnA)
    putBack(j, to: start.positionB + t * moveB, start.angleB + t * turnB)
    context.poseGeneration &+= 1
  }
}

/// The poses a followed pair starts a sub-step's move from, and its separation there (pt).
struct FollowedStart {
  var positionA: Vec2
  var angleA: Double
  var positionB: Vec2
  var angleB: Double
  var separation: Double
}
