import LessonModel
import Dynamics
import Foundation

/// A lesson's scene as one Swift file (`dynamics-tutor code`): a view controller named after the
/// lesson (`FallingButtonsViewController`) whose `viewDidLoad()` builds the scene with the values it
/// was given, and one method per timed event of the lesson. The file compiles against `Dynamics` and,
/// with `import UIKit` in place of `import Dynamics`, in Xcode. Its terminal-only part (between
/// `#if !canImport(UIKit)` and `#endif`) runs the scene as `dynamics-tutor run` does: the same calls
/// in the same order, so the same trajectories bit for bit (`simulate()` returns their hash, which
/// `run --format hash` prints too).
package enum CodeExport {
  /// The file for `lesson` with `values` (its header names those that differ from the defaults).
  package static func swift(for lesson: Lesson, values: ParameterValues) throws(SceneBuildError) -> String {
    let type = SwiftSource.typeName(lesson.id) + "ViewController"
    let defaults = ParameterValues(defaultsOf: lesson)
    // A choice by its name (`field.kind = drag`), as `--set` takes it.
    let changed = lesson.parameters.filter { values[$0.name] != defaults[$0.name] }.map { parameter in
      let value = values[parameter.name] ?? 0, index = Int(value)
      let written = parameter.options.indices.contains(index) && Double(index) == value
        ? parameter.options[index] : SwiftSource.number(value)
      return "\(parameter.name) = \(written)"
    }
    switch lesson.scene.engine {
    case .dynamics: break
    case .animation, .motion:
      return (header(lesson, changed: changed) + (try LayerCode.lines(for: lesson, values: values, type: type)))
        .joined(separator: "\n") + "\n"
    }
    let source = SwiftSource()
    source.sizes = SizeTranslator(lesson: lesson, values: values, constants: try StaticConstants.compute(lesson, values: values),
                                  source: source)
    let scene = try SceneBuilder.build(lesson, values: values, source: source)
    let events = try EventSource(scene: scene, lesson: lesson, source: source)
    let duration = values[ParameterName.sceneDuration] ?? lesson.scene.duration
    let (declarations, setUp, repeated) = tidied(source, scene: scene, lesson: lesson, values: values)
    let flowLayout = try SpringyLayoutCode.lines(for: lesson, scene: scene,
                                                 type: SwiftSource.typeName(lesson.id) + "ListViewController")
    var lines = header(lesson, changed: changed) + (flowLayout.isEmpty ? [] : SpringyLayoutCode.note + [""])
    lines += ["import Dynamics", "", "final class \(type): UIViewController {",
              "  lazy var animator = UIDynamicAnimator(referenceView: view)"]
    lines += declarations.map { "  " + $0 }
    lines += ["", "  override func loadView() {",
              "    view = UIView(frame: \(SwiftSource.rect(scene.root.frame)))",
              "    view.backgroundColor = .systemBackground", "  }",
              "", "  override func viewDidLoad() {", "    super.viewDidLoad()"]
    lines += indent(repeated.fold(repeated.rename(setUp)), by: 4)
    lines += ["  }"]
    for handler in source.handlers {
      // A recognizer's action in UIKit: an Objective-C method (the terminal has no Objective-C runtime).
      lines += ["", "  /// \(handler.summary)", "#if canImport(UIKit)", "  @objc", "#endif", "  func \(handler.signature) {"]
        + indent(repeated.fold(repeated.rename(handler.body)), by: 4) + ["  }"]
    }
    for method in events.methods {
      lines += ["", "  /// \(method.summary)", "  func \(method.name)() {"]
        + indent(repeated.fold(repeated.rename(method.body)), by: 4) + ["  }"]
    }
    if lines.contains(where: { $0.contains("itemBehavior(for: ") }) {
      lines += itemBehaviorHelper(source.itemBehaviors)
    }
    if source.usesBallView {
      lines += ["", "  /// A view that collides as the ellipse inside its frame (a ball).", "  final class BallView: UIView {",
                "    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }", "  }"]
    }
    lines += ["}", ""]
    lines += SimulationSource.lines(type: type, lessonID: lesson.id, duration: duration, size: scene.root.frame.size, views: source.views,
                                   script: events.script, fingers: events)
    // What still names a member of a repeated item or behaviour (the helper's list, the terminal's part).
    return (repeated.rename(lines) + flowLayout).joined(separator: "\n") + "\n"
  }

  /// The stored properties and `viewDidLoad()` as an iOS developer writes them, from what `SceneBuilder`
  /// wrote (the items first, up to the terminal's step): views created from `view.bounds`, repeated
  /// ones in arrays, defaults left out.
  private static func tidied(_ source: SwiftSource, scene: BuiltScene, lesson: Lesson, values: ParameterValues)
    -> (declarations: [String], setUp: [String], repeated: RepeatedCode) {
    let itemNames = lesson.items.map { source.item($0.id) }
    let itemDeclarations = source.declarations.filter { line in itemNames.contains { line.hasPrefix("let \($0) = ") } }
    let itemEnd = source.setUp.firstIndex(of: "#if !canImport(UIKit)") ?? 0
    let translator = source.sizes ?? SizeTranslator(lesson: lesson, values: values, constants: scene.constants, source: source)
    let items = ItemCode(lesson: lesson, values: values, constants: scene.constants, source: source, translator: translator,
                         written: (itemDeclarations, Array(source.setUp[..<itemEnd])))
    var repeated = RepeatedCode(items: items.families)
    let declarations = items.declarations + repeated.behaviors(
      of: lesson, declarations: source.declarations.filter { !itemDeclarations.contains($0) }, source: source)
    let views = scene.views.map { (name: source.item($0.id), frame: $0.view.frame, center: $0.view.center) }
    let behaviors = StatementTidy.setUp(Array(source.setUp[itemEnd...]), declarations: source.declarations, views: views)
      .map(translator.namingSizes)
    // The scene's constants of the view's size that the statements use come first.
    let setUp = translator.localLines + StatementTidy.setUp(items.setUp, declarations: []) + behaviors
    return (declarations, setUp, repeated)
  }

  private static func header(_ lesson: Lesson, changed: [String]) -> [String] {
    var lines = ["// The scene of the lesson \"\(lesson.title)\" (\(lesson.id)), written by `dynamics-tutor code`",
                 changed.isEmpty ? "// with the lesson's values." : "// with these values changed: \(changed.joined(separator: ", ")).",
                 "// In Xcode: `import UIKit` in place of `import Dynamics`, and drop the part between",
                 "// `#if !canImport(UIKit)` and `#endif` (it runs the lesson's timed events in the terminal).",
                 ""]
    if lesson.scene.sizeIsProposal { lines.insert("// The scene's size is the tutor's choice; the article gives none.", at: 4) }
    return lines
  }

  static func indent(_ lines: [String], by spaces: Int) -> [String] {
    let pad = String(repeating: " ", count: spaces)
    var depth = 0
    return lines.map { line in
      // `#if` lines stay at the margin, as Swift style has them.
      if line.hasPrefix("#") { return line }
      if line.hasPrefix("}") { depth = max(0, depth - 1) }
      defer { if line.hasSuffix("{") { depth += 1 } }
      // A switch's cases stand level with the switch.
      let level = line.hasPrefix("case ") || line == "default:" ? max(0, depth - 1) : depth
      return pad + String(repeating: "  ", count: level) + line
    }
  }

  private static func itemBehaviorHelper(_ names: [String]) -> [String] {
    ["", "  /// The item behaviour that moves `item`: the first of the scene's that the animator runs, else a new one.",
     "  func itemBehavior(for item: UIView) -> UIDynamicItemBehavior {",
     "    let candidates: [UIDynamicItemBehavior] = \(SwiftSource.list(names))",
     "    for behavior in candidates where behavior.dynamicAnimator != nil && behavior.items.contains(where: { $0 === item }) {",
     "      return behavior", "    }",
     "    let created = UIDynamicItemBehavior(items: [item])", "    animator.addBehavior(created)", "    return created", "  }"]
  }
}
