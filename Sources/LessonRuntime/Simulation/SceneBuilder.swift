import LessonModel
import Dynamics
import Foundation

/// Builds a lesson's scene on the engine with the learner's parameter values. A parameter named
/// `<behaviour>.<key>` overrides that behaviour property, `<item>.frame.<x|y|width|height>` an item's
/// frame, and a `scene.let` name that constant.
public struct SceneBuilder {
  let lesson: Lesson
  let values: ParameterValues
  /// Where the Swift text of each call goes, for `code` (nil when only the scene is wanted).
  let source: SwiftSource?
  private(set) var constants: [String: Double] = [:]

  /// Builds the scene, or explains why it cannot be built.
  public static func build(_ lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> BuiltScene {
    try build(lesson, values: values, source: nil)
  }

  /// Builds the scene and writes the Swift text of every call it makes into `source`.
  static func build(_ lesson: Lesson, values: ParameterValues, source: SwiftSource?) throws(SceneBuildError) -> BuiltScene {
    var builder = SceneBuilder(lesson: lesson, values: values, source: source)
    return try builder.build()
  }

  private init(lesson: Lesson, values: ParameterValues, source: SwiftSource?) {
    self.lesson = lesson
    self.values = values
    self.source = source
  }

  private func evaluate(_ quantity: Quantity, _ what: @autoclosure () -> String) throws(SceneBuildError) -> Double {
    try quantity.sceneValue(constants, what())
  }

  /// The view for an item: a button, text field or label with its text when the item is one, a ball
  /// that collides as an ellipse, else a plain view.
  private static func makeView(_ item: ItemSpec, frame: CGRect) -> UIView {
    let view: UIView
    if item.shape == .ellipse {
      view = ShapedView(frame: frame, name: item.id, ellipse: true)
    } else {
      switch item.kind {
      case .button:
        let button = UIButton(frame: frame)
        button.setTitle(item.text, for: .normal)
        view = button
      case .textField:
        let field = UITextField(frame: frame)
        field.text = item.text
        view = field
      case .label:
        let label = UILabel(frame: frame)
        label.text = item.text
        view = label
      case .image: view = UIImageView(frame: frame)
      case .view, .ball: view = UIView(frame: frame)
      }
      view.name = item.id
    }
    return view
  }

  private mutating func build() throws(SceneBuildError) -> BuiltScene {
    let scene = lesson.scene
    constants = try StaticConstants.compute(lesson, values: values)
    let width = constants["width"] ?? scene.width, height = constants["height"] ?? scene.height
    guard width >= 1, height >= 1, width <= 4096, height <= 4096 else {
      throw SceneBuildError("the scene size must be between 1 and 4096 points")
    }

    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height), name: "reference")
    UIScreen.main.bounds = root.bounds  // the lesson's screen, for code that reads UIScreen.main.bounds
    var views: [(id: String, view: UIView, isDynamic: Bool)] = []
    for item in lesson.items {
      let frame = ["x", "y", "width", "height"].map { constants["\(item.id).frame.\($0)"] ?? 0 }
      guard frame[2] > 0, frame[3] > 0 else {
        throw SceneBuildError("item \(item.id) must have a positive width and height")
      }
      let view = Self.makeView(item, frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
      view.backgroundColor = item.color.map(UIColor.lessonColor)
      // A ball is a view with round corners, as the articles make it: it looks round but collides as
      // its rectangle unless its shape says ellipse.
      if item.kind == .ball && item.shape != .ellipse { view.layer.cornerRadius = min(frame[2], frame[3]) / 2 }
      var radians = values["\(item.id).angle"]
      if radians == nil, let angle = item.angle { radians = try evaluate(angle, "\(item.id).angle") }
      if let radians { view.transform = CGAffineTransform(rotationAngle: radians) }
      root.addSubview(view)
      if let source {
        let name = source.item(item.id)
        source.addView(name)
        source.usesBallView = source.usesBallView || item.shape == .ellipse
        source.declare("let \(name) = \(item.shape == .ellipse ? "BallView" : String(describing: type(of: view)))(frame: \(SwiftSource.rect(view.frame)))")
        // A lesson's button reads in the app as before its first press (Start); the run shows it after
        // the lesson's own press at 0 s (Stop).
        let buttonTitle = lesson.gestures.first { $0.kind == .button && $0.item == item.id }?.titles.last
        if let text = buttonTitle ?? item.text {
          switch view {
          case is UIButton: source.add("\(name).setTitle(\(SwiftSource.string(text)), for: .normal)")
          case is UILabel, is UITextField: source.add("\(name).text = \(SwiftSource.string(text))")
          default: break
          }
        }
        if view.layer.cornerRadius > 0 { source.add("\(name).layer.cornerRadius = \(SwiftSource.number(view.layer.cornerRadius))") }
        if let color = item.color { source.add("\(name).backgroundColor = .\(color.rawValue)") }
        if let radians { source.add("\(name).transform = CGAffineTransform(rotationAngle: \(SwiftSource.number(radians)))") }
        source.add("view.addSubview(\(name))")
      }
      views.append((item.id, view, item.isDynamic))
    }

    let animator = UIDynamicAnimator(referenceView: root)
    animator.timeStep = scene.step
    source?.add("#if !canImport(UIKit)")
    source?.add("animator.timeStep = \(SwiftSource.number(scene.step))  // the fixed step of `dynamics-tutor run` (s)")
    source?.add("#endif")
    var geometry = SceneGeometry(width: width, height: height)
    geometry.looks = views.map { SceneGeometry.Look(id: $0.id, view: $0.view) }
    let debugName = ParameterSpec.debugOverlayName
    if (values[debugName] ?? lesson.parameter(debugName)?.defaultValue ?? 0) != 0 {
      // Through key-value setting, as the NSHipster article turns it on.
      animator.setValue(true, forKey: "debugEnabled")
      source?.add("#if DEBUG")
      source?.add("animator.setValue(true, forKey: \"debugEnabled\")  // the overlay the tutor draws; a private key")
      source?.add("#endif")
    }
    geometry.debugEnabled = animator.debugEnabled
    var behaviors: [String: UIDynamicBehavior] = [:]
    for spec in lesson.behaviors {
      behaviors[spec.id] = try makeBehavior(spec, views: views)
    }
    // What the debug overlay shows of each behaviour, as built, in the lesson's order.
    let itemIDs = Dictionary(views.map { (ObjectIdentifier($0.view), $0.id) }, uniquingKeysWith: { first, _ in first })
    for spec in lesson.behaviors {
      guard let behavior = behaviors[spec.id] else { continue }
      geometry.record(behavior, id: spec.id, itemIDs: itemIDs)
    }
    // Composites gather their children now that every behaviour exists.
    let disabled = Set(lesson.behaviors.map(\.id).filter { values[ParameterName.enabled($0)] == 0 })
    for spec in lesson.behaviors where spec.type == .composite {
      guard let parent = behaviors[spec.id] else { continue }
      // The reader has checked that every child exists.
      for child in spec.details.children where !disabled.contains(child) {
        guard let behavior = behaviors[child] else { continue }
        parent.addChildBehavior(behavior)
        if let source { source.add("\(source.behavior(spec.id)).addChildBehavior(\(source.behavior(child)))") }
      }
    }
    let childIDs = Set(lesson.behaviors.flatMap(\.details.children))
    for spec in lesson.behaviors where spec.isAddedAtStart && !childIDs.contains(spec.id) && !disabled.contains(spec.id) {
      if let behavior = behaviors[spec.id] { animator.addBehavior(behavior) }
      if let source { source.add("animator.addBehavior(\(source.behavior(spec.id)))") }
    }

    for index in geometry.fields.indices {
      geometry.fields[index].isActive = behaviors[geometry.fields[index].id]?.dynamicAnimator != nil
    }

    var events: [(time: Double, label: String?, action: EventAction)] = []
    // Events without a time wait for a live session's button (`BuiltScene.pressEvents`).
    var pressEvents: [(label: String, action: EventAction)] = []
    for event in lesson.events {
      let time = event.isGestureOnly ? 0 : try evaluate(event.time, "event time")
      var actions = [event.action]
      if let count = event.count {
        let repeats = try evaluate(count, "event count")
        guard repeats >= 0, repeats <= 64 else { throw SceneBuildError("an event repeats 0 to 64 times, not \(repeats)") }
        actions = (0..<Int(repeats.rounded())).map { event.action.instantiated($0) }
      }
      for action in actions {
        if event.isGestureOnly {
          pressEvents.append((event.label ?? "", action))
        } else {
          events.append((time, event.label, action))
        }
      }
    }
    // A snap that only a live button can add (the article's Stop in falling-buttons) never acts in a
    // run: the debug overlay, which shows what is in the animator, leaves its point out.
    let addedByEvents = Set(events.flatMap { event -> [String] in
      if case .change(let add, _) = event.action { return add }
      return []
    })
    let startIDs = Set(lesson.behaviors.filter(\.isAddedAtStart).map(\.id))
    geometry.snapPoints.removeAll { !startIDs.contains($0.id) && !addedByEvents.contains($0.id) }
    // Stable: events at the same time keep the file's order.
    events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    let tapHandler = try installTapRecognizer(events: events, root: root, animator: animator, behaviors: behaviors,
                                              disabled: disabled)
    let built = BuiltScene(animator: animator, root: root, views: views, behaviors: behaviors, events: events,
                           geometry: geometry, constants: constants, disabled: disabled, order: lesson.behaviors.map(\.id))
    built.tapHandler = tapHandler
    built.pressEvents = pressEvents
    built.panHandler = try installPanRecognizers(events: events, views: views, root: root, animator: animator)
    built.panHandler?.scene = built
    // Start velocities go through the item's own item behaviour when it has one.
    for item in lesson.items {
      guard let velocity = item.velocity, let view = views.first(where: { $0.id == item.id })?.view else { continue }
      let v = CGPoint(x: try evaluate(velocity.x, "\(item.id).velocity"), y: try evaluate(velocity.y, "\(item.id).velocity"))
      built.itemBehavior(holding: view).addLinearVelocity(v, for: view)
      if let source {
        let name = source.item(item.id)
        source.add("itemBehavior(for: \(name)).addLinearVelocity(\(SwiftSource.point(v)), for: \(name))")
        source.usesItemBehaviorHelper = true
      }
    }
    return built
  }
}
