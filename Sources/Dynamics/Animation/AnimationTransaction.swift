import Foundation
import Synchronization

#if !canImport(UIKit)

/// How many transactions and timeline recordings are open on any thread. `UIView`'s property observers
/// look at the task-local transaction only while this is non-zero, so a dynamic animator writing
/// `center` every step pays one relaxed atomic load per write.
let openAnimationScopes = Atomic<Int>(0)

/// One key of a captured change: a view and one of its animatable properties.
struct AnimatedKey: Hashable {
  let view: ObjectIdentifier
  let property: AnimatedProperty
}

/// A captured change of one property during an animations block: the value before the first write
/// and (after the block) the model value it ended with.
struct CapturedChange {
  let view: UIView
  let property: AnimatedProperty
  let from: AnimatedValue
  var to: AnimatedValue
}

/// Collects the properties an animations block writes, in the order first written, with their values
/// before the block (UIKit snapshots the model value when a property is first set inside a block).
final class AnimationTransaction: @unchecked Sendable {
  /// The transaction of the animations block running on this task or thread, if any.
  @TaskLocal static var current: AnimationTransaction?

  private let lock = NSLock()
  private var order: [AnimatedKey] = []
  private var captured: [AnimatedKey: (view: UIView, from: AnimatedValue)] = [:]

  func note(_ view: UIView, _ old: AnimatedOldValue) {
    let key = AnimatedKey(view: ObjectIdentifier(view), property: old.property)
    lock.withLock {
      guard captured[key] == nil else { return }
      captured[key] = (view, old.value)
      order.append(key)
    }
  }

  /// Runs `body` with this transaction collecting, then returns the properties whose value changed,
  /// with their final model values.
  func collect(_ body: () throws -> Void) rethrows -> [CapturedChange] {
    openAnimationScopes.add(1, ordering: .relaxed)
    defer { openAnimationScopes.subtract(1, ordering: .relaxed) }
    try Self.$current.withValue(self) { try body() }
    return lock.withLock {
      order.compactMap { key -> CapturedChange? in
        guard let entry = captured[key] else { return nil }
        let to = entry.from.nearestTurn(of: AnimatedValue(key.property, of: entry.view), property: key.property)
        guard to != entry.from else { return nil }
        return CapturedChange(view: entry.view, property: key.property, from: entry.from, to: to)
      }
    }
  }
}

extension UIView {
  /// Called by the observers of `center`, `bounds`, `alpha` and `transform` after every write: inside an
  /// animations block the old value is captured; inside a timeline's recording (outside any animations
  /// block) the change is logged as an instant model change; otherwise nothing happens.
  @inline(__always)
  func animatablePropertyDidChange(_ old: @autoclosure () -> AnimatedOldValue) {
    guard openAnimationScopes.load(ordering: .relaxed) != 0 else { return }
    notifyAnimationScopes(old())
  }

  @inline(never)
  private func notifyAnimationScopes(_ old: AnimatedOldValue) {
    if let transaction = AnimationTransaction.current {
      transaction.note(self, old)
    } else if let timeline = UIViewAnimationTimeline.recording {
      let to = AnimatedValue(old.property, of: self)
      let from = old.value
      guard to != from else { return }
      timeline.addInstantChange(CapturedChange(view: self, property: old.property, from: from,
                                               to: from.nearestTurn(of: to, property: old.property)))
    }
  }
}

#endif
