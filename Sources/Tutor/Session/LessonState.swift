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

  /// The exercise on the current page; on a prose page, the first unsolved one in page order.
  var currentExercise: ExerciseSpec? {
    if case .exercise(let id)? = lesson.pages.indices.contains(page) ? lesson.pages[page] : nil {
      return lesson.exercise(id)
    }
    for case .exercise(let id) in lesson.pages where exercises[id]?.solved != true {
      return lesson.exercise(id)
    }
    return nil
  }

  /// Whether the current page shows an exercise.
  var isOnExercisePage: Bool {
    guard lesson.pages.indices.contains(page), case .exercise = lesson.pages[page] else { return false }
    return true
  }
}
