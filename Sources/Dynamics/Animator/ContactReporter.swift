import Foundation

/// Turns the world's per-shape touch events into UIKit's per-pair delegate reports: one "began" when an
/// item starts touching another item or a boundary (whatever number of segments or member shapes are
/// involved) and one "ended" when the last touch between them ends. Touches survive a rebuild of the
/// world: pairs that touched before it are not reported again, and those that no longer touch after it
/// are reported as ended.
final class ContactReporter {
  /// Who touches whom: an item and another item, or an item and a boundary (owning behaviour and
  /// identifier; nil identifier for the reference bounds).
  struct Pair: Hashable {
    var item: ObjectIdentifier
    var other: ObjectIdentifier?
    var behavior: ObjectIdentifier?
    var boundary: BoundaryKey?
    var isReferenceBounds: Bool
  }

  /// A touching pair, with what its reports need.
  struct Touch {
    var count: Int
    /// When the pair began touching, for a deterministic order of "ended" reports after a rebuild.
    var serial: Int = 0
    let item: UIDynamicItem
    let other: UIDynamicItem?
    /// The behaviours to tell: the boundary's owner, or every collision behaviour holding both items.
    let behaviors: [UICollisionBehavior]
    let identifier: (any NSCopying)?
  }

  /// A resolved world event.
  struct Resolved {
    var pair: Pair
    var touch: Touch
    var point: CGPoint
  }

  // Unchecked as the animator's state is (UIDynamicAnimator.swift): `deliverCollisionEvents` reads
  // them in every step.
  @exclusivity(unchecked) private var touching: [Pair: Touch] = [:]
  @exclusivity(unchecked) private var serial = 0
  /// Pairs that touched when the world was last rebuilt, until the first step after it.
  @exclusivity(unchecked) private var beforeRebuild: [Pair: Touch]?

  /// Whether a rebuild left touches to reconcile at the next step.
  var hasPendingWork: Bool { beforeRebuild != nil }

  /// Forgets every touch (no collision behaviour has a delegate): a delegate set later hears only the
  /// touches that begin after it is set. Allocates nothing.
  func forgetTouches() {
    if !touching.isEmpty { touching.removeAll(keepingCapacity: true) }
    beforeRebuild = nil
  }

  /// Call when the world is rebuilt (all shape contacts start afresh).
  func worldWasRebuilt() {
    if beforeRebuild == nil { beforeRebuild = touching }
    touching = [:]
  }

  /// Reports one step's events: `began` and `ended` are already resolved, in the world's order.
  /// `isLive` tells whether a behaviour is still in the animator (removed behaviours hear nothing more).
  func deliver(began: [Resolved], ended: [Resolved], isLive: (UICollisionBehavior) -> Bool) {
    for event in began {
      if var touch = touching[event.pair] {
        touch.count += 1
        touching[event.pair] = touch
        continue
      }
      var touch = event.touch
      serial += 1
      touch.serial = serial
      touching[event.pair] = touch
      if beforeRebuild?[event.pair] == nil { report(event.touch, began: true, at: event.point, isLive: isLive) }
    }
    for event in ended {
      guard var touch = touching[event.pair] else { continue }
      touch.count -= 1
      if touch.count > 0 {
        touching[event.pair] = touch
      } else {
        touching[event.pair] = nil
        report(touch, began: false, at: .zero, isLive: isLive)
      }
    }
    if let old = beforeRebuild {
      beforeRebuild = nil
      for (pair, touch) in old.sorted(by: { $0.value.serial < $1.value.serial }) where touching[pair] == nil {
        report(touch, began: false, at: .zero, isLive: isLive)
      }
    }
  }

  private func report(_ touch: Touch, began: Bool, at point: CGPoint, isLive: (UICollisionBehavior) -> Bool) {
    for behavior in touch.behaviors where isLive(behavior) {
      if let other = touch.other {
        behavior.reportItemContact(touch.item, other, at: point, began: began)
      } else {
        behavior.reportBoundaryContact(item: touch.item, identifier: touch.identifier, at: point, began: began)
      }
    }
  }
}
