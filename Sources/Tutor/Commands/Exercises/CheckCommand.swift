import Localization
import LessonModel

/// `check`: runs the scene and tests a tuning exercise's targets.
struct CheckCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("check", summary: Messages.english("judge a tuning or code exercise by a run"),
    details: [Messages.english("On a tuning exercise, runs the scene with your values; on a code exercise, builds your file\nand runs it with the lesson's touches. The verdict shows every measured figure beside its\ntarget, met or not.")])

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.checkCommand(), kind: .verdict)
  }
}

extension TutorSession {
  func checkCommand() throws(TutorError) -> String {
    // A tuning is judged with the values set on its own page; from another page `set` cannot reach them.
    // A code exercise is judged by the learner's file, the same from any page: from a reading page,
    // the one whose file the learner has been changing, else the first of both kinds not solved yet.
    if let current = state, current.exerciseOnPage == nil {
      let judged = current.exercisesInPageOrder.filter {
        switch $0.kind {
        case .tune, .code: true
        default: false
        }
      }
      let unsolved = judged.filter { current.exercises[$0.id]?.solved != true }
      let edited = unsolved.first { exercise in
        guard let task = codeTask(exercise), let codeWorkspace else { return false }
        return codeWorkspace.state(lesson: current.lesson.id, exercise: exercise.id, task: task) == .yours
      }
      guard let exercise = edited ?? unsolved.first ?? judged.first, let page = current.page(of: exercise) else {
        throw TutorError(t("`check` is for tuning and code exercises, and this lesson has none"))
      }
      if let task = codeTask(exercise) { return try checkCode(exercise, task) }
      throw TutorError(t("`check` judges exercise {id} with the values set on its page, page {page}: `page {page}` goes there",
                         ["id": exercise.id, "page": "\(page)"]))
    }
    return try withCurrentExercise(check)
  }

  private func check(_ exercise: ExerciseSpec) throws(TutorError) -> String {
    if let task = codeTask(exercise) { return try checkCode(exercise, task) }
    guard let checker = checker(for: exercise) else { return "" }
    guard case .tune = exercise.kind else {
      throw TutorError(t("`check` is for tuning and code exercises; answer this one with `answer` or `choose`"))
    }
    let (verdict, run) = checker.checkTuning(exercise)
    guard let run else { return record(verdict, for: exercise) }
    state?.keep(run, for: exercise)
    let shown: ((Int) -> String)? = exercise.show == nil ? nil : { rows in self.evidence(for: exercise, runs: ["": run], rows: rows) }
    return record(verdict, for: exercise, drawing: shown)
  }
}
