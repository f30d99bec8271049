import Dynamics
import Foundation

/// Builds a lesson's scene on the engine with the learner's parameter values. A parameter named
/// `<behaviour>.<key>` overrides that behaviour property, `<item>.frame.<x|y|width|height>` an item's
/// frame, and a `scene.let` name that constant.
public struct SceneBuilder {
  let lesson: Lesson
  let values: ParameterValues
  private(set) var constants: [String: Double] = [:]

  /// Builds the scene, or explains why it cannot be built.
  public static func build(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> BuiltScene {
    var builder = SceneBuilder(lesson: lesson, values: values)
    return try builder.build()
  }

  private init(lesson: Lesson, values: ParameterValues) {
    self.lesson = lesson
    self.values = values
  }

  private var evaluator: ExpressionEvaluator {
    ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants))
  }

  private func evaluate(_ quantity: Quantity, _ what: @autoclosure () -> String) throws(SceneBuildError) -> Double {
    let value: Double
    do {
      value = try quantity.value(evaluator)
    } catch {
      throw SceneBuildError("\(what()): \(error.message)")
    }
    guard value.isFinite else { throw SceneBuildError("\(what()) is not a finite number (\(value))") }
    return value
  }

  private mutating func build() throws(SceneBuildError) -> BuiltScene {
    let scene = lesson.scene
    constants["width"] = scene.width
    constants["height"] = scene.height
    for (name, value) in values.all { constants[name] = value }
    for (name, quantity) in scene.lets where values[name] == nil {
      constants[name] = try evaluate(quantity, "scene.let \(name)")
    }

    let root = UIView(frame: CGRect(x: 0, y: 0, width: scene.width, height: scene.height), name: "reference")
    var views: [(id: String, view: UIView, isDynamic: Bool)] = []
    for item in lesson.items {
      guard item.frame.count == 4 else { throw SceneBuildError("item \(item.id) needs a frame of 4 numbers") }
      var frame: [Double] = []
      for (index, component) in ["x", "y", "width", "height"].enumerated() {
        let name = "\(item.id).frame.\(component)"
        if let value = values[name] { frame.append(value) } else { frame.append(try evaluate(item.frame[index], name)) }
      }
      guard frame[2] > 0, frame[3] > 0 else {
        throw SceneBuildError("item \(item.id) must have a positive width and height")
      }
      let view = ShapedView(frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
                            name: item.id, ellipse: item.shape == "ellipse")
      view.backgroundColorName = item.color
      if let angle = item.angle {
        let radians = try override(values["\(item.id).angle"], angle, "\(item.id).angle")
        view.transform = CGAffineTransform(rotationAngle: radians)
      }
      root.addSubview(view)
      views.append((item.id, view, item.isDynamic))
      constants["\(item.id).frame.x"] = frame[0]
      constants["\(item.id).frame.y"] = frame[1]
      constants["\(item.id).width"] = frame[2]
      constants["\(item.id).height"] = frame[3]
      constants["\(item.id).x"] = frame[0] + frame[2] / 2
      constants["\(item.id).y"] = frame[1] + frame[3] / 2
    }

    let animator = UIDynamicAnimator(referenceView: root)
    animator.timeStep = scene.step
    var geometry = SceneGeometry(width: scene.width, height: scene.height)
    var behaviors: [String: UIDynamicBehavior] = [:]
    for spec in lesson.behaviors {
      behaviors[spec.id] = try makeBehavior(spec, views: views, geometry: &geometry)
    }
    // Composites gather their children now that every behaviour exists.
    for spec in lesson.behaviors where spec.type == "composite" {
      guard case .texts(let children)? = spec.properties["children"], let parent = behaviors[spec.id] else { continue }
      for child in children {
        guard let behavior = behaviors[child] else {
          throw SceneBuildError("composite \(spec.id) names an unknown behavior \(child)")
        }
        parent.addChildBehavior(behavior)
      }
    }
    let childIDs = Set(lesson.behaviors.flatMap { spec -> [String] in
      if case .texts(let children)? = spec.properties["children"] { return children }
      return []
    })
    for spec in lesson.behaviors where spec.isAddedAtStart && !childIDs.contains(spec.id) {
      if let behavior = behaviors[spec.id] { animator.addBehavior(behavior) }
    }

    for item in lesson.items {
      guard let velocity = item.velocity, let view = views.first(where: { $0.id == item.id })?.view else { continue }
      let v = CGPoint(x: try evaluate(velocity.x, "\(item.id).velocity"), y: try evaluate(velocity.y, "\(item.id).velocity"))
      let kick = UIDynamicItemBehavior(items: [view])
      animator.addBehavior(kick)
      kick.addLinearVelocity(v, for: view)
    }

    var events: [(time: Double, label: String?, action: EventAction)] = []
    for event in lesson.events {
      let time = try evaluate(event.time, "event time")
      events.append((time, event.label, event.action))
    }
    events.sort { $0.time < $1.time }
    return BuiltScene(animator: animator, root: root, views: views, behaviors: behaviors, events: events,
                      geometry: geometry, constants: constants)
  }
}
