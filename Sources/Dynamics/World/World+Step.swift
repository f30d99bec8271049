import Foundation

extension World {
  /// Advances the world by one fixed step `h` (s) split into `substeps` sub-steps. Sleeping bodies are
  /// left alone; an island falls asleep at the end of the step in which it qualifies.
  func step(h: Double, substeps: Int) {
    let n = max(1, substeps)
    let hs = h / Double(n)
    updateContacts(stepTime: h)
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        bodies[i].deltaPosition = .zero
        bodies[i].deltaRotation = .identity
        bodies[i].angleAtStepStart = bodies[i].angle
      }
    }
    // Joints and contacts measure positions from the step start and motion since then through
    // `deltaPosition`, which also carries the impact pass's shifts: prepare joints before it.
    prepareJoints(substep: hs)
    resolveElasticImpacts(stepTime: h)
    prepareContacts(substep: hs)
    for _ in 0..<n {
      integrateVelocities(substep: hs)
      applySprings(substep: hs)
      warmStartJoints()
      warmStartContacts()
      solveJoints(substep: hs, useBias: true)
      solveContacts(substep: hs, useBias: true)
      integratePositions(substep: hs, fullStep: h)
      solveJoints(substep: hs, useBias: false)
      solveContacts(substep: hs, useBias: false)
    }
    applyRestitution()
    updateTouching()
    finishStep(h: h)
    updateSleep(h: h)
  }

  /// v ← (v + h·(a + F/m)) / (1 + h·c): Box2D's damping, whose terminal speed is exactly g/c.
  func integrateVelocities(substep h: Double) {
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        var body = bodies[i]
        let linear = body.velocity + h * (body.acceleration + body.inverseMass * body.force)
        body.velocity = (1 / (1 + h * body.linearDamping)) * linear
        let angular = body.angularVelocity + h * body.inverseInertia * body.torque
        body.angularVelocity = angular / (1 + h * body.angularDamping)
        bodies[i] = body
      }
    }
  }

  func integratePositions(substep h: Double, fullStep: Double) {
    let maxSpeed = Tuning.maxTranslationPerStep / fullStep
    let maxAngularSpeed = Tuning.maxRotationPerStep / fullStep
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        var body = bodies[i]
        let speedSquared = body.velocity.lengthSquared
        if speedSquared > maxSpeed * maxSpeed {
          body.velocity = (maxSpeed / speedSquared.squareRoot()) * body.velocity
        }
        if abs(body.angularVelocity) > maxAngularSpeed {
          body.angularVelocity = body.angularVelocity > 0 ? maxAngularSpeed : -maxAngularSpeed
        }
        let dx = h * body.velocity
        body.position += dx
        body.deltaPosition += dx
        if body.angularVelocity != 0 {
          body.angle += h * body.angularVelocity
          body.rotation = Rotation(angle: body.angle)
          body.deltaRotation = Rotation(angle: body.angle - body.angleAtStepStart)
        }
        bodies[i] = body
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
