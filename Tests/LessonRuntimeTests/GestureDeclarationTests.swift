import Testing
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

/// The diagnostics of an inline lesson, one per line.
private func problems(_ extra: String) -> [String] {
  let prose = "## intro\n\ntext\n"
  return LessonLoader.parse(lessonText(extra), file: "inline.toml", expectedID: nil) { _ in prose }
    .diagnostics.map(\.description)
}

private let buttonScene = """
  [[item]]
  id = "start"
  kind = "button"
  frame = [10, 10, 60, 30]
  dynamic = false

  [[behavior]]
  id = "gravity"
  type = "gravity"
  items = ["box"]
  added = false

  [[event]]
  at = 0
  label = "Start"
  add = ["gravity"]

  """

@Suite("[[gesture]]: what the learner's touches do in a live session")
struct GestureDeclarationTests {
  @Test("a button gesture reads its item, presses and titles; an event without at is one only it carries out")
  func buttonGestureLoads() throws {
    let lesson = try inlineLesson(lessonText(buttonScene + """
      [[event]]
      label = "Stop"
      remove = ["gravity"]

      [[gesture]]
      type = "button"
      item = "start"
      presses = ["Start", "Stop"]
      titles = ["Stop", "Start"]
      """))
    #expect(lesson.gestures == [GestureSpec(kind: .button, item: "start", presses: ["Start", "Stop"], titles: ["Stop", "Start"])])
    #expect(lesson.events.map(\.isGestureOnly) == [false, true])
    let scene = try SceneBuilder.build(lesson, values: ParameterValues(defaultsOf: lesson))
    #expect(scene.events.count == 1, "the timeless event is not scheduled")
    #expect(scene.pressEvents.map(\.label) == ["Stop"])
  }

  @Test("an event without at that no button presses is an error at its line")
  func unpressedTimelessEvent() {
    let found = problems(buttonScene + """
      [[event]]
      label = "Stop"
      remove = ["gravity"]
      """)
    #expect(found.contains { $0.contains("event \"Stop\" has no \"at\" and no button gesture presses it") && $0.contains("inline.toml:") })
  }

  @Test("a gesture names a known type, an existing static item and labels that exist")
  func badGestures() {
    #expect(problems("[[gesture]]\ntype = \"swipe\"\n").contains { $0.contains("gesture type \"swipe\" is not one of") })
    #expect(problems("[[gesture]]\ntype = \"tap\"\n").contains { $0.contains("gesture \"tap\" needs a tap event") })
    let dynamicButton = problems(buttonScene + "[[gesture]]\ntype = \"button\"\nitem = \"box\"\npresses = [\"Start\"]\n")
    #expect(dynamicButton.contains { $0.contains("item \"box\" is dynamic") })
    let unknownLabel = problems(buttonScene + "[[gesture]]\ntype = \"button\"\nitem = \"start\"\npresses = [\"Strat\"]\n")
    #expect(unknownLabel.contains { $0.contains("no event has the label \"Strat\"") && $0.contains("did you mean") })
    let titles = problems(buttonScene + "[[gesture]]\ntype = \"button\"\nitem = \"start\"\npresses = [\"Start\"]\ntitles = [\"a\", \"b\"]\n")
    #expect(titles.contains { $0.contains("2 titles for 1 presses") })
  }
}
