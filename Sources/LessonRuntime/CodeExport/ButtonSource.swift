import LessonModel

/// The Swift text of a lesson's button (`GestureSpec.Kind.button`): its action method, which carries
/// out the next of its presses and sets its title, as `LiveButton` does in a live session; a counter
/// of presses; and the wiring, target–action where UIKit has it, a `UIAction` in the terminal.
struct ButtonSource {
  let gesture: GestureSpec
  /// The button's identifier in the file (`startButton`).
  let item: String
  /// The action method's name (`startButtonPressed`).
  let action: String
  /// The stored property counting presses (`startButtonPresses`).
  let counter: String
  /// Presses made so far by the timed script (the lesson's own presses).
  var pressCount = 0

  init(gesture: GestureSpec, source: SwiftSource) {
    self.gesture = gesture
    let id = gesture.item ?? ""
    item = source.item(id)
    action = source.method(id + " pressed")
    counter = source.method(id + " presses")
  }

  /// The label of the events the script's next press carries out.
  var nextPress: String? { gesture.presses.isEmpty ? nil : gesture.presses[pressCount % gesture.presses.count] }

  /// Declares the counter, wires the action and adds the action method (`SceneBuilder` gives the
  /// button the title it has before its first press).
  func wire(in source: SwiftSource) {
    let presses = gesture.presses, titles = gesture.titles
    source.declare("var \(counter) = 0")
    source.add("#if canImport(UIKit)")
    source.add("\(item).addTarget(self, action: #selector(\(action)), for: .touchUpInside)")
    source.add("#else")
    source.add("\(item).addAction(UIAction { [unowned self] _ in self.\(action)() }, for: .touchUpInside)")
    source.add("#endif")
    var body: [String] = []
    func press(_ index: Int) -> [String] {
      ["\(source.method(presses[index]))()"]
        + (titles.isEmpty ? [] : ["\(item).setTitle(\(SwiftSource.string(titles[index])), for: .normal)"])
    }
    if presses.count == 1 {
      body = press(0)
    } else {
      body = ["switch \(counter) % \(presses.count) {"]
      for index in presses.indices {
        body.append(index == presses.count - 1 ? "default:" : "case \(index):")
        body += press(index)
      }
      body.append("}")
    }
    body.append("\(counter) += 1")
    let calls = presses.map { "`\(source.method($0))()`" }
    let summary = presses.count == 1
      ? "What a press of \(item) does: \(calls[0])."
      : "What a press of \(item) does: \(calls.joined(separator: ", ")) in turn; its title names the next."
    source.addHandler(signature: "\(action)()", summary: summary, body: body)
  }
}
