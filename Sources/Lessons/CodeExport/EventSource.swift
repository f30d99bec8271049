import Dynamics
import Foundation

/// The Swift text of a lesson's timed events: one method per group of events with the same label and
/// time ("Start tapped" → `startTapped()`), and the script that calls them at their times. Each action
/// does what `SceneRunner.apply` does, with the numbers the runner would compute.
struct EventSource {
  /// A method of the view controller.
  struct Method {
    var name: String
    var summary: String
    var body: [String]
  }

  /// Methods of the view controller (what a button or a gesture would call in the app).
  private(set) var methods: [Method] = []
  /// Methods that start scripted pans (terminal only): they return the pans.
  private(set) var pans: [Method] = []
  /// `(time, Swift call)` in the order the runner applies them.
  private(set) var script: [(time: Double, call: String)] = []
  /// Whether the script taps the view with a finger (`fingerTap(at:time:)`, terminal only).
  private(set) var usesFinger = false
  /// Whether some action needs `itemBehavior(for:)`.
  private(set) var usesItemBehavior = false

  init(scene: BuiltScene, lesson: Lesson, source: SceneSource) throws(SceneBuildError) {
    func number(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
      try quantity.sceneValue(scene.constants, what)
    }
    var index = 0, tapDivisor = scene.tapHandler?.scale
    let events = scene.events
    while index < events.count {
      // Consecutive events with the same time and label make one method.
      var end = index + 1
      func isTap(_ action: EventAction) -> Bool { if case .tap = action { true } else { false } }
      while end < events.count, events[end].time == events[index].time, events[end].label == events[index].label,
            isTap(events[end].action) == isTap(events[index].action) { end += 1 }
      if isTap(events[index].action) {
        // A finger, not a method: the touches go to the view's recognizers (`tapped(_:)` handles them).
        usesFinger = true
        var calls: [String] = []
        for event in events[index..<end] {
          guard case .tap(let point, _, let divisor) = event.action else { continue }
          let tap = CGPoint(x: try number(point.x, "tap point"), y: try number(point.y, "tap point"))
          let scale = try number(divisor, "tap divisor")
          if scale != tapDivisor {
            calls.append("self.tapDivisor = \(SceneSource.number(scale))")
            tapDivisor = scale
          }
          calls.append("self.fingerTap(at: \(SceneSource.point(tap)), time: \(SceneSource.number(event.time)))")
        }
        script.append((events[index].time, "{ " + calls.joined(separator: "; ") + "; return [] }"))
        index = end
        continue
      }
      let label = events[index].label ?? "event at \(SceneSource.number(events[index].time)) s"
      var body: [String] = [], isPan = false
      for event in events[index..<end] {
        let lines: [String]
        switch event.action {
        case .pan(let item, let translation, let ramp, let hold, let divisor):
          isPan = true
          let values = [try number(translation, "pan translation"), try number(ramp, "pan ramp"),
                        try number(hold, "pan hold"), try number(divisor, "pan divisor")].map(SceneSource.number)
          lines = ["ScriptedPan(item: \(source.item(item)), animator: animator, start: \(SceneSource.number(event.time)), "
            + "translation: \(values[0]), ramp: \(values[1]), hold: \(values[2]), divisor: \(values[3])),"]
        default:
          lines = try Self.lines(for: event.action, scene: scene, lesson: lesson, source: source, number: number,
                                 usesItemBehavior: &usesItemBehavior)
        }
        body += lines
      }
      // One action alone needs no block of its own.
      if end - index == 1, body.first == "do {", body.last == "}" { body = Array(body.dropFirst().dropLast()) }
      let name = source.method(label)
      let summary = "\(label.prefix(1).uppercased() + label.dropFirst()) (at \(SceneSource.number(events[index].time)) s in the lesson)."
      if isPan {
        pans.append(Method(name: name, summary: summary, body: ["["] + body.map { "  " + $0 } + ["]"]))
        script.append((events[index].time, "{ self.\(name)() }"))
      } else {
        methods.append(Method(name: name, summary: summary, body: body))
        script.append((events[index].time, "{ self.\(name)(); return [] }"))
      }
      index = end
    }
  }

  /// The statements of one action.
  private static func lines(for action: EventAction, scene: BuiltScene, lesson: Lesson, source: SceneSource,
                            number: (Quantity, String) throws(SceneBuildError) -> Double,
                            usesItemBehavior: inout Bool) throws(SceneBuildError) -> [String] {
    switch action {
    case .change(let add, let remove):
      return remove.map { "animator.removeBehavior(\(source.behavior($0)))" }
        + add.filter { !scene.disabled.contains($0) }.map { "animator.addBehavior(\(source.behavior($0)))" }
    case .capture(let ids):
      return ids.compactMap { id in
        guard let spec = lesson.behaviors.first(where: { $0.id == id }), case .text(let item)? = spec.properties["item"] else { return nil }
        return "\(source.behavior(id)).snapPoint = \(source.item(item)).center  // snap to where it is now"
      }
    case .tap:
      return []  // handled as a finger by the caller
    case .fling(let item, let velocity):
      usesItemBehavior = true
      let v = CGPoint(x: try number(velocity.x, "fling velocity"), y: try number(velocity.y, "fling velocity"))
      let name = source.item(item)
      return ["itemBehavior(for: \(name)).addLinearVelocity(\(SceneSource.point(v)), for: \(name))"]
    case .place(let item, let attachmentID, let angle):
      usesItemBehavior = true
      let radians = try number(angle, "place angle") * (Double.pi / 180)
      let name = source.item(item), rod = source.behavior(attachmentID)
      return ["do {", "// On the attachment's circle, \(SceneSource.number(radians)) rad from straight down, at rest.",
              "let radians = \(SceneSource.number(radians))",
              "let anchor = \(rod).anchorPoint, length = Double(\(rod).length)",
              "\(name).center = CGPoint(x: Double(anchor.x) + length * sin(radians), y: Double(anchor.y) + length * cos(radians))",
              "animator.updateItem(usingCurrentState: \(name))",
              "let behavior = itemBehavior(for: \(name)), velocity = behavior.linearVelocity(for: \(name))",
              "if velocity != .zero { behavior.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: \(name)) }",
              "}"]
    case .pan:
      return []
    }
  }
}
