import Localization

/// `prev`: back one page.
struct PrevCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("prev", aliases: ["p"], summary: Messages.english("go back one page"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.turnPage(by: -1))
  }
}
