/// Finds the shape pairs whose bounds overlap, in two layers:
///
/// - **Candidates**: pairs whose *fat* bounds overlap (each shape's bounds grown by
///   `Tuning.fatBoundsMargin` when it last left its fat box) and that the collision filter admits. They
///   are found by a sweep and prune along x and kept until some shape leaves its fat box; a resting stack
///   never does, so its steps skip the sweep (Box2D's fattened boxes, with a sweep instead of a tree).
/// - **Pairs**: each step, the candidates whose current bounds overlap and of which at least one body
///   moves. The result is the set the plain sweep over the current bounds finds, in no particular order
///   (the contacts have an order of their own: `World.sortBySolveOrder`).
struct BroadPhase {
  /// One shape in a sweep: its bounds, copied from the shape or the fat bounds at the start of each sort,
  /// so that the sort and the sweep read one contiguous array.
  struct Entry {
    var bounds: AABB
    var shape: Int32
  }

  /// The shapes sorted by `bounds.minX` of their fat bounds (the candidates' sweep).
  private var fatOrder: ContiguousArray<Entry> = []
  /// Per shape, a box around its bounds that it has not left since the candidates were found (`.empty`
  /// before its first step).
  private(set) var fatBounds: ContiguousArray<AABB> = []
  /// Keys `(lower shape) << 32 | (higher shape)` of the pairs whose fat bounds overlap and that may ever
  /// collide (`mayCollide`), as of the last sweep.
  private(set) var candidates: ContiguousArray<UInt64> = []
  /// Per shape this step: its bounds, whether its body moves, whether it left its fat bounds; the
  /// shapes that did; the boundary shapes (as of the last sweep).
  private var bounds: ContiguousArray<AABB> = []
  private var moves: ContiguousArray<Bool> = []
  private var isEscaped: ContiguousArray<Bool> = []
  private var escaped: ContiguousArray<Int32> = []
  private var boundaryShapes: ContiguousArray<Int32> = []
  /// How many times the candidates were updated for a few escaped shapes since `reset` (tests read it).
  private(set) var candidateUpdates = 0
  /// Whether `candidates` needs a sweep (after `reset`).
  private var candidatesAreStale = true
  /// How many times the candidates were swept since `reset` (tests read it).
  private(set) var candidateSweeps = 0
  /// Whether the last sweep or update stopped at `Tuning.maximumCandidatePairs` (some overlapping
  /// pairs then have no contact until the crowd thins out).
  private(set) var isCapped = false
  /// Keys `(lower body) << 32 | (higher body)` of the body pairs a joint connects, sorted: such bodies
  /// do not collide (Box2D's `collideConnected = false`).
  private(set) var connectedPairs: ContiguousArray<UInt64> = []
  /// The shapes' masks past the first 64 collision behaviours.
  private(set) var maskOverflow = MaskOverflow()

  /// How many shapes the sweep covers (`reset`).
  var shapeCount: Int { fatOrder.count }

  /// Makes the sweep cover shapes `0..<count` (call after shapes are added or removed) and sets the
  /// body pairs that must not collide (any order; bodies flagged `Body.isConnected`).
  mutating func reset(shapeCount count: Int, connectedPairs pairs: ContiguousArray<UInt64> = [],
                      maskOverflow overflow: MaskOverflow = MaskOverflow()) {
    fatOrder.removeAll(keepingCapacity: true)
    for i in 0..<count { fatOrder.append(Entry(bounds: .empty, shape: Int32(i))) }
    fatBounds = ContiguousArray(repeating: .empty, count: count)
    bounds = ContiguousArray(repeating: .empty, count: count)
    moves = ContiguousArray(repeating: false, count: count)
    isEscaped = ContiguousArray(repeating: false, count: count)
    candidateUpdates = 0
    candidates.removeAll(keepingCapacity: true)
    candidatesAreStale = true
    candidateSweeps = 0
    connectedPairs = pairs
    connectedPairs.sort()
    maskOverflow = overflow
  }

  /// Whether a joint connects bodies `a` and `b` (a binary search; only called when both bodies are
  /// flagged, so scenes without item-to-item joints never pay for it).
  @inline(__always)
  static func areConnected(_ a: Int32, _ b: Int32, in pairs: UnsafeBufferPointer<UInt64>) -> Bool {
    let key = UInt64(UInt32(min(a, b))) << 32 | UInt64(UInt32(max(a, b)))
    var low = 0, high = pairs.count
    while low < high {
      let mid = (low + high) >> 1
      if pairs[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low < pairs.count && pairs[low] == key
  }

  /// Finds every pair of shapes whose bounds overlap, that `mayCollide` accepts and of which at least one
  /// body moves; sets `pairs` to their keys `(lower index) << 32 | (higher index)`, in the candidates' order.
  mutating func findPairs(shapes: UnsafeBufferPointer<Shape>, bodies: UnsafeBufferPointer<Body>,
                          into pairs: inout ContiguousArray<UInt64>) {
    if shapeCount != shapes.count {
      reset(shapeCount: shapes.count, connectedPairs: connectedPairs, maskOverflow: maskOverflow)
    }
    let margin = Tuning.fatBoundsMargin
    escaped.removeAll(keepingCapacity: true)
    bounds.withUnsafeMutableBufferPointer { bounds in
      moves.withUnsafeMutableBufferPointer { moves in
        fatBounds.withUnsafeMutableBufferPointer { fat in
          for s in 0..<shapes.count {
            let box = shapes[s].aabb
            bounds[s] = box
            moves[s] = bodies[Int(shapes[s].body)].isMoving
            if !fat[s].contains(box) {
              fat[s] = box.grown(by: margin)
              escaped.append(Int32(s))
            }
          }
        }
      }
    }
    if candidatesAreStale || 4 * escaped.count > shapes.count {
      sweepCandidates(shapes: shapes, bodies: bodies)
    } else if !escaped.isEmpty {
      updateCandidates(shapes: shapes, bodies: bodies)
    }
    // Written through a pointer into room for every candidate, then cut to the pairs found: appended one
    // by one, each pair had checked that the array was not shared and had room (some 20 instructions).
    if pairs.count < candidates.count {
      pairs.append(contentsOf: repeatElement(0, count: candidates.count - pairs.count))
    }
    var found = 0
    bounds.withUnsafeBufferPointer { bounds in
      moves.withUnsafeBufferPointer { moves in
        candidates.withUnsafeBufferPointer { candidates in
          pairs.withUnsafeMutableBufferPointer { pairs in
            for key in candidates {
              let a = Int(key >> 32), b = Int(key & 0xFFFF_FFFF)
              guard moves[a] || moves[b], bounds[a].overlaps(bounds[b]) else { continue }
              pairs[found] = key
              found += 1
            }
          }
        }
      }
    }
    pairs.removeLast(pairs.count - found)
  }

  /// The candidates from the fat bounds: sweep and prune along x.
  private mutating func sweepCandidates(shapes: UnsafeBufferPointer<Shape>, bodies: UnsafeBufferPointer<Body>) {
    candidatesAreStale = false
    candidateSweeps += 1
    candidates.removeAll(keepingCapacity: true)
    isCapped = false
    let cap = Tuning.maximumCandidatePairs(shapeCount: shapes.count)
    boundaryShapes.removeAll(keepingCapacity: true)
    for s in 0..<shapes.count where shapes[s].isBoundary { boundaryShapes.append(Int32(s)) }
    let connected = connectedPairs, overflow = maskOverflow
    connected.withUnsafeBufferPointer { connected in
      fatOrder.withUnsafeMutableBufferPointer { order in
        for k in 0..<order.count { order[k].bounds = fatBounds[Int(order[k].shape)] }
        Self.sortByLeftEdge(order)
        sweep: for i in 0..<order.count {
          let boxA = order[i].bounds
          var j = i + 1
          while j < order.count {
            let boxB = order[j].bounds
            if boxB.minX > boxA.maxX { break }
            j += 1
            if boxA.minY > boxB.maxY || boxB.minY > boxA.maxY { continue }
            let a = Int(order[i].shape), b = Int(order[j - 1].shape)
            if Self.mayCollide(a, b, shapes, bodies, connected, overflow) {
              guard candidates.count < cap else {
                isCapped = true
                break sweep
              }
              let low = UInt64(min(a, b)), high = UInt64(max(a, b))
              candidates.append(low << 32 | high)
            }
          }
        }
      }
    }
  }

  /// The candidates after a few shapes (`escaped`) left their fat bounds and got new ones: their old
  /// candidates are dropped and each is tested against every fat box it may reach. `fatOrder` is sorted
  /// again, so a window of left edges bounds the search: a box that overlaps fat box F starts within
  /// the widest box's width left of F. Boundaries can be far wider than items, so they are left out of
  /// the window and each escaped shape is tested against all of them. The candidates' order changes,
  /// which nothing depends on (`World.sortBySolveOrder`).
  private mutating func updateCandidates(shapes: UnsafeBufferPointer<Shape>, bodies: UnsafeBufferPointer<Body>) {
    candidateUpdates += 1
    let connected = connectedPairs, overflow = maskOverflow
    let cap = Tuning.maximumCandidatePairs(shapeCount: shapes.count)
    isEscaped.withUnsafeMutableBufferPointer { isEscaped in
      for s in escaped { isEscaped[Int(s)] = true }
      // Drop the pairs with an escaped shape, keeping the others in order.
      var kept = 0
      candidates.withUnsafeMutableBufferPointer { candidates in
        for k in 0..<candidates.count {
          let key = candidates[k]
          if isEscaped[Int(key >> 32)] || isEscaped[Int(key & 0xFFFF_FFFF)] { continue }
          candidates[kept] = key
          kept += 1
        }
      }
      candidates.removeLast(candidates.count - kept)
      connected.withUnsafeBufferPointer { connected in
        fatOrder.withUnsafeMutableBufferPointer { order in
          var widest = 0.0
          for k in 0..<order.count {
            let shape = Int(order[k].shape)
            order[k].bounds = fatBounds[shape]
            if !shapes[shape].isBoundary { widest = Swift.max(widest, order[k].bounds.maxX - order[k].bounds.minX) }
          }
          Self.sortByLeftEdge(order)
          for s in escaped where !isCapped {
            let a = Int(s), box = fatBounds[a], shapeA = shapes[a]
            @inline(__always) func consider(_ b: Int) {
              // A pair of two escaped shapes is found from both: kept from the lower one's query.
              guard b != a, !(isEscaped[b] && b < a), box.overlaps(fatBounds[b]),
                Self.mayCollide(a, b, shapes, bodies, connected, overflow) else { return }
              guard candidates.count < cap else {
                isCapped = true
                return
              }
              candidates.append(UInt64(Swift.min(a, b)) << 32 | UInt64(Swift.max(a, b)))
            }
            // The first left edge at or beyond box.minX − widest (binary search), then every edge up to box.maxX.
            let from = box.minX - widest
            var low = 0, high = order.count
            while low < high {
              let mid = (low + high) >> 1
              if order[mid].bounds.minX < from { low = mid + 1 } else { high = mid }
            }
            var k = low
            while k < order.count && order[k].bounds.minX <= box.maxX && !isCapped {
              let b = Int(order[k].shape)
              if !shapes[b].isBoundary { consider(b) }
              k += 1
            }
            for b in boundaryShapes where !shapeA.isBoundary { consider(Int(b)) }
          }
        }
      }
      for s in escaped { isEscaped[Int(s)] = false }
    }
  }

  /// Insertion sort by `bounds.minX`, about linear on nearly sorted data; stable, so that equal edges
  /// keep last step's order.
  private static func sortByLeftEdge(_ order: UnsafeMutableBufferPointer<Entry>) {
    guard order.count > 1 else { return }
    for i in 1..<order.count {
      let item = order[i]
      let key = item.bounds.minX
      var j = i - 1
      while j >= 0 && order[j].bounds.minX > key {
        order[j + 1] = order[j]
        j -= 1
      }
      order[j + 1] = item
    }
  }

  /// The collision filter of uikit-dynamics.md §5.3: two items collide when one collision behaviour
  /// holds both with `.items` in its mode; an item meets a boundary when the boundary's behaviour holds
  /// the item with `.boundaries`; items an attachment connects do not collide with each other. (The
  /// filter's other half, that at least one of the two bodies moves, is tested per step in `findPairs`:
  /// static and sleeping bodies keep their old contacts.) It holds while the world's behaviours stay as
  /// they are, so candidates are filtered once.
  @inline(__always)
  static func mayCollide(_ i: Int, _ j: Int, _ shapes: UnsafeBufferPointer<Shape>, _ bodies: UnsafeBufferPointer<Body>,
                         _ connected: UnsafeBufferPointer<UInt64>, _ overflow: MaskOverflow) -> Bool {
    let a = shapes[i], b = shapes[j]
    if a.body == b.body { return false }
    switch (a.isBoundary, b.isBoundary) {
    case (false, false):
      if bodies[Int(a.body)].isConnected && bodies[Int(b.body)].isConnected
        && areConnected(a.body, b.body, in: connected) { return false }
      return a.itemMask & b.itemMask != 0 || overflow.meet(i, .item, j, .item)
    case (false, true): return a.boundaryMask & b.groupMask != 0 || overflow.meet(i, .boundary, j, .group)
    case (true, false): return b.boundaryMask & a.groupMask != 0 || overflow.meet(j, .boundary, i, .group)
    case (true, true): return false
    }
  }
}
