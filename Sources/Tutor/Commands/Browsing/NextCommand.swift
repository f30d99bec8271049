import Localization

/// `next`: the lesson's next page.
struct NextCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("next", aliases: ["n"], summary: Messages.english("go to the next page of the lesson"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.turnPage(by: 1))
  }
}
