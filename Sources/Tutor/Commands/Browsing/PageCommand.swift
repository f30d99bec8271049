import Localization

/// `page [number]`: the current page again, or the lesson's page with that number.
struct PageCommand: TutorCommand {
  static let declaration = CommandDeclaration(
    "page", [CommandArgument("number", .pageNumber, optional: true)],
    summary: Messages.english("show the current page again, or go to a page by its number"),
    details: [Messages.english("`page 7` goes to page 7, as `next` and `prev` would; the header of every page says its number.")],
    example: "page 3")

  /// The 1-based page to go to; nil shows the current one again.
  let number: Int?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    guard let text = arguments[0] else {
      number = nil
      return
    }
    guard let value = Int(text), value >= 1 else {
      throw TutorError(t("page takes a page number: 1, 2, …, not {text}", ["text": TutorSession.clip(text)]))
    }
    number = value
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    guard let number, let current = session.state else { return TutorResponse(session.currentPage()) }
    let pages = current.lesson.pages.count
    guard number <= pages else {
      throw TutorError(session.t("\"{title}\" has pages 1 to {count}, not {number}",
                                 ["title": current.lesson.title, "count": "\(pages)", "number": "\(number)"]))
    }
    return TutorResponse(session.turnPage(by: number - 1 - current.page))
  }
}
