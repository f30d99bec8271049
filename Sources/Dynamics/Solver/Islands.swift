/// Islands and sleeping (Box2D's rule, and the animator's pause rule of uikit-dynamics.md §1.4): bodies
/// joined by touching contacts or joints form an island; when every body of an island has stayed below
/// 1 pt/s and 2°/s for 0.5 s, the whole island sleeps. Sleeping bodies are skipped by integration,
/// collision and the solver; a contact with a moving body, or any change the animator reports, wakes
/// them. Islands are found with a union-find over the awake bodies in each step where a body has been
/// slow long enough (it costs far less than the contacts it visits); while the pairs it would join stay
/// the same as the last search's, that search's islands are kept.
struct IslandFinder {
  /// Union-find parent per body (`-1` for bodies not in any island: static or asleep).
  private(set) var parent: ContiguousArray<Int32> = []
  /// Smallest sleep time over each root's island.
  private var minimumSleepTime: ContiguousArray<Double> = []
  /// The pairs of bodies the last search joined, in order (the first `joinedCount`; the storage only
  /// grows), and the body count then (−1: none yet).
  private var joinedPairs: ContiguousArray<UInt64> = []
  private var joinedCount = 0
  private var joinedBodyCount = -1

  /// Starts a pass over `count` bodies, each its own island.
  mutating func reset(count: Int) {
    if parent.count != count {
      parent = ContiguousArray(repeating: 0, count: count)
      minimumSleepTime = ContiguousArray(repeating: 0, count: count)
    }
    parent.withUnsafeMutableBufferPointer { parent in
      for i in 0..<count { parent[i] = Int32(i) }
    }
  }

  /// The representative of body `i`'s island (with path halving).
  @inline(__always)
  mutating func root(_ i: Int) -> Int {
    parent.withUnsafeMutableBufferPointer { Self.root(i, in: $0) }
  }

  /// Joins the islands of bodies `a` and `b`. The smaller index becomes the root, so the result does not
  /// depend on the order of the calls.
  @inline(__always)
  mutating func union(_ a: Int, _ b: Int) {
    parent.withUnsafeMutableBufferPointer { Self.union(a, b, in: $0) }
  }

  /// Finds the islands of the moving bodies: joins both moving bodies of every contact, then of every
  /// joint (`unionMoving`), unless the pairs to join are those the last search joined, in the same order,
  /// over as many bodies. The islands and their roots are then those `parent` holds already (the path
  /// halvings since have kept them): a resting stack, whose contacts stay from step to step while its
  /// bodies grow slow enough to sleep, compares its pairs instead of joining them again.
  mutating func findMoving(contacts: UnsafeBufferPointer<Contact>, joints: UnsafeBufferPointer<Joint>,
                           bodies: UnsafeBufferPointer<Body>) {
    let most = contacts.count + joints.count
    if joinedPairs.count < most { joinedPairs.append(contentsOf: repeatElement(0, count: most - joinedPairs.count)) }
    let (count, changed) = joinedPairs.withUnsafeMutableBufferPointer { pairs -> (Int, Bool) in
      var n = 0, changed = false
      @inline(__always) func note(_ a: Int, _ b: Int) {
        let pair = UInt64(UInt32(truncatingIfNeeded: a)) << 32 | UInt64(UInt32(truncatingIfNeeded: b))
        if pairs[n] != pair {
          pairs[n] = pair
          changed = true
        }
        n += 1
      }
      // By index: iterating contacts (and joints) by value copied each whole record for two indices.
      for c in contacts.indices {
        let a = Int(contacts[c].bodyA), b = Int(contacts[c].bodyB)
        if bodies[a].isMoving && bodies[b].isMoving { note(a, b) }
      }
      for j in joints.indices {
        let a = Int(joints[j].bodyA), b = Int(joints[j].bodyB)
        guard a < bodies.count, b < bodies.count else { continue }
        if bodies[a].isMoving && bodies[b].isMoving { note(a, b) }
      }
      return (n, changed)
    }
    let same = !changed && count == joinedCount && bodies.count == joinedBodyCount
    joinedCount = count
    joinedBodyCount = bodies.count
    guard !same else { return }
    reset(count: bodies.count)
    unionMoving()
  }

  /// Joins the islands of each pair `findMoving` noted, with the parents opened once (written through the
  /// array, each step of a path halving checked that it was not shared).
  private mutating func unionMoving() {
    parent.withUnsafeMutableBufferPointer { parent in
      joinedPairs.withUnsafeBufferPointer { pairs in
        for pair in pairs[..<joinedCount] { Self.union(Int(pair >> 32), Int(pair & 0xFFFF_FFFF), in: parent) }
      }
    }
  }

  @inline(__always)
  private static func root(_ i: Int, in parent: UnsafeMutableBufferPointer<Int32>) -> Int {
    var i = i
    while Int(parent[i]) != i {
      let grandparent = parent[Int(parent[i])]
      parent[i] = grandparent
      i = Int(grandparent)
    }
    return i
  }

  @inline(__always)
  private static func union(_ a: Int, _ b: Int, in parent: UnsafeMutableBufferPointer<Int32>) {
    let ra = root(a, in: parent), rb = root(b, in: parent)
    if ra == rb { return }
    if ra < rb { parent[rb] = Int32(ra) } else { parent[ra] = Int32(rb) }
  }

  /// Puts every island whose bodies have all been slow for `timeToSleep` to sleep; returns how many
  /// bodies fell asleep.
  mutating func sleepIslands(bodies: inout ContiguousArray<Body>, timeToSleep: Double,
                             nextIsland: inout Int32) -> Int {
    let count = bodies.count
    var slept = 0
    bodies.withUnsafeMutableBufferPointer { bodies in
    parent.withUnsafeMutableBufferPointer { parent in
    minimumSleepTime.withUnsafeMutableBufferPointer { minimumSleepTime in
      for i in 0..<count { minimumSleepTime[i] = .infinity }
      for i in 0..<count where bodies[i].isMoving {
        let r = Self.root(i, in: parent)
        minimumSleepTime[r] = min(minimumSleepTime[r], bodies[i].sleepTime)
      }
      let base = nextIsland
      var used = false
      for i in 0..<count where bodies[i].isMoving {
        let r = Self.root(i, in: parent)
        guard minimumSleepTime[r] >= timeToSleep else { continue }
        bodies[i].isAwake = false
        bodies[i].sleepIsland = base &+ Int32(r)
        bodies[i].velocity = .zero
        bodies[i].angularVelocity = 0
        bodies[i].inverseMass = 0
        bodies[i].inverseInertia = 0
        slept += 1
        used = true
      }
      if used { nextIsland = base &+ Int32(count) }
    }
    }
    }
    return slept
  }
}

extension World {
  /// After a step: advances every moving body's sleep timer, joins bodies through touching contacts and
  /// joints, and puts islands to sleep whose bodies have all been slow for `Tuning.timeToSleep`.
  ///
  /// A body is slow when its velocity and its motion over the step (`|Δposition|/h`, `|Δangle|/h`) are
  /// both below the sleep speeds: constraints correct positions without leaving velocity behind, so a
  /// body that a shortened rod is pulling along can end a step at rest and still be moving.
  func updateSleep(h: Double) {
    let linear = Tuning.sleepLinearSpeed * Tuning.sleepLinearSpeed
    let angular = Tuning.sleepAngularSpeed
    let travel = linear * h * h, turn = angular * h
    var anySlow = false
    bodies.withUnsafeMutableBufferPointer { bodies in
      for i in bodies.indices where bodies[i].isMoving {
        let slow = bodies[i].velocity.lengthSquared < linear && abs(bodies[i].angularVelocity) < angular
          && bodies[i].deltaPosition.lengthSquared < travel
          && abs(bodies[i].angle - bodies[i].angleAtStepStart) < turn
        bodies[i].sleepTime = slow ? bodies[i].sleepTime + h : 0
        if bodies[i].sleepTime >= Tuning.timeToSleep { anySlow = true }
      }
    }
    guard isSleepingEnabled, anySlow else { return }
    bodies.withUnsafeBufferPointer { bodies in
      contacts.withUnsafeBufferPointer { contacts in
        joints.withUnsafeBufferPointer { joints in
          context.islandFinder.findMoving(contacts: contacts, joints: joints, bodies: bodies)
        }
      }
    }
    awakeBodyCount -= context.islandFinder.sleepIslands(bodies: &bodies, timeToSleep: Tuning.timeToSleep,
                                                nextIsland: &nextSleepIsland)
  }

  /// Wakes one body: restores its inverse mass and inertia and restarts its sleep timer.
  @inline(__always)
  private func wakeBody(_ i: Int) {
    guard !bodies[i].isStatic else { return }
    if !bodies[i].isAwake {
      bodies[i].isAwake = true
      bodies[i].sleepIsland = -1
      bodies[i].inverseMass = bodies[i].mass > 0 ? 1 / bodies[i].mass : 0
      bodies[i].inverseInertia = bodies[i].allowsRotation && bodies[i].inertia > 0 ? 1 / bodies[i].inertia : 0
      awakeBodyCount += 1
    }
    bodies[i].sleepTime = 0
  }

  /// Wakes every body of the sleeping island `island`.
  func wake(island: Int32) {
    guard island >= 0 else { return }
    for i in bodies.indices where !bodies[i].isStatic && bodies[i].sleepIsland == island { wakeBody(i) }
  }

  /// Wakes every body and restarts all sleep timers: the animator calls this on any change to its
  /// behaviours, items or velocities.
  func wakeAll() {
    for i in bodies.indices where !bodies[i].isStatic { wakeBody(i) }
  }

  /// Whether every moving body sleeps, so that the animator can pause. Never true while sleeping is
  /// disabled (unless the world has no moving bodies).
  var isAtRest: Bool {
    if awakeBodyCount == 0 { return true }
    return false
  }
}
