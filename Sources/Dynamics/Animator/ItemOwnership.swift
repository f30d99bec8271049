import Foundation

/// Which animator moves an item that several animators name: the one the item was most recently added
/// to. The others leave it out of their simulation (and list it in `ignoredItems`) until it is added
/// to them again or its animator lets it go (removes it, or is released).
///
/// Shared by every animator, and so behind a lock. An animator looks at it when it rebuilds its world,
/// and reads `generation` once per step to learn whether any item changed hands since. Items and owners
/// are kept by identity, without references: an owner holds its items until it lets them go, and lets
/// every one go when it is released, so no entry outlives the objects it names. (A weak reference would
/// give each view a side table and make every retain of it take the slow path: 2 % of a 1 000-item step.)
final class ItemOwnership: @unchecked Sendable {
  static let shared = ItemOwnership()

  private struct Entry {
    let owner: ObjectIdentifier
    /// Whether another animator has left the item out because of this owner.
    var isContested = false
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var changes = 0

  /// Grows whenever an item changes hands or a contested item is let go.
  var generation: Int { lock.withLock { changes } }

  /// Claims `items` for `animator`: those in `added` (newly named by it) from any animator, the others
  /// only if no other animator holds them. Returns the indices of `items` it may not move.
  func claim(_ items: [UIDynamicItem], added: Set<ObjectIdentifier>, by animator: UIDynamicAnimator) -> Set<Int> {
    lock.withLock {
      var refused: Set<Int> = []
      let claimant = ObjectIdentifier(animator)
      for (index, item) in items.enumerated() {
        let key = ObjectIdentifier(item)
        if let entry = entries[key], entry.owner != claimant {
          if !added.contains(key) {
            entries[key]?.isContested = true
            refused.insert(index)
            continue
          }
          changes += 1
        }
        entries[key] = Entry(owner: claimant)
      }
      return refused
    }
  }

  /// Lets go of the items `animator` holds among `items`.
  func release(_ items: [UIDynamicItem], by animator: UIDynamicAnimator) {
    lock.withLock {
      let owner = ObjectIdentifier(animator)
      for item in items {
        let key = ObjectIdentifier(item)
        guard let entry = entries[key], entry.owner == owner else { continue }
        if entry.isContested { changes += 1 }
        entries[key] = nil
      }
    }
  }

  /// Whether another animator than `animator` holds `item`.
  func isHeldElsewhere(_ item: UIDynamicItem, than animator: UIDynamicAnimator) -> Bool {
    lock.withLock {
      guard let entry = entries[ObjectIdentifier(item)] else { return false }
      return entry.owner != ObjectIdentifier(animator)
    }
  }
}
