import Foundation

/// The four joint passes of the soft step, called by `World.step` (World+Step.swift). Each walks the
/// joint array once, in order, and dispatches on the joint's kind; nothing is allocated.
extension World {
  /// Orients anchors and axes in the world and computes spring coefficients at the start of a step.
  func prepareJoints(substep h: Double) {
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        guard let base = bodies.baseAddress else { return }
        let count = bodies.count
        // Whether rods join items or share one (the rod trees' work) and whether explicit springs
        // share an item (the spring check's), found on the way.
        context.rodStamp.grow(to: count)
        context.springStamp.grow(to: count)
        var treesHaveWork = false, springsShare = false
        // New anchors, and the bodies may have been moved since: no pose kept so far is current (a
        // joint may come from another world, with a stamp of its own).
        context.poseGeneration &+= 1
        for j in joints.indices {
          joints[j].isInRodTree = false
          joints[j].pose.stamp = 0
          let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
          guard a < count, b < count, a != b else { continue }
          // Through pointers: bodies passed by value were copied whole (280 bytes each) for each joint.
          joints[j].prepare(UnsafePointer(base + a), UnsafePointer(base + b), substep: h)
          let movesA = base[a].isMoving, movesB = base[b].isMoving
          if RodTrees.isRod(joints[j]) {
            if movesA && movesB || (movesA || movesB) && RodTrees.joinsItems(Int32(a), Int32(b)) {
              treesHaveWork = true
            } else if movesA || movesB {
              treesHaveWork = context.rodStamp.mark(movesA ? a : b) || treesHaveWork
            }
          } else if SpringCoupling.isExplicit(joints[j]) {
            if movesA { springsShare = context.springStamp.mark(a) || springsShare }
            if movesB { springsShare = context.springStamp.mark(b) || springsShare }
          }
        }
        if springsShare { context.springCoupling.limit(joints: joints, bodies: UnsafeBufferPointer(bodies), substep: h) }
        if treesHaveWork {
          context.rodTrees.build(joints: joints, bodies: UnsafeBufferPointer(bodies))
        } else {
          context.rodTrees.clear()
        }
        // A chain whose rods the trees all took leaves the sub-steps' joint walks nothing to do.
        var outside = false, besidesRods = false, springs = false
        for j in joints.indices {
          springs = springs || joints[j].hasExplicitSpring
          guard joints[j].kind != .snap && !joints[j].isInRodTree else { continue }
          outside = true
          guard joints[j].isPlainRod else {
            besidesRods = true
            continue
          }
          // The rod's pose now, which nothing moves before the first sub-step: its velocity shifts
          // around the impact pass, warm start and solve pass read it.
          let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
          if a < count, b < count, a != b {
            _ = joints[j].rodPose(base + a, base + b, generation: context.poseGeneration)
          }
        }
        context.jointsOutsideTrees = outside
        context.jointsBesidesRods = besidesRods
        context.hasExplicitSprings = springs
      }
    }
  }

  /// Applies explicit spring forces for one sub-step: soft attachments and snaps. Semi-implicit Euler
  /// keeps an undamped spring's amplitude.
  func applySprings(substep h: Double) {
    guard context.hasExplicitSprings else { return }
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        guard let base = bodies.baseAddress else { return }
        let count = bodies.count
        for j in joints.indices where joints[j].hasExplicitSpring {
          let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
          guard a < count, b < count, a != b else { continue }
          Self.withJointBodies(base, a, b) { bodyA, bodyB in
            switch joints[j].kind {
            case .snap: joints[j].applySnap(&bodyB, substep: h)
            default: joints[j].applyDistanceSpring(&bodyA, &bodyB, substep: h)
            }
          }
        }
      }
    }
  }

  /// Applies last sub-step's accumulated impulses of the constraint joints.
  func warmStartJoints() {
    guard context.jointsOutsideTrees else { return }
    let generation = context.poseGeneration
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        guard let base = bodies.baseAddress else { return }
        let count = bodies.count
        for j in joints.indices {
          let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
          guard a < count, b < count, a != b else { continue }
          if joints[j].kind == .snap || joints[j].isInRodTree { continue }
          if joints[j].isPlainRod {
            joints[j].warmStartRod(base + a, base + b, generation: generation)
            continue
          }
          Self.withJointBodies(base, a, b) { bodyA, bodyB in
            switch joints[j].kind {
            case .distance: joints[j].warmStartDistance(&bodyA, &bodyB)
            case .rope: joints[j].warmStartRope(&bodyA, &bodyB)
            case .weld: joints[j].warmStartWeld(&bodyA, &bodyB)
            case .revolute: joints[j].warmStartRevolute(&bodyA, &bodyB)
            case .prismatic: joints[j].warmStartPrismatic(&bodyA, &bodyB)
            case .snap: break
            }
          }
        }
      }
    }
  }

  /// Solves the constraint joints for one sub-step. With `useBias` position errors are corrected
  /// softly (rods and ropes at the sub-step rate, undamped; other joints at 60 Hz, damping ratio 2);
  /// without it only velocity errors are removed (the relax pass).
  /// Soft springs (distance, rope, weld with a frequency) act in both passes.
  func solveJoints(substep h: Double, useBias: Bool) {
    guard context.jointsOutsideTrees else { return }
    // Only joints other than plain rods read it (the same numbers whenever they do).
    let rigid = context.jointsBesidesRods ? Softness(hertz: Tuning.jointHertz, zeta: Tuning.jointDampingRatio, h: h)
      : .rigid
    // Rods and ropes are as stiff as the sub-step resolves (see Tuning.rodHertz).
    let rod = Softness(hertz: Tuning.rodHertz(substep: h), zeta: 0, h: h)
    let generation = context.poseGeneration
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        guard let base = bodies.baseAddress else { return }
        let count = bodies.count
        for j in joints.indices {
          let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
          guard a < count, b < count, a != b else { continue }
          if joints[j].kind == .snap || joints[j].isInRodTree { continue }
          if joints[j].isPlainRod {
            joints[j].solveRod(base + a, base + b, useBias: useBias, rigid: rod, generation: generation)
            continue
          }
          Self.withJointBodies(base, a, b) { bodyA, bodyB in
            switch joints[j].kind {
            case .distance: joints[j].solveDistance(&bodyA, &bodyB, h: h, useBias: useBias, rigid: rod)
            case .rope: joints[j].solveRope(&bodyA, &bodyB, h: h, useBias: useBias, rigid: rod)
            case .weld: joints[j].solveWeld(&bodyA, &bodyB, h: h, useBias: useBias, rigid: rigid)
            case .revolute: joints[j].solveRevolute(&bodyA, &bodyB, h: h, useBias: useBias, rigid: rigid)
            case .prismatic: joints[j].solvePrismatic(&bodyA, &bodyB, h: h, useBias: useBias, rigid: rigid)
            case .snap: break
            }
          }
        }
      }
    }
  }

  /// Solves the rod trees (Solver/RodTrees.swift): with `useBias` for their lengths at the end of the
  /// sub-step's move, else for their velocities.
  @inline(never)
  func solveRodTrees(substep h: Double, useBias: Bool) {
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        guard let base = bodies.baseAddress else { return }
        if useBias {
          context.rodTrees.solvePositions(joints: joints, bodies: base, h: h)
        } else {
          context.rodTrees.solveVelocities(joints: joints, bodies: base)
        }
      }
    }
  }

  /// Runs one joint's solve on bodies `a` and `b` (distinct) in place, without copying them. Joints
  /// change only velocities; a static body's are put back afterwards, so that it keeps them exactly
  /// (and never keeps a non-finite product), as the copies of the bodies that this replaced did.
  @inline(__always)
  static func withJointBodies(_ bodies: UnsafeMutablePointer<Body>, _ a: Int, _ b: Int,
                              _ solve: (inout Body, inout Body) -> Void) {
    let bodyA = bodies + a, bodyB = bodies + b
    let staticA = bodyA.pointee.isStatic, staticB = bodyB.pointee.isStatic
    let vA = bodyA.pointee.velocity, wA = bodyA.pointee.angularVelocity
    let vB = bodyB.pointee.velocity, wB = bodyB.pointee.angularVelocity
    solve(&bodyA.pointee, &bodyB.pointee)
    if staticA {
      bodyA.pointee.velocity = vA
      bodyA.pointee.angularVelocity = wA
    }
    if staticB {
      bodyB.pointee.velocity = vB
      bodyB.pointee.angularVelocity = wB
    }
  }
}

// MARK: - Shared joint geometry

extension Joint {
  /// Orients the anchors and the axis at the start of the step; kind-specific coefficients follow.
  mutating func prepare(_ bodyA: UnsafePointer<Body>, _ bodyB: UnsafePointer<Body>, substep h: Double) {
    anchorA = bodyA.pointee.rotation.rotate(localAnchorA)
    anchorB = bodyB.pointee.rotation.rotate(localAnchorB)
    deltaCenter = bodyB.pointee.position - bodyA.pointee.position
    axisA = bodyA.pointee.rotation.rotate(localAxisA)
    if !lowerLimit.isFinite { lowerImpulse = 0 }
    if !upperLimit.isFinite { upperImpulse = 0 }
    if !(maxFrictionTorque > 0) { frictionImpulse = 0 }
    if kind == .distance { prepareDistance(bodyA, bodyB, substep: h) }
  }

  /// The anchors' current separation `d` (from A's anchor to B's) and lever arms, from the bodies'
  /// motion since the step began.
  @inline(__always)
  func geometry(_ bodyA: Body, _ bodyB: Body) -> (d: Vec2, rA: Vec2, rB: Vec2) {
    let rA = bodyA.deltaRotation.rotate(anchorA)
    let rB = bodyB.deltaRotation.rotate(anchorB)
    let d = (bodyB.deltaPosition - bodyA.deltaPosition) + deltaCenter + (rB - rA)
    return (d, rA, rB)
  }

  /// Velocity of B's anchor relative to A's.
  @inline(__always)
  static func relativeVelocity(_ bodyA: Body, _ bodyB: Body, _ rA: Vec2, _ rB: Vec2) -> Vec2 {
    (bodyB.velocity + cross(bodyB.angularVelocity, rB)) - (bodyA.velocity + cross(bodyA.angularVelocity, rA))
  }

  /// Applies `p` to B at `rB` and `−p` to A at `rA`.
  @inline(__always)
  static func apply(_ p: Vec2, _ bodyA: inout Body, _ bodyB: inout Body, _ rA: Vec2, _ rB: Vec2) {
    bodyA.velocity -= bodyA.inverseMass * p
    bodyA.angularVelocity -= bodyA.inverseInertia * rA.cross(p)
    bodyB.velocity += bodyB.inverseMass * p
    bodyB.angularVelocity += bodyB.inverseInertia * rB.cross(p)
  }

  /// The 2×2 mass matrix K of a point constraint with lever arms `rA`, `rB`.
  @inline(__always)
  static func pointMatrix(_ bodyA: Body, _ bodyB: Body, _ rA: Vec2, _ rB: Vec2) -> Mat22 {
    let mA = bodyA.inverseMass, mB = bodyB.inverseMass
    let iA = bodyA.inverseInertia, iB = bodyB.inverseInertia
    let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
    return Mat22(a11: mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB, a12: k12,
                 a21: k12, a22: mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB)
  }

  /// Solves the point constraint "A's anchor = B's anchor" once, with the given softness.
  @inline(__always)
  mutating func solvePoint(_ bodyA: inout Body, _ bodyB: inout Body, softness: Softness?) {
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let cdot = Self.relativeVelocity(bodyA, bodyB, rA, rB)
    var bias = Vec2.zero, massScale = 1.0, impulseScale = 0.0
    if let soft = softness {
      bias = soft.biasRate * d
      massScale = soft.massScale
      impulseScale = soft.impulseScale
    }
    let b = Self.pointMatrix(bodyA, bodyB, rA, rB).solve(cdot + bias)
    let impulse = -massScale * b - impulseScale * linearImpulse
    guard impulse.isFinite else { return }
    linearImpulse += impulse
    Self.apply(impulse, &bodyA, &bodyB, rA, rB)
  }

  /// Relative angle of B to A minus the reference angle (rad).
  @inline(__always)
  func relativeAngle(_ bodyA: Body, _ bodyB: Body) -> Double {
    (bodyB.angle - bodyA.angle) - referenceAngle
  }
}
