import Foundation
import LessonModel
import LessonRuntime
import Tutor

/// `lint --code`: every code exercise's reference is built, run and judged and must pass; its
/// starter must build, run and miss at least one target (a starter that passes teaches nothing, one
/// that does not compile is no place to start).
struct CodeExerciseLint {
  let root: URL
  let runner: LearnerCodeRunner

  /// The problems of one lesson's code exercises, reported at the Swift files.
  func check(_ lesson: Lesson) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for exercise in lesson.exercises {
      guard case .code(let task) = exercise.kind else { continue }
      let owner = "exercise \"\(exercise.id)\" of \(lesson.id)"
      let checker = ExerciseChecker(lesson: lesson, values: lesson.startingValues(for: exercise))
      for (path, mustPass) in [(task.referencePath, true), (task.starterPath, false)] {
        let build = FileManager.default.temporaryDirectory
          .appendingPathComponent("dynamics-tutor-lint-\(getpid())-\(lesson.id)-\(exercise.id)-\(mustPass ? "reference" : "starter")")
        defer { try? FileManager.default.removeItem(at: build) }
        let request = LearnerCodeRequest(file: root.appendingPathComponent(path), buildFolder: build, task: task, lesson: lesson)
        switch runner(request) {
        case .failure(let problem):
          let what = mustPass ? "the reference" : "the starter"
          problems.append(Diagnostic(file: path, message: "\(owner): \(what) gives no run: \(problem.message)"
            + (problem.details.isEmpty ? "" : "\n" + problem.details.joined(separator: "\n"))))
        case .success(let run):
          let (verdict, _) = checker.checkCode(exercise, run: run)
          switch (verdict, mustPass) {
          case (.correct, true), (.incorrect, false): break
          case (.incorrect(let detail), true):
            problems.append(Diagnostic(file: path, message: "\(owner): the reference misses a target: \(detail)"))
          case (.correct(let detail), false):
            problems.append(Diagnostic(file: path, message: "\(owner): the starter already passes: \(detail)"))
          case (.unreadable(let message), _):
            problems.append(Diagnostic(file: path, message: "\(owner): a measure could not be read: \(message)"))
          case (.needsSetup, _):
            problems.append(Diagnostic(file: path, message: "\(owner): the exercise needs values it does not set"))
          }
        }
      }
    }
    return problems
  }
}
