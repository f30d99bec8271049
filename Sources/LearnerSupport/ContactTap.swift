import Dynamics

/// Listens to one collision behaviour for the recording. When the learner's code set a delegate of its
/// own, the tap stands in its place and passes every report on to it first, so that the learner's
/// delegate hears exactly what it would have heard without the recording.
final class ContactTap: UICollisionBehaviorDelegate {
  /// The learner's delegate, held as weakly as the behaviour held it.
  weak var forward: UICollisionBehaviorDelegate?
  private let report: (_ item: UIDynamicItem, _ other: String?, _ otherItem: UIDynamicItem?, _ point: CGPoint?) -> Void

  /// A tap that calls `report` with the item, the boundary identifier or other item, and the point
  /// (nil when the contact ended).
  init(report: @escaping (UIDynamicItem, String?, UIDynamicItem?, CGPoint?) -> Void) {
    self.report = report
  }

  private static func name(_ identifier: NSCopying?) -> String {
    guard let identifier else { return "bounds" }
    if let string = identifier as? String { return string }
    if let string = identifier as? NSString { return String(string) }
    return String(describing: identifier)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem, at p: CGPoint) {
    forward?.collisionBehavior(behavior, beganContactFor: item1, with: item2, at: p)
    report(item1, nil, item2, p)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                         with item2: UIDynamicItem) {
    forward?.collisionBehavior(behavior, endedContactFor: item1, with: item2)
    report(item1, nil, item2, nil)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    forward?.collisionBehavior(behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: p)
    report(item, Self.name(identifier), nil, p)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?) {
    forward?.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: identifier)
    report(item, Self.name(identifier), nil, nil)
  }
}
