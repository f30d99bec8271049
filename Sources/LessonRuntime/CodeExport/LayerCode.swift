import LessonModel
import Expressions
import Dynamics
import Foundation

/// An `animation` or `motion` lesson's scene as one Swift file (`dynamics-tutor code`): a view
/// controller whose `viewDidLoad()` adds the layers as views with the values in force (and, for
/// motion, their `UIInterpolatingMotionEffect`s), and one method per animation with its
/// `UIView.animate…` call. The terminal-only part plays the animations on a `UIViewAnimationTimeline`
/// at the lesson's times, or tilts the device as the lesson's `[tilt]` says, and samples what each view
/// shows at every step, as `dynamics-tutor run` does: `simulate()` returns the same hash as
/// `run --format hash`.
enum LayerCode {
  /// The file's lines after the header.
  static func lines(for lesson: Lesson, values: ParameterValues, type: String) throws(SceneBuildError) -> [String] {
    let stage = try LayerStage(lesson, values: values)
    let source = SwiftSource()
    var declarations: [String] = [], setUp: [String] = []
    for layer in lesson.items {
      let name = source.item(layer.id)
      let frame = CGRect(x: stage.constants["\(layer.id).frame.x"] ?? 0, y: stage.constants["\(layer.id).frame.y"] ?? 0,
                         width: stage.constants["\(layer.id).frame.width"] ?? 0,
                         height: stage.constants["\(layer.id).frame.height"] ?? 0)
      declarations.append("let \(name) = UIView(frame: \(SwiftSource.rect(frame)))")
      if let color = layer.color {
        setUp.append("\(name).backgroundColor = .\(color.rawValue)")
      }
      let alpha = try stage.property(layer.id, "alpha", layer.alpha, fallback: 1)
      let scale = try stage.property(layer.id, "scale", layer.scale, fallback: 1)
      let angle = try stage.property(layer.id, "angle", layer.angle, fallback: 0)
      if alpha != 1 { setUp.append("\(name).alpha = \(SwiftSource.number(alpha))") }
      if scale != 1 || angle != 0 {
        setUp.append("\(name).transform = CGAffineTransform(scaleX: \(SwiftSource.number(scale)), y: \(SwiftSource.number(scale)))"
          + ".rotated(by: \(SwiftSource.number(angle)))")
      }
      setUp.append("view.addSubview(\(name))")
    }
    // The layers as an iOS developer creates them: frames of the view's size from `view.bounds`.
    let translator = SizeTranslator(lesson: lesson, values: values, constants: stage.constants, source: source)
    let items = ItemCode(lesson: lesson, values: values, constants: stage.constants, source: source, translator: translator,
                         written: (declarations, setUp))
    declarations = items.declarations
    setUp = translator.localLines + items.setUp
    if lesson.scene.engine == .motion { setUp += try effects(lesson, stage: stage, source: source) }
    var methods: [String] = [], script: [(at: Double, order: Int, call: String)] = []
    for (order, animation) in lesson.animations.enumerated() where values[ParameterName.enabled(animation.id)] != 0 {
      let call = try AnimationCall(animation, stage: stage, name: source.item)
      let method = source.method(animation.id)
      methods += ["", "  /// The animation \"\(animation.id)\" (at \(SwiftSource.number(call.at)) s in the lesson).",
                  "  func \(method)() {"] + call.swift.map { "    " + viewBounds($0, stage) } + ["  }"]
      script.append((call.at, order, "{ self.\(method)() }"))
    }
    script.sort { ($0.at, $0.order) < ($1.at, $1.order) }
    let duration = values[ParameterName.sceneDuration] ?? lesson.scene.duration
    var lines = ["import Dynamics", "", "final class \(type): UIViewController {"] + declarations.map { "  " + $0 }
    lines += ["", "  override func loadView() {",
              "    view = UIView(frame: \(SwiftSource.rect(CGRect(x: 0, y: 0, width: stage.geometry.width, height: stage.geometry.height))))",
              "    view.backgroundColor = .systemBackground", "  }", "", "  override func viewDidLoad() {", "    super.viewDidLoad()"] + setUp.map { "    " + $0 } + ["  }"]
    lines += methods + ["}", ""]
    lines += ["#if !canImport(UIKit)", "extension \(type) {", "  /// The lesson's run time (s).",
              "  static let sceneDuration: TimeInterval = \(SwiftSource.number(duration))",
              "  /// The lesson's stage (pt): the screen `dynamics-tutor sandbox` shows the controller on.",
              "  static let sceneSize = \(SwiftSource.size(CGSize(width: stage.geometry.width, height: stage.geometry.height)))"]
    let views = lesson.items.map { source.item($0.id) }
    if lesson.scene.engine == .motion {
      let tilt = lesson.tilt ?? TiltSpec(x: .literal(0), y: .literal(0))
      let x = try SwiftExpression.text(tilt.x, constants: stage.constants, what: "[tilt] x")
      let y = try SwiftExpression.text(tilt.y, constants: stage.constants, what: "[tilt] y")
      lines += ["", "  /// The device's tilt `t` seconds in, each axis clamped to -1...1: the lesson's script (in the",
                "  /// app, the phone's attitude moves the effects).",
                "  func tilt(at t: Double) -> UIOffset {", "    let x: Double = \(x)", "    let y: Double = \(y)",
                "    return UIOffset(horizontal: min(max(x, -1), 1), vertical: min(max(y, -1), 1))", "  }"]
      let needsSign = [tilt.x, tilt.y].contains { quantity in
        if case .expression(let expression, _) = quantity { SwiftExpression.usesSign(expression) } else { false }
      }
      if needsSign { lines += SwiftExpression.signHelper }
      lines += simulate(lessonID: lesson.id, views: views, step: lesson.scene.step, playing: [],
                        shown: "view.presentation(forViewerOffset: tilt(at: time))")
    } else {
      lines += ["", "  /// The lesson's animations in order, with the times they start at (s): in the app, a",
                "  /// transition or a button starts them.",
                "  var timedEvents: [(time: TimeInterval, perform: () -> Void)] {"]
      lines += script.isEmpty ? ["    []"]
        : ["    ["] + script.map { "      (\(SwiftSource.number($0.at)), \($0.call))," } + ["    ]"]
      lines += ["  }"]
      lines += simulate(lessonID: lesson.id, views: views, step: lesson.scene.step,
                        playing: ["    let timeline = UIViewAnimationTimeline()", "    for event in timedEvents {",
                                  "      timeline.advance(to: event.time)", "      timeline.record(event.perform)", "    }",
                                  "    timeline.advance(to: times[times.count - 1])"],
                        shown: "timeline.presentation(of: view, at: time)")
    }
    return lines + ["}", "#endif"]
  }

  /// A statement of an animation with a frame that is the view's bounds written as them.
  private static func viewBounds(_ line: String, _ stage: LayerStage) -> String {
    let bounds = SwiftSource.rect(CGRect(x: 0, y: 0, width: stage.geometry.width, height: stage.geometry.height))
    return line.replacingOccurrences(of: "= \(bounds)", with: "= self.view.bounds")
  }

  /// The layers' motion effects, as `MotionRunner` attaches them.
  private static func effects(_ lesson: Lesson, stage: LayerStage, source: SwiftSource) throws(SceneBuildError) -> [String] {
    // Every effect first (`backgroundHorizontal`), then each group with all of its effects, added
    // where the group's first effect is, as `MotionRunner` adds them.
    var lines: [String] = [], adds: [String] = [], groups: [String: (name: String, effects: [String], view: String)] = [:]
    var names: Set<String> = []
    for (index, spec) in lesson.effects.enumerated() {
      let view = source.item(spec.layer)
      var effect = view + (spec.axis == .horizontal ? "Horizontal" : "Vertical")
      if names.contains(effect) { effect += String(index + 1) }
      names.insert(effect)
      let minimum = try stage.number(spec.minimum, "effect \(index + 1) on \(spec.layer) min")
      let maximum = try stage.number(spec.maximum, "effect \(index + 1) on \(spec.layer) max")
      lines += ["let \(effect) = UIInterpolatingMotionEffect(keyPath: \(SwiftSource.string(spec.keyPath.rawValue)), type: "
                  + (spec.axis == .horizontal ? ".tiltAlongHorizontalAxis)" : ".tiltAlongVerticalAxis)"),
                "\(effect).minimumRelativeValue = CGFloat(\(SwiftSource.number(minimum)))",
                "\(effect).maximumRelativeValue = CGFloat(\(SwiftSource.number(maximum)))"]
      guard let name = spec.group else {
        adds.append("\(view).addMotionEffect(\(effect))")
        continue
      }
      if groups[name] == nil {
        groups[name] = (SwiftSource.camelCase(name) + "Group", [], view)
        adds.append("group:" + name)
      }
      groups[name]?.effects.append(effect)
    }
    for add in adds {
      guard add.hasPrefix("group:"), let group = groups[String(add.dropFirst(6))] else {
        lines.append(add)
        continue
      }
      lines += ["let \(group.name) = UIMotionEffectGroup()", "\(group.name).motionEffects = \(SwiftSource.list(group.effects))",
                "\(group.view).addMotionEffect(\(group.name))"]
    }
    return lines
  }


  /// `simulate()`: what each view shows at every step, as `LayerStage.trajectory` samples it;
  /// `playing` sets the scene going, `shown` is what a view shows at `time`.
  private static func simulate(lessonID: String, views: [String], step: Double, playing: [String], shown: String) -> [String] {
    ["", "  /// Plays the scene for `duration` seconds as `dynamics-tutor run` does and returns the",
     "  /// 64-bit FNV-1a hash (16 hex digits) of every view's shown centre, angle and",
     "  /// velocity (backward differences) at every step: the number",
     "  /// `dynamics-tutor run \(lessonID) --format hash` prints.",
     "  func simulate(for duration: TimeInterval = sceneDuration) -> String {",
     "    loadViewIfNeeded()",
     "    let views: [UIView] = \(SwiftSource.list(views))",
     "    let step = \(step == 1.0 / 60 ? "1.0 / 60" : SwiftSource.number(step)), steps = max(Int((duration / step).rounded()), 1)",
     "    let times = (0...steps).map { Double($0) * step }"]
    + playing + [
     "    // Per view: x, y and angle at every time, then the speeds from backward differences.",
     "    var tracks: [[[Double]]] = []",
     "    for view in views {",
     "      var x: [Double] = [], y: [Double] = [], angle: [Double] = []",
     "      for time in times {",
     "        let shown = \(shown)",
     "        x.append(Double(shown.center.x))",
     "        y.append(Double(shown.center.y))",
     "        angle.append(Double(shown.value(forKeyPath: \"transform.rotation\") ?? 0))",
     "      }",
     "      func rates(_ values: [Double]) -> [Double] {",
     "        values.indices.map { i in",
     "          let (a, b) = i == 0 ? (0, 1) : (i - 1, i)",
     "          let span = times[b] - times[a]",
     "          return span > 0 ? (values[b] - values[a]) / span : 0",
     "        }",
     "      }",
     "      tracks.append([x, y, angle, rates(x), rates(y)])",
     "    }",
     "    var hash: UInt64 = 0xcbf2_9ce4_8422_2325",
     "    for sample in times.indices {",
     "      for track in tracks {",
     "        for series in track {",
     "          let bits = series[sample].bitPattern",
     "          for byte in 0..<8 { hash = (hash ^ ((bits >> (8 * UInt64(byte))) & 0xff)) &* 0x0000_0100_0000_01b3 }",
     "        }",
     "      }",
     "    }",
     "    let digits = String(hash, radix: 16)",
     "    return String(repeating: \"0\", count: 16 - digits.count) + digits",
     "  }"]
  }
}
