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
    impactRods.removeAll(keepingCapacity: true)
    impactRods.append(contentsOf: repeatElement(-1, count: count))
    impactRodAxes.removeAll(keepingCapacity: true)
    impactRodAxes.append(contentsOf: repeatElement(.zero, count: count))
    impactRodLengths.removeAll(keepingCapacity: true)
    impactRodLengths.append(contentsOf: repeatElement(0, count: count))
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
          guard isRod && fixedOther && impactRods[body] == -1 else {
            impactRods[body] = -2
            return
          }
          impactRods[body] = Int32(j)
        }
        if !aFixed { mark(a, fixedOther: bFixed) }
        if !bFixed { mark(b, fixedOther: aFixed) }
      }
    }
  }

  /// Records every rod's direction and length as the bodies are now, at the start of an impact pass.
  func captureImpactRodAxes(_ bodies: UnsafeMutablePointer<Body>) {
    for index in impactRods.indices {
      let j = Int(impactRods[index])
      guard j >= 0, j < joints.count else { continue }
      let joint = joints[j]
      let (d, _, _) = joint.geometry(bodies[Int(joint.bodyA)], bodies[Int(joint.bodyB)])
      let length = d.length
      impactRodLengths[index] = length
      impactRodAxes[index] = length > 1e-9 ? (Int(joint.bodyB) == index ? 1 / length : -1 / length) * d : .zero
    }
  }

  /// The response of body `index` to a unit impulse along `normal` applied at `anchor` (relative to its
  /// centre), with its rod's reaction when it hangs from one.
  @inline(__always)
  func impactResponse(_ bodies: UnsafeMutablePointer<Body>, _ index: Int, normal n: Vec2,
                      anchor rc: Vec2) -> ImpactResponse {
    let body = bodies + index
    let m = body.pointee.inverseMass, i = body.pointee.inverseInertia
    let rcn = rc.cross(n)
    var response = ImpactResponse(linear: m * n, angular: i * rcn, inverseMass: m + i * rcn * rcn)
    guard index < impactRods.count, impactRods[index] >= 0 else { return response }
    let j = Int(impactRods[index])
    guard j < joints.count else { return response }
    let joint = joints[j]
    // The rod as it was when the pass began: the body's velocity is still the one it had then, and a
    // strike earlier in the pass has shifted the body back along its new velocity, off the swing.
    let axis = impactRodAxes[index], length = impactRodLengths[index]
    guard length > 1e-9 else { return response }
    let r = body.pointee.rotation.rotate(Int(joint.bodyB) == index ? joint.localAnchorB : joint.localAnchorA)
    let rna = r.cross(axis)
    let rodInverseMass = m + i * rna * rna
    guard rodInverseMass > 0 else { return response }
    // The rod's impulse cancels the contact impulse's effect along the axis: c = G·M⁻¹·Jᵀ.
    let c = m * axis.dot(n) + i * rna * rcn
    response.linear -= (m * c / rodInverseMass) * axis
    response.angular -= i * rna * c / rodInverseMass
    response.inverseMass -= c * c / rodInverseMass
    return response
  }
}
