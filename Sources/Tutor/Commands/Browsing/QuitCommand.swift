import Localization

/// `quit`: leave; the progress is kept.
struct QuitCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("quit", aliases: ["q", "exit"], summary: Messages.english("leave (your progress is kept)"), needsLesson: false)

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.t("Bye. Your progress is saved; `dynamics-tutor` continues where you left off."), quit: true)
  }
}
