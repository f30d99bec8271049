import LessonModel
import Localization

/// `open <id|number>`: opens a lesson where the learner left it.
struct OpenCommand: TutorCommand {
  static let declaration = CommandDeclaration("open", aliases: ["o"], [CommandArgument("id|number", .lesson)], summary: Messages.english("open a lesson"),
    details: [Messages.english("Example: `open falling-buttons` or `open 1`.")],
    example: "open falling-buttons", needsLesson: false)

  /// A lesson id or its 1-based number.
  let key: String

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    key = arguments[0] ?? ""
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.openCommand(key))
  }
}

extension TutorSession {
  func openCommand(_ key: String) throws(TutorError) -> String {
    let ids = catalog.ids
    let entry: LessonCatalog.Entry?
    if let number = Int(key) {
      entry = number >= 1 && number <= ids.count ? catalog.entry(ids[number - 1]) : nil
      if entry == nil {
        throw TutorError(t("there is no lesson {number}; lessons are numbered 1 to {count}", ["number": "\(number)", "count": "\(ids.count)"]))
      }
    } else {
      entry = catalog.entry(key)
    }
    switch entry {
    case .loaded(let lesson)?: return open(lesson)
    case .broken(let id, _, let diagnostics)?:
      throw TutorError(t.plural(diagnostics.count, "lesson {id} cannot be opened: {count} problem in its file",
                                "lesson {id} cannot be opened: {count} problems in its file", ["id": id]),
                       details: diagnostics.prefix(5).map { "  \($0)" })
    case nil:
      throw TutorError(t("no lesson \"{name}\"{suggestion}", ["name": Self.clip(key), "suggestion": Suggestion.didYouMean(key, in: ids, t)]))
    }
  }
}
