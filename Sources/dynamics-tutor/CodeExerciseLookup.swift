import ArgumentParser
import LessonModel
import Localization

/// Finds a code exercise for the scripting subcommands (`code --exercise`, `check`), or says in one
/// line on stderr why there is none and exits with status 2.
struct CodeExerciseLookup {
  let catalog: LessonCatalog

  /// The lesson and its code exercise's task.
  func find(lesson id: String, exercise exerciseID: String) throws -> (Lesson, ExerciseSpec, CodeTask) {
    guard let lesson = catalog.lesson(id) else {
      Diagnostics.error("no lesson \"\(id)\"" + Suggestion.didYouMean(id, in: catalog.ids))
      throw ExitCode(2)
    }
    guard let exercise = lesson.exercise(exerciseID) else {
      Diagnostics.error("lesson \(id) has no exercise \"\(exerciseID)\"" + Suggestion.didYouMean(exerciseID, in: lesson.exercises.map(\.id)))
      throw ExitCode(2)
    }
    guard case .code(let task) = exercise.kind else {
      let codes = lesson.exercises.filter { $0.kindName == .code }.map(\.id)
      Diagnostics.error("exercise \(exerciseID) of \(id) is a \(exercise.kindName.rawValue) exercise, not a code exercise"
        + (codes.isEmpty ? "; this lesson has none" : "; its code exercises: \(codes.joined(separator: ", "))"))
      throw ExitCode(2)
    }
    return (lesson, exercise, task)
  }

  /// The code task alone.
  func task(lesson: String, exercise: String) throws -> CodeTask {
    try find(lesson: lesson, exercise: exercise).2
  }
}
