import Foundation

// The animator's side of the engine's limits (Dynamics.docc, DifferencesFromUIKit.md, "Limits"): what it
// reports about input it changed, and which items it may move when other animators name them too.
extension UIDynamicAnimator {
  /// Records a message in `diagnostics` (once per text, at most 100) and, in debug builds, prints it.
  func report(_ message: String) {
    guard diagnostics.count < 100, !diagnostics.contains(message) else { return }
    diagnostics.append(message)
    #if DEBUG
    FileHandle.standardError.write(Data("Dynamics: \(message)\n".utf8))
    #endif
  }

  /// Claims the items the behaviours name: items added since the last rebuild from any other animator,
  /// the others only where no other animator holds them. Lets go of items no longer named. Returns the
  /// items another animator moves, which this one leaves out.
  func claimNamedItems(_ named: [UIDynamicItem]) -> Set<ObjectIdentifier> {
    var unique: [UIDynamicItem] = []
    var keys: Set<ObjectIdentifier> = []
    for item in named where keys.insert(ObjectIdentifier(item)).inserted { unique.append(item) }
    let ownership = ItemOwnership.shared
    ownership.release(namedItems.filter { !keys.contains(ObjectIdentifier($0)) }, by: self)
    let refused = ownership.claim(unique, added: keys.subtracting(namedItemKeys), by: self)
    namedItems = unique
    namedItemKeys = keys
    itemsHeldElsewhere = Set(refused.map { ObjectIdentifier(unique[$0]) })
    ownershipGeneration = ownership.generation
    if !refused.isEmpty {
      report("an item that another animator began to simulate later is left out here (ignoredItems)")
    }
    return itemsHeldElsewhere
  }

  /// Rebuilds the world before the step when an item it moves went to another animator, or one it left
  /// out was let go. Costs one look at the ownership table's generation per step.
  func noticeItemsChangingHands() {
    guard !namedItems.isEmpty else { return }
    let ownership = ItemOwnership.shared
    let generation = ownership.generation
    guard generation != ownershipGeneration else { return }
    ownershipGeneration = generation
    for item in namedItems {
      let wasLeftOut = itemsHeldElsewhere.contains(ObjectIdentifier(item))
      if wasLeftOut != ownership.isHeldElsewhere(item, than: self) {
        behaviorStructureDidChange()
        return
      }
    }
  }

  /// Reports what the world builder changed in the items' sizes and positions.
  func reportAdjustments(of builder: WorldBuilder) {
    if builder.clampedPositions > 0 {
      report("an item's centre beyond ±10⁹ pt (or not finite) was brought within ±10⁹ pt")
    }
    if builder.adjustedSizes > 0 {
      report("an item's negative, non-finite, tiny or huge size was brought into \(ItemShape.minimumSize)…\(ItemShape.maximumSize) pt")
    }
  }
}
