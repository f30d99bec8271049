import Foundation

/// Receives contact reports from a collision behaviour, after each step. Every method is optional.
/// A boundary made by `translatesReferenceBoundsIntoBoundary` reports a nil identifier.
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items started touching at `p` (reference coordinates).
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem)
  /// An item started touching a boundary at `p`.
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing by default.
  public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                with item2: UIDynamicItem, at p: CGPoint) {}
  /// Does nothing by default.
  public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                with item2: UIDynamicItem) {}
  /// Does nothing by default.
  public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
  /// Does nothing by default.
  public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                withBoundaryIdentifier identifier: NSCopying?) {}
}
