import Localization

/// What the tutor knows of a command before running it: its name, aliases, arguments (with their
/// kinds) and help. `help`, Tab completion and the parser are all derived from it. The help texts are
/// English message templates (marked with `Messages.english` for `scripts/messages.py`), translated
/// where `help` shows them.
struct CommandDeclaration: Sendable {
  let name: String
  let aliases: [String]
  /// The arguments, in order.
  let arguments: [CommandArgument]
  /// One line for the command list: an English template, shown as `t(summary)`.
  let summary: String
  /// Paragraphs for `help <command>`: English templates, each shown as `t(paragraph)`; a `\n` in one
  /// ends a line (help shows them as they are written, unwrapped).
  let details: [String]
  /// A complete example, for usage messages: `set gravity.magnitude 4`.
  let example: String?
  /// Whether the command works on the open lesson (most do); the others work with none open.
  let needsLesson: Bool

  /// Creates a declaration.
  init(_ name: String, aliases: [String] = [], _ arguments: [CommandArgument] = [], summary: String, details: [String] = [],
       example: String? = nil, needsLesson: Bool = true) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.summary = summary
    self.details = details
    self.example = example
    self.needsLesson = needsLesson
  }

  /// Arguments in usage notation, e.g. `<name> <value>`.
  var usage: String { arguments.map(\.usage).joined(separator: " ") }

  /// Whether `word` names this command (its name or an alias, in any case).
  func isNamed(_ word: String) -> Bool {
    let lowered = word.lowercased()
    return name == lowered || aliases.contains(lowered)
  }

  /// `words` checked against the arguments' count, or the usage message; a value, time or answer takes
  /// the rest of the line.
  func fitted(_ words: [String], _ t: Messages) throws(TutorError) -> [String] {
    let required = arguments.filter { !$0.isOptional }.count
    let open = arguments.last?.takesRest == true
    guard words.count >= required, open || words.count <= arguments.count else {
      let values = ["command": name, "usage": usage, "example": example ?? ""]
      switch (usage.isEmpty, example == nil) {
      case (true, true): throw TutorError(t("usage: {command} takes no arguments", values))
      case (true, false): throw TutorError(t("usage: {command} takes no arguments, for example `{example}`", values))
      case (false, true): throw TutorError(t("usage: {command} {usage}", values))
      case (false, false): throw TutorError(t("usage: {command} {usage}, for example `{example}`", values))
      }
    }
    return words
  }
}
