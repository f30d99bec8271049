import Foundation

/// A collision behaviour's named boundaries in the order they were last added, with adding, replacing,
/// removing and finding one by identifier in constant time (amortised): a replaced or removed boundary
/// leaves a hole that is closed once holes outnumber boundaries.
struct NamedBoundaries {
  struct Entry {
    let identifier: any NSCopying
    let path: UIBezierPath
  }

  private var slots: [Entry?] = []
  private var slotOfKey: [BoundaryKey: Int] = [:]

  var isEmpty: Bool { slotOfKey.isEmpty }

  /// The boundaries in order.
  var entries: [Entry] { slots.compactMap { $0 } }

  /// Adds a boundary, replacing (and moving to the end) one with the same identifier.
  mutating func set(_ identifier: any NSCopying, path: UIBezierPath) {
    let key = BoundaryKey(identifier)
    if let old = slotOfKey[key] { slots[old] = nil }
    slotOfKey[key] = slots.count
    slots.append(Entry(identifier: identifier, path: path))
    closeHolesIfSparse()
  }

  func path(for identifier: any NSCopying) -> UIBezierPath? {
    slotOfKey[BoundaryKey(identifier)].flatMap { slots[$0]?.path }
  }

  mutating func remove(_ identifier: any NSCopying) {
    guard let slot = slotOfKey.removeValue(forKey: BoundaryKey(identifier)) else { return }
    slots[slot] = nil
    closeHolesIfSparse()
  }

  mutating func removeAll() {
    slots.removeAll()
    slotOfKey.removeAll()
  }

  private mutating func closeHolesIfSparse() {
    guard slots.count > 16, slots.count > 2 * slotOfKey.count else { return }
    slots = slots.filter { $0 != nil }
    for (slot, entry) in slots.enumerated() {
      if let entry { slotOfKey[BoundaryKey(entry.identifier)] = slot }
    }
  }
}
