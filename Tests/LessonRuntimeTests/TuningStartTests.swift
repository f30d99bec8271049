import Foundation
import Testing
import LessonTestSupport
@testable import LessonModel
@testable import LessonRuntime

/// A tuning exercise is a task only if its page starts from values that miss the target: `check`
/// before any `set` must say "not quite", with the measured figures, for every shipped tuning.
@Suite("Tuning exercises start off target")
struct TuningStartTests {
  static var tunings: [(lesson: Lesson, exercise: ExerciseSpec)] {
    RepositoryLessons.catalog().lessons.flatMap { lesson in
      lesson.exercises.filter { if case .tune = $0.kind { true } else { false } }.map { (lesson, $0) }
    }
  }

  @Test("checking a tuning exercise at its starting values fails, for every shipped tuning")
  func startingValuesFail() {
    let tunings = Self.tunings
    #expect(tunings.count >= 8)
    for (lesson, exercise) in tunings {
      let checker = ExerciseChecker(lesson: lesson, values: lesson.startingValues(for: exercise))
      let (verdict, _) = checker.checkTuning(exercise)
      guard case .incorrect = verdict else {
        Issue.record("\(lesson.id)/\(exercise.id) starts at values that already meet its target: \(verdict)")
        continue
      }
    }
  }
}
