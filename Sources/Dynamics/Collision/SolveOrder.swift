/// A new contact's place in the solve order (`World.sortBySolveOrder`): whether it has a static body,
/// its shape pair scrambled (`World.solveOrderKey`), and its index among the step's new contacts.
struct SolveOrderEntry {
  var grounded: Bool
  var key: UInt64
  var index: Int32

  /// Contacts between items first, then by key (keys are unique: the scramble is a bijection).
  @inline(__always) func precedes(_ other: SolveOrderEntry) -> Bool {
    grounded != other.grounded ? !grounded : key < other.key
  }
}

extension World {
  /// Puts this step's new contacts in the solve order: those with a static body (a boundary) after those
  /// between items, each group in the order of its scrambled shape pairs (`solveOrderKey`), an order with
  /// no direction in space. New contacts follow the old ones, which keep last step's order.
  ///
  /// The order had been the one a sweep along x reports pairs in, so every contact was solved after the
  /// contacts to its left; with one iteration per pass every box took its left supports' impulses before
  /// its right ones', the same way at every box, and the bias added up to a lean: pyramid-40 leaned and
  /// swayed at up to 6 pt/s at its top (Box2D, whose graph colouring has no such direction, 1.3) and was
  /// asleep from step 107 (Box2D 99 under the same rule; now 93). Boundaries come last so that a boundary's
  /// contact has the last word over the contacts found with it: the sweep had put a right-hand wall last
  /// by chance, and a light item crushed into it by a 3 600 times heavier one sank 5 pt when the wall's
  /// contact came first (`ImpactContainmentTests`). docs/engine-decisions.md, "Stable solving order".
  /// Sorted through `freshContactOrder` and `sortedFreshContacts`, which keep their capacity: nothing is
  /// allocated once they have grown.
  func sortBySolveOrder(_ fresh: inout ContiguousArray<Contact>) {
    guard fresh.count > 1 else { return }
    var entries = ContiguousArray<SolveOrderEntry>()
    swap(&entries, &context.freshContactOrder)
    defer { swap(&entries, &context.freshContactOrder) }
    entries.removeAll(keepingCapacity: true)
    var sorted = true
    for i in fresh.indices {
      let grounded = bodies[Int(fresh[i].bodyA)].isStatic || bodies[Int(fresh[i].bodyB)].isStatic
      let entry = SolveOrderEntry(grounded: grounded, key: Self.solveOrderKey(fresh[i].key), index: Int32(i))
      if let last = entries.last, entry.precedes(last) { sorted = false }
      entries.append(entry)
    }
    guard !sorted else { return }
    entries.withUnsafeMutableBufferPointer { Self.heapSort($0) }
    var permuted = ContiguousArray<Contact>()
    swap(&permuted, &context.sortedFreshContacts)
    permuted.removeAll(keepingCapacity: true)
    for entry in entries { permuted.append(fresh[Int(entry.index)]) }
    swap(&permuted, &fresh)
    swap(&permuted, &context.sortedFreshContacts)  // the old order's buffer, kept for the next step
  }

  /// A shape pair's key (`(lower shape) << 32 | (higher shape)`) scrambled by SplitMix64's finaliser, a
  /// bijection: distinct pairs keep distinct keys, in an order unrelated to where the shapes are.
  @inline(__always) static func solveOrderKey(_ pair: UInt64) -> UInt64 {
    var x = pair &+ 0x9E37_79B9_7F4A_7C15
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 31)
  }

  /// Heapsort by `SolveOrderEntry.precedes` (a strict total order, so any correct sort gives the same
  /// order): in place, O(n log n), no allocation, where the standard library's sort takes a buffer for
  /// more than 20 elements.
  static func heapSort(_ a: UnsafeMutableBufferPointer<SolveOrderEntry>) {
    let n = a.count
    guard n > 1 else { return }
    @inline(__always) func siftDown(_ start: Int, _ end: Int) {
      var root = start
      while 2 * root + 1 < end {
        var child = 2 * root + 1
        if child + 1 < end && a[child].precedes(a[child + 1]) { child += 1 }
        guard a[root].precedes(a[child]) else { return }
        a.swapAt(root, child)
        root = child
      }
    }
    for start in stride(from: n / 2 - 1, through: 0, by: -1) { siftDown(start, n) }
    for end in stride(from: n - 1, to: 0, by: -1) {
      a.swapAt(0, end)
      siftDown(0, end)
    }
  }
}
