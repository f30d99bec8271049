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
    // A code exercise is judged by the learner's file, the same from any page.
    if let current = state, current.exerciseOnPage == nil, let exercise = current.currentExercise,
       let task = codeTask(exercise) {
      return try checkCode(exercise, task)
    }
    if let current = state, current.exerciseOnPage == nil {
      let tunings = current.exercisesInPageOrder.filter { if case .tune = $0.kind { true } else { false } }
      guard let tuning = tunings.first(where: { current.exercises[$0.id]?.solved != true }) ?? tunings.first,
            let page = current.page(of: tuning) else {
        throw TutorError(t("`check` is for tuning exercises, and this lesson has none"))
      }
      throw TutorError(t("`check` judges exercise {id} with the values set on its page, page {page}: `page {page}` goes there",
                         ["id": tuning.id, "page": "\(page)"]))
    }
    return try withCurrentExercise(check)
  }

  private func check(_ exercise: ExerciseSpec) throws(TutorError) -> String {
    if let task = codeTask(exercise) { return try checkCode(exercise, task) }
    guard let checker = checker(for: exercise) else { return "" }
    guard case .tune = exercise.kind else {
      throw TutorError(t("`check` is for tuning exercises; answer this one with `answer` or `choose`"))
    }
    let (verdict, run) = checker.checkTuning(exercise)
    guard let run else { return record(verdict, for: exercise) }
    state?.keep(run, for: exercise)
    let shown: ((Int) -> String)? = exercise.show == nil ? nil : { rows in self.evidence(for: exercise, runs: ["": run], rows: rows) }
    return record(verdict, for: exercise, drawing: shown)
  }
}
