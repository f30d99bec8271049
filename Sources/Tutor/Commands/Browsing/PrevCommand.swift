import Localization

/// `prev [count]`: back one page, or `count` pages.
struct PrevCommand: TutorCommand {
  static let declaration = CommandDeclaration(
    "prev", aliases: ["p"], [CommandArgument("count", .pageCount, optional: true)],
    summary: Messages.english("go back one page"),
    details: [Messages.english("`prev 2` goes two pages back; `page 1` goes to the first page.")],
    example: "prev 2")

  /// How many pages back.
  let count: Int

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    count = try arguments.pageCount(for: Self.declaration.name, t)
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.turnPage(by: -count))
  }
}
