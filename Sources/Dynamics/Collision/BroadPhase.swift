/// Sweep and prune along x: shapes are kept sorted by the left edge of their bounds, which changes
/// little from step to step, so an insertion sort restores the order in about linear time.
struct BroadPhase {
  /// Shape indices sorted by `aabb.minX`.
  private(set) var order: ContiguousArray<Int32> = []

  /// Makes the sweep cover shapes `0..<count` (call after shapes are added or removed).
  mutating func reset(shapeCount count: Int) {
    order.removeAll(keepingCapacity: true)
    for i in 0..<count { order.append(Int32(i)) }
  }

  /// Finds every pair of shapes whose bounds overlap and that `canCollide` accepts; appends
  /// `(lower index) << 32 | (higher index)` keys to `pairs`.
  mutating func findPairs(shapes: UnsafeBufferPointer<Shape>, bodies: UnsafeBufferPointer<Body>,
                          into pairs: inout ContiguousArray<UInt64>) {
    pairs.removeAll(keepingCapacity: true)
    order.withUnsafeMutableBufferPointer { order in
      // Insertion sort on nearly sorted data.
      if order.count > 1 {
        for i in 1..<order.count {
          let item = order[i]
          let key = shapes[Int(item)].aabb.minX
          var j = i - 1
          while j >= 0 && shapes[Int(order[j])].aabb.minX > key {
            order[j + 1] = order[j]
            j -= 1
          }
          order[j + 1] = item
        }
      }
      for i in 0..<order.count {
        let a = Int(order[i])
        let boxA = shapes[a].aabb
        var j = i + 1
        while j < order.count {
          let b = Int(order[j])
          let boxB = shapes[b].aabb
          if boxB.minX > boxA.maxX { break }
          j += 1
          if boxA.minY > boxB.maxY || boxB.minY > boxA.maxY { continue }
          if Self.canCollide(shapes[a], shapes[b], bodies) {
            let low = UInt64(min(a, b)), high = UInt64(max(a, b))
            pairs.append(low << 32 | high)
          }
        }
      }
    }
  }

  /// The collision filter of uikit-dynamics.md §5.3: two items collide when one collision behaviour
  /// holds both with `.items` in its mode; an item meets a boundary when the boundary's behaviour holds
  /// the item with `.boundaries`. Two bodies that do not move (static or asleep) are not
  /// tested.
  @inline(__always)
  static func canCollide(_ a: Shape, _ b: Shape, _ bodies: UnsafeBufferPointer<Body>) -> Bool {
    if a.body == b.body { return false }
    // At least one of the two must move: static and sleeping bodies keep their old contacts.
    if !bodies[Int(a.body)].isMoving && !bodies[Int(b.body)].isMoving { return false }
    switch (a.isBoundary, b.isBoundary) {
    case (false, false): return a.itemMask & b.itemMask != 0
    case (false, true): return a.boundaryMask & b.groupMask != 0
    case (true, false): return b.boundaryMask & a.groupMask != 0
    case (true, true): return false
    }
  }
}
