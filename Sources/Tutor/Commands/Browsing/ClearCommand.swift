import Localization

/// `clear`: an empty screen with the prompt at the top.
struct ClearCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("clear", summary: Messages.english("clear the screen (Ctrl-L does it while typing)"), needsLesson: false)

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    var response = TutorResponse("")
    response.clearsScreen = true
    return response
  }
}
