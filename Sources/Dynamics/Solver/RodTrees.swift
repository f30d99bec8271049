/// Rigid rods joined into chains and trees, solved exactly rather than one rod at a time.
///
/// One sequential pass over a chain's rods moves an impulse one link per pass: a 50-link chain under
/// gravity stretched several times its length, and what the next pass's position correction then put
/// back made the chain gain energy; an item a thousand times heavier than its rods pulled them apart.
/// The rods' equations, with `A = J·M⁻¹·Jᵀ`, are sparse in the pattern of the bodies they join: two rows
/// meet only where they share a moving body. Ordered from the leaves of the bodies' tree toward its root,
/// every row's later neighbours already meet each other (Baraff's linear-time factorisation), so the
/// factors add no entries and cost a few products per pair of neighbours (RodTrees+Solve.swift).
///
/// Rods between two moving items, and rods to a fixed point from an item that carries another rod, are
/// taken, and so are rods that close loops (their rows last, with the entries their elimination adds)
/// and rods from an item that stands still. A lone rod from a point of the reference view (a pendulum,
/// a cradle's ball) is its own solve and keeps the path it had (`Joint.solveDistance`).
/// Every array is kept between steps; nothing is allocated once they have grown (but the fill of a loop,
/// found once per build).
struct RodTrees {
  /// One scalar equation: a rod's length, or the x or y of a rod of zero length (a point constraint).
  struct Row {
    var joint: Int32
    /// 0 along the rod, 1 and 2 the x and y of a point constraint.
    var part: Int32
    /// The moving body at each end, −1 where the end is fixed.
    var bodyA: Int32
    var bodyB: Int32
    /// The row's Jacobian at each end (signs included), along which its impulses act: its velocity is
    /// `linearA·vA + angularA·ωA + linearB·vB + angularB·ωB`.
    var linearA = Vec2.zero
    var angularA = 0.0
    var linearB = Vec2.zero
    var angularB = 0.0
    /// The Jacobian at each end times the body's inverse mass and inertia (`M⁻¹·Jᵀ`): what a unit
    /// impulse of the row does to the bodies' velocities.
    var weightedLinearA = Vec2.zero
    var weightedAngularA = 0.0
    var weightedLinearB = Vec2.zero
    var weightedAngularB = 0.0
    /// The anchors' levers where `predict` last put the bodies, for the relax pass's velocity.
    var leverA = Vec2.zero
    var leverB = Vec2.zero
    /// The Jacobian where the bodies will be after the sub-step's move.
    var predictedLinearA = Vec2.zero
    var predictedAngularA = 0.0
    var predictedLinearB = Vec2.zero
    var predictedAngularB = 0.0
    /// Position error (pt), the size of the row's own entry, the factor's pivot, the right-hand side
    /// and then the solution, and the last impulse applied.
    var error = 0.0
    var diagonal = 0.0
    var pivot = 0.0
    var value = 0.0
    var solution = 0.0
    /// Whether the rod turns too fast for SHAKE this sub-step (RodTrees+Solve.swift).
    var isFast = false
    /// The error the solve pass leaves at the move's end (pt): an error the rod starts the sub-step
    /// with (after a hit, or a body put back by a sweep) is taken out at `Tuning.rodCorrectionSpeed`.
    var target = 0.0
    /// The impulse the solve pass applied along the row this sub-step (the sum of its Newton steps),
    /// and the last sub-step's, with which the next solve pass starts (0 for a fast rod).
    var total = 0.0
    var warm = 0.0
  }

  var rows: ContiguousArray<Row> = []
  /// Whether the rows' Jacobians and errors are those of the bodies' present positions: the relax pass
  /// leaves them so, and the next solve pass starts from them; whatever moves a body clears it.
  var isLinearised = false
  /// Whether the solve pass ended on an evaluation of every row at the bodies' velocities: the move then
  /// puts them exactly where it predicted, and the relax pass reads its rows' geometry from there.
  var isPredictedAtMoveEnd = false
  /// Per row r, its later neighbours s = `column[entryStart[r]..<entryStart[r + 1]]` and the system's
  /// entries (r, s) and (s, r), then the factors U and L.
  var entryStart: ContiguousArray<Int32> = []
  var column: ContiguousArray<Int32> = []
  var upper: ContiguousArray<Double> = []
  var lower: ContiguousArray<Double> = []
  /// Whether each row's only later neighbour is the next row (a chain): `factorPath` then serves.
  var isPath = false
  /// Whether every moving end holds its rod at its item's centre this step: the passes then leave out
  /// the angular terms (RodLevers.swift).
  var isCentred = false
  /// Per body: its tree rods (`bodyRodStart`, `bodyRods`, as joint indices), and the depth-first walk's
  /// state. Per joint: 0 not (yet) reached, 1 a tree edge, 2 a rod that closes a loop, 3 taken.
  var bodyRodStart: ContiguousArray<Int32> = []
  var bodyRods: ContiguousArray<Int32> = []
  var rodDegree: ContiguousArray<Int32> = []
  var visited: ContiguousArray<Bool> = []
  var stack: ContiguousArray<(body: Int32, parentRod: Int32, cursor: Int32)> = []
  var jointState: ContiguousArray<UInt8> = []
  /// Per body, its rows (`bodyRowStart`, `bodyRowList`).
  var bodyRowStart: ContiguousArray<Int32> = []
  var bodyRowList: ContiguousArray<Int32> = []

  /// Per body, whether a tree holds it this step.
  var holdsBody: ContiguousArray<Bool> = []

  /// What the last build read of each joint (`RodKey`) and the body count then, −1 when there is no
  /// build to keep: the trees are a function of these alone, so while they stay the same the next
  /// build keeps its rows (finding them again had cost a twelfth of a 50-link chain's step).
  var builtKeys: ContiguousArray<RodKey> = []
  var builtBodyCount = -1

  /// A joint as the build sees it: its ends, and whether it is a rod, point-like, moving at each end, and
  /// anchored at each end's centre (`isCentred`).
  struct RodKey: Equatable {
    var bodyA: Int32
    var bodyB: Int32
    var flags: UInt8
  }

  var isEmpty: Bool { rows.isEmpty }

  /// Whether one of this step's trees holds body `b`.
  @inline(__always) func holds(_ b: Int) -> Bool { !rows.isEmpty && b < holdsBody.count && holdsBody[b] }

  /// Whether a rod's two ends are items (moving or not), rather than an item and a point of the reference
  /// view (body 0, the ground). A lone rod from an item that stands still (anchored mid-swing, say) is a
  /// link of a chain and is taken; a lone rod from a point (a pendulum, a cradle's ball) is not.
  @inline(__always) static func joinsItems(_ a: Int32, _ b: Int32) -> Bool { a != 0 && b != 0 }

  /// Whether joint `j` is a rigid rod the trees may take.
  @inline(__always) static func isRod(_ joint: Joint) -> Bool {
    joint.kind == .distance && joint.frequency == 0
  }

  /// Drops last step's trees.
  mutating func clear() {
    isLinearised = false
    isPredictedAtMoveEnd = false
    rows.removeAll(keepingCapacity: true)
    builtBodyCount = -1
  }

  /// `joint` as the build sees it, with `moving` telling which bodies move.
  @inline(__always)
  private static func key(_ joint: Joint, _ moving: (Int32) -> Bool) -> RodKey {
    let flags = (isRod(joint) ? 1 : 0) | (joint.isPointLike ? 2 : 0) | (moving(joint.bodyA) ? 4 : 0)
      | (moving(joint.bodyB) ? 8 : 0) | (joint.anchorA == .zero ? 16 : 0) | (joint.anchorB == .zero ? 32 : 0)
    return RodKey(bodyA: joint.bodyA, bodyB: joint.bodyB, flags: UInt8(flags))
  }

  /// Whether the last build holds for these joints and bodies; if so, marks its rods as the build does.
  private mutating func keepsLastBuild(_ joints: UnsafeMutableBufferPointer<Joint>, bodyCount: Int,
                                       _ moving: (Int32) -> Bool) -> Bool {
    guard builtBodyCount == bodyCount, builtKeys.count == joints.count else { return false }
    let same = builtKeys.withUnsafeBufferPointer { keys in
      for j in joints.indices where keys[j] != Self.key(joints[j], moving) { return false }
      return true
    }
    guard same else { return false }
    for r in rows.indices { Self.mark(&joints[Int(rows[r].joint)]) }
    return true
  }

  /// What taking a rod into the trees does to it.
  @inline(__always)
  private static func mark(_ joint: inout Joint) {
    joint.isInRodTree = true
    joint.impulse = 0  // the trees start from no impulse (RodTrees+Solve.swift); nothing stale is kept
    joint.linearImpulse = .zero
  }

  /// Finds the trees of this step's rods and orders their rows (after `Joint.prepare`, which leaves
  /// every joint's `isInRodTree` false).
  @inline(never)
  mutating func build(joints: UnsafeMutableBufferPointer<Joint>, bodies: UnsafeBufferPointer<Body>) {
    isLinearised = false  // a new step: the bodies may have been moved since the last relax pass
    isPredictedAtMoveEnd = false
    let count = bodies.count
    @inline(__always) func moving(_ b: Int32) -> Bool { b >= 0 && Int(b) < count && bodies[Int(b)].isMoving }
    if keepsLastBuild(joints, bodyCount: count, moving) { return }
    rows.removeAll(keepingCapacity: true)
    builtBodyCount = -1
    guard !joints.isEmpty else { return }
    defer {
      builtKeys.removeAll(keepingCapacity: true)
      for j in joints.indices { builtKeys.append(Self.key(joints[j], moving)) }
      builtBodyCount = count
    }
    @inline(__always) func isCandidate(_ joint: Joint) -> Bool {
      Self.isRod(joint) && joint.bodyA != joint.bodyB && (moving(joint.bodyA) || moving(joint.bodyB))
    }
    reset(&rodDegree, count, 0)
    for j in joints.indices where isCandidate(joints[j]) {
      if moving(joints[j].bodyA) { rodDegree[Int(joints[j].bodyA)] += 1 }
      if moving(joints[j].bodyB) { rodDegree[Int(joints[j].bodyB)] += 1 }
    }
    // The rods taken, listed per body (a counting sort).
    reset(&jointState, joints.count, 0)
    reset(&bodyRodStart, count + 1, 0)
    for j in joints.indices where isCandidate(joints[j]) {
      let a = joints[j].bodyA, b = joints[j].bodyB
      guard Self.joinsItems(a, b) || (moving(a) && rodDegree[Int(a)] > 1) || (moving(b) && rodDegree[Int(b)] > 1)
      else {
        continue
      }
      jointState[j] = 3
      if moving(a) { bodyRodStart[Int(a) + 1] += 1 }
      if moving(b) { bodyRodStart[Int(b) + 1] += 1 }
    }
    for b in 0..<count { bodyRodStart[b + 1] += bodyRodStart[b] }
    reset(&bodyRods, Int(bodyRodStart[count]), 0)
    reset(&rodDegree, count, 0)  // now each body's fill cursor
    for j in joints.indices where jointState[j] == 3 {
      jointState[j] = 0
      let a = joints[j].bodyA, b = joints[j].bodyB
      if moving(a) { bodyRods[Int(bodyRodStart[Int(a)] + rodDegree[Int(a)])] = Int32(j); rodDegree[Int(a)] += 1 }
      if moving(b) { bodyRods[Int(bodyRodStart[Int(b)] + rodDegree[Int(b)])] = Int32(j); rodDegree[Int(b)] += 1 }
    }
    // Depth first from each unvisited body; a body's rows follow those of its subtree: first its rods to
    // fixed ends, then the rod to its parent. A rod to a body already reached closes a loop.
    reset(&visited, count, false)
    for root in 0..<count where bodyRodStart[root + 1] > bodyRodStart[root] && !visited[root] {
      visited[root] = true
      stack.removeAll(keepingCapacity: true)
      stack.append((Int32(root), -1, bodyRodStart[root]))
      while let top = stack.last {
        let body = Int(top.body)
        if top.cursor < bodyRodStart[body + 1] {
          stack[stack.count - 1].cursor += 1
          let j = Int(bodyRods[Int(top.cursor)])
          let other = joints[j].bodyA == top.body ? joints[j].bodyB : joints[j].bodyA
          guard jointState[j] == 0, moving(other) else { continue }
          if visited[Int(other)] {
            jointState[j] = 2
          } else {
            jointState[j] = 1
            visited[Int(other)] = true
            stack.append((other, Int32(j), bodyRodStart[Int(other)]))
          }
          continue
        }
        for k in Int(bodyRodStart[body])..<Int(bodyRodStart[body + 1]) {
          let j = Int(bodyRods[k])
          let other = joints[j].bodyA == top.body ? joints[j].bodyB : joints[j].bodyA
          if !moving(other) { appendRows(j, &joints[j], moving) }
        }
        if top.parentRod >= 0 { appendRows(Int(top.parentRod), &joints[Int(top.parentRod)], moving) }
        stack.removeLast()
      }
    }
    // Rods that close loops come last: eliminating the trees' rows before them joins each to the rows
    // on its bodies' paths toward the root (the fill `addFill` finds), and to nothing else.
    let treeRows = rows.count
    for j in joints.indices where jointState[j] == 2 { appendRows(j, &joints[j], moving) }
    linkRows(bodyCount: count)
    if rows.count > treeRows { addFill() }
    isCentred = holdsCentres(joints)
    isPath = rows.indices.allSatisfy { r in
      let first = Int(entryStart[r]), end = Int(entryStart[r + 1])
      return first == end || (end == first + 1 && Int(column[first]) == r + 1)
    }
  }

  /// Whether every row's rod holds each moving end at its item's centre.
  private func holdsCentres(_ joints: UnsafeMutableBufferPointer<Joint>) -> Bool {
    rows.withUnsafeBufferPointer { rows in
      rows.allSatisfy { row in
        (row.bodyA < 0 || joints[Int(row.joint)].anchorA == .zero)
          && (row.bodyB < 0 || joints[Int(row.joint)].anchorB == .zero)
      }
    }
  }

  private mutating func appendRows(_ j: Int, _ joint: inout Joint, _ moving: (Int32) -> Bool) {
    Self.mark(&joint)
    let a: Int32 = moving(joint.bodyA) ? joint.bodyA : -1, b: Int32 = moving(joint.bodyB) ? joint.bodyB : -1
    if joint.isPointLike {
      rows.append(Row(joint: Int32(j), part: 1, bodyA: a, bodyB: b))
      rows.append(Row(joint: Int32(j), part: 2, bodyA: a, bodyB: b))
    } else {
      rows.append(Row(joint: Int32(j), part: 0, bodyA: a, bodyB: b))
    }
  }

  /// Lists each row's later neighbours: the later rows that share a moving body with it.
  private mutating func linkRows(bodyCount: Int) {
    reset(&bodyRowStart, bodyCount + 1, 0)
    for r in rows.indices {
      if rows[r].bodyA >= 0 { bodyRowStart[Int(rows[r].bodyA) + 1] += 1 }
      if rows[r].bodyB >= 0 { bodyRowStart[Int(rows[r].bodyB) + 1] += 1 }
    }
    for b in 0..<bodyCount { bodyRowStart[b + 1] += bodyRowStart[b] }
    reset(&bodyRowList, Int(bodyRowStart[bodyCount]), 0)
    reset(&rodDegree, bodyCount, 0)
    @inline(__always) func list(_ r: Int, at b: Int32) {
      guard b >= 0 else { return }
      bodyRowList[Int(bodyRowStart[Int(b)] + rodDegree[Int(b)])] = Int32(r)
      rodDegree[Int(b)] += 1
    }
    for r in rows.indices {
      list(r, at: rows[r].bodyA)
      list(r, at: rows[r].bodyB)
    }
    entryStart.removeAll(keepingCapacity: true)
    column.removeAll(keepingCapacity: true)
    entryStart.append(0)
    for r in rows.indices {
      let a = rows[r].bodyA, b = rows[r].bodyB
      if a >= 0 {
        for k in Int(bodyRowStart[Int(a)])..<Int(bodyRowStart[Int(a) + 1]) where bodyRowList[k] > r {
          column.append(bodyRowList[k])
        }
      }
      if b >= 0 {
        for k in Int(bodyRowStart[Int(b)])..<Int(bodyRowStart[Int(b) + 1]) where bodyRowList[k] > r {
          let s = Int(bodyRowList[k])
          if a >= 0 && (rows[s].bodyA == a || rows[s].bodyB == a) { continue }  // listed with A
          column.append(Int32(s))
        }
      }
      entryStart.append(Int32(column.count))
    }
    reset(&holdsBody, bodyCount, false)
    for r in rows.indices {
      if rows[r].bodyA >= 0 { holdsBody[Int(rows[r].bodyA)] = true }
      if rows[r].bodyB >= 0 { holdsBody[Int(rows[r].bodyB)] = true }
    }
    reset(&upper, column.count, 0)
    reset(&lower, column.count, 0)
  }

  /// Adds to each row's later neighbours the entries its elimination creates (a symbolic factorisation):
  /// eliminating row r joins its later neighbours to each other, which is the same, for the rows after
  /// it, as giving them all to the first of them (its parent in the elimination tree), in turn. The
  /// trees' own rows create none; only the rows of rods that close loops bring any.
  private mutating func addFill() {
    var pattern = rows.indices.map { r in Array(column[Int(entryStart[r])..<Int(entryStart[r + 1])]) }
    for r in pattern.indices {
      guard let parent = pattern[r].min() else { continue }
      for s in pattern[r] where s != parent && !pattern[Int(parent)].contains(s) {
        pattern[Int(parent)].append(s)
      }
    }
    column.removeAll(keepingCapacity: true)
    entryStart.removeAll(keepingCapacity: true)
    entryStart.append(0)
    for later in pattern {
      column.append(contentsOf: later)
      entryStart.append(Int32(column.count))
    }
    reset(&upper, column.count, 0)
    reset(&lower, column.count, 0)
  }

  /// Makes `array` `count` copies of `value`, in the storage it already has where that suffices.
  @inline(__always) private func reset<T>(_ array: inout ContiguousArray<T>, _ count: Int, _ value: T) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }
}

/// Marks on bodies that need no clearing between passes: a body is marked when its entry holds the
/// current pass's number.
struct BodyStamp {
  private var marks: ContiguousArray<UInt32> = []
  private var current: UInt32 = 0

  /// Starts a pass over `count` bodies.
  mutating func grow(to count: Int) {
    if marks.count < count { marks.append(contentsOf: repeatElement(0, count: count - marks.count)) }
    current &+= 1
    if current == 0 {
      for i in marks.indices { marks[i] = 0 }
      current = 1
    }
  }

  /// Marks body `b`; returns whether it was marked already in this pass.
  @inline(__always) mutating func mark(_ b: Int) -> Bool {
    if marks[b] == current { return true }
    marks[b] = current
    return false
  }
}
