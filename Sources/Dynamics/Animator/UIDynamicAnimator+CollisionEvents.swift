import Foundation

/// The collision delegate's reports: the world's touch events of a step, resolved to the items,
/// boundaries and collision behaviours they concern.
extension UIDynamicAnimator {
  /// Tells the collision behaviours' delegates what began and ended touching in the last step.
  func deliverCollisionEvents() {
    guard !collisionBehaviors.isEmpty, contactReporter.hasPendingWork || !world.beganEvents.isEmpty
      || !world.endedEvents.isEmpty else { return }
    // Nobody listens: resolve nothing (resolving allocates a little per event, and a cradle's balls
    // begin and end touching at every strike) and forget the touches, so that a delegate set later
    // hears what begins from then on.
    guard collisionBehaviors.contains(where: { $0.collisionDelegate != nil }) else {
      contactReporter.forgetTouches()
      return
    }
    let began = world.beganEvents.compactMap(resolve)
    let ended = world.endedEvents.compactMap(resolve)
    contactReporter.deliver(began: began, ended: ended) { $0.dynamicAnimator === self }
  }

  /// Who a world touch event concerns, as the contact reporter keys it.
  private func resolve(_ event: ContactEvent) -> ContactReporter.Resolved? {
    guard Int(event.shapeA) < world.shapes.count, Int(event.shapeB) < world.shapes.count else { return nil }
    let a = world.shapes[Int(event.shapeA)], b = world.shapes[Int(event.shapeB)]
    let point = event.point.cgPoint
    if a.isBoundary || b.isBoundary {
      let (boundary, itemShape) = a.isBoundary ? (a, b) : (b, a)
      guard Int(boundary.owner) < boundaries.count, Int(itemShape.owner) < items.count else { return nil }
      let entry = boundaries[Int(boundary.owner)]
      let item = items[Int(itemShape.owner)]
      let pair = ContactReporter.Pair(item: ObjectIdentifier(item), other: nil,
                                      behavior: ObjectIdentifier(entry.behavior),
                                      boundary: entry.identifier.map(BoundaryKey.init),
                                      isReferenceBounds: entry.identifier == nil)
      let touch = ContactReporter.Touch(count: 1, item: item, other: nil, behaviors: [entry.behavior],
                                        identifier: entry.identifier)
      return ContactReporter.Resolved(pair: pair, touch: touch, point: point)
    }
    guard Int(a.owner) < items.count, Int(b.owner) < items.count, a.owner != b.owner else { return nil }
    let (first, second) = (items[Int(a.owner)], items[Int(b.owner)])
    let shared = a.itemMask & b.itemMask
    let (indexA, indexB) = (Int(event.shapeA), Int(event.shapeB))
    let behaviors = collisionBehaviors.indices.filter { k in
      k < 64 ? shared & (1 << UInt64(k)) != 0
        : world.maskOverflow.contains(indexA, .item, behavior: k) && world.maskOverflow.contains(indexB, .item, behavior: k)
    }.map { collisionBehaviors[$0] }
    let ids = (ObjectIdentifier(first), ObjectIdentifier(second))
    let pair = ContactReporter.Pair(item: min(ids.0, ids.1), other: max(ids.0, ids.1), behavior: nil,
                                    boundary: nil, isReferenceBounds: false)
    let touch = ContactReporter.Touch(count: 1, item: first, other: second, behaviors: behaviors, identifier: nil)
    return ContactReporter.Resolved(pair: pair, touch: touch, point: point)
  }
}
