import Localization

/// `page`: the current page again.
struct PageCommand: ArgumentlessCommand {
  static let declaration = CommandDeclaration("page", summary: Messages.english("show the current page again"))

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.currentPage())
  }
}
