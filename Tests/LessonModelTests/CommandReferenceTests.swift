import Foundation
import Testing
import LessonTestSupport
@testable import TOML
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading

/// The lint check that every command a lesson tells the learner to type exists with valid arguments.
@Suite("Commands named by the course")
struct CommandReferenceTests {
  static let lesson = RepositoryLessons.lesson("spring-fields-pip")

  @Test("backticked spans are found with their line and column")
  func spans() {
    let spans = CommandReferences.spans(in: "Type `run`.\nThen `set a 1` and `next`.")
    #expect(spans.map(\.text) == ["run", "set a 1", "next"])
    #expect(spans.map(\.line) == [0, 1, 1])
    #expect(spans.map(\.column) == [5, 5, 19])
  }

  @Test("valid commands pass; unknown parameters, presets, plots and out-of-range values are reported")
  func problems() throws {
    let lesson = try #require(Self.lesson)
    let references = CommandReferences(lesson: lesson, lessonIDs: ["falling-buttons"])
    for valid in ["run", "run 2 s", "set walls.enabled on", "preset bare", "presets", "reset pip.density", "next",
                  "fling 2500 0", "set <name> <value>", "UIFieldBehavior", "open falling-buttons", "help fling"] {
      #expect(references.problem(in: valid) == nil, "\(valid)")
    }
    let cases: [(String, String)] = [
      ("bare", "`bare` is a preset: write `preset bare`"),
      ("preset bar", "no preset \"bar\" (did you mean \"bare\"?)"),
      ("set pip.densty 2", "no parameter \"pip.densty\""),
      ("set pip.density 1000", "out of range"),
      ("set walls.enabled maybe", "walls.enabled is on or off"),
      ("plot nothing", "neither a plot of the lesson nor item signals"),
      ("run soon", "`run soon`"),
      ("next 2", "next takes no arguments"),
      ("open push", "no lesson \"push\""),
      ("fling fast 0", "`fling fast 0`"),
    ]
    for (span, message) in cases {
      let problem = references.problem(in: span)
      #expect(problem?.contains(message) == true, "\(span): \(problem ?? "no problem found")")
    }
  }
}
