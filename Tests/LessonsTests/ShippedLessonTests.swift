import Foundation
import Testing
@testable import Lessons

@Suite("Shipped lessons")
struct ShippedLessonTests {
  @Test("every lesson file in the repository validates without errors")
  func everyLessonValidates() {
    let catalog = RepositoryLessons.catalog()
    #expect(!catalog.entries.isEmpty)
    for entry in catalog.entries {
      if case .broken(let id, _, let diagnostics) = entry {
        let details = diagnostics.map(\.description).joined(separator: "\n")
        Issue.record("lesson \(id) is broken:\n\(details)")
      }
    }
    #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty, "\(catalog.diagnostics)")
  }

  @Test("for every numeric exercise the engine's measurement agrees with the closed form within its tolerance")
  func numericExercisesAgreeWithEngine() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .numeric(_, _, let absolute, let relative, let verify) = exercise.kind, verify != nil else { continue }
        var values = ParameterValues(defaultsOf: lesson)
        for (name, value) in exercise.setup { values[name] = value }
        let checker = ExerciseChecker(lesson: lesson, values: values)
        let runs = try checker.performRuns(exercise)
        let expected = try checker.expectedValue(exercise).get()
        let measured = try checker.measuredValue(exercise, runs: runs).get()
        let allowed = max(absolute ?? 0, (relative ?? 0) * abs(expected))
        #expect(abs(measured - expected) <= allowed,
                "\(lesson.id)/\(exercise.id): engine \(measured) vs closed form \(expected) (±\(allowed))")
      }
    }
  }

  @Test("every predict exercise's run gives the physically expected outcome")
  func predictExercisesGiveExpectedOutcome() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .predict(_, _, let expected) = exercise.kind else { continue }
        var values = ParameterValues(defaultsOf: lesson)
        for (name, value) in exercise.setup { values[name] = value }
        let checker = ExerciseChecker(lesson: lesson, values: values)
        let runs = try checker.performRuns(exercise)
        #expect(try checker.outcome(exercise, runs: runs).get() == expected, "\(lesson.id)/\(exercise.id)")
      }
    }
  }

  @Test("every tune exercise: the reference meets the target and the counterexample does not")
  func tuneExercisesReferenceAndCounterexample() {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .tune(_, _, let reference, let counterexample) = exercise.kind else { continue }
        for (settings, shouldPass) in [(reference, true), (counterexample, false)] where !settings.isEmpty {
          var values = ParameterValues(defaultsOf: lesson)
          for (name, value) in settings { values[name] = value }
          let (verdict, _) = ExerciseChecker(lesson: lesson, values: values).checkTuning(exercise)
          #expect(verdict.isCorrect == shouldPass, "\(lesson.id)/\(exercise.id) with \(settings): \(verdict)")
        }
      }
    }
  }
}
