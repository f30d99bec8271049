/// Open-addressing hash map from a shape-pair key to a contact index, rebuilt every step without
/// allocating once it has grown to the scene's size.
struct ContactTable {
  private static let emptyKey = UInt64.max
  private var keys: ContiguousArray<UInt64> = []
  private var values: ContiguousArray<Int32> = []
  private var mask = 0
  /// The slots `rebuild` filled (their first `filledCount`), so that the next `reset` empties only
  /// those: clearing the whole table, a 64 KB memset for pyramid-40's 2 400 contacts, had cost more than
  /// filling it.
  private var filled: ContiguousArray<Int32> = []
  private var filledCount = 0

  /// Clears the table and makes room for `count` entries at a load factor of at most one half.
  mutating func reset(capacityFor count: Int) {
    var capacity = 16
    while capacity < 2 * count { capacity <<= 1 }
    // Kept when up to four times larger than needed: a count that goes back and forth across a power
    // of two reallocated the table every time (a chain whose links touch now and then). Lookups do not
    // depend on the capacity.
    if keys.count >= capacity && keys.count <= 4 * capacity {
      capacity = keys.count
    }
    if keys.count != capacity {
      keys = ContiguousArray(repeating: Self.emptyKey, count: capacity)
      values = ContiguousArray(repeating: -1, count: capacity)
    } else {
      let count = filledCount
      keys.withUnsafeMutableBufferPointer { keys in
        filled.withUnsafeBufferPointer { filled in
          for i in 0..<count { keys[Int(filled[i])] = Self.emptyKey }
        }
      }
    }
    filledCount = 0
    if filled.count < count { filled.append(contentsOf: repeatElement(0, count: count - filled.count)) }
    mask = capacity - 1
  }

  @inline(__always) private static func slot(for key: UInt64, mask: Int) -> Int {
    // Fibonacci hashing spreads consecutive pair keys.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 17) & mask
  }

  /// Clears the table and inserts every contact's key: index i for `contacts[i]`, −1 − j for
  /// `sleeping[j]`, with the arrays opened once (each element written through the array properties had
  /// checked that they were not shared, two checks per contact and step).
  mutating func rebuild(contacts: ContiguousArray<Contact>, sleeping: ContiguousArray<Contact>) {
    reset(capacityFor: contacts.count + sleeping.count)
    let mask = mask
    var filledCount = 0
    keys.withUnsafeMutableBufferPointer { keys in
      values.withUnsafeMutableBufferPointer { values in
        filled.withUnsafeMutableBufferPointer { filled in
          let table = Table(keys: keys, values: values, filled: filled, mask: mask)
          contacts.withUnsafeBufferPointer { contacts in
            for i in contacts.indices { Self.insert(contacts[i].key, Int32(i), table, &filledCount) }
          }
          sleeping.withUnsafeBufferPointer { sleeping in
            for j in sleeping.indices { Self.insert(sleeping[j].key, Int32(-1 - j), table, &filledCount) }
          }
        }
      }
    }
    self.filledCount = filledCount
  }

  /// The table's arrays, open while `rebuild` fills them.
  private struct Table {
    let keys: UnsafeMutableBufferPointer<UInt64>
    let values: UnsafeMutableBufferPointer<Int32>
    let filled: UnsafeMutableBufferPointer<Int32>
    let mask: Int
  }

  @inline(__always)
  private static func insert(_ key: UInt64, _ value: Int32, _ table: Table, _ filledCount: inout Int) {
    var i = slot(for: key, mask: table.mask)
    while table.keys[i] != emptyKey && table.keys[i] != key { i = (i + 1) & table.mask }
    if table.keys[i] == emptyKey {
      table.filled[filledCount] = Int32(i)
      filledCount += 1
    }
    table.keys[i] = key
    table.values[i] = value
  }

  func find(_ key: UInt64) -> Int32? {
    guard mask > 0 else { return nil }
    var i = Self.slot(for: key, mask: mask)
    while keys[i] != Self.emptyKey {
      if keys[i] == key { return values[i] }
      i = (i + 1) & mask
    }
    return nil
  }
}
