/// Elastic impacts resolved in the order the impulse travels (the Newton's-cradle treatment).
///
/// The soft contact solver handles a bouncing contact like Box2D: it first stops the approach (which
/// also pushes every body touching the far side) and then restores `e ×` the approach speed on the
/// contacts that were approaching at the step start. In a row of touching balls that smears the
/// momentum over the row: Box2D passes only 37–51 % of the striking speed to the last ball of a cradle.
///
/// At the start of every sub-step this pass therefore treats contacts with restitution as instantaneous
/// collisions, one pair at a time: it repeatedly takes the contact that strikes first (above the
/// restitution threshold) within the sub-step, and applies the impulse that reverses its normal velocity
/// (`v′ = −e·v`), so a striking ball stops and its neighbour takes its speed, which then reaches the next
/// contact, and so on. Each impulse happens at the contact's time of impact `t` within the sub-step (not
/// before the time the impulse that set its bodies moving arrived); the bodies are shifted by `−Δv·t` so
/// that they end the sub-step where a collision at `t` would have left them. Exact for equal masses and
/// `e = 1` (velocities swap, energy is kept); the solver then sees only separating contacts, and the
/// restitution pass leaves struck contacts alone.
///
/// Why every sub-step and not once per step: between `t` and the sub-step's end the shifted bodies are
/// integrated along a path that differs from the real one before `t`, so position-dependent forces
/// (rods, springs) act on them at the wrong place for up to `t`. A pendulum of a cradle struck late in a
/// 1/60 s step gained or lost up to `(g/L)·v·t²/2` (6 pt/s at gravity 10); a quarter of the window makes
/// that 16 times smaller, and the course's cradle keeps its energy (docs/engine-decisions.md).
extension World {
  /// Collects this step's contacts with restitution as candidates for the sub-steps' impact passes
  /// (after `prepareContacts`). Nothing is allocated once the scratch list has grown.
  func prepareElasticImpacts() {
    defer {
      if !context.impactCandidates.isEmpty {
        prepareImpactRods()
        prepareImpactWalls()
      }
    }
    context.impactCandidates.removeAll(keepingCapacity: true)
    context.struckContacts.removeAll(keepingCapacity: true)
    context.hasDeferredContacts = false
    let count = contacts.count
    for c in 0..<count {
      let bounces = contacts.withUnsafeBufferPointer { $0[c].restitution > 0 }
      if bounces, let candidate = impactCandidate(contacts[c], index: c) { context.impactCandidates.append(candidate) }
    }
  }

  /// Contact `contact` (number `c`) reduced to the impact pass's one point, from its points' anchors and
  /// separations as they are (at the step start, or at a followed contact's meeting:
  /// Solver/FollowedContacts.swift); nil if the pair cannot be struck (no mass along the normal).
  func impactCandidate(_ contact: Contact, index c: Int) -> ImpactCandidate? {
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
    candidate.separation -= (candidate.anchorB - candidate.anchorA).dot(candidate.normal)
    let a = bodies[Int(contact.bodyA)], b = bodies[Int(contact.bodyB)]
    let rnA = candidate.anchorA.cross(candidate.normal), rnB = candidate.anchorB.cross(candidate.normal)
    let k = a.inverseMass + b.inverseMass + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
    guard k > 0 else { return nil }
    candidate.normalMass = 1 / k
    return candidate
  }

  /// Resolves the elastic impacts of the coming `h` s (see above). Costs one pass over the candidates
  /// when none approaches fast enough to strike within it. With `splitAfter`, only strikes due within
  /// that time are made, and the time of the next strike (if it is within `h`) is returned so that the
  /// caller can advance the world to it first.
  @discardableResult
  func resolveElasticImpacts(substep h: Double, splitAfter: Double? = nil) -> Double? {
    guard !context.impactCandidates.isEmpty else { return nil }
    let threshold = Tuning.restitutionThreshold
    var nextStrike: Double? = nil
    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      context.impactCandidates.withUnsafeMutableBufferPointer { candidates in
        guard let bodies = bodiesBuffer.baseAddress else { return }
        @inline(__always) func normalSpeed(_ c: ImpactCandidate) -> Double {
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let vA = a.pointee.velocity + cross(a.pointee.angularVelocity, c.anchorA)
          let vB = b.pointee.velocity + cross(b.pointee.angularVelocity, c.anchorB)
          return (vB - vA).dot(c.normal)
        }
        /// The gap now, from the bodies' motion (and the earlier strikes' shifts) since the step began.
        @inline(__always) func separation(_ c: ImpactCandidate) -> Double {
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let d = (b.pointee.deltaPosition - a.pointee.deltaPosition) + b.pointee.deltaRotation.rotate(c.anchorB)
            - a.pointee.deltaRotation.rotate(c.anchorA)
          return d.dot(c.normal) + c.separation
        }
        // The bodies' own accelerations (gravity, forces) keep acting until the impact: the contact
        // closes at `s = −vn·t − ½·an·t²` and strikes at `vn + an·t`. Reversing that speed (not the
        // speed at the sub-step start) leaves the bodies exactly where and as fast as a collision at t
        // would, since the sub-step then applies the accelerations over its whole length.
        @inline(__always) func acceleration(_ body: UnsafeMutablePointer<Body>) -> Vec2 {
          body.pointee.isStatic ? .zero
            : body.pointee.acceleration + body.pointee.inverseMass * body.pointee.force
        }
        // Time of impact within the sub-step: when the gap closes, but not before whatever set these
        // bodies moving arrived. Nil when the gap stays open for the whole sub-step.
        @inline(__always) func impactTime(_ c: ImpactCandidate, speed vn: Double) -> (t: Double, an: Double)? {
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let an = (acceleration(b) - acceleration(a)).dot(c.normal)
          let s = separation(c)
          let closing = -vn * h - 0.5 * an * h * h
          guard s <= max(closing, 0) + Tuning.linearSlop else { return nil }
          var gapTime = 0.0
          if s > 0 {
            gapTime = min(s / -vn, h)
            let speed = -(vn + 0.5 * an * gapTime)
            if speed > 0 { gapTime = min(s / speed, h) }
          }
          return (max(gapTime, a.pointee.impactTime, b.pointee.impactTime), an)
        }
        // The cap ends pathological cases. An item squeezed between a wall and a heavy striker bounces
        // between them many times at one instant (about π·√(M/m) times for an elastic pair: 190 at the
        // invariant ranges' extreme of 3600:1); cut short, it was left driving into the wall at thousands
        // of pt/s and went through.
        var budget = 16 * candidates.count + 64
        var rodsCaptured = false
        while budget > 0 {
          budget -= 1
          // The contact that strikes first (fastest among equal times, as in a row of touching
          // balls). Striking in time order matters when one body meets two things within a sub-step: a
          // box that lands on the floor just before a neighbour hits its side must bounce off the
          // floor first, or the floor's strike is put after the side's and the box ends inside the floor.
          var best = -1
          var bestSpeed = -threshold
          var bestTime = Double.infinity
          var bestAcceleration = 0.0
          for i in 0..<candidates.count {
            let vn = normalSpeed(candidates[i])
            guard vn < -threshold, let (t, an) = impactTime(candidates[i], speed: vn) else { continue }
            guard t < bestTime || (t == bestTime && vn < bestSpeed) else { continue }
            best = i
            bestSpeed = vn
            bestTime = t
            bestAcceleration = an
          }
          guard best >= 0 else { break }
          if let tolerance = splitAfter, bestTime > tolerance {
            nextStrike = bestTime
            break
          }
          if !rodsCaptured {
            captureImpactRodAxes(bodies)
            rodsCaptured = true
          }
          let c = candidates[best]
          let a = bodies + Int(c.bodyA), b = bodies + Int(c.bodyB)
          let t = bestTime, an = bestAcceleration
          // Where the bodies meet, for the contact report: each has moved by its motion and shifts so
          // far plus its current velocity times t; the point moves by their mean.
          if !contacts[Int(c.contact)].isStruck {
            contacts[Int(c.contact)].isStruck = true
            context.struckContacts.append(c.contact)
            contacts[Int(c.contact)].impactOffset = 0.5 * ((a.pointee.deltaPosition + t * a.pointee.velocity)
              + (b.pointee.deltaPosition + t * b.pointee.velocity))
          }
          let strikeSpeed = min(bestSpeed + an * t, 0)
          let responseA = impactResponse(bodies, Int(c.bodyA), normal: c.normal, anchor: c.anchorA, sign: -1)
          let responseB = impactResponse(bodies, Int(c.bodyB), normal: c.normal, anchor: c.anchorB, sign: 1)
          let k = responseA.inverseMass + responseB.inverseMass
          guard k > 1e-12 * (1 / c.normalMass) else {
            candidates[best].bounces += 1
            continue
          }
          let impulse = -(1 + c.restitution) * strikeSpeed / k
          @inline(__always) func apply(_ body: UnsafeMutablePointer<Body>, _ sign: Double, _ response: ImpactResponse) {
            guard !body.pointee.isStatic else { return }
            var dv = (sign * impulse) * response.linear
            let dw = sign * impulse * response.angular
            // Within the speed limit the integration will hold it to, so that the strike's timing and
            // shift agree with the motion that follows (a light item bouncing between a wall and a heavy
            // striker reaches the limit, and was shifted for a speed it never had).
            let limit = context.speedLimit
            let velocity = body.pointee.velocity + dv
            if velocity.lengthSquared > limit * limit {
              dv = (limit / velocity.length) * velocity - body.pointee.velocity
            }
            body.pointee.velocity += dv
            body.pointee.angularVelocity += dw
            // End the sub-step where a collision at time t would have left the body: moved and, when
            // the strike is off its centre, turned as well.
            let shift = -t * dv
            body.pointee.position += shift
            body.pointee.deltaPosition += shift
            context.poseGeneration &+= 1
            if dw != 0 && body.pointee.allowsRotation {
              body.pointee.turn(to: body.pointee.angle - t * dw)
            }
            body.pointee.impactTime = t
          }
          apply(a, -1, responseA)
          apply(b, 1, responseB)
          candidates[best].bounces += 1
        }
        for c in candidates {
          bodies[Int(c.bodyA)].impactTime = 0
          bodies[Int(c.bodyB)].impactTime = 0
        }
        for c in candidates {
          // Still approaching fast but closing only after this sub-step: the solve, whose relax pass
          // looks a sub-step ahead, would stop it inelastically (and the bounce would not travel on), so
          // it is left out of this sub-step's solve for a later pass to strike. A spinning body can bring
          // another corner to the surface meanwhile: such a contact stays in the solve (deferring it let a
          // box struck at 20 rad/s turn 10 pt into a wall).
          let vn = normalSpeed(c)
          var deferred = false
          if vn < -threshold {
            let a = bodies[Int(c.bodyA)], b = bodies[Int(c.bodyB)]
            let span = nextStrike ?? h
            let turning = (abs(a.angularVelocity) * a.boundingRadius + abs(b.angularVelocity) * b.boundingRadius) * span
            deferred = separation(c) + Tuning.linearSlop > -vn * span + turning
          }
          contacts[Int(c.contact)].isDeferred = deferred
          if deferred { context.hasDeferredContacts = true }
        }
      }
    }
    return nextStrike
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
  /// Gap at the step start (pt, negative when overlapping) less the anchors' offset along the normal,
  /// so that adding the anchors' motion since the step start gives the gap now.
  var separation: Double
  var normalMass: Double = 0
  var bounces = 0
}

