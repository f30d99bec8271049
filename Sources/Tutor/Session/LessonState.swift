import Lessons

/// The open lesson: where the learner is, their parameter values and the last run.
struct LessonState {
  let lesson: Lesson
  var page = 0
  var values: ParameterValues
  var lastRun: SceneRun?
  var exercises: [String: ExerciseProgress] = [:]

  /// Opens `lesson` where the learner's record left it (page, exercises, parameters). Values that no
  /// longer fit the lesson are listed in `dropped`.
  init(lesson: Lesson, record: LessonProgress) {
    self.lesson = lesson
    exercises = record.exercises
    let restored = record.values(for: lesson)
    values = restored.values
    dropped = restored.dropped
    page = lesson.pages.indices.contains(record.lastPage) ? record.lastPage : 0
  }

  /// Saved parameter values that no longer fit the lesson (renamed, or out of a new range).
  var dropped: [String] = []

  /// The learner's record of this lesson as it stands.
  var record: LessonProgress {
    var record = LessonProgress(exercises: exercises, lastPage: page)
    record.record(values, for: lesson)
    return record
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
