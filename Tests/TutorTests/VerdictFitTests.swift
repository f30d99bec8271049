import Foundation
import Expressions
import LessonModel
import LessonReading
import TerminalGraphics
import Testing
@testable import Tutor

/// Every verdict fits the window it is given in: walked through every exercise of every lesson as a
/// learner does — a wrong try, a hint, the solution, then the reference answer — at 100 × 40, at
/// 80 × 24 and at 50 × 20, in English and in each translation, no response is taller than the window less its
/// prompt, so the verdict line is on screen when the prompt comes back, and no line is wider than the
/// window.
@Suite("Verdicts that fit the window")
struct VerdictFitTests {
  /// A try that is wrong for every kind of exercise: a number no answer is, the last choice but the
  /// right one, a tuning checked at its starting values; nil for a code exercise, whose `check` builds
  /// the learner's file with the Swift toolchain (the learner-code tests judge its verdicts).
  static func wrongCommand(_ exercise: ExerciseSpec) -> String? {
    switch exercise.kind {
    case .numeric: return "answer 123456"
    case .choice(let choices, let answer), .predict(let choices, _, let answer):
      return "choose \(Figures.letter(answer == choices.count - 1 ? 0 : choices.count - 1))"
    case .tune: return "check"
    case .code: return nil
    }
  }

  static let sizes = [(columns: 100, rows: 40), (columns: 80, rows: 24), (columns: 50, rows: 20)]
  static let languages = ["en", "ko", "ru", "zh"]

  @Test("wrong tries, hints, solutions and right answers fit the window in every lesson",
        arguments: Self.sizes.map { "\($0.columns)x\($0.rows)" }, Self.languages)
  func everyVerdictFits(_ size: String, _ language: String) throws {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    let settings = OutputSettings(width: parts[0], height: parts[1])
    let catalog = CatalogLoader.load(root: Fixture.root)
    var tooTall: [String] = []
    for lesson in catalog.lessons {
      let session = Fixture.session(opening: lesson.id, settings: settings)
      if language != "en" {
        _ = session.handle("lang \(language)")
        // The lesson's own words are in the language now: its title on the page header.
        #expect(!session.handle("page 1").text.contains(lesson.title), "\(lesson.id) is in \(language)")
      }
      for (index, page) in lesson.pages.enumerated() {
        guard case .exercise(let id) = page, let exercise = lesson.exercise(id) else { continue }
        _ = session.handle("page \(index + 1)")
        var commands = [Self.wrongCommand(exercise), "hint", "solution"].compactMap { $0 }
        commands += try CourseWalkTests.referenceCommands(exercise, in: lesson)
        for command in commands {
          let response = session.handle(command)
          let lines = response.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          if lines.count > settings.height - 1 {
            tooTall.append("\(lesson.id)/\(id) `\(command)`: \(lines.count) rows in \(settings.height - 1)")
          }
          // A line wider than the window is broken by the terminal wherever its last column falls,
          // inside a word or a number ("0.4" then "451 s"), and takes rows the count above misses.
          for line in lines where TextWrap.width(line) > settings.width {
            tooTall.append("\(lesson.id)/\(id) `\(command)`: a line of \(TextWrap.width(line)) columns in \(settings.width): \(line)")
          }
        }
      }
    }
    #expect(tooTall.isEmpty, "\(tooTall.count) responses taller or wider than the window at \(size) in \(language):\n\(tooTall.joined(separator: "\n"))")
  }
}
