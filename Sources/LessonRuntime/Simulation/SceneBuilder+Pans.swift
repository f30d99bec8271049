import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// A lesson's pans and flings reach its scene as a finger's would: through a `UIPanGestureRecognizer`
  /// on each item a `pan` or `fling` event names. A pulled item's handler is the cradle article's
  /// (seed 004): a continuous push made when the pan begins, pointed (translation / divisor, 0) on
  /// every change, removed when the finger lifts. A flung item's handler is the FaceTime article's
  /// (seed 002): when the pan ends, the finger's velocity is added to the item. The events then only
  /// move a finger (`SceneRunner.apply`).
  func installPanRecognizers(events: [(time: Double, label: String?, action: EventAction)],
                             views: [(id: String, view: UIView, isDynamic: Bool)], root: UIView,
                             animator: UIDynamicAnimator) throws(SceneBuildError) -> PanHandler? {
    var pulled: [String] = [], flung: [String] = [], carried: [String] = [], divisor: Quantity?
    for event in events {
      switch event.action {
      case .pan(let item, _, _, _, let eventDivisor):
        if !pulled.contains(item) { pulled.append(item) }
        divisor = divisor ?? eventDivisor
      case .fling(let item, _):
        if !flung.contains(item) { flung.append(item) }
      case .drag(let item, _, _, _):
        if !flung.contains(item) { flung.append(item) }
        if !carried.contains(item) { carried.append(item) }
      default: break
      }
    }
    guard !pulled.isEmpty || !flung.isEmpty else { return nil }
    let scale = try divisor.map { quantity throws(SceneBuildError) in try quantity.sceneValue(constants, "pan divisor") } ?? 1
    guard scale > 0 else { throw SceneBuildError("pan: the divisor must be positive, not \(scale)") }
    let handler = PanHandler(root: root, animator: animator, divisor: scale)
    func view(_ id: String, _ event: String) throws(SceneBuildError) -> UIView {
      guard let found = views.first(where: { $0.id == id })?.view else { throw SceneBuildError("\(event) names unknown item \(id)") }
      return found
    }
    for id in pulled {
      try view(id, "pan").addGestureRecognizer(UIPanGestureRecognizer { [unowned handler] in handler.dragged($0) })
    }
    for id in flung {
      try view(id, "fling").addGestureRecognizer(UIPanGestureRecognizer { [unowned handler] in handler.flung($0) })
    }
    for id in carried { handler.carried.insert(ObjectIdentifier(try view(id, "drag"))) }
    if let source { writePanSource(source, pulled: pulled, flung: flung, carries: !carried.isEmpty, divisor: scale) }
    return handler
  }

  /// The Swift text of the recognizers and their handlers, as the articles write them.
  private func writePanSource(_ source: SwiftSource, pulled: [String], flung: [String], carries: Bool, divisor: Double) {
    if !pulled.isEmpty {
      source.declare("/// The push of the ball being dragged (the article's user drag behaviour).")
      source.declare("var userDragBehavior: UIPushBehavior?")
      source.declare("/// How hard a drag pushes: the finger's translation over this (pt).")
      source.declare("var panDivisor: Double = \(SwiftSource.number(divisor))")
      for id in pulled {
        source.addRecognizer("UIPanGestureRecognizer", on: source.item(id), handler: "dragged")
      }
      source.addHandler(signature: "dragged(_ recognizer: UIPanGestureRecognizer)",
                        summary: "A ball dragged: a continuous push follows the finger's translation until it lifts.",
                        body: ["if recognizer.state == .began, let item = recognizer.view {",
                               "if let old = userDragBehavior { animator.removeBehavior(old) }",
                               "let push = UIPushBehavior(items: [item], mode: .continuous)",
                               "animator.addBehavior(push)", "userDragBehavior = push", "}",
                               "userDragBehavior?.pushDirection = CGVector(dx: Double(recognizer.translation(in: view).x) / panDivisor, dy: 0)",
                               "if recognizer.state == .ended || recognizer.state == .cancelled, let push = userDragBehavior {",
                               "animator.removeBehavior(push)", "userDragBehavior = nil", "}"])
    }
    if !flung.isEmpty {
      source.usesItemBehaviorHelper = true
      for id in flung {
        source.addRecognizer("UIPanGestureRecognizer", on: source.item(id), handler: "flung")
      }
      guard carries else {
        source.addHandler(signature: "flung(_ recognizer: UIPanGestureRecognizer)",
                          summary: "A pan that ends hands the finger's velocity to the item.",
                          body: ["guard recognizer.state == .ended || recognizer.state == .cancelled,",
                                 "      let item = recognizer.view else { return }",
                                 "itemBehavior(for: item).addLinearVelocity(recognizer.velocity(in: view), for: item)"])
        return
      }
      source.declare("/// Where the carried item's centre was when the finger landed.")
      source.declare("var carryOrigin = CGPoint.zero")
      source.addHandler(signature: "flung(_ recognizer: UIPanGestureRecognizer)",
                        summary: "The item is where the finger is while it is down; when it lifts, the pan hands it the finger's velocity.",
                        body: ["guard let item = recognizer.view else { return }",
                               "// The pan begins 10 pt from where the finger landed: the item catches up.",
                               "if recognizer.state == .began { carryOrigin = item.center }",
                               "let translation = recognizer.translation(in: view)",
                               "item.center = CGPoint(x: carryOrigin.x + translation.x, y: carryOrigin.y + translation.y)",
                               "animator.updateItem(usingCurrentState: item)",
                               "// Held by the finger, the item keeps no speed of its own.",
                               "let behavior = itemBehavior(for: item), velocity = behavior.linearVelocity(for: item)",
                               "if velocity != .zero { behavior.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: item) }",
                               "if recognizer.state == .ended || recognizer.state == .cancelled {",
                               "behavior.addLinearVelocity(recognizer.velocity(in: view), for: item)",
                               "}"])
    }
  }
}

/// What the pans of a scene do: the cradle article's drag (`dragged`) and the FaceTime article's
/// fling (`flung`). Item behaviours for a fling come from the built scene, once there is one.
final class PanHandler {
  unowned let root: UIView
  unowned let animator: UIDynamicAnimator
  /// The finger's translation over this is the push's direction (pt). A pan event sets it before its
  /// finger lands.
  var divisor: Double
  /// The push of the item being dragged.
  private(set) var dragPush: UIPushBehavior?
  weak var scene: BuiltScene?

  init(root: UIView, animator: UIDynamicAnimator, divisor: Double) {
    (self.root, self.animator, self.divisor) = (root, animator, divisor)
  }

  func dragged(_ recognizer: UIPanGestureRecognizer) {
    if recognizer.state == .began, let item = recognizer.view {
      if let old = dragPush { animator.removeBehavior(old) }
      let push = UIPushBehavior(items: [item], mode: .continuous)
      animator.addBehavior(push)
      dragPush = push
    }
    dragPush?.pushDirection = CGVector(dx: Double(recognizer.translation(in: root).x) / divisor, dy: 0)
    if recognizer.state == .ended || recognizer.state == .cancelled, let push = dragPush {
      animator.removeBehavior(push)
      dragPush = nil
    }
  }

  /// Live, a flung item follows the finger while it is down (the `.changed` case the FaceTime article
  /// leaves out); a scripted flick lifts at once and leaves it where it was.
  var followsFinger = false
  /// The items a `drag` event carries: they follow the finger in runs too.
  var carried: Set<ObjectIdentifier> = []
  /// Where the followed item's centre was when the finger's translation was zero.
  private var followOrigin: CGPoint?

  func flung(_ recognizer: UIPanGestureRecognizer) {
    guard let item = recognizer.view, let scene else { return }
    if carried.contains(ObjectIdentifier(item)) {
      carry(item, by: recognizer, in: scene)
      return
    }
    if followsFinger, recognizer.state == .began || recognizer.state == .changed {
      let translation = recognizer.translation(in: root)
      if recognizer.state == .began {
        followOrigin = CGPoint(x: item.center.x - translation.x, y: item.center.y - translation.y)
      }
      guard let origin = followOrigin else { return }
      item.center = CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
      animator.updateItem(usingCurrentState: item)
      // Held by the finger, the item keeps no speed of its own: the fling gives it the finger's.
      if let velocity = animator.velocity(of: item), velocity != .zero {
        scene.itemBehavior(holding: item).addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: item)
      }
      return
    }
    guard recognizer.state == .ended || recognizer.state == .cancelled else { return }
    followOrigin = nil
    scene.itemBehavior(holding: item).addLinearVelocity(recognizer.velocity(in: root), for: item)
  }

  /// A carried item (a `drag` event's) is wherever the finger is, with no speed of its own, until the
  /// finger lifts: then it is where the finger lifted, with the pan's velocity. The exported code's
  /// `flung(_:)` does the same, statement for statement.
  private func carry(_ item: UIView, by recognizer: UIPanGestureRecognizer, in scene: BuiltScene) {
    // The pan begins 10 pt from where the finger landed: the item catches up, so that it stays under
    // the point the finger took hold of.
    if recognizer.state == .began { followOrigin = item.center }
    guard let origin = followOrigin else { return }
    let translation = recognizer.translation(in: root)
    item.center = CGPoint(x: origin.x + translation.x, y: origin.y + translation.y)
    animator.updateItem(usingCurrentState: item)
    let behavior = scene.itemBehavior(holding: item), velocity = behavior.linearVelocity(for: item)
    if velocity != .zero { behavior.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: item) }
    if recognizer.state == .ended || recognizer.state == .cancelled {
      followOrigin = nil
      behavior.addLinearVelocity(recognizer.velocity(in: root), for: item)
    }
  }
}
