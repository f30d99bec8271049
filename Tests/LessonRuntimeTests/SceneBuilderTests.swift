import Foundation
import Testing
import LessonTestSupport
import Dynamics
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

/// Parses a lesson from text; the prose is a stub with the given sections.
func inlineLesson(_ text: String, sections: [String] = ["intro"]) throws -> Lesson {
  let prose = sections.map { "## \($0)\n\ntext\n" }.joined(separator: "\n")
  let outcome = LessonLoader.parse(text, file: "inline.toml", expectedID: nil) { _ in prose }
  guard let lesson = outcome.lesson else {
    throw SceneBuildError(outcome.diagnostics.map(\.description).joined(separator: "\n"))
  }
  return lesson
}

/// Two multiple-choice exercises, the fewest a lesson may have: for test lessons that are about
/// something else.
let twoChoiceExercises = """
[[exercise]]
id = "a"
kind = "choice"
question = "?"
choices = ["x", "y"]
answer = 1
hints = ["a", "b"]
solution = "x"

[[exercise]]
id = "b"
kind = "choice"
question = "?"
choices = ["x", "y"]
answer = 2
hints = ["a", "b"]
solution = "y"
"""

/// A small lesson around one item, with extra TOML appended.
func lessonText(_ extra: String) -> String {
  """
  schema = 1
  id = "inline"
  title = "Inline"
  seed = "000_e1304f5dd4ac986b.txt"
  prose = "Content/inline.md"
  goals = ["Test the scene builder."]

  [scene]
  engine = "dynamics"
  width = 320
  height = 568
  duration = 0.5

  [[item]]
  id = "box"
  frame = [100, 100, 50, 50]

  [[plot]]
  id = "p"
  kind = "series"
  signals = ["box.y"]

  """ + twoChoiceExercises + "\n" + extra
}

@Suite("Scene builder")
struct SceneBuilderTests {
  @Test("a boundary switched off with <boundary>.enabled is not added")
  func boundaryEnabled() throws {
    let lesson = try #require(RepositoryLessons.lesson("barrier-boundaries"))
    var values = ParameterValues(defaultsOf: lesson)
    #expect(try SceneRunner.run(lesson, values: values).trajectory.contacts.contains { $0.other == "yellow" })
    values["yellow.enabled"] = 0
    let run = try SceneRunner.run(lesson, values: values)
    #expect(!run.trajectory.contacts.contains { $0.other == "yellow" })
    #expect(!run.geometry.boundaries.contains { $0.id == "yellow" })
  }

  @Test("<item>.<property> sets the property on the item behaviour that holds the item alone")
  func itemPropertyBinding() throws {
    let lesson = try #require(RepositoryLessons.lesson("item-properties"))
    var values = ParameterValues(defaultsOf: lesson)
    values["A.resistance"] = 10
    let run = try SceneRunner.run(lesson, values: values, duration: 0.8)
    let a = try #require(run.trajectory.track("A")), b = try #require(run.trajectory.track("B"))
    #expect(abs((a.vy.last ?? 0) - 100) < 1, "A reaches g / r = 100 pt/s")
    #expect((b.vy.last ?? 0) > 500, "B is untouched")
  }

  @Test("a behaviour switched off with <behavior>.enabled is never added, not even by an event")
  func behaviorEnabled() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "gravity"
      type = "gravity"
      items = ["box"]
      added = false

      [[event]]
      at = 0.1
      add = ["gravity"]

      [[parameter]]
      name = "gravity.enabled"
      type = "bool"
      default = true
      description = "Gravity on or off."
      """))
    var values = ParameterValues(defaultsOf: lesson)
    #expect(try SceneRunner.run(lesson, values: values).trajectory.track("box")?.y.last ?? 0 > 125)
    values["gravity.enabled"] = 0
    #expect(try SceneRunner.run(lesson, values: values).trajectory.track("box")?.y.last == 125)
  }

  @Test("a repeated place event puts pull.count balls on their circles; scene.width rescales the cradle")
  func repeatedPlaceAndSceneSize() throws {
    let lesson = try #require(RepositoryLessons.lesson("newtons-cradle"))
    var values = ParameterValues(defaultsOf: lesson)
    values["pull.count"] = 3
    values["props.resistance"] = 0
    let run = try SceneRunner.run(lesson, values: values, duration: 1.0 / 60)
    let swings = (0..<5).map { run.trajectory.track("ball\($0)")?.value(of: .swing, at: 0) ?? .nan }
    for index in 0..<3 { #expect(abs(swings[index] + 30) < 1e-6, "ball\(index) at -30 degrees: \(swings)") }
    for index in 3..<5 { #expect(abs(swings[index]) < 1e-6, "ball\(index) hangs straight: \(swings)") }
    values["scene.width"] = 480
    let wide = try SceneRunner.run(lesson, values: values, duration: 1.0 / 60)
    #expect(wide.geometry.width == 480)
    #expect(abs((wide.trajectory.track("anchor0")?.x.first ?? 0) - 160) < 1e-9)
  }

  @Test("gravity given no angle keeps UIKit's default direction exactly: (0, 1), or (0, magnitude)")
  func gravityStraightDown() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "gravity"
      type = "gravity"
      items = ["box"]

      [[parameter]]
      name = "gravity.magnitude"
      default = 1.0
      min = 0.0
      max = 5.0
      unit = ""
      description = "Strength."
      """))
    var values = ParameterValues(defaultsOf: lesson)
    let gravity = try #require(SceneBuilder.build(lesson, values: values).behaviors["gravity"] as? UIGravityBehavior)
    #expect(gravity.gravityDirection.dx.bitPattern == CGFloat(0).bitPattern && gravity.gravityDirection.dy == 1)
    values["gravity.magnitude"] = 4
    let stronger = try #require(SceneBuilder.build(lesson, values: values).behaviors["gravity"] as? UIGravityBehavior)
    let expected = UIGravityBehavior(items: [])
    expected.magnitude = 4
    #expect(stronger.gravityDirection == expected.gravityDirection, "as `gravity.magnitude = 4` sets it")
  }

  @Test("a field's minimumRadius falls back to the engine's own default")
  func fieldMinimumRadiusDefault() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "field"
      type = "field"
      kind = "radialGravity"
      items = ["box"]
      position = [160, 300]
      falloff = 2.0
      """))
    let field = try #require(SceneBuilder.build(lesson, values: ParameterValues(defaultsOf: lesson)).behaviors["field"]
      as? UIFieldBehavior)
    #expect(field.minimumRadius == UIFieldBehavior.radialGravityField(position: .zero).minimumRadius)
  }
}
