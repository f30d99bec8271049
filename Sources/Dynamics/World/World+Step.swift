import Foundation

extension World {
  /// Advances the world by one fixed step `h` (s) split into `substeps` sub-steps. Sleeping bodies are
  /// left alone; an island falls asleep at the end of the step in which it qualifies.
  func step(h: Double, substeps: Int) {
    let n = max(1, substeps)
    let hs = h / Double(n)
    context.impactWarmStartLimit = Tuning.speculativeDistance / hs
    context.speedLimit = Tuning.maxTranslationPerStep / h
    context.angularSpeedLimit = Tuning.maxRotationPerStep / h
    context.stepTime = h
    context.substepTime = hs
    updateContacts(stepTime: h)
    var largestTravel = 0.0
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        bodies[i].deltaPosition = .zero
        bodies[i].deltaRotation = .identity
        bodies[i].angleAtStepStart = bodies[i].angle
        largestTravel = max(largestTravel, bodies[i].lookAhead)
      }
    }
    context.largestTravel = largestTravel
    // Joints and contacts measure positions from the step start and motion since then through
    // `deltaPosition`, which also carries the impact passes' shifts.
    prepareJoints(substep: hs)
    prepareContacts(substep: hs)
    scheduleContactLevels()
    prepareWarmStartLimit()
    prepareElasticImpacts()
    // Whether a sub-step left the rotations behind the angles (see `refreshRotations`).
    var rotationsDeferred = false
    for _ in 0..<n {
      // A strike within the sub-step splits it: the world is advanced to the strike first, so that
      // position-dependent forces (rods, springs) never act on bodies shifted back along their new
      // velocities. Past a few splits the rest of the sub-step's strikes are shifted instead. Around
      // each pass the velocities are brought to the instant of the strike (Solver/VelocitySync.swift).
      var remaining = hs, splits = 0
      let splitting = !context.impactCandidates.isEmpty
      while remaining > 1e-9 * hs {
        var length = remaining
        if splitting && rotationsDeferred {
          refreshRotations()  // the impact passes read a rod's lever from its body's rotation
          rotationsDeferred = false
        }
        if splitting { advanceVelocities(by: (lastSubstep > 0 ? lastSubstep : hs) / 2) }
        if splits < Tuning.maxImpactSplits {
          if let next = resolveElasticImpacts(substep: remaining, splitAfter: 1e-3 * hs), next < remaining {
            length = next
            splits += 1
          }
        } else {
          resolveElasticImpacts(substep: remaining)
        }
        if splitting {
          advanceVelocities(by: -length / 2)
          context.rodTrees.isLinearised = false  // the impact pass may have shifted bodies
        }
        // Without impact passes nothing reads a body's rotation until the sub-steps end.
        substep(length, fullStep: h, defersRotations: !splitting)
        if !splitting { rotationsDeferred = true }
        remaining -= length
      }
    }
    if rotationsDeferred { refreshRotations() }
    storeLaneImpulses()
    applyRestitution()
    sweepFastItemPairs()
    sweepFastBodiesAgainstBoundaries()
    keepFastCentresInside()
    updateTouching()
    finishStep(h: h)
    updateSleep(h: h)
  }

  /// One sub-step of the soft step: forces, constraints with bias, positions, then the relax pass.
  func substep(_ hs: Double, fullStep h: Double, defersRotations: Bool = false) {
    lastSubstep = hs
    integrateVelocities(substep: hs)
    // A fast pair's manifold follows its motion (Solver/FollowedContacts.swift), at the velocities the
    // sub-step moves it by.
    if !context.followedContacts.isEmpty { followContacts(within: hs) }
    applySprings(substep: hs)
    warmStartJoints()
    // Carried impulses may no longer fit the motion; where no load needs them they are scaled back so
    // as not to add energy (Solver/WarmStartLimit.swift).
    let limitsWarmStart = context.isWarmStartLimited
    if limitsWarmStart { saveFreeVelocities() }
    warmStartContacts()
    if limitsWarmStart { limitWarmStartEnergy() }
    solveJoints(substep: hs, useBias: true)
    solveContacts(substep: hs, useBias: true)
    // Last, so that the move ends with the rods at their lengths whatever the contacts did.
    if !context.rodTrees.isEmpty { solveRodTrees(substep: hs, useBias: true) }
    integratePositions(substep: hs, fullStep: h, defersRotations: defersRotations)
    if !context.followedContacts.isEmpty { sweepFollowedPairs() }
    solveJoints(substep: hs, useBias: false)
    solveContacts(substep: hs, useBias: false)
    if !context.rodTrees.isEmpty { solveRodTrees(substep: hs, useBias: false) }
    // Where no load needs the contacts, a second relax iteration takes back the push that one iteration
    // leaves in an item pressed between two others (Solver/WarmStartLimit.swift).
    if limitsWarmStart { solveContacts(substep: hs, useBias: false, unloadedOnly: true) }
    if !context.followedContacts.isEmpty { bounceFollowedContacts() }
  }

  /// v ← (v + h·(a + F/m)) / (1 + h·c): Box2D's damping, whose terminal speed is exactly g/c. Speeds are
  /// then held to the limits, before the constraints see them (as Box2D does): clamped after the solve,
  /// a huge spin the contacts had balanced was cut and the point they held went through the wall.
  func integrateVelocities(substep h: Double) {
    let maxSpeed = context.speedLimit
    let maxAngularSpeed = context.angularSpeedLimit
    bodies.withUnsafeMutableBufferPointer { buffer in
      guard let bodies = buffer.baseAddress else { return }
      for i in 0..<buffer.count where bodies[i].isMoving {
        let body = bodies + i
        let linear = body.pointee.velocity + h * (body.pointee.acceleration + body.pointee.inverseMass * body.pointee.force)
        var velocity = (1 / (1 + h * body.pointee.linearDamping)) * linear
        let speedSquared = velocity.lengthSquared
        if speedSquared > maxSpeed * maxSpeed { velocity = (maxSpeed / speedSquared.squareRoot()) * velocity }
        body.pointee.velocity = velocity
        let angular = body.pointee.angularVelocity + h * body.pointee.inverseInertia * body.pointee.torque
        let w = angular / (1 + h * body.pointee.angularDamping)
        body.pointee.angularVelocity = abs(w) > maxAngularSpeed ? (w > 0 ? maxAngularSpeed : -maxAngularSpeed) : w
      }
    }
  }

  /// With `defersRotations`, bodies turn through `Body.turnWithinSubsteps` and `refreshRotations` must
  /// follow before anything reads their `rotation`.
  func integratePositions(substep h: Double, fullStep: Double, defersRotations: Bool = false) {
    context.poseGeneration &+= 1
    bodies.withUnsafeMutableBufferPointer { buffer in
      guard let bodies = buffer.baseAddress else { return }
      for i in 0..<buffer.count where bodies[i].isMoving {
        let body = bodies + i
        let velocity = body.pointee.velocity
        let w = body.pointee.angularVelocity
        let dx = h * velocity
        body.pointee.position += dx
        body.pointee.deltaPosition += dx
        if w != 0 {
          body.pointee.turnWithinSubsteps(to: body.pointee.angle + h * w)
          if !defersRotations { body.pointee.rotation = Rotation(angle: body.pointee.angle) }
        }
      }
    }
  }

  /// Brings the cached rotation of every body the sub-steps turned (`Body.turnWithinSubsteps`) up to date
  /// with its angle. A body whose angle is the one it started the step with keeps its rotation, which
  /// is `Rotation(angle:)` of that angle.
  func refreshRotations() {
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving && bodies[i].angle != bodies[i].angleAtStepStart {
        bodies[i].rotation = Rotation(angle: bodies[i].angle)
      }
    }
  }

  /// Clears the step's forces (of every body: behaviours add them to sleeping bodies too).
  func finishStep(h: Double) {
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where !bodies[i].isStatic {
        bodies[i].force = .zero
        bodies[i].torque = 0
        bodies[i].acceleration = .zero
      }
    }
  }
}
