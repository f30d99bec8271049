import Localization
import LessonModel
import Progress
import TerminalGraphics

/// `hint`: the current exercise's next hint.
struct HintCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("hint", summary: Messages.english("show the next hint for the current exercise"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.hintCommand())
  }
}

extension TutorSession {
  func hintCommand() throws(TutorError) -> String {
    try withCurrentExercise(hint)
  }

  private func hint(_ exercise: ExerciseSpec) -> String {
    guard var current = state else { return "" }
    var progress = current.exercises[exercise.id] ?? ExerciseProgress()
    guard progress.hintsShown < exercise.hints.count else {
      return exercise.hints.isEmpty ? t("This exercise has no hints.") :
        t("No more hints. After an attempt, `solution` shows the worked answer.")
    }
    let hint = exercise.hints[progress.hintsShown]
    progress.hintsShown += 1
    current.exercises[exercise.id] = progress
    state = current
    let text = t("Hint {number}/{count}: {hint}", ["number": "\(progress.hintsShown)", "count": "\(exercise.hints.count)", "hint": hint])
    return TextWrap.paragraph(text, width: settings.width,
                           first: "", rest: "  ").joined(separator: "\n")
  }
}
