import Localization

/// A command of the tutor's prompt, whole in one type: its declaration (name, aliases, typed arguments,
/// help), how it reads the words typed after its name, and what it does. `CommandRegistry` lists every
/// command; help, Tab completion and the parser all read the declarations, so a new command is one new
/// file and its line in the registry.
protocol TutorCommand: Sendable {
  /// What `help`, completion and the parser know of the command.
  static var declaration: CommandDeclaration { get }

  /// Reads the words after the command's name, whose count the parser has already checked against
  /// the declaration. Errors are worded in the language of `t`.
  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError)

  /// Does what the command asks. The session calls it only with a lesson open when the declaration
  /// says the command needs one; nothing changes when it throws.
  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse
}

/// A command without arguments: its value is the command itself.
protocol ArgumentlessCommand: TutorCommand {
  init()
}

extension ArgumentlessCommand {
  /// There is nothing to read: the parser has checked that no word follows the name.
  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    self.init()
  }
}
