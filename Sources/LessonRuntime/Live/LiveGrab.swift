import LessonModel
import Dynamics
import Foundation

/// The classic UIKit drag, for touches no lesson gesture takes: the finger grabs the dynamic item under
/// it with a `UIAttachmentBehavior` from the touched point of the item to an anchor that follows the
/// finger, and lets go by removing the attachment.
final class LiveGrab {
  /// How far outside an item's rectangle a finger still grabs it (pt): a terminal cell is several
  /// points across, so a click at an edge should not miss. Fixed, so a replay grabs what the session did.
  static let slack = 6.0

  let itemID: String
  let view: UIView
  let attachment: UIAttachmentBehavior
  /// Where the finger holds the item, from its centre in the item's own axes (pt).
  let offset: UIOffset

  /// Grabs the topmost dynamic item of `scene` under `point` (within `slack`), or returns nil.
  init?(at point: CGPoint, in scene: BuiltScene) {
    guard let entry = scene.views.reversed().first(where: { $0.isDynamic && Self.contains($0.view, point, scene: scene) })
    else { return nil }
    let view = entry.view
    // UIKit's offset is in the item's own axes: undo its rotation.
    let angle = Double(scene.animator.accumulatedAngle(of: view) ?? view.transform.rotationAngle)
    let dx = Double(point.x - view.center.x), dy = Double(point.y - view.center.y)
    offset = UIOffset(horizontal: dx * cos(angle) + dy * sin(angle), vertical: -dx * sin(angle) + dy * cos(angle))
    attachment = UIAttachmentBehavior(item: view, offsetFromCenter: offset, attachedToAnchor: point)
    (itemID, self.view) = (entry.id, view)
    scene.animator.addBehavior(attachment)
  }

  /// Moves the anchor to the finger.
  func move(to point: CGPoint) {
    attachment.anchorPoint = point
  }

  /// Lets go.
  func release(from animator: UIDynamicAnimator) {
    animator.removeBehavior(attachment)
  }

  /// Whether `point` lies on `view`'s rotated rectangle, grown by `slack` on every side.
  static func contains(_ view: UIView, _ point: CGPoint, scene: BuiltScene) -> Bool {
    let angle = Double(scene.animator.accumulatedAngle(of: view) ?? view.transform.rotationAngle)
    let dx = Double(point.x - view.center.x), dy = Double(point.y - view.center.y)
    let along = dx * cos(angle) + dy * sin(angle), across = -dx * sin(angle) + dy * cos(angle)
    return abs(along) <= Double(view.bounds.width) / 2 + slack && abs(across) <= Double(view.bounds.height) / 2 + slack
  }
}
