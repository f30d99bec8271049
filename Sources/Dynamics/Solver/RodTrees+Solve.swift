/// The exact solve of the rod trees (RodTrees.swift): the rows' Jacobians from the bodies' motion so far,
/// the system in the rows' order factored as `L·D·U` in place (RodTrees+Factor.swift, RodTrees+Path.swift),
/// and the impulses of all rows at once.
///
/// The two passes are RATTLE's (Andersen 1983), the constrained form of the sub-step's semi-implicit
/// Euler: the solve pass finds the impulses after which the sub-step's straight move ends with every rod
/// at its length (SHAKE, by Newton's method), and the relax pass leaves no rod stretching or shrinking.
/// That pair is symplectic: a chain's energy wanders by O(h) in what the step reports (its velocities
/// are the move's, half a sub-step behind the positions) and does not drift. Correcting the stretch one
/// sub-step late (the soft step's bias) took 13–19 % of m·g·L from a swinging 20- or 50-link chain in
/// 10 s and left its whipping end 11–26 % stretched; moving the bodies back after the move (a
/// projection) took 43 % from a double pendulum.
extension RodTrees {
  /// Most evaluations of the rods' errors in the solve pass (Newton's steps and halvings), and the
  /// largest error (pt) that ends them.
  static let maxEvaluations = 16
  static let tolerance = 1e-6
  /// Largest sine of the angle a rod may turn through in one sub-step's move and still be held by its
  /// length at the move's end.
  static let turnLimit = 0.25
  /// Largest ratio of one Newton step's error to the last one's for which the next step keeps the
  /// factors it has; a slower step factors the system anew.
  static let chordReduction = 0.1

  /// The solve pass: impulses after which the sub-step's straight move ends with every rod at its
  /// length, along each rod as it is now (SHAKE). Newton's steps are halved where they overshoot. A rod
  /// that would turn by more than `turnLimit` (the sine of the angle) in the move, faster than one
  /// sub-step resolves, is pulled along its direction at the move's end instead: the bodies' end points
  /// are projected onto the rods' lengths, which always has a solution near them and takes from the
  /// motion about the square of that angle (a spinning short rod slows, where SHAKE's impulses, which
  /// grow as the turn nears a right angle, threw the bodies off).
  mutating func solvePositions(joints: UnsafeMutableBufferPointer<Joint>, bodies: UnsafeMutablePointer<Body>,
                               h: Double) {
    if isCentred {
      solvePositions(joints, bodies, h, CentredRods.self)
    } else {
      solvePositions(joints, bodies, h, LeveredRods.self)
    }
  }

  /// `solvePositions` compiled for rods with or without levers at their moving ends.
  private mutating func solvePositions<L: RodLevers>(_ joints: UnsafeMutableBufferPointer<Joint>,
                                                     _ bodies: UnsafeMutablePointer<Body>, _ h: Double,
                                                     _ levers: L.Type) {
    isPredictedAtMoveEnd = false
    guard !rows.isEmpty, h > 0, let joints = joints.baseAddress else { return }
    let most = Tuning.rodCorrectionSpeed * h
    var previous = Double.infinity, applied = 0.0
    // The rows are read and written through a pointer: element by element through the array, each write
    // checked the array's uniqueness, and each call copied the joint (some 300 bytes) to pass it.
    var rowsHere = ContiguousArray<Row>()
    swap(&rowsHere, &rows)
    defer { swap(&rowsHere, &rows) }
    var anyFast = false
    // The relax pass left each row's Jacobian and error at the positions the bodies still have.
    let linearised = isLinearised
    isLinearised = false
    // The next solve pass starts from what this one applied: a swinging chain's tensions change little
    // from one sub-step to the next, so Newton's first step starts near the answer (one step fewer).
    defer {
      rowsHere.withUnsafeMutableBufferPointer { rows in
        for r in rows.indices { rows[r].warm = rows[r].isFast ? 0 : rows[r].total }
      }
    }
    rowsHere.withUnsafeMutableBufferPointer { rows in
      for r in rows.indices {
        if !linearised {
          Self.predict(&rows[r], joints + Int(rows[r].joint), bodies, h: 0, L.self)
          Self.linearise(&rows[r], bodies, L.self)
        }
        rows[r].target = rows[r].error - min(max(rows[r].error, -most), most)
        rows[r].total = 0
        rows[r].solution = rows[r].warm
        // A row's warm impulse changes only velocities, which a later row's `predict` with `h` 0 reads
        // for nothing the solve pass keeps: applied here, in the same order as a pass of its own.
        Self.applyImpulse(rows.baseAddress! + r, bodies: bodies, scale: 1, L.self)
      }
    }
    var firstLargest = 0.0
    rowsHere.withUnsafeMutableBufferPointer { rows in
      for r in rows.indices {
        let joint = joints + Int(rows[r].joint)
        Self.predict(&rows[r], joint, bodies, h: h, L.self)
        rows[r].solution = 0
        rows[r].isFast = abs(rows[r].linearB.cross(rows[r].predictedLinearB)) > Self.turnLimit
        anyFast = anyFast || rows[r].isFast
        let error = rows[r].error - rows[r].target
        rows[r].value = error / h
        firstLargest = max(firstLargest, abs(error))
      }
    }
    // Whether the factors of an earlier Newton step are at hand, and how much the last step reduced the
    // largest error; the first evaluation was made with the predictions, in their loop.
    var factored = false, reduction = 1.0, predicted = true, stepped = false
    for _ in 0..<Self.maxEvaluations {
      var largest = 0.0
      if predicted {
        (largest, predicted) = (firstLargest, false)
      } else {
        rowsHere.withUnsafeMutableBufferPointer { rows in
          for r in rows.indices {
            Self.predict(&rows[r], joints + Int(rows[r].joint), bodies, h: h, L.self)
            let error = rows[r].error - rows[r].target
            rows[r].value = error / h
            largest = max(largest, abs(error))
          }
        }
      }
      guard largest < previous else {
        // Worse than before the last step: half of what was applied of it is taken back.
        let back = applied > 1.0 / 16 ? applied / 2 : applied
        Self.applyImpulses(&rowsHere, bodies: bodies, scale: -back, L.self)
        applied -= back
        factored = false  // Newton's own step from here
        if applied == 0 { return }
        continue
      }
      reduction = largest / previous
      previous = largest
      // The warm start's own evaluation does not end the pass: within the tolerance, it can still be far
      // above what one Newton step leaves (a spun dumbbell's speed then wandered by 5e-6 pt/s).
      guard largest > Self.tolerance || (!stepped && largest > 0) else {
        isPredictedAtMoveEnd = true  // this evaluation predicted every row at the velocities kept
        return
      }
      if anyFast {
        rowsHere.withUnsafeMutableBufferPointer { rows in
          for r in rows.indices where rows[r].isFast { Self.linearise(&rows[r], bodies, L.self) }
        }
      }
      // The first step's factors serve the next ones (a chord method) while they converge fast: the
      // rods turn by a hair between Newton's steps, and a factorisation costs several substitutions. A
      // fast rod takes a new direction at every step, and Newton's steps then each factor anew.
      if !factored || anyFast || reduction > Self.chordReduction {
        factor(&rowsHere, symmetric: false, L.self)
        factored = true
      }
      substitute(&rowsHere)
      Self.applyImpulses(&rowsHere, bodies: bodies, scale: 1, solving: true, L.self)
      applied = 1
      stepped = true
    }
  }

  /// The relax pass: impulses after which no rod's length changes, to first order.
  mutating func solveVelocities(joints: UnsafeMutableBufferPointer<Joint>, bodies: UnsafeMutablePointer<Body>) {
    if isCentred {
      solveVelocities(joints, bodies, CentredRods.self)
    } else {
      solveVelocities(joints, bodies, LeveredRods.self)
    }
  }

  /// `solveVelocities` compiled for rods with or without levers at their moving ends.
  private mutating func solveVelocities<L: RodLevers>(_ joints: UnsafeMutableBufferPointer<Joint>,
                                                      _ bodies: UnsafeMutablePointer<Body>, _ levers: L.Type) {
    guard !rows.isEmpty, let joints = joints.baseAddress else { return }
    var rowsHere = ContiguousArray<Row>()
    swap(&rowsHere, &rows)
    defer { swap(&rowsHere, &rows) }
    // After a solve pass that ended on an evaluation, the move put the bodies exactly where that
    // evaluation predicted (the same sums as `World.integratePositions`), so the rows' geometry is its;
    // only their velocities are new.
    let predicted = isPredictedAtMoveEnd
    isPredictedAtMoveEnd = false
    rowsHere.withUnsafeMutableBufferPointer { rows in
      for r in rows.indices {
        if predicted {
          Self.measureVelocity(&rows[r], joints + Int(rows[r].joint), bodies, L.self)
        } else {
          Self.predict(&rows[r], joints + Int(rows[r].joint), bodies, h: 0, L.self)
        }
        Self.linearise(&rows[r], bodies, L.self)
      }
    }
    factor(&rowsHere, symmetric: true, L.self)
    substitute(&rowsHere)
    Self.applyImpulses(&rowsHere, bodies: bodies, scale: 1, solving: true, L.self)
    isLinearised = true
  }

  /// Applies `scale · solution` of each row as an impulse; `solving`: the solution is first set to
  /// `−value`, what `substitute` left (in the same pass, rather than one of its own).
  private static func applyImpulses<L: RodLevers>(_ rows: inout ContiguousArray<Row>,
                                                  bodies: UnsafeMutablePointer<Body>, scale: Double,
                                                  solving: Bool = false, _ levers: L.Type) {
    rows.withUnsafeMutableBufferPointer { rows in
      for r in rows.indices {
        let row = rows.baseAddress! + r
        if solving { row.pointee.solution = -row.pointee.value }
        applyImpulse(row, bodies: bodies, scale: scale, L.self)
      }
    }
  }

  /// Applies `scale · solution` of one row as an impulse.
  @inline(__always)
  private static func applyImpulse<L: RodLevers>(_ row: UnsafeMutablePointer<Row>,
                                                 bodies: UnsafeMutablePointer<Body>, scale: Double,
                                                 _ levers: L.Type) {
    let delta = scale * row.pointee.solution
    guard delta.isFinite else { return }
    row.pointee.total += delta
    if row.pointee.bodyA >= 0 {
      let body = bodies + Int(row.pointee.bodyA)
      body.pointee.velocity += delta * row.pointee.weightedLinearA
      if L.turn { body.pointee.angularVelocity += delta * row.pointee.weightedAngularA }
    }
    if row.pointee.bodyB >= 0 {
      let body = bodies + Int(row.pointee.bodyB)
      body.pointee.velocity += delta * row.pointee.weightedLinearB
      if L.turn { body.pointee.angularVelocity += delta * row.pointee.weightedAngularB }
    }
  }

  /// The row's direction as the bodies are now, the impulse's Jacobian: `predict`'s with `h` 0; and
  /// what a unit impulse along it does to the bodies' velocities.
  @inline(__always)
  private static func linearise<L: RodLevers>(_ row: inout Row, _ bodies: UnsafeMutablePointer<Body>,
                                              _ levers: L.Type) {
    row.linearA = row.predictedLinearA
    row.linearB = row.predictedLinearB
    if L.turn {
      row.angularA = row.predictedAngularA
      row.angularB = row.predictedAngularB
    }
    if row.bodyA >= 0 {
      let body = bodies + Int(row.bodyA)
      row.weightedLinearA = body.pointee.inverseMass * row.linearA
      if L.turn { row.weightedAngularA = body.pointee.inverseInertia * row.angularA }
    }
    if row.bodyB >= 0 {
      let body = bodies + Int(row.bodyB)
      row.weightedLinearB = body.pointee.inverseMass * row.linearB
      if L.turn { row.weightedAngularB = body.pointee.inverseInertia * row.angularB }
    }
  }

  /// The row's error (pt) and Jacobian after the bodies move straight on for `h` at their present
  /// velocities, as `World.integratePositions` will move them; with `h` 0, as they are, and `value` the
  /// row's present velocity. Bodies and joint are read in place (a copy of each had cost more than the
  /// arithmetic).
  @inline(__always)
  private static func predict<L: RodLevers>(_ row: inout Row, _ joint: UnsafeMutablePointer<Joint>,
                                            _ bodies: UnsafeMutablePointer<Body>, h: Double, _ levers: L.Type) {
    let bodyA = bodies + Int(joint.pointee.bodyA), bodyB = bodies + Int(joint.pointee.bodyB)
    // A rod at an item's centre has no lever: decided here, the turned lever out of line (inlined, its
    // sine and cosine made the compiler call the whole lever, at some 25 instructions a row).
    @inline(__always) func lever(_ body: UnsafeMutablePointer<Body>, _ anchor: Vec2) -> Vec2 {
      if !L.turn && body.pointee.isMoving { return .zero }
      return anchor == .zero ? .zero : turnedLever(body, anchor, h: h)
    }
    @inline(__always) func move(_ body: UnsafeMutablePointer<Body>) -> Vec2 {
      body.pointee.isMoving && h != 0 ? body.pointee.deltaPosition + h * body.pointee.velocity
        : body.pointee.deltaPosition
    }
    let rA = lever(bodyA, joint.pointee.anchorA), rB = lever(bodyB, joint.pointee.anchorB)
    let d = (move(bodyB) - move(bodyA)) + joint.pointee.deltaCenter + (rB - rA)
    let axis = Self.axis(row.part, d)
    switch row.part {
    case 0: row.error = d.length - joint.pointee.length
    case 1: row.error = d.x
    default: row.error = d.y
    }
    row.predictedLinearA = -axis
    row.predictedLinearB = axis
    if L.turn {
      row.predictedAngularA = -rA.cross(axis)
      row.predictedAngularB = rB.cross(axis)
    }
    row.leverA = rA
    row.leverB = rB
    if h == 0 {
      row.value = axis.dot(pointVelocity(bodyB, rB, L.self) - pointVelocity(bodyA, rA, L.self))
    }
  }

  /// `predict`'s `value` with `h` 0 for bodies that are where its last call put them: the row's rate
  /// along the axis (`predictedLinearB`) and levers that call found.
  @inline(__always)
  private static func measureVelocity<L: RodLevers>(_ row: inout Row, _ joint: UnsafeMutablePointer<Joint>,
                                                    _ bodies: UnsafeMutablePointer<Body>, _ levers: L.Type) {
    let bodyA = bodies + Int(joint.pointee.bodyA), bodyB = bodies + Int(joint.pointee.bodyB)
    row.value = row.predictedLinearB.dot(pointVelocity(bodyB, row.leverB, L.self)
      - pointVelocity(bodyA, row.leverA, L.self))
  }

  /// The velocity of the point at `lever` from a body's centre. A centred rod's moving end is its centre.
  @inline(__always)
  private static func pointVelocity<L: RodLevers>(_ body: UnsafeMutablePointer<Body>, _ lever: Vec2,
                                                  _ levers: L.Type) -> Vec2 {
    if !L.turn && body.pointee.isMoving { return body.pointee.velocity }
    return body.pointee.velocity + cross(body.pointee.angularVelocity, lever)
  }

  /// `anchor` turned with its body to where the move of `h` takes it (with `h` 0, as it is now).
  @inline(never)
  private static func turnedLever(_ body: UnsafeMutablePointer<Body>, _ anchor: Vec2, h: Double) -> Vec2 {
    let w = body.pointee.isMoving ? body.pointee.angularVelocity : 0
    guard w != 0 && h != 0 else { return body.pointee.deltaRotation.rotate(anchor) }
    return Rotation(angle: body.pointee.angle + h * w - body.pointee.angleAtStepStart).rotate(anchor)
  }

  @inline(__always)
  private static func axis(_ part: Int32, _ d: Vec2) -> Vec2 {
    switch part {
    case 0:
      let length = d.length
      return length > 1e-9 ? (1 / length) * d : Vec2(0, 1)
    case 1: return Vec2(1, 0)
    default: return Vec2(0, 1)
    }
  }
}

