/// Sweep and prune along x: shapes are kept sorted by the left edge of their bounds, which changes
/// little from step to step, so an insertion sort restores the order in about linear time.
struct BroadPhase {
  /// One shape in the sweep: its bounds, copied from the shape at the start of each sweep so that the
  /// sort and the sweep read one contiguous array (reading each comparison's bounds from a shape record
  /// had made the broad phase a twelfth of a pyramid's step, for a twentieth of its instructions).
  struct Entry {
    var bounds: AABB
    var shape: Int32
  }

  /// The shapes sorted by `bounds.minX`.
  private(set) var order: ContiguousArray<Entry> = []
  /// Keys `(lower body) << 32 | (higher body)` of the body pairs a joint connects, sorted: such bodies
  /// do not collide (Box2D's `collideConnected = false`).
  private(set) var connectedPairs: ContiguousArray<UInt64> = []

  /// Makes the sweep cover shapes `0..<count` (call after shapes are added or removed) and sets the
  /// body pairs that must not collide (any order; bodies flagged `Body.isConnected`).
  mutating func reset(shapeCount count: Int, connectedPairs pairs: ContiguousArray<UInt64> = []) {
    order.removeAll(keepingCapacity: true)
    for i in 0..<count { order.append(Entry(bounds: .empty, shape: Int32(i))) }
    connectedPairs = pairs
    connectedPairs.sort()
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

  /// Finds every pair of shapes whose bounds overlap and that `canCollide` accepts; appends
  /// `(lower index) << 32 | (higher index)` keys to `pairs`.
  mutating func findPairs(shapes: UnsafeBufferPointer<Shape>, bodies: UnsafeBufferPointer<Body>,
                          into pairs: inout ContiguousArray<UInt64>) {
    pairs.removeAll(keepingCapacity: true)
    let connected = connectedPairs
    connected.withUnsafeBufferPointer { connected in
      order.withUnsafeMutableBufferPointer { order in
        for k in 0..<order.count { order[k].bounds = shapes[Int(order[k].shape)].aabb }
        // Insertion sort on nearly sorted data.
        if order.count > 1 {
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
        for i in 0..<order.count {
          let boxA = order[i].bounds
          var j = i + 1
          while j < order.count {
            let boxB = order[j].bounds
            if boxB.minX > boxA.maxX { break }
            j += 1
            if boxA.minY > boxB.maxY || boxB.minY > boxA.maxY { continue }
            let a = Int(order[i].shape), b = Int(order[j - 1].shape)
            if Self.canCollide(shapes[a], shapes[b], bodies, connected) {
              let low = UInt64(min(a, b)), high = UInt64(max(a, b))
              pairs.append(low << 32 | high)
            }
          }
        }
      }
    }
  }

  /// The collision filter of uikit-dynamics.md §5.3: two items collide when one collision behaviour
  /// holds both with `.items` in its mode; an item meets a boundary when the boundary's behaviour holds
  /// the item with `.boundaries`; items an attachment connects do not collide with each other. Two
  /// bodies that do not move (static or asleep) are not tested.
  @inline(__always)
  static func canCollide(_ a: Shape, _ b: Shape, _ bodies: UnsafeBufferPointer<Body>,
                         _ connected: UnsafeBufferPointer<UInt64>) -> Bool {
    if a.body == b.body { return false }
    // At least one of the two must move: static and sleeping bodies keep their old contacts.
    if !bodies[Int(a.body)].isMoving && !bodies[Int(b.body)].isMoving { return false }
    switch (a.isBoundary, b.isBoundary) {
    case (false, false):
      if bodies[Int(a.body)].isConnected && bodies[Int(b.body)].isConnected
        && areConnected(a.body, b.body, in: connected) { return false }
      return a.itemMask & b.itemMask != 0
    case (false, true): return a.boundaryMask & b.groupMask != 0
    case (true, false): return b.boundaryMask & a.groupMask != 0
    case (true, true): return false
    }
  }
}
