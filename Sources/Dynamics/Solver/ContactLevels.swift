internal import DynamicsLanes

/// The contact solve in dependency levels of the contact order.
///
/// Two contacts that share no moving body commute exactly: each reads and writes only its own impulses
/// and its own bodies' velocities, and a body that no contact moves (static: zero inverse mass and
/// inertia) is never written. A contact's level is one more than the highest level of an earlier
/// contact on either of its moving bodies, so the contacts of one level are independent and solving
/// the levels in turn gives every contact the velocities the one-by-one solve in contact order gives
/// it, bit for bit. Within a level, contacts that take the same path are paired and solved side by side
/// in two lanes (`ContactLanes`), and where the machine has AVX two such pairs that share no moving body
/// at a time in four (`WideLanes`); the others are solved one by one (`World.solveContact`). The schedule
/// is kept from step to step while the contacts are (`Solver/ScheduleReuse.swift`). A pair's fixed
/// values (`LaneConstraint`, `LanePointConstants`) and its impulses (`PointImpulses`) are kept apart from
/// the contact records for the step, side by side, so that a pass reads of a record only its flags; the
/// warm start goes through the same order and lanes (the same argument: a body gets its contacts'
/// impulses in contact order).
extension World {
  /// Sorts this step's contacts into dependency levels and pairs them for `solveContacts`: after
  /// `prepareContacts` (which sets the inverse masses and `useBlock`), once per step. Nothing is allocated
  /// once the scratch arrays have grown to the scene's size.
  func scheduleContactLevels() {
    let count = contacts.count
    context.solvesInLevels = count >= levelSolveMinimumContacts
    guard context.solvesInLevels else { return }
    // Sized once to the largest scene seen; filled through pointers (appending checked each array's
    // uniqueness and capacity per element and had cost more than the levels themselves).
    @inline(__always) func grow<T>(_ array: inout ContiguousArray<T>, to n: Int, with value: T) {
      if array.count < n { array.append(contentsOf: repeatElement(value, count: n - array.count)) }
    }
    grow(&context.contactLevel, to: count, with: 0)
    grow(&context.levelOrder, to: count, with: 0)
    grow(&context.levelStart, to: count + 2, with: 0)
    grow(&context.bodyLevel, to: bodies.count, with: 0)
    grow(&context.laneSchedule, to: count, with: LanePair(0, 0))
    // Never empty, so that their base addresses are never nil.
    grow(&context.laneConstraints, to: count / 2 + 1, with: LaneConstraint())
    grow(&context.lanePoints, to: 2 * (count / 2 + 1), with: LanePointConstants())
    grow(&context.laneImpulses, to: 2 * (count / 2 + 1), with: PointImpulses())
    grow(&context.contactLaneSlot, to: count, with: -1)
    // A followed contact is solved alone (`Contact.solvesAlone`), which the schedule keys do not record:
    // a step with one is scheduled afresh, and so is the step after it.
    if context.followedContacts.isEmpty {
      if reusesLastSchedule() { return refillLanes() }
    } else {
      context.scheduledContactCount = -1
    }
    context.laneScheduleCount = contacts.withUnsafeBufferPointer { contacts in
      context.contactLevel.withUnsafeMutableBufferPointer { contactLevel in
        context.levelStart.withUnsafeMutableBufferPointer { levelStart in
          context.levelOrder.withUnsafeMutableBufferPointer { levelOrder in
            context.bodyLevel.withUnsafeMutableBufferPointer { bodyLevel in
              context.laneSchedule.withUnsafeMutableBufferPointer { schedule in
                context.laneConstraints.withUnsafeMutableBufferPointer { constraints in
                  context.lanePoints.withUnsafeMutableBufferPointer { points in
                    context.laneImpulses.withUnsafeMutableBufferPointer { impulses in
                      context.contactLaneSlot.withUnsafeMutableBufferPointer { slots in
                        Self.schedule(
                          contacts, contactLevel: contactLevel, levelStart: levelStart, levelOrder: levelOrder,
                          bodyLevel: bodyLevel, schedule: schedule, wide: usesWideLanes,
                          lanes: LaneBuffers(constraints: constraints, points: points, impulses: impulses, slots: slots))
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// `scheduleContactLevels` on its buffers (a function of its own so that its counters are plain locals,
  /// not variables captured by the closures that open the buffers); returns the number of entries.
  private static func schedule(
    _ contacts: UnsafeBufferPointer<Contact>, contactLevel: UnsafeMutableBufferPointer<Int32>,
    levelStart: UnsafeMutableBufferPointer<Int32>, levelOrder: UnsafeMutableBufferPointer<Int32>,
    bodyLevel: UnsafeMutableBufferPointer<Int32>, schedule: UnsafeMutableBufferPointer<LanePair>, wide: Bool,
    lanes: LaneBuffers
  ) -> Int {
    let count = contacts.count
    for c in 0..<count { lanes.slots[c] = -1 }
    for i in 0..<bodyLevel.count { bodyLevel[i] = -1 }
    for i in 0..<(count + 2) { levelStart[i] = 0 }
    var levelCount = 0
    for c in 0..<count {
      let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
      // The solve writes back exactly these bodies (`solveContact`'s last lines).
      let movesA = contacts[c].inverseMassA > 0 || contacts[c].inverseInertiaA > 0
      let movesB = contacts[c].inverseMassB > 0 || contacts[c].inverseInertiaB > 0
      var level: Int32 = 0
      if movesA { level = bodyLevel[a] + 1 }
      if movesB { level = max(level, bodyLevel[b] + 1) }
      if movesA { bodyLevel[a] = level }
      if movesB { bodyLevel[b] = level }
      contactLevel[c] = level
      levelStart[Int(level) + 2] += 1
      levelCount = max(levelCount, Int(level) + 1)
    }
    // Counting sort, stable within a level: level l's contacts go to levelOrder[levelStart[l + 1]...].
    for l in 0..<levelCount { levelStart[l + 2] += levelStart[l + 1] }
    for c in 0..<count {
      let slot = Int(contactLevel[c]) + 1
      levelOrder[Int(levelStart[slot])] = Int32(c)
      levelStart[slot] += 1
    }
    // levelStart[l] now starts level l and levelStart[l + 1] ends it. Pairs take the same path: one
    // point each, or two points each solved point by point (`useBlock` and `followsMotion` are known; the speed test that
    // may still pick the block solver is made when the pair is solved). A level's odd contact of either
    // kind is carried to the next level and solved there first, beside the first contact of its kind
    // (of the next four) that shares no moving body with it nor with a carried contact solved after
    // it: every contact of the next level depends only on contacts of lower levels, all solved before
    // except the carried ones, which it does not touch; and every contact that depends on a carried
    // one comes later. (Left alone, through the scalar solve, they had been half of the scalar solves:
    // pyramid-20's 37 k fell to 17 k.)
    guard let base = contacts.baseAddress else { return 0 }
    var entries = 0, pairs = 0
    @inline(__always) func emit(_ first: Int32, _ second: Int32) {
      let contact0 = base + Int(first)
      schedule[entries] = LanePair(first, second, twoPoints: contact0.pointee.pointCount > 1)
      entries += 1
      guard second >= 0 else { return }
      let contact1 = base + Int(second)
      fillPair(pairs, contact0, contact1, lanes)
      lanes.slots[Int(first)] = Int32(2 * pairs)
      lanes.slots[Int(second)] = Int32(2 * pairs + 1)
      pairs += 1
    }
    /// 1: one point; 2: two points solved point by point; 0: alone (`Contact.solvesAlone`).
    @inline(__always) func kind(_ c: Int32) -> Int {
      let contact = base + Int(c)
      return contact.pointee.solvesAlone ? 0 : (contact.pointee.pointCount == 1 ? 1 : 2)
    }
    /// Whether contacts `c` and `d` have a moving body in common.
    @inline(__always) func share(_ c: Int32, _ d: Int32) -> Bool {
      let x = base + Int(c), y = base + Int(d)
      let xA = x.pointee.inverseMassA > 0 || x.pointee.inverseInertiaA > 0
      let xB = x.pointee.inverseMassB > 0 || x.pointee.inverseInertiaB > 0
      let yA = y.pointee.inverseMassA > 0 || y.pointee.inverseInertiaA > 0
      let yB = y.pointee.inverseMassB > 0 || y.pointee.inverseInertiaB > 0
      return (xA && ((yA && x.pointee.bodyA == y.pointee.bodyA) || (yB && x.pointee.bodyA == y.pointee.bodyB)))
        || (xB && ((yA && x.pointee.bodyB == y.pointee.bodyA) || (yB && x.pointee.bodyB == y.pointee.bodyB)))
    }
    var carried = (Int32(-1), Int32(-1))  // one-point, two-point
    for l in 0..<levelCount {
      let start = Int(levelStart[l]), end = Int(levelStart[l + 1])
      for pass in 0..<2 {
        let x = pass == 0 ? carried.0 : carried.1
        guard x >= 0 else { continue }
        var partner: Int32 = -1
        var k = start, tried = 0
        while k < end && tried < 4 {
          let c = levelOrder[k]
          if c >= 0 && kind(c) == pass + 1 {
            tried += 1
            // The first carried contact's partner is solved before the second carried one, so it must
            // share no moving body with either.
            if !share(x, c) && (pass == 1 || carried.1 < 0 || !share(carried.1, c)) {
              partner = c
              levelOrder[k] = -1  // taken
              break
            }
          }
          k += 1
        }
        emit(x, partner)
      }
      var pendingOne: Int32 = -1, pendingTwo: Int32 = -1
      for k in start..<end {
        let c = levelOrder[k]
        guard c >= 0 else { continue }
        switch kind(c) {
        case 1:
          if pendingOne < 0 { pendingOne = c } else {
            emit(pendingOne, c)
            pendingOne = -1
          }
        case 2:
          if pendingTwo < 0 { pendingTwo = c } else {
            emit(pendingTwo, c)
            pendingTwo = -1
          }
        default: emit(c, -1)
        }
      }
      carried = (pendingOne, pendingTwo)
    }
    if carried.0 >= 0 { emit(carried.0, -1) }
    if carried.1 >= 0 { emit(carried.1, -1) }
    if wide { markQuads(schedule, count: entries, constraints: lanes.constraints) }
    return entries
  }

  /// Copies pair `pair`'s fixed values and impulses from its two contacts' records into the lanes.
  @inline(__always) static func fillPair(
    _ pair: Int, _ contact0: UnsafePointer<Contact>, _ contact1: UnsafePointer<Contact>, _ lanes: LaneBuffers
  ) {
    lanes.constraints[pair] = LaneConstraint(contact0, contact1)
    lanes.points[2 * pair] = LanePointConstants(contact0.pointee.point0, contact1.pointee.point0)
    lanes.impulses[2 * pair].fill(contact0.pointee.point0, contact1.pointee.point0)
    if contact0.pointee.pointCount > 1 {
      lanes.points[2 * pair + 1] = LanePointConstants(contact0.pointee.point1, contact1.pointee.point1)
      lanes.impulses[2 * pair + 1].fill(contact0.pointee.point1, contact1.pointee.point1)
    }
  }

  /// Marks consecutive pairs that the four-lane solve takes together (`WideLanes.canJoin`), each pair in
  /// one quad at most.
  private static func markQuads(
    _ schedule: UnsafeMutableBufferPointer<LanePair>, count: Int, constraints: UnsafeMutableBufferPointer<LaneConstraint>
  ) {
    guard let k = constraints.baseAddress else { return }
    var i = 0, pair = 0
    while i + 1 < count {
      guard schedule[i].second >= 0 else {
        i += 1
        continue
      }
      if schedule[i + 1].second >= 0
        && WideLanes.canJoin(k + pair, k + pair + 1, twoPoints: schedule[i].twoPoints, schedule[i + 1].twoPoints)
      {
        schedule[i].startsQuad = true
        i += 2
        pair += 2
      } else {
        i += 1
        pair += 1
      }
    }
  }

  /// One pass over the contacts in the order of `laneSchedule` (in contact order when the step has too
  /// few for levels, `solvesInLevels`): with `useBias` the push pass (soft,
  /// recovering overlaps), without it the relax pass (rigid). With `unloadedOnly`, only contacts of
  /// groups that carry no load are solved. Deferred contacts are left out.
  func solveContacts(substep h: Double, useBias: Bool, unloadedOnly: Bool = false) {
    let inverseH = 1 / h
    bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
      contacts.withUnsafeMutableBufferPointer { contactsBuffer in
        guard let bodies = bodiesBuffer.baseAddress, let contacts = contactsBuffer.baseAddress else { return }
        // Without a deferred contact (the common case), a pass that solves every contact reads no record.
        let checks = unloadedOnly || context.hasDeferredContacts
        @inline(__always) func solves(_ contact: UnsafeMutablePointer<Contact>) -> Bool {
          !checks || !(contact.pointee.isDeferred || (unloadedOnly && !contact.pointee.isUnloaded))
        }
        guard context.solvesInLevels else {
          for c in 0..<contactsBuffer.count where solves(contacts + c) {
            World.solveContact(contacts + c, bodies: bodies, inverseH: inverseH, useBias: useBias)
          }
          return
        }
        let poseStamp = context.poseGeneration
        withLanes { lanes in
          // Each kind of pass gets its own copy of the loop, with `useBias` a constant in it.
          if useBias {
            Self.solve(lanes, contacts: contacts, bodies: bodies, inverseH: inverseH, useBias: true,
                       poseStamp: poseStamp, runsQuads: !checks, solves: solves)
          } else {
            Self.solve(lanes, contacts: contacts, bodies: bodies, inverseH: inverseH, useBias: false,
                       poseStamp: poseStamp, runsQuads: !checks, solves: solves)
          }
        }
      }
    }
  }

  /// This step's lane schedule and the pairs' buffers, open for `body` (after `scheduleContactLevels`).
  func withLanes(_ body: (LaneSolve) -> Void) {
    context.laneSchedule.withUnsafeBufferPointer { schedule in
      // Open for writing: the four-lane relax pass stamps its quads (`LaneConstraint.separationStamp`).
      context.laneConstraints.withUnsafeMutableBufferPointer { constraints in
        context.lanePoints.withUnsafeBufferPointer { points in
          context.laneImpulses.withUnsafeMutableBufferPointer { impulses in
            guard let constraints = constraints.baseAddress, let points = points.baseAddress,
              let impulses = impulses.baseAddress
            else { return }
            withWideLayout { layout in
              body(LaneSolve(schedule: UnsafeBufferPointer(rebasing: schedule[0..<context.laneScheduleCount]),
                             constraints: constraints, points: points, impulses: impulses, bodyLayout: layout))
            }
          }
        }
      }
    }
  }

  /// The level solve's loop over `laneSchedule`'s entries: pairs side by side where they can be, else one
  /// by one. With `runsQuads` (no contact is left out of the pass, so no record need be read) each run of
  /// consecutive quads is solved in one call of the four-lane code (`WideLanes.solveRun`).
  @inline(__always) private static func solve(
    _ lanes: LaneSolve, contacts: UnsafeMutablePointer<Contact>, bodies: UnsafeMutablePointer<Body>,
    inverseH: Double, useBias: Bool, poseStamp: Int, runsQuads: Bool,
    solves: (UnsafeMutablePointer<Contact>) -> Bool
  ) {
    let impulses = lanes.impulses
    var constraint = lanes.constraints, points = lanes.points, pairImpulses = impulses, slot: Int32 = 0
    let schedule = lanes.schedule
    var i = 0
    while i < schedule.count {
      // Whether the lanes refused the quad starting at entry i (it then goes as two pairs).
      var quadRefused = false
      if runsQuads, schedule[i].startsQuad, let layout = lanes.bodyLayout, let base = schedule.baseAddress {
        let done = WideLanes.solveRun(
          base + i, count: schedule.count - i, constraint, points, pairImpulses, bodies: bodies, layout: layout,
          inverseH: inverseH, useBias: useBias, poseStamp: poseStamp)
        i += 2 * done
        constraint += 2 * done
        points += 4 * done
        pairImpulses += 4 * done
        slot += Int32(truncatingIfNeeded: 4 * done)
        guard i < schedule.count else { break }
        // The run stops at an entry that starts no quad, or at a quad the lanes refused.
        quadRefused = schedule[i].startsQuad
      }
      let pair = schedule[i]
      i += 1
      let first = contacts + Int(pair.first)
      let solvesFirst = solves(first)
      guard pair.second >= 0 else {
        if solvesFirst { World.solveContact(first, bodies: bodies, inverseH: inverseH, useBias: useBias) }
        continue
      }
      let second = contacts + Int(pair.second)
      if pair.startsQuad, !quadRefused, let layout = lanes.bodyLayout, solvesFirst, solves(second),
        solves(contacts + Int(schedule[i].first)), solves(contacts + Int(schedule[i].second)),
        WideLanes.solve(constraint, points, pairImpulses, bodies: bodies, layout: layout, inverseH: inverseH,
                        useBias: useBias, twoPoints: pair.twoPoints, poseStamp: poseStamp)
      {
        i += 1
        constraint += 2
        points += 4
        pairImpulses += 4
        slot += 4
        continue
      }
      defer {
        constraint += 1
        points += 2
        pairImpulses += 2
        slot += 2
      }
      if solvesFirst && solves(second)
        && ContactLanes.solve(
          twoPoints: pair.twoPoints, constraint, points, pairImpulses, bodies: bodies, inverseH: inverseH,
          useBias: useBias)
      {
        continue
      }
      // One by one through the records (a point too fast for the lanes, or one of the two left out).
      World.syncLaneImpulses(first, slot: slot, impulses, toRecord: true)
      World.syncLaneImpulses(second, slot: slot + 1, impulses, toRecord: true)
      if solves(second) { World.solveContact(second, bodies: bodies, inverseH: inverseH, useBias: useBias) }
      if solvesFirst { World.solveContact(first, bodies: bodies, inverseH: inverseH, useBias: useBias) }
      World.syncLaneImpulses(first, slot: slot, impulses, toRecord: false)
      World.syncLaneImpulses(second, slot: slot + 1, impulses, toRecord: false)
    }
  }
}

/// The lane solve's order and its pairs' buffers for one pass (`World.withLanes`): per pair one
/// `LaneConstraint`, and two `LanePointConstants` and two `PointImpulses` (one per manifold point).
struct LaneSolve {
  let schedule: UnsafeBufferPointer<LanePair>
  let constraints: UnsafeMutablePointer<LaneConstraint>
  let points: UnsafePointer<LanePointConstants>
  let impulses: UnsafeMutablePointer<PointImpulses>
  /// Where the four-lane solve finds the bodies' state, nil when the step does not use it.
  let bodyLayout: UnsafePointer<DTBodyLayout>?
}

/// The buffers `scheduleContactLevels` fills for the lane solve.
struct LaneBuffers {
  let constraints: UnsafeMutableBufferPointer<LaneConstraint>
  let points: UnsafeMutableBufferPointer<LanePointConstants>
  let impulses: UnsafeMutableBufferPointer<PointImpulses>
  /// Per contact, `World.laneSlot(of:)`.
  let slots: UnsafeMutableBufferPointer<Int32>
}

/// Two contacts of one dependency level solved side by side (`ContactLanes`), or one alone (`second` −1).
struct LanePair {
  var first: Int32
  var second: Int32
  /// Whether the contacts have two points (the passes need not read a record to know).
  var twoPoints: Bool
  /// Whether this pair and the next are solved together in four lanes (`WideLanes`).
  var startsQuad = false

  init(_ first: Int32, _ second: Int32, twoPoints: Bool = false) {
    self.first = first
    self.second = second
    self.twoPoints = twoPoints
  }
}
