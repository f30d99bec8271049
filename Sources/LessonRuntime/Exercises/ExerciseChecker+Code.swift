import LessonModel
import Expressions

/// Judging a code exercise: the learner's program ran elsewhere and handed back its recording.
extension ExerciseChecker {
  /// Judges a recorded run of the learner's program by the exercise's measures, as a tuning is judged.
  /// The measures may name the lesson's constants (`floor`, an item's width): those the recording does
  /// not carry are taken from the lesson's own run with the checker's values.
  package func checkCode(_ exercise: ExerciseSpec, run: SceneRun) -> (Verdict, SceneRun) {
    guard case .code(let task) = exercise.kind else {
      return (.unreadable(t("this exercise is not a code exercise")), run)
    }
    var run = run
    if let lessonRun = try? SceneRunner.run(lesson, values: values) {
      for (name, value) in lessonRun.constants where run.constants[name] == nil { run.constants[name] = value }
    }
    switch measure(task.measures, over: run) {
    case .failure(let problem): return (.unreadable(problem.message), run)
    case .success(let results):
      let detail = results.map { $0.description(t) }.joined(separator: "; ")
      return (results.allSatisfy(\.met) ? .correct(detail: detail) : .incorrect(detail: detail), run)
    }
  }
}
