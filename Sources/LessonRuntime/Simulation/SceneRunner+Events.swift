import LessonModel
import Dynamics
import Foundation

extension SceneRunner {
  /// Carries out one event's action on a built scene at time `time` (s).
  static func apply(_ action: EventAction, in scene: BuiltScene, at time: Double = 0) throws(SceneBuildError) {
    func number(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
      try quantity.sceneValue(scene.constants, what)
    }
    switch action {
    case .change(let add, let remove):
      for id in remove {
        guard let behavior = scene.behaviors[id] else { throw SceneBuildError("event removes unknown behavior \(id)") }
        scene.animator.removeBehavior(behavior)
      }
      for id in add where !scene.disabled.contains(id) {
        guard let behavior = scene.behaviors[id] else { throw SceneBuildError("event adds unknown behavior \(id)") }
        scene.animator.addBehavior(behavior)
      }
    case .capture(let ids):
      // As if the snap were made now: it points at its item's current centre (snapPoint is settable
      // since iOS 9).
      for id in ids {
        guard let snap = scene.behaviors[id] as? UISnapBehavior else { throw SceneBuildError("capture: \(id) is not a snap behavior") }
        snap.snapPoint = snap.item.center
      }
    case .tap(let point, let pushID, let divisor):
      // A finger lands and lifts at the point: the recognizers under it (the reference view's) see the touches (the
      // tap recognizer the builder installed does the push, with this event's push and divisor).
      let configuration = try TapPushHandler(pushID, divisor: divisor, behaviors: scene.behaviors,
                                             constants: scene.constants, disabled: scene.disabled)
      scene.tapHandler?.take(configuration)
      let tap = CGPoint(x: try number(point.x, "tap point"), y: try number(point.y, "tap point"))
      _ = scene.root.sendTouch(UITouchSample(.began, at: tap, time: time))
      _ = scene.root.sendTouch(UITouchSample(.ended, at: tap, time: time))
    case .pan(let itemID, let translation, let ramp, let hold, let divisor):
      // A finger lands on the item and drags it sideways: the item's pan recognizer (installed by the
      // builder, with this event's divisor) does the pushing.
      guard let view = scene.view(itemID) else { throw SceneBuildError("pan names unknown item \(itemID)") }
      let scale = try number(divisor, "pan divisor")
      guard scale > 0 else { throw SceneBuildError("pan: the divisor must be positive, not \(scale)") }
      let (moved, rampTime, holdTime) = (try number(translation, "pan translation"), try number(ramp, "pan ramp"),
                                         try number(hold, "pan hold"))
      guard rampTime >= 0, holdTime >= 0 else { throw SceneBuildError("pan: ramp and hold must not be negative") }
      guard moved.isFinite else { throw SceneBuildError("pan: the translation must be a finite number") }
      scene.panHandler?.divisor = scale
      // A finger that does not move makes no pan (the cradle's other balls): no touch at all.
      guard moved != 0 else { return }
      scene.drivers.append(ScriptedDrag(root: scene.root, from: view.center, start: time, by: CGPoint(x: moved, y: 0),
                                        ramp: rampTime, hold: holdTime))
    case .fling(let item, let velocity):
      // A finger flicks the item: its pan recognizer hands the finger's velocity to the engine.
      guard let view = scene.view(item) else { throw SceneBuildError("fling names unknown item \(item)") }
      let v = CGPoint(x: try number(velocity.x, "fling velocity"), y: try number(velocity.y, "fling velocity"))
      guard v.x.isFinite, v.y.isFinite else { throw SceneBuildError("fling: the velocity must be finite") }
      ScriptedFlick.perform(on: scene.root, at: view.center, velocity: v, liftingAt: time)
    case .drag(let itemID, let by, let over, let hold):
      // A finger lands on the item and carries it: the item's pan recognizer (the fling's) moves it with
      // the finger and hands it the pan's velocity when the finger lifts.
      guard let view = scene.view(itemID) else { throw SceneBuildError("drag names unknown item \(itemID)") }
      let moved = CGPoint(x: try number(by.x, "drag by"), y: try number(by.y, "drag by"))
      let (moveTime, holdTime) = (try number(over, "drag over"), try number(hold, "drag hold"))
      guard moved.x.isFinite, moved.y.isFinite else { throw SceneBuildError("drag: by must be finite") }
      guard moveTime > 0, holdTime >= 0 else { throw SceneBuildError("drag: over must be above 0 and hold not negative") }
      scene.drivers.append(ScriptedDrag(root: scene.root, from: view.center, start: time, by: moved,
                                        ramp: moveTime, hold: holdTime))
    case .place(let item, let attachmentID, let angle):
      guard let view = scene.view(item) else { throw SceneBuildError("place names unknown item \(item)") }
      guard let attachment = scene.behaviors[attachmentID] as? UIAttachmentBehavior,
            attachment.attachedBehaviorType == .anchor else {
        throw SceneBuildError("place: \(attachmentID) is not an attachment to an anchor point")
      }
      // One factor: `angle * π / 180` overflows to ∞ for huge angles, and sin(∞) is NaN.
      let radians = try number(angle, "place angle") * (Double.pi / 180)
      let anchor = attachment.anchorPoint
      let length = Double(attachment.length)
      let center = CGPoint(x: Double(anchor.x) + length * sin(radians), y: Double(anchor.y) + length * cos(radians))
      guard center.x.isFinite, center.y.isFinite else {
        throw SceneBuildError("place: \(item) on \(attachmentID) has no finite position")
      }
      view.center = center
      scene.animator.updateItem(usingCurrentState: view)
      // A placed item starts at rest.
      if let velocity = scene.animator.velocity(of: view), velocity != .zero {
        scene.itemBehavior(holding: view).addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: view)
      }
    }
  }
}
