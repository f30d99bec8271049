import Lessons

/// What the learner has done in one exercise.
struct ExerciseState: Sendable, Equatable {
  var attempts = 0
  var hintsShown = 0
  var solved = false
}

/// The open lesson: where the learner is, their parameter values and the last run.
struct LessonState {
  let lesson: Lesson
  var page = 0
  var values: ParameterValues
  var lastRun: SceneRun?
  var exercises: [String: ExerciseState] = [:]

  init(lesson: Lesson) {
    self.lesson = lesson
    values = ParameterValues(defaultsOf: lesson)
  }

  /// The exercise on the current page, or the first unsolved one when the page is prose.
  var currentExercise: ExerciseSpec? {
    if case .exercise(let id)? = lesson.pages.indices.contains(page) ? lesson.pages[page] : nil {
      return lesson.exercise(id)
    }
    return nil
  }
}
