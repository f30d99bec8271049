import LessonModel
import Dynamics
import Foundation

/// A lesson's springy list scrolled live (`[[gesture]] type = "scroll"`): the springy flow layout in
/// screen coordinates. A scroll by Δ moves the content, so every spring's anchor moves by Δ; every
/// item moves by Δ·(1 − f) with f = min(1, |anchor.y − finger.y| / resistance), so items far from the
/// finger lag by f·Δ and their springs bring them back.
///
/// The content scrolls freely up to `limit` points either way from where it started; past that it goes
/// against a rubber band, as a `UIScrollView` does at its ends (a scroll of x past the end shows
/// (1 − 1/(0.55·x/d + 1))·d, d the view's height), and once the wheel has rested for `restBeforeBounce`
/// and no finger scrolls, the content eases back to the end (the stretch shrinks by e^(−h/`bounceTime`)
/// per step): the anchors move back and the bubbles, on their springs, bounce after them. An insertion
/// (`insert(below:)`) moves the anchors below a height down by a row, so those items sway into their
/// new places.
final class LiveScroll {
  /// The springs whose anchors the content carries, with their items.
  private let springs: [(attachment: UIAttachmentBehavior, item: UIDynamicItem)]
  /// Distance from the finger (pt) at which an item lags by the whole scroll.
  let resistance: Double
  /// How far one wheel notch scrolls (pt).
  let step: Double
  /// How far the content scrolls freely either way (pt); past it, the rubber band.
  let limit: Double
  /// How far an insertion moves the anchors below it (pt); 0 when the lesson inserts nothing.
  let row: Double
  /// How far the content has scrolled since the start (pt, down positive), the rubber band's stretch
  /// included.
  var offset: Double { inside + rubberBand(stretch) }
  /// The part of the scroll within the limit (pt).
  private var inside = 0.0
  /// The scroll asked for past the limit (pt, signed as the scroll), of which the rubber band shows
  /// `rubberBand(stretch)`.
  private(set) var stretch = 0.0
  /// The rubber band's dimension: the view's height (pt).
  private let bandHeight: Double
  /// Seconds since the last scroll, and where its finger was.
  private var sinceScroll = 0.0
  private var finger = 0.0
  private let animator: UIDynamicAnimator

  /// How long the wheel rests before the content bounces back (s): notches a few frames apart are one
  /// scroll, not a scroll and a bounce each.
  static let restBeforeBounce = 0.1
  /// The bounce back's time constant (s): 0.4 s into it, an eighth of a percent of the stretch is left.
  static let bounceTime = 0.06
  /// `UIScrollView`'s rubber-band constant.
  static let bandConstant = 0.55

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
    let height = Double(scene.animator.referenceView?.bounds.height ?? 0)
    bandHeight = height.isFinite && height > 0 ? height : 568
  }

  /// What the rubber band shows of a scroll of `x` past the end (pt, signed as `x`).
  func rubberBand(_ x: Double) -> Double {
    let d = bandHeight
    return (x < 0 ? -1 : 1) * (1 - 1 / (Self.bandConstant * abs(x) / d + 1)) * d
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

  /// Scrolls the content by `delta` points (down positive; past the limit against the rubber band)
  /// with the finger at height `finger`.
  func scroll(by delta: Double, finger: Double) {
    guard delta.isFinite, finger.isFinite else { return }
    sinceScroll = 0
    self.finger = finger
    let before = offset
    let asked = inside + stretch + delta
    inside = min(limit, max(-limit, asked))
    // Held to a thousand screens, so that a hostile recording's huge scroll still springs back.
    stretch = min(max(asked - inside, -1000 * bandHeight), 1000 * bandHeight)
    move(by: offset - before)
  }

  /// One step of `h` seconds with no scroll in it: after `restBeforeBounce`, while `scrolling` (a finger
  /// scrolling the list is down) is false, a stretched content eases back to its end.
  func settle(h: Double, scrolling: Bool) {
    guard !scrolling else {
      sinceScroll = 0
      return
    }
    sinceScroll += h
    guard stretch != 0, sinceScroll >= Self.restBeforeBounce, h > 0 else { return }
    let before = offset
    stretch *= exp(-h / Self.bounceTime)
    if abs(rubberBand(stretch)) < 0.01 { stretch = 0 }
    move(by: offset - before)
  }

  /// Moves the content by `moved` points: every anchor by all of it, every item by the part the layout
  /// gives it at its distance from the finger.
  private func move(by moved: Double) {
    guard moved != 0, moved.isFinite else { return }
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
