import Localization
import LessonModel
import Progress
import TerminalGraphics

/// `solution`: the worked solution, after an attempt.
struct SolutionCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("solution", summary: Messages.english("show the worked solution (after an attempt)"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.solutionCommand())
  }
}

extension TutorSession {
  func solutionCommand() throws(TutorError) -> String {
    try withCurrentExercise(solution)
  }

  private func solution(_ exercise: ExerciseSpec) -> String {
    guard let state else { return "" }
    let progress = state.exercises[exercise.id] ?? ExerciseProgress()
    guard progress.attempts > 0 || progress.solved else {
      return wrapped(t("Have a go first: any attempt counts. Then `solution` shows the worked answer."))
        .joined(separator: "\n")
    }
    if let task = codeTask(exercise) {
      self.state?.exercises[exercise.id, default: ExerciseProgress()].solutionShown = true
      return codeSolution(exercise, task)
    }
    guard let solution = exercise.solution else { return t("This exercise has no written solution.") }
    self.state?.exercises[exercise.id, default: ExerciseProgress()].solutionShown = true
    return TextWrap.paragraph(t("Solution: {solution}", ["solution": solution]), width: settings.width, first: "", rest: "  ")
      .joined(separator: "\n")
  }
}
