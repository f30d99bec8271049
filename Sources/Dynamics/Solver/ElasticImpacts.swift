/// Elastic impacts resolved in the order the impulse travels (the Newton's-cradle treatment).
///
/// The soft contact solver handles a bouncing contact like Box2D: it first stops the approach (which
/// also pushes every body touching the far side) and then restores `e ×` the approach speed on the
/// contacts that were approaching at the step start. In a row of touching balls that smears the
/// momentum over the row: Box2D passes only 37–51 % of the striking speed to the last ball of a cradle.
///
/// Before the sub-steps this pass therefore treats contacts with restitution as instantaneous
/// collisions, one pair at a time: it repeatedly takes the contact that approaches fastest (above the
/// restitution threshold) and will close within this step, and applies the impulse that reverses its
/// normal velocity (`v′ = −e·v`), so a striking ball stops and its neighbour takes its speed, which
/// then reaches the next contact, and so on. Each impulse happens at the contact's time of impact `t`
/// within the step (not before the time the impulse that set its bodies moving arrived); the bodies
/// are shifted by `−Δv·t` so that they end the step where a collision at `t` would have left them.
/// Exact for equal masses and `e = 1` (velocities swap, energy is kept); the sub-steps then see only
/// separating contacts and the later restitution pass has nothing left to do.
extension World {
  /// Resolves elastic impacts of this step's contacts (see above). Does nothing, at the cost of one
  /// pass over the contacts, when no contact with restitution approaches fast enough.
  func resolveElasticImpacts(stepTime h: Double) {
    let threshold = Tuning.restitutionThreshold
    impactCandidates.removeAll(keepingCapacity: true)
    struckContacts.removeAll(keepingCapacity: true)
    bodies.withUnsafeBufferPointer { bodies in
      for c in contacts.indices where contacts[c].restitution > 0 {
        let contact = contacts[c]
        var candidate = ImpactCandidate(contact: Int32(c), bodyA: contact.bodyA, bodyB: contact.bodyB,
                                        normal: contact.normal, restitution: contact.restitution,
                                        anchorA: contact.point0.anchorA, anchorB: contact.point0.anchorB,
                                        separation: contact.point0.separation)
        if contact.pointCount > 1 {
          // A two-point manifold is struck at its middle, so that a flat face bounces without a twist.
          candidate.anchorA = 0.5 * (contact.point0.anchorA + contact.point1.anchorA)
          candidate.anchorB = 0.5 * (contact.point0.anchorB + contact.point1.anchorB)
          candidate.separation = min(contact.point0.separation, contact.point1.separation)
        }
        // A ball is pushed through its centre: the polygon's face would put the push a little off it
        // when the balls hang at slightly different heights, and spin them.
        if shapes[Int(contact.shapeA)].isCircle { candidate.anchorA = .zero }
        if shapes[Int(contact.shapeB)].isCircle { candidate.anchorB = .zero }
        let a = bodies[Int(contact.bodyA)], b = bodies[Int(contact.bodyB)]
        let rnA = candidate.anchorA.cross(candidate.normal), rnB = candidate.anchorB.cross(candidate.normal)
        let k = a.inverseMass + b.inverseMass + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
        guard k > 0 else { continue }
        candidate.normalMass = 1 / k
        impactCandidates.append(candidate)
      }
    }
    guard !impactCandidates.isEmpty else { return }
    var deferred = ContiguousArray<Int32>()
    swap(&deferred, &deferredContacts)
    deferred.removeAll(keepingCapacity: true)
    defer {
      for c in deferred { contacts[Int(c)].isDeferred = true }
      swap(&deferred, &deferredContacts)
    }

    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      impactCandidates.withUnsafeMutableBufferPointer { candidates in
        guard let bodies = bodiesBuffer.baseAddress else { return }
        @inline(__always) func normalSpeed(_ c: ImpactCandidate) -> Double {
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let vA = a.pointee.velocity + cross(a.pointee.angularVelocity, c.anchorA)
          let vB = b.pointee.velocity + cross(b.pointee.angularVelocity, c.anchorB)
          return (vB - vA).dot(c.normal)
        }
        // The bodies' own accelerations (gravity, forces) keep acting until the impact: the contact
        // closes at `s = −vn·t − ½·an·t²` and strikes at `vn + an·t`. Reversing that speed (not the
        // speed at the step start) leaves the bodies exactly where and as fast as a collision at t
        // would, since the sub-steps then apply the accelerations over the whole step.
        @inline(__always) func acceleration(_ body: UnsafeMutablePointer<Body>) -> Vec2 {
          body.pointee.isStatic ? .zero
            : body.pointee.acceleration + body.pointee.inverseMass * body.pointee.force
        }
        // Time of impact within the step: when the gap closes, but not before whatever set these
        // bodies moving arrived.
        @inline(__always) func impactTime(_ c: ImpactCandidate, speed vn: Double) -> (t: Double, an: Double) {
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let an = (acceleration(b) - acceleration(a)).dot(c.normal)
          var gapTime = 0.0
          if c.separation > 0 {
            gapTime = min(c.separation / -vn, h)
            let closing = -(vn + 0.5 * an * gapTime)
            if closing > 0 { gapTime = min(c.separation / closing, h) }
          }
          return (max(gapTime, a.pointee.impactTime, b.pointee.impactTime), an)
        }
        // Each contact bounces at most a few times per step; the cap also ends pathological cases.
        var budget = 4 * candidates.count + 8
        while budget > 0 {
          budget -= 1
          // The contact that strikes first (fastest among equal times, as in a row of touching
          // balls). Striking in time order matters when one body meets two things within a step: a
          // box that lands on the floor just before a neighbour hits its side must bounce off the
          // floor first, or the floor's strike is put after the side's and the box ends the step
          // inside the floor.
          var best = -1
          var bestSpeed = -threshold
          var bestTime = Double.infinity
          var bestAcceleration = 0.0
          for i in 0..<candidates.count {
            let vn = normalSpeed(candidates[i])
            // Approaching fast enough, and closing the gap within this step.
            guard vn < -threshold, candidates[i].separation <= -vn * h + Tuning.linearSlop else { continue }
            let (t, an) = impactTime(candidates[i], speed: vn)
            guard t < bestTime || (t == bestTime && vn < bestSpeed) else { continue }
            best = i
            bestSpeed = vn
            bestTime = t
            bestAcceleration = an
          }
          guard best >= 0 else { break }
          let c = candidates[best]
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let t = bestTime, an = bestAcceleration
          // Where the bodies meet, for the contact report: each has moved by its shifts so far plus its
          // current velocity times t since the step start; the point moves by their mean.
          if !contacts[Int(c.contact)].isStruck {
            contacts[Int(c.contact)].isStruck = true
            struckContacts.append(c.contact)
            contacts[Int(c.contact)].impactOffset = 0.5 * ((a.pointee.deltaPosition + t * a.pointee.velocity)
              + (b.pointee.deltaPosition + t * b.pointee.velocity))
          }
          let strikeSpeed = min(bestSpeed + an * t, 0)
          let impulse = -(1 + c.restitution) * strikeSpeed * c.normalMass
          let P = impulse * c.normal
          @inline(__always) func apply(_ body: UnsafeMutablePointer<Body>, _ sign: Double, _ anchor: Vec2) {
            guard !body.pointee.isStatic else { return }
            let dv = (sign * body.pointee.inverseMass) * P
            let dw = sign * body.pointee.inverseInertia * anchor.cross(P)
            body.pointee.velocity += dv
            body.pointee.angularVelocity += dw
            // End the step where a collision at time t would have left the body: moved and, when the
            // strike is off its centre, turned as well.
            let shift = -t * dv
            body.pointee.position += shift
            body.pointee.deltaPosition += shift
            if dw != 0 && body.pointee.allowsRotation {
              body.pointee.turn(to: body.pointee.angle - t * dw)
            }
            body.pointee.impactTime = t
          }
          apply(a, -1, c.anchorA)
          apply(b, 1, c.anchorB)
          candidates[best].bounces += 1
        }
        for c in candidates {
          bodies[Int(c.bodyA)].impactTime = 0
          bodies[Int(c.bodyB)].impactTime = 0
          // Still approaching fast but closing only after this step: the sub-steps' speculative contact
          // would stop it inelastically (and the bounce would not travel on), so it is left out of this
          // step's solve and struck by this pass in the next step, within a step's travel of contact.
          let vn = normalSpeed(c)
          guard vn < -threshold else { continue }
          // A spinning body can bring another corner to the surface within the step: such a contact
          // stays in the solve (deferring it let a box struck at 20 rad/s turn 10 pt into a wall).
          let a = bodies[Int(c.bodyA)], b = bodies[Int(c.bodyB)]
          let turning = (abs(a.angularVelocity) * a.boundingRadius + abs(b.angularVelocity) * b.boundingRadius) * h
          if c.separation > -vn * h + turning + Tuning.linearSlop { deferred.append(c.contact) }
        }
      }
    }
  }
}

/// One contact with restitution, reduced to a single point for the impact pass.
struct ImpactCandidate {
  var contact: Int32
  var bodyA: Int32
  var bodyB: Int32
  var normal: Vec2
  var restitution: Double
  var anchorA: Vec2
  var anchorB: Vec2
  /// Gap at the step start (pt), negative when overlapping.
  var separation: Double
  var normalMass: Double = 0
  var bounces = 0
}

