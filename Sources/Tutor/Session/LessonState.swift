import LessonModel
import Progress
import LessonRuntime

/// The open lesson: where the learner is, their parameter values and last run in each context (the
/// lesson's pages, and each exercise on its own), and the state of each exercise.
struct LessonState {
  var lesson: Lesson
  var page = 0
  var exercises: [String: ExerciseProgress] = [:]
  /// Values per context; a context not yet visited starts from `lesson.startingValues(for:)`.
  private var contextValues: [ExerciseContext: ParameterValues] = [:]
  /// The last run per context, so that `plot` after coming back to a page shows that page's run.
  private var runs: [ExerciseContext: SceneRun] = [:]

  /// Opens `lesson` where the learner's record left it (page, exercises, parameters of the lesson's
  /// pages and of each exercise). Values that no longer fit the lesson are listed in `dropped`.
  init(lesson: Lesson, record: LessonProgress) {
    self.lesson = lesson
    exercises = record.exercises
    let restored = record.values(for: lesson)
    contextValues[.lesson] = restored.values
    dropped = restored.dropped.map { ($0, nil) }
    for exercise in lesson.exercises where record.exerciseParameters[exercise.id] != nil {
      let inside = record.values(for: exercise, in: lesson)
      contextValues[.exercise(exercise.id)] = inside.values
      dropped += inside.dropped.map { ($0, exercise.id) }
    }
    page = lesson.pages.indices.contains(record.lastPage) ? record.lastPage : 0
  }

  /// Saved parameter values that no longer fit the lesson (renamed, or out of a new range), with the
  /// exercise whose values they were (nil: the lesson's pages).
  var dropped: [(name: String, exercise: String?)] = []

  /// The learner's record of this lesson as it stands.
  var record: LessonProgress {
    var record = LessonProgress(exercises: exercises, lastPage: page)
    record.record(values(in: .lesson), for: lesson)
    for exercise in lesson.exercises where contextValues[.exercise(exercise.id)] != nil {
      record.record(values(in: .exercise(exercise.id)), for: exercise, in: lesson)
    }
    return record
  }

  /// The context of the current page: its exercise, or the lesson's pages.
  var context: ExerciseContext {
    if lesson.pages.indices.contains(page), case .exercise(let id) = lesson.pages[page] { return .exercise(id) }
    return .lesson
  }

  /// The values of a context.
  func values(in context: ExerciseContext) -> ParameterValues {
    contextValues[context] ?? lesson.startingValues(for: context)
  }

  /// The values inside an exercise: what its verdicts are judged with.
  func values(for exercise: ExerciseSpec) -> ParameterValues { values(in: .exercise(exercise.id)) }

  /// The values of the current page's context; `set`, `reset` and `run` work on these.
  var values: ParameterValues {
    get { values(in: context) }
    set { contextValues[context] = newValue }
  }

  /// The current context's last run.
  var lastRun: SceneRun? {
    get { runs[context] }
    set { runs[context] = newValue }
  }

  /// Stores the run an exercise's verdict made as that exercise's last run.
  mutating func keep(_ run: SceneRun, for exercise: ExerciseSpec) {
    runs[.exercise(exercise.id)] = run
  }

  /// The exercise whose page this is, if the current page poses one.
  var exerciseOnPage: ExerciseSpec? {
    if case .exercise(let id) = context { return lesson.exercise(id) }
    return nil
  }

  /// The 1-based page that poses `exercise`.
  func page(of exercise: ExerciseSpec) -> Int? {
    lesson.pages.firstIndex { $0 == .exercise(exercise.id) }.map { $0 + 1 }
  }

  /// The exercise on the current page; on a prose page, the first unsolved one in page order.
  var currentExercise: ExerciseSpec? {
    if case .exercise(let id) = context { return lesson.exercise(id) }
    for case .exercise(let id) in lesson.pages where exercises[id]?.solved != true {
      return lesson.exercise(id)
    }
    return nil
  }

  /// Whether the current page shows an exercise.
  var isOnExercisePage: Bool { context != .lesson }

  /// The exercises in page order (the order the learner meets them), then any on no page.
  var exercisesInPageOrder: [ExerciseSpec] {
    var ordered: [ExerciseSpec] = []
    for case .exercise(let id) in lesson.pages { if let exercise = lesson.exercise(id) { ordered.append(exercise) } }
    ordered += lesson.exercises.filter { exercise in !ordered.contains { $0.id == exercise.id } }
    return ordered
  }

  /// An exercise's 1-based number as the learner meets it.
  func number(of exercise: ExerciseSpec) -> Int {
    (exercisesInPageOrder.firstIndex { $0.id == exercise.id } ?? 0) + 1
  }
}
