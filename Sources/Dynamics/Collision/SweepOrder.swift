/// A contact's place in the order a sweep over the current bounds reports its pair
/// (`BroadPhase.sweepOrderKey`), and its index among the step's new contacts.
struct SweepOrderEntry {
  var key: UInt64
  var index: Int32
}

extension World {
  /// Puts this step's new contacts in the order in which a sweep and prune over the current bounds
  /// reports their pairs. The broad phase hands pairs over in its candidates' order, which depends on
  /// when the candidates were last swept; new contacts follow the old ones in the solve's order, so
  /// their order must not depend on that (it is the order the engine has always used, and keeps every
  /// scene's numbers bit for bit). Sorted through `freshContactOrder` and `sortedFreshContacts`, which
  /// keep their capacity: nothing is allocated once they have grown.
  func sortBySweepOrder(_ fresh: inout ContiguousArray<Contact>) {
    guard fresh.count > 1 else { return }
    var entries = ContiguousArray<SweepOrderEntry>()
    swap(&entries, &freshContactOrder)
    defer { swap(&entries, &freshContactOrder) }
    entries.removeAll(keepingCapacity: true)
    var sorted = true
    for i in fresh.indices {
      let key = broadPhase.sweepOrderKey(fresh[i].shapeA, fresh[i].shapeB)
      if let last = entries.last, last.key > key { sorted = false }
      entries.append(SweepOrderEntry(key: key, index: Int32(i)))
    }
    guard !sorted else { return }
    entries.withUnsafeMutableBufferPointer { Self.heapSort($0) }
    var permuted = ContiguousArray<Contact>()
    swap(&permuted, &sortedFreshContacts)
    permuted.removeAll(keepingCapacity: true)
    for entry in entries { permuted.append(fresh[Int(entry.index)]) }
    swap(&permuted, &fresh)
    swap(&permuted, &sortedFreshContacts)  // the old order's buffer, kept for the next step
  }

  /// Heapsort by `key` (unique keys, so any correct sort gives the same order): in place, O(n log n),
  /// no allocation, where the standard library's sort takes a buffer for more than 20 elements.
  static func heapSort(_ a: UnsafeMutableBufferPointer<SweepOrderEntry>) {
    let n = a.count
    guard n > 1 else { return }
    @inline(__always) func siftDown(_ start: Int, _ end: Int) {
      var root = start
      while 2 * root + 1 < end {
        var child = 2 * root + 1
        if child + 1 < end && a[child].key < a[child + 1].key { child += 1 }
        guard a[root].key < a[child].key else { return }
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
