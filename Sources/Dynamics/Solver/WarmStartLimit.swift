/// A warm start that adds no kinetic energy where no load needs it.
///
/// Every sub-step begins by re-applying the contacts' accumulated impulses λ₀ (last sub-step's, or in the
/// first sub-step last step's: Box2D's warm start), so that a resting stack starts from the load it
/// carries. For rigid contacts the kinetic energy after impulses λ is `E(λ) = E_free + g(λ)`, with
/// `g(λ) = λᵀJv_free + ½λᵀAλ` (A = JM⁻¹Jᵀ), and every sequential-impulse update lowers g: a converged
/// solve never adds energy. A stale warm start can have g(λ₀) > 0, though: the impulses that stopped an
/// item crushed into a corner, applied again after it has come free, throw it out, and one push and one
/// relax iteration take back only part of that. Force-free random scenes gained up to 0.05 % of their
/// energy in a step this way from last step's impulses (`InvariantTests`: a spinning block struck into a
/// corner left it at 1 pt/s), and, from the sub-steps' own, an item pressed between a heavier one and a
/// wall was pushed back out of the sandwich.
///
/// So the warm start of each group of bodies joined by contacts is scaled by the α ∈ [0, 1] that
/// minimises g(αλ₀). With Δv = M⁻¹Jᵀλ₀ the velocity the warm start adds,
/// `α = −⟨v_free, Δv⟩_M / ⟨Δv, Δv⟩_M` (kinetic-energy inner product): a warm start that would throw the
/// bodies apart is cut down to the part that still works against their motion.
///
/// Only groups without a load are scaled: where a force acts on one of the bodies (gravity, a push, a
/// field) or a joint holds one, the warm start carries the load and is kept whole, as in Box2D. Scaled
/// too, a 1 000-box pile never fell asleep: its internal stress makes Δv much larger than v_free in
/// places, so α < 1 somewhere every step, taking support from the whole pile. Scenes in which every body
/// is loaded skip all of this.
///
/// The same groups get a second relax iteration per sub-step (`unloadedOnly`). The push pass recovers
/// overlaps by giving the bodies velocity, which the relax pass is meant to take back; one iteration
/// cannot for an item squeezed between two contacts (the other contact pushes it straight back), and
/// such an item crept out at a few pt/s, gaining up to 2.3·10⁻⁴ of a scene's energy. Under a load the
/// one iteration is Box2D's and is kept, so that piles cost what they did.
extension World {
  /// Groups this step's moving bodies by the contacts that join them (after `prepareContacts`). Nothing
  /// is allocated once the scratch arrays have the bodies' count.
  func prepareWarmStartLimit() {
    let count = bodies.count
    if context.warmStartGroup.count != count {
      context.warmStartGroup = ContiguousArray(repeating: -1, count: count)
      context.freeVelocities = ContiguousArray(repeating: .zero, count: count)
      context.freeSpins = ContiguousArray(repeating: 0, count: count)
      context.groupWork = ContiguousArray(repeating: 0, count: count)
      context.groupNorm = ContiguousArray(repeating: 0, count: count)
      context.groupLoaded = ContiguousArray(repeating: false, count: count)
    }
    context.isWarmStartLimited = false
    guard !contacts.isEmpty else { return }
    // Where every moving body is loaded (gravity on all of them: most scenes) there is nothing to do.
    var anyUnforced = false
    for i in 0..<count where bodies[i].isMoving && !hasForce(bodies[i]) {
      anyUnforced = true
      break
    }
    guard anyUnforced else { return }
    context.warmStartGroups.reset(count: count)
    for c in contacts.indices {
      let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
      if bodies[a].isMoving && bodies[b].isMoving { context.warmStartGroups.union(a, b) }
    }
    for i in 0..<count { context.warmStartGroup[i] = bodies[i].isMoving ? Int32(context.warmStartGroups.root(i)) : -1 }
    // A group carries a load when a force acts on one of its bodies (gravity, a push, a field) or a joint
    // holds one: its warm start is the load's impulse and is kept whole.
    for i in 0..<count where bodies[i].isMoving { context.groupLoaded[i] = false }
    @inline(__always) func markLoaded(_ i: Int) {
      let g = Int(context.warmStartGroup[i])
      if g >= 0 { context.groupLoaded[g] = true }
    }
    for i in 0..<count where bodies[i].isMoving && hasForce(bodies[i]) { markLoaded(i) }
    for j in joints.indices {
      let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
      if a >= 0 && a < count { markLoaded(a) }
      if b >= 0 && b < count { markLoaded(b) }
    }
    for i in 0..<count where bodies[i].isMoving && Int(context.warmStartGroup[i]) == i && !context.groupLoaded[i] {
      context.isWarmStartLimited = true
      break
    }
    guard context.isWarmStartLimited else { return }
    for c in contacts.indices {
      let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
      let g = Int(context.warmStartGroup[a] >= 0 ? context.warmStartGroup[a] : context.warmStartGroup[b])
      contacts[c].isUnloaded = g >= 0 && !context.groupLoaded[g]
    }
  }

  @inline(__always)
  private func hasForce(_ body: Body) -> Bool {
    body.acceleration != .zero || body.force != .zero || body.torque != 0
  }

  /// Remembers every moving body's velocity before the contacts' warm start.
  func saveFreeVelocities() {
    guard !contacts.isEmpty else { return }
    bodies.withUnsafeBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        context.freeVelocities[i] = bodies[i].velocity
        context.freeSpins[i] = bodies[i].angularVelocity
      }
    }
  }

  /// Scales back the warm start of each contact group where it adds kinetic energy (see above).
  func limitWarmStartEnergy() {
    guard !contacts.isEmpty else { return }
    var anyScaled = false
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        context.groupWork[i] = 0
        context.groupNorm[i] = 0
      }
      // Per root of a group without a load: ⟨v_free, Δv⟩_M and ⟨Δv, Δv⟩_M.
      for i in bodies.indices where bodies[i].isMoving {
        let g = Int(context.warmStartGroup[i])
        guard g >= 0, !context.groupLoaded[g] else { continue }
        let body = bodies[i]
        let m = body.inverseMass > 0 ? body.mass : 0, inertia = body.inverseInertia > 0 ? body.inertia : 0
        let dv = body.velocity - context.freeVelocities[i], dw = body.angularVelocity - context.freeSpins[i]
        context.groupWork[g] += m * context.freeVelocities[i].dot(dv) + inertia * context.freeSpins[i] * dw
        context.groupNorm[g] += m * dv.lengthSquared + inertia * dw * dw
      }
      // From here on groupWork holds each root's scale α (1: the warm start is kept whole).
      for i in bodies.indices where bodies[i].isMoving && Int(context.warmStartGroup[i]) == i {
        var alpha = 1.0
        if context.groupNorm[i] > 0 {
          alpha = min(max(-context.groupWork[i] / context.groupNorm[i], 0), 1)
          if !alpha.isFinite { alpha = 1 }
        }
        context.groupWork[i] = alpha
        if alpha < 1 { anyScaled = true }
      }
      guard anyScaled else { return }
      for i in bodies.indices where bodies[i].isMoving {
        let g = Int(context.warmStartGroup[i])
        guard g >= 0, context.groupWork[g] < 1 else { continue }
        let alpha = context.groupWork[g]
        bodies[i].velocity = context.freeVelocities[i] + alpha * (bodies[i].velocity - context.freeVelocities[i])
        bodies[i].angularVelocity = context.freeSpins[i] + alpha * (bodies[i].angularVelocity - context.freeSpins[i])
      }
    }
    guard anyScaled else { return }
    // The accumulated impulses follow, so that the solve goes on from the impulses actually applied.
    // (A paired contact's are in its lanes, Solver/LaneImpulses.swift.)
    contacts.withUnsafeMutableBufferPointer { contacts in
      context.laneImpulses.withUnsafeMutableBufferPointer { impulses in
        for c in contacts.indices where contacts[c].isUnloaded {
          let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
          let g = Int(context.warmStartGroup[a] >= 0 ? context.warmStartGroup[a] : context.warmStartGroup[b])
          guard g >= 0, context.groupWork[g] < 1 else { continue }
          let alpha = context.groupWork[g]
          let slot = laneSlot(of: c)
          if slot >= 0 {
            let (firstPoint, lane) = World.lanePosition(of: slot)
            for point in firstPoint...(firstPoint + 1) {
              impulses[point].normal[lane] *= alpha
              impulses[point].tangent[lane] *= alpha
            }
          } else {
            contacts[c].point0.normalImpulse *= alpha
            contacts[c].point0.tangentImpulse *= alpha
            contacts[c].point1.normalImpulse *= alpha
            contacts[c].point1.tangentImpulse *= alpha
          }
        }
      }
    }
  }
}
