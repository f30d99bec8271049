import Localization

/// `next [count]`: the lesson's next page, or the page `count` pages on.
struct NextCommand: TutorCommand {
  static let declaration = CommandDeclaration(
    "next", aliases: ["n"], [CommandArgument("count", .pageCount, optional: true)],
    summary: Messages.english("go to the next page of the lesson"),
    details: [Messages.english("`next 2` goes two pages on; `page 5` goes to page 5.")],
    example: "next 2")

  /// How many pages on.
  let count: Int

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    count = try arguments.pageCount(for: Self.declaration.name, t)
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(session.turnPage(by: count))
  }
}
