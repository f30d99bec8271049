import LessonModel
import Dynamics
import Foundation

/// A lesson's springy list scrolled live (`[[gesture]] type = "scroll"`): the springy flow layout in
/// screen coordinates. A scroll by Δ moves the content, so every spring's anchor moves by Δ; every
/// item moves by Δ·(1 − f) with f = min(1, |anchor.y − finger.y| / resistance), so items far from the
/// finger lag by f·Δ and their springs bring them back.
///
/// The content scrolls at most `limit` points either way from where it started; a scroll past that is
/// cut short there, so the list cannot scroll away. An insertion (`insert(below:)`) moves the anchors
/// below a height down by a row, so those items sway into their new places.
final class LiveScroll {
  /// The springs whose anchors the content carries, with their items.
  private let springs: [(attachment: UIAttachmentBehavior, item: UIDynamicItem)]
  /// Distance from the finger (pt) at which an item lags by the whole scroll.
  let resistance: Double
  /// How far one wheel notch scrolls (pt).
  let step: Double
  /// How far the content may scroll either way (pt).
  let limit: Double
  /// How far an insertion moves the anchors below it (pt); 0 when the lesson inserts nothing.
  let row: Double
  /// How far the content has scrolled since the start (pt, down positive).
  private(set) var offset = 0.0
  private let animator: UIDynamicAnimator

  /// The scroll `gesture` declares over `scene`'s springs.
  init(_ gesture: GestureSpec, scene: BuiltScene) throws(SceneBuildError) {
    var springs: [(attachment: UIAttachmentBehavior, item: UIDynamicItem)] = []
    for id in gesture.springs {
      guard let attachment = scene.behaviors[id] as? UIAttachmentBehavior, let item = attachment.items.first else {
        throw SceneBuildError("gesture scroll: behavior \"\(id)\" is not an attachment of an item")
      }
      springs.append((attachment, item))
    }
    self.springs = springs
    resistance = try (gesture.resistance ?? .literal(1)).sceneValue(scene.constants, "gesture scroll resistance")
    guard resistance > 0 else { throw SceneBuildError("gesture scroll: the resistance must be above 0 pt") }
    (step, limit, row, animator) = (gesture.step, gesture.limit, gesture.insert, scene.animator)
  }

  /// Inserts a row at height `y`: every anchor below it moves down by `row`; the items follow on their springs.
  func insert(below y: Double) {
    guard row > 0, y.isFinite else { return }
    for (attachment, _) in springs where Double(attachment.anchorPoint.y) > y {
      var anchor = attachment.anchorPoint
      anchor.y += row
      attachment.anchorPoint = anchor
    }
  }

  /// Scrolls the content by `delta` points (down positive; cut short at the limit) with the finger at
  /// height `finger`.
  func scroll(by delta: Double, finger: Double) {
    let moved = min(limit, max(-limit, offset + delta)) - offset
    guard moved != 0, moved.isFinite, finger.isFinite else { return }
    offset += moved
    for (attachment, item) in springs {
      var anchor = attachment.anchorPoint
      anchor.y += moved
      attachment.anchorPoint = anchor
      let lag = min(1, abs(Double(anchor.y) - finger) / resistance)
      var center = item.center
      center.y += moved * (1 - lag)
      item.center = center
      animator.updateItem(usingCurrentState: item)
    }
  }
}
