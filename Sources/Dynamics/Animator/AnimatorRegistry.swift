import Foundation

/// Every animator with a reference view, held weakly. A host that shows a view controller it did not
/// write (the tutor's harness for a learner's program, a playground page) finds here the animators
/// that move its views, wherever the code keeps them: a property, a helper object, a global.
package enum AnimatorRegistry {
  private final class Entry {
    weak var animator: UIDynamicAnimator?
    init(_ animator: UIDynamicAnimator) { self.animator = animator }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [Entry] = []
  /// The count at which dead entries are next swept (so registering stays O(1) amortised).
  nonisolated(unsafe) private static var sweepAt = 64

  static func register(_ animator: UIDynamicAnimator) {
    lock.lock()
    defer { lock.unlock() }
    entries.append(Entry(animator))
    if entries.count >= sweepAt {
      entries.removeAll { $0.animator == nil }
      sweepAt = max(64, entries.count * 2)
    }
  }

  /// The live animators whose reference view is `root` or inside it, in the order they were made.
  package static func animators(inside root: UIView) -> [UIDynamicAnimator] {
    lock.lock()
    let alive = entries.compactMap(\.animator)
    lock.unlock()
    return alive.filter { animator in
      var view = animator.referenceView
      while let current = view {
        if current === root { return true }
        view = current.superview
      }
      return false
    }
  }
}
