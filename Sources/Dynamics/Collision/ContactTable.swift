/// Open-addressing hash map from a shape-pair key to a contact index, rebuilt every step without
/// allocating once it has grown to the scene's size.
struct ContactTable {
  private static let emptyKey = UInt64.max
  private var keys: ContiguousArray<UInt64> = []
  private var values: ContiguousArray<Int32> = []
  private var mask = 0

  /// Clears the table and makes room for `count` entries at a load factor of at most one half.
  mutating func reset(capacityFor count: Int) {
    var capacity = 16
    while capacity < 2 * count { capacity <<= 1 }
    if keys.count != capacity {
      keys = ContiguousArray(repeating: Self.emptyKey, count: capacity)
      values = ContiguousArray(repeating: -1, count: capacity)
    } else {
      keys.withUnsafeMutableBufferPointer { $0.update(repeating: Self.emptyKey) }
    }
    mask = capacity - 1
  }

  @inline(__always) private func slot(for key: UInt64) -> Int {
    // Fibonacci hashing spreads consecutive pair keys.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 17) & mask
  }

  mutating func insert(_ key: UInt64, _ value: Int32) {
    var i = slot(for: key)
    while keys[i] != Self.emptyKey && keys[i] != key { i = (i + 1) & mask }
    keys[i] = key
    values[i] = value
  }

  func find(_ key: UInt64) -> Int32? {
    guard mask > 0 else { return nil }
    var i = slot(for: key)
    while keys[i] != Self.emptyKey {
      if keys[i] == key { return values[i] }
      i = (i + 1) & mask
    }
    return nil
  }
}
