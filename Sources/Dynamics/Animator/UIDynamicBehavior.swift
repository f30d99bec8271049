import Foundation

/// The base class of every behaviour, and a container for composing behaviours: add children with
/// `addChildBehavior(_:)` and add the parent to an animator to bring them all in (as the Newton's
/// cradle example does). Like UIKit's, it is an `NSObject`: behaviours are equal and hashable by
/// identity (`animator.behaviors.contains(snap)`, `firstIndex(of:)`).
open class UIDynamicBehavior: NSObject {
  /// The behaviours composed into this one, in the order they were added.
  public private(set) var childBehaviors: [UIDynamicBehavior] = []

  /// Called by the animator after every step, once the new positions have been written to the items.
  /// Default nil.
  @exclusivity(unchecked) open var action: (() -> Void)?

  /// The animator this behaviour is in (directly or through a parent), or nil.
  public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// Creates an empty behaviour.
  public override init() {
    super.init()
  }

  /// Adds a child behaviour. If this behaviour is already in an animator, the child joins it at once
  /// (after the current step when called from inside one). Adding a behaviour to itself, or one that is
  /// already a child, does nothing.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    if let animator = dynamicAnimator, animator.isInStep {
      animator.performOrDefer { [weak self] in self?.addChildBehavior(behavior) }
      return
    }
    guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    if let animator = dynamicAnimator {
      behavior.attach(to: animator)
      animator.behaviorStructureDidChange()
    }
  }

  /// Removes a child behaviour (and takes it out of the animator; after the current step when called
  /// from inside one).
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    if let animator = dynamicAnimator, animator.isInStep {
      animator.performOrDefer { [weak self] in self?.removeChildBehavior(behavior) }
      return
    }
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    if let animator = dynamicAnimator {
      behavior.attach(to: nil)
      animator.behaviorStructureDidChange()
    }
  }

  /// Called with the animator when the behaviour is added to it, and with nil when it is removed.
  /// Override to prepare or tear down; the default does nothing.
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  // MARK: - Engine hooks (internal)

  /// Items this behaviour itself acts on (not its children's).
  var ownItems: [UIDynamicItem] { [] }

  /// Called when the world is rebuilt, before bodies exist: set materials and collision masks.
  func configureItems(_ builder: WorldBuilder) {}

  /// Called when the world is rebuilt, after bodies exist: add boundaries and joints.
  func contributeConstraints(_ builder: WorldBuilder) {}

  /// Called before every step: add forces and accelerations, refresh parameters.
  func prepareStep(_ world: World, timeStep: Double) {}

  /// Called after every step, before `action`.
  func didStep(_ world: World) {}

  /// Recursively sets `dynamicAnimator` and calls `willMove(to:)`.
  func attach(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.attach(to: animator) }
  }

  /// Tells the animator that items, boundaries or joints changed.
  func setNeedsRebuild() {
    dynamicAnimator?.behaviorStructureDidChange()
  }

  /// Tells the animator that a parameter changed, so a paused animator resumes.
  func parameterDidChange() {
    dynamicAnimator?.wake()
  }
}

/// Lists of items kept by identity, as UIKit's behaviours keep them.
extension Array where Element == UIDynamicItem {
  func containsItem(_ item: UIDynamicItem) -> Bool { contains { $0 === item } }
}
