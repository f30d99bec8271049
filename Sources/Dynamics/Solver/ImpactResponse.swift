/// How a body answers an impulse in the elastic-impact pass.
///
/// A free body takes `Δv = P/m` and `Δω = (r × P)/I`. A body hanging from a rigid rod to something that
/// cannot move (the ball of a Newton's cradle, a pendulum) can only swing: the rod takes the impulse's
/// component along it at once. Treating such a body as free swaps the balls' horizontal velocities
/// and leaves the rods to remove the part along them afterwards, inelastically: a ball struck while
/// its rod leans by θ lost a fraction sin²θ of its energy, and a cradle whose middle balls sway lost
/// several per cent in ten seconds. With the rod's reaction inside the impulse (the constrained inverse
/// mass `W = M⁻¹ − M⁻¹Gᵀ(G M⁻¹ Gᵀ)⁻¹G M⁻¹`, G the rod's Jacobian), an impact with `e = 1` keeps the
/// energy exactly, as two pendulums' collision does.
///
/// Only a single rod to a fixed body is treated so; a body held by other constraints, or by a rod to
/// another moving body, answers as a free body, as before.
///
/// A body pressed against a boundary (a closed contact with a fixed body) is treated the same way when
/// the impulse would push it into the boundary: the boundary takes that component at once. That is the
/// limit of the rapid bounces between striker, body and wall that a real collision goes through, and it
/// sends a heavy striker back off a light item lying against a wall. Struck as free bodies, a 10 pt item
/// between a wall and one 3600 times heavier was driven through the wall by the ping-pong that followed.
struct ImpactResponse {
  /// Change of velocity (pt/s) and angular velocity (rad/s) per unit of impulse along the normal.
  var linear: Vec2
  var angular: Double
  /// The body's share of the contact's inverse effective mass along the normal (1/mu).
  var inverseMass: Double
}

extension World {
  /// Finds, for every body, the one rigid rod that ties it to a fixed body (`impactRods`); called once
  /// per step when there are impact candidates. Reuses its scratch array.
  func prepareImpactRods() {
    let count = bodies.count
    context.impactRods.refill(with: -1, count: count)
    context.impactRodAxes.refill(with: .zero, count: count)
    context.impactRodLengths.refill(with: 0, count: count)
    bodies.withUnsafeBufferPointer { bodies in
      for j in joints.indices {
        let joint = joints[j]
        let a = Int(joint.bodyA), b = Int(joint.bodyB)
        guard a < count, b < count, a != b else { continue }
        switch joint.kind {
        case .snap:
          continue  // a spring: a force, not a constraint
        case .distance where joint.frequency > 0 && !joint.springIsSoft:
          continue  // an explicit spring
        default:
          break
        }
        let isRod = joint.kind == .distance && joint.frequency == 0 && !joint.isPointLike
        let aFixed = bodies[a].inverseMass == 0 && bodies[a].inverseInertia == 0
        let bFixed = bodies[b].inverseMass == 0 && bodies[b].inverseInertia == 0
        @inline(__always) func mark(_ body: Int, fixedOther: Bool) {
          guard isRod && fixedOther && context.impactRods[body] == -1 else {
            context.impactRods[body] = -2
            return
          }
          context.impactRods[body] = Int32(j)
        }
        if !aFixed { mark(a, fixedOther: bFixed) }
        if !bFixed { mark(b, fixedOther: aFixed) }
      }
    }
    context.hasImpactRods = context.impactRods.contains { $0 >= 0 }
  }

  /// The current direction (unit, from the fixed end to the body) and length (pt) of body `index`'s
  /// rod, or nil when it hangs from none or the rod has no length.
  @inline(__always)
  func rodDirection(of index: Int, _ bodies: UnsafeMutablePointer<Body>) -> (axis: Vec2, length: Double)? {
    guard index < context.impactRods.count, context.impactRods[index] >= 0, Int(context.impactRods[index]) < joints.count else { return nil }
    let joint = joints[Int(context.impactRods[index])]
    if joint.pose.stamp == context.poseGeneration {
      // The joint passes' axis, `(1 / length) · d` from B's end: the same numbers.
      let length = joint.pose.length
      guard length > 1e-9 else { return nil }
      return (Int(joint.bodyB) == index ? joint.pose.axis : -joint.pose.axis, length)
    }
    let (d, _, _) = joint.geometry(bodies[Int(joint.bodyA)], bodies[Int(joint.bodyB)])
    let length = d.length
    guard length > 1e-9 else { return nil }
    return ((Int(joint.bodyB) == index ? 1 / length : -1 / length) * d, length)
  }

  /// Records every rod's direction and length as the bodies are now, at the start of an impact pass.
  func captureImpactRodAxes(_ bodies: UnsafeMutablePointer<Body>) {
    guard context.hasImpactRods else { return }
    for index in context.impactRods.indices where context.impactRods[index] >= 0 {
      let rod = rodDirection(of: index, bodies)
      context.impactRodLengths[index] = rod?.length ?? 0
      context.impactRodAxes[index] = rod?.axis ?? .zero
    }
  }

  /// The response of body `index` to a unit impulse along `normal` applied at `anchor` (relative to its
  /// centre); `sign` (±1) says which way the impulse acts on this body. With its rod's reaction when it
  /// hangs from one, else with a boundary's when the impulse presses it into one it touches.
  @inline(__always)
  func impactResponse(_ bodies: UnsafeMutablePointer<Body>, _ index: Int, normal n: Vec2,
                      anchor rc: Vec2, sign: Double) -> ImpactResponse {
    let body = bodies + index
    let m = body.pointee.inverseMass, i = body.pointee.inverseInertia
    let rcn = rc.cross(n)
    var response = ImpactResponse(linear: m * n, angular: i * rcn, inverseMass: m + i * rcn * rcn)
    guard index < context.impactRods.count else { return response }
    var axis = Vec2.zero, lever = Vec2.zero
    if context.impactRods[index] >= 0 {
      let j = Int(context.impactRods[index])
      guard j < joints.count else { return response }
      // The rod as it was when the pass began: the body's velocity is still the one it had then, and a
      // strike earlier in the pass has shifted the body back along its new velocity, off the swing.
      guard context.impactRodLengths[index] > 1e-9 else { return response }
      axis = context.impactRodAxes[index]
      let joint = joints[j]
      lever = body.pointee.rotation.rotate(Int(joint.bodyB) == index ? joint.localAnchorB : joint.localAnchorA)
    } else if context.impactRods[index] == -1, let wall = pressedWall(bodies, index, pushedAlong: sign * n) {
      (axis, lever) = wall
    } else {
      return response
    }
    let rna = lever.cross(axis)
    let constraintInverseMass = m + i * rna * rna
    guard constraintInverseMass > 0 else { return response }
    // The constraint's impulse cancels the contact impulse's effect along the axis: c = G·M⁻¹·Jᵀ.
    let c = m * axis.dot(n) + i * rna * rcn
    response.linear -= (m * c / constraintInverseMass) * axis
    response.angular -= i * rna * c / constraintInverseMass
    response.inverseMass -= c * c / constraintInverseMass
    return response
  }

  /// The boundary contact of body `index` that is closed now, that the body rests against (not leaving
  /// it faster than 1 pt/s), and that a push along `direction` drives it into most: its direction into
  /// the boundary and the contact point relative to the body's centre.
  @inline(__always)
  func pressedWall(_ bodies: UnsafeMutablePointer<Body>, _ index: Int,
                   pushedAlong direction: Vec2) -> (axis: Vec2, lever: Vec2)? {
    guard index + 1 < context.impactWallStart.count else { return nil }
    var best: (axis: Vec2, lever: Vec2)?
    var bestDot = 1e-9
    for k in Int(context.impactWallStart[index])..<Int(context.impactWallStart[index + 1]) where k < context.impactWalls.count {
      let contact = contacts[Int(context.impactWalls[k])]
      let isB = Int(contact.bodyB) == index
      let into = isB ? -1 * contact.normal : contact.normal
      let push = direction.dot(into)
      guard push > bestDot else { continue }
      let a = bodies[Int(contact.bodyA)], b = bodies[Int(contact.bodyB)]
      let dp = b.deltaPosition - a.deltaPosition
      @inline(__always) func separation(_ p: ContactPoint) -> Double {
        (dp + b.deltaRotation.rotate(p.anchorB) - a.deltaRotation.rotate(p.anchorA)).dot(contact.normal)
          + p.adjustedSeparation
      }
      var gap = separation(contact.point0)
      var anchor = isB ? contact.point0.anchorB : contact.point0.anchorA
      if contact.pointCount > 1 {
        gap = min(gap, separation(contact.point1))
        anchor = 0.5 * (anchor + (isB ? contact.point1.anchorB : contact.point1.anchorA))
      }
      guard gap <= Tuning.linearSlop else { continue }
      // Resting against it, not leaving it: a wall can only push, and one that held a body moving away
      // from it would throw the striker back harder than it came (a box leaving a wall at 30 pt/s,
      // struck toward it, gave a random scene 4 % more energy). Slower than the sleep speed counts as
      // resting: the soft contacts nudge a resting body out at a fraction of a pt/s.
      let me = isB ? b : a
      let leaving = -(me.velocity + cross(me.angularVelocity, me.deltaRotation.rotate(anchor))).dot(into)
      guard leaving <= Tuning.sleepLinearSpeed else { continue }
      bestDot = push
      best = (into, me.deltaRotation.rotate(anchor))
    }
    return best
  }

  /// Lists, for every body, its contacts with fixed bodies (`impactWallStart`, `impactWalls`: the
  /// contacts of body i are `impactWalls[impactWallStart[i] ..< impactWallStart[i + 1]]`). Called once
  /// per step when there are impact candidates; reuses its scratch arrays.
  func prepareImpactWalls() {
    let count = bodies.count
    context.impactWallStart.refill(with: 0, count: count + 1)
    @inline(__always) func movingSide(_ c: Int) -> Int? {
      let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
      guard a < count, b < count, bodies[a].isStatic != bodies[b].isStatic else { return nil }
      return bodies[a].isStatic ? b : a
    }
    for c in contacts.indices {
      if let body = movingSide(c) { context.impactWallStart[body + 1] += 1 }
    }
    for i in 0..<count { context.impactWallStart[i + 1] += context.impactWallStart[i] }
    context.impactWalls.refill(with: 0, count: Int(context.impactWallStart[count]))
    context.impactWallFill.refill(with: 0, count: count)
    for i in 0..<count { context.impactWallFill[i] = context.impactWallStart[i] }
    for c in contacts.indices {
      guard let body = movingSide(c) else { continue }
      context.impactWalls[Int(context.impactWallFill[body])] = Int32(c)
      context.impactWallFill[body] += 1
    }
  }
}
