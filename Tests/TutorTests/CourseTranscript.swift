import Foundation
import Expressions
import LessonModel
@testable import Tutor

/// What a learner reads walking the whole course at 80 × 24 in plain text: every page of every
/// lesson, and on each exercise's page its hints, the verdict of a wrong answer (where the exercise
/// takes one) and of the reference answer, and its solution. Tests scan it for slips that no single golden would catch.
struct CourseTranscript {
  /// One piece of output: where it came from (`lesson/page 3`, `lesson/exercise id`) and its text.
  struct Entry {
    let place: String
    let text: String
  }

  let entries: [Entry]

  /// Walks every lesson of the shipped course in page order.
  static func walk(settings: OutputSettings = .plain) throws -> CourseTranscript {
    var entries: [Entry] = []
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id, settings: settings)
      for (index, page) in lesson.pages.enumerated() {
        entries.append(Entry(place: "\(lesson.id)/page \(index + 1)", text: session.handle("page \(index + 1)").text))
        guard case .exercise(let id) = page, let exercise = lesson.exercise(id) else { continue }
        for number in exercise.hints.indices {
          entries.append(Entry(place: "\(lesson.id)/\(id) hint \(number + 1)", text: session.handle("hint").text))
        }
        if case .predict = exercise.kind {} else if let wrong = wrongCommand(exercise) {
          entries.append(Entry(place: "\(lesson.id)/\(id) wrong", text: session.handle(wrong).text))
        }
        let reference = try CourseWalkTests.referenceCommands(exercise, in: lesson)
        if !reference.isEmpty {
          let verdict = reference.map { session.handle($0).text }.last ?? ""
          entries.append(Entry(place: "\(lesson.id)/\(id)", text: verdict))
        }
        if exercise.solution != nil {
          entries.append(Entry(place: "\(lesson.id)/\(id) solution", text: session.handle("solution").text))
        }
      }
    }
    return CourseTranscript(entries: entries)
  }

  /// A wrong attempt: a numeric answer far off, the first wrong choice, or `check` at the start; nil
  /// for a code exercise, whose `check` builds the learner's file with the Swift toolchain (the
  /// learner-code tests judge those).
  static func wrongCommand(_ exercise: ExerciseSpec) -> String? {
    switch exercise.kind {
    case .numeric: return "answer 123456"
    case .choice(_, let answer): return "choose \(Figures.letter(answer == 0 ? 1 : 0))"
    case .predict(_, _, let expected): return "choose \(Figures.letter(expected == 0 ? 1 : 0))"
    case .tune: return "check"
    case .code: return nil
    }
  }

  /// The transcript as one text, each entry under a line naming its place.
  var text: String {
    entries.map { "=== \($0.place)\n\($0.text)" }.joined(separator: "\n")
  }
}
