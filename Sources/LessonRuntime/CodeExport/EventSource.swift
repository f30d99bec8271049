import LessonModel
import Dynamics
import Foundation

/// The Swift text of a lesson's timed events: one method per group of events with the same label and
/// time ("Start tapped" → `startTapped()`), and the script that calls them at their times. Each action
/// does what `SceneRunner.apply` does, with the numbers the runner would compute; taps, pans and flings
/// are a finger's touches, which the view's recognizers and their handlers turn into pushes and kicks.
struct EventSource {
  /// A method of the view controller.
  struct Method {
    var name: String
    var summary: String
    var body: [String]
  }

  /// Methods of the view controller (what a button or a gesture would call in the app).
  private(set) var methods: [Method] = []
  /// `(time, Swift call)` in the order the runner applies them.
  private(set) var script: [(time: Double, call: String)] = []
  /// Whether the script taps the view with a finger (`fingerTap(at:time:)`, terminal only).
  private(set) var usesFinger = false
  /// Whether the script drags a finger (`FingerDrag`, terminal only).
  private(set) var usesDrag = false
  /// Whether the script flicks a finger (`fingerFlick(on:velocity:time:)`, terminal only).
  private(set) var usesFlick = false
  /// Whether some action needs `itemBehavior(for:)`.
  private(set) var usesItemBehavior = false

  init(scene: BuiltScene, lesson: Lesson, source: SwiftSource) throws(SceneBuildError) {
    func number(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
      try quantity.sceneValue(scene.constants, what)
    }
    var index = 0, tapDivisor = scene.tapHandler?.scale, panDivisor = scene.panHandler?.divisor
    let events = scene.events
    var buttons = lesson.gestures.filter { $0.kind == .button && $0.item != nil }
      .map { ButtonSource(gesture: $0, source: source) }
    while index < events.count {
      // Consecutive events with the same time and label make one method (or one finger's script).
      var end = index + 1
      let finger = Self.isFinger(events[index].action)
      while end < events.count, events[end].time == events[index].time, events[end].label == events[index].label,
            Self.isFinger(events[end].action) == finger { end += 1 }
      if finger {
        // A finger, not a method: its touches go to the recognizers under it (their handlers act).
        var calls: [String] = [], drags: [String] = []
        for event in events[index..<end] {
          switch event.action {
          case .tap(let point, _, let divisor):
            usesFinger = true
            let tap = CGPoint(x: try number(point.x, "tap point"), y: try number(point.y, "tap point"))
            let scale = try number(divisor, "tap divisor")
            if scale != tapDivisor {
              calls.append("self.tapDivisor = \(SwiftSource.number(scale))")
              tapDivisor = scale
            }
            calls.append("self.fingerTap(at: \(SwiftSource.point(tap)), time: \(SwiftSource.number(event.time)))")
          case .pan(let item, let translation, let ramp, let hold, let divisor):
            let scale = try number(divisor, "pan divisor")
            if scale != panDivisor {
              calls.append("self.panDivisor = \(SwiftSource.number(scale))")
              panDivisor = scale
            }
            let moved = try number(translation, "pan translation")
            guard moved != 0 else { continue }  // a finger that does not move makes no pan
            usesDrag = true
            let values = [try number(ramp, "pan ramp"), try number(hold, "pan hold")].map(SwiftSource.number)
            drags.append("FingerDrag(view: self.view, origin: self.\(source.item(item)).center, start: \(SwiftSource.number(event.time)), "
              + "by: \(SwiftSource.point(CGPoint(x: moved, y: 0))), ramp: \(values[0]), hold: \(values[1]))")
          case .drag(let item, let by, let over, let hold):
            usesDrag = true
            let moved = CGPoint(x: try number(by.x, "drag by"), y: try number(by.y, "drag by"))
            let values = [try number(over, "drag over"), try number(hold, "drag hold")].map(SwiftSource.number)
            drags.append("FingerDrag(view: self.view, origin: self.\(source.item(item)).center, start: \(SwiftSource.number(event.time)), "
              + "by: \(SwiftSource.point(moved)), ramp: \(values[0]), hold: \(values[1]))")
          case .fling(let item, let velocity):
            usesFlick = true
            let v = CGPoint(x: try number(velocity.x, "fling velocity"), y: try number(velocity.y, "fling velocity"))
            calls.append("self.fingerFlick(on: self.\(source.item(item)).center, velocity: \(SwiftSource.point(v)), "
              + "time: \(SwiftSource.number(event.time)))")
          default: break
          }
        }
        calls.append("return [" + drags.joined(separator: ", ") + "]")
        script.append((events[index].time, "{ " + calls.joined(separator: "; ") + " }"))
        index = end
        continue
      }
      let label = events[index].label ?? "event at \(SwiftSource.number(events[index].time)) s"
      var body: [String] = []
      for event in events[index..<end] {
        body += try Self.lines(for: event.action, scene: scene, lesson: lesson, source: source, number: number,
                               usesItemBehavior: &usesItemBehavior)
      }
      // One action alone needs no block of its own.
      if end - index == 1, body.first == "do {", body.last == "}" { body = Array(body.dropFirst().dropLast()) }
      let name = source.method(label)
      let summary = "\(label.prefix(1).uppercased() + label.dropFirst()) (at \(SwiftSource.number(events[index].time)) s in the lesson)."
      methods.append(Method(name: name, summary: summary, body: body))
      // A press of a button in the lesson is the button's action, which also sets its title.
      if let press = buttons.firstIndex(where: { $0.nextPress == label }) {
        script.append((events[index].time, "{ self.\(buttons[press].action)(); return [] }"))
        buttons[press].pressCount += 1
      } else {
        script.append((events[index].time, "{ self.\(name)(); return [] }"))
      }
      index = end
    }
    // Labels only a press carries out get their methods too (Stop, which no time runs).
    for button in buttons {
      for label in button.gesture.presses where !methods.contains(where: { $0.name == source.method(label) }) {
        let pressed = scene.pressEvents.filter { $0.label == label }
        var body: [String] = []
        for event in pressed {
          body += try Self.lines(for: event.action, scene: scene, lesson: lesson, source: source, number: number,
                                 usesItemBehavior: &usesItemBehavior)
        }
        if pressed.count == 1, body.first == "do {", body.last == "}" { body = Array(body.dropFirst().dropLast()) }
        let summary = "\(label.prefix(1).uppercased() + label.dropFirst()) (a press of \(button.item) does this)."
        methods.append(Method(name: source.method(label), summary: summary, body: body))
      }
      button.wire(in: source)
    }
  }

  /// Whether an action is a finger's (a tap, a drag or a flick), played by touches, not by a method.
  private static func isFinger(_ action: EventAction) -> Bool {
    switch action {
    case .tap, .pan, .fling, .drag: true
    default: false
    }
  }

  /// The statements of one action.
  private static func lines(for action: EventAction, scene: BuiltScene, lesson: Lesson, source: SwiftSource,
                            number: (Quantity, String) throws(SceneBuildError) -> Double,
                            usesItemBehavior: inout Bool) throws(SceneBuildError) -> [String] {
    switch action {
    case .change(let add, let remove):
      return remove.map { "animator.removeBehavior(\(source.behavior($0)))" }
        + add.filter { !scene.disabled.contains($0) }.map { "animator.addBehavior(\(source.behavior($0)))" }
    case .capture(let ids):
      return ids.compactMap { id in
        guard let spec = lesson.behaviors.first(where: { $0.id == id }), case .snap(let snap) = spec.details else { return nil }
        return "\(source.behavior(id)).snapPoint = \(source.item(snap.item)).center  // snap to where it is now"
      }
    case .tap, .pan, .fling, .drag:
      return []  // a finger's, played by the caller
    case .place(let item, let attachmentID, let angle):
      usesItemBehavior = true
      let degrees = try number(angle, "place angle")
      let name = source.item(item), rod = source.behavior(attachmentID)
      return ["do {", "// On the attachment's circle, \(SwiftSource.number(degrees)) degrees from straight down, at rest.",
              "let radians = \(SwiftSource.number(degrees)) * (Double.pi / 180)",
              "let anchor = \(rod).anchorPoint, length = Double(\(rod).length)",
              "\(name).center = CGPoint(x: Double(anchor.x) + length * sin(radians), y: Double(anchor.y) + length * cos(radians))",
              "animator.updateItem(usingCurrentState: \(name))",
              "let behavior = itemBehavior(for: \(name)), velocity = behavior.linearVelocity(for: \(name))",
              "if velocity != .zero { behavior.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: \(name)) }",
              "}"]
    }
  }
}
