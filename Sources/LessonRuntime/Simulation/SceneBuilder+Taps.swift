import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// A lesson's taps reach its scene as a finger's would: through a `UITapGestureRecognizer` on the
  /// reference view, whose handler points the push from its item's centre to the tap, as strong as the
  /// distance over the divisor (tap-to-push's recipe). The first tap event names the push and the
  /// divisor; the tap events then only say where and when the finger lands (`SceneRunner.apply`).
  func installTapRecognizer(events: [(time: Double, label: String?, action: EventAction)], root: UIView,
                            animator: UIDynamicAnimator, behaviors: [String: UIDynamicBehavior],
                            disabled: Set<String>) throws(SceneBuildError) -> TapPushHandler? {
    var first: (push: String, divisor: Quantity)?
    for event in events {
      if case .tap(_, let push, let divisor) = event.action { first = (push, divisor); break }
    }
    guard let (pushID, divisor) = first else { return nil }
    let handler = try TapPushHandler(pushID, divisor: divisor, behaviors: behaviors, constants: constants, disabled: disabled)
    let recognizer = UITapGestureRecognizer { [unowned root, unowned animator] recognizer in
      handler.tapped(at: recognizer.location(in: root), animator: animator)
    }
    root.addGestureRecognizer(recognizer)
    guard let source else { return handler }
    let name = source.behavior(pushID)
    source.declare("/// How hard a tap pushes: the distance from the item to the finger over this (pt).")
    source.declare("var tapDivisor: Double = \(SwiftSource.number(handler.scale))")
    source.addRecognizer("UITapGestureRecognizer", on: "view", handler: "tapped")
    var body = ["let tap = recognizer.location(in: view)", "if let item = \(name).items.first {",
                "let dx = Double(tap.x - item.center.x), dy = Double(tap.y - item.center.y)",
                "\(name).setAngle(atan2(dy, dx), magnitude: (dx * dx + dy * dy).squareRoot() / tapDivisor)",
                "}", "\(name).active = true"]
    if handler.addsPush { body.append("if \(name).dynamicAnimator == nil { animator.addBehavior(\(name)) }") }
    source.addHandler(signature: "tapped(_ recognizer: UITapGestureRecognizer)",
                      summary: "A tap on the view: the push points from its item's centre to the finger.", body: body)
    return handler
  }
}

/// What a tap does to a scene: points `push` from its item's centre to the finger, with the distance
/// over `scale` as its magnitude, makes it active and adds it to the animator if `addsPush` allows. A
/// tap event may name another push or divisor: it sets them here before its finger lands.
final class TapPushHandler {
  var push: UIPushBehavior
  var scale: Double
  var addsPush: Bool

  /// The handler for a tap event's push and divisor, checked: the push exists (a repeated event's may
  /// not) and the divisor is positive (a parameter may make it 0).
  init(_ pushID: String, divisor: Quantity, behaviors: [String: UIDynamicBehavior], constants: [String: Double],
       disabled: Set<String>) throws(SceneBuildError) {
    guard let push = behaviors[pushID] as? UIPushBehavior else { throw SceneBuildError("tap: \(pushID) is not a push behavior") }
    let scale = try divisor.sceneValue(constants, "tap divisor")
    guard scale > 0 else { throw SceneBuildError("tap: the divisor must be positive, not \(scale)") }
    (self.push, self.scale, self.addsPush) = (push, scale, !disabled.contains(pushID))
  }

  /// Takes another tap event's push and divisor (`SceneRunner.apply`).
  func take(_ other: TapPushHandler) {
    (push, scale, addsPush) = (other.push, other.scale, other.addsPush)
  }

  func tapped(at tap: CGPoint, animator: UIDynamicAnimator) {
    if let item = push.items.first {
      let dx = Double(tap.x - item.center.x), dy = Double(tap.y - item.center.y)
      push.setAngle(atan2(dy, dx), magnitude: (dx * dx + dy * dy).squareRoot() / scale)
    }
    push.active = true
    if push.dynamicAnimator == nil && addsPush { animator.addBehavior(push) }
  }
}
