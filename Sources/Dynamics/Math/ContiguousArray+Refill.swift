extension ContiguousArray {
  /// Makes the array `count` copies of `value`: in place when it has `count` elements already (a step's
  /// scratch array while the bodies stay the same), else in the storage it has where that suffices.
  /// `removeAll(keepingCapacity:)` and `append(contentsOf:)` are calls into the standard library's
  /// generic code, some 250 instructions per array even for five elements.
  @inline(__always)
  mutating func refill(with value: Element, count: Int) {
    if self.count == count {
      withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    } else {
      removeAll(keepingCapacity: true)
      append(contentsOf: repeatElement(value, count: count))
    }
  }
}
