import Dynamics
import Foundation

extension SceneRunner {
  /// Carries out one event's action on a built scene.
  static func apply(_ action: EventAction, in scene: BuiltScene) throws(SceneBuildError) {
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: scene.constants))
    func number(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
      let value: Double
      do {
        value = try quantity.value(evaluator)
      } catch {
        throw SceneBuildError("\(what): \(error.message)")
      }
      guard value.isFinite else { throw SceneBuildError("\(what) is not a finite number") }
      return value
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
      throw SceneBuildError("capture events (\(ids.joined(separator: ", "))) need snap behaviors, which this version of the engine does not have yet")
    case .tap(_, let push, _):
      throw SceneBuildError("tap events (push \(push)) need push behaviors, which this version of the engine does not have yet")
    case .pan(let item, _, _, _, _):
      throw SceneBuildError("pan events (on \(item)) need push behaviors, which this version of the engine does not have yet")
    case .fling(let item, let velocity):
      guard let view = scene.view(item) else { throw SceneBuildError("fling names unknown item \(item)") }
      let v = CGPoint(x: try number(velocity.x, "fling velocity"), y: try number(velocity.y, "fling velocity"))
      let kick = UIDynamicItemBehavior(items: [view])
      scene.animator.addBehavior(kick)
      kick.addLinearVelocity(v, for: view)
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
        let stop = UIDynamicItemBehavior(items: [view])
        scene.animator.addBehavior(stop)
        stop.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: view)
      }
    }
  }
}
