import Localization
import LessonModel

/// Every command of the tutor's prompt, in the order `help` lists them, and the parser that reads a
/// line into one of them.
enum CommandRegistry {
  /// The commands. A new command is one new type and its line here.
  static let commands: [any TutorCommand.Type] = [
    LessonsCommand.self, OpenCommand.self, NextCommand.self, PrevCommand.self, PageCommand.self,
    ParamsCommand.self, SetCommand.self, ResetCommand.self, PresetsCommand.self, PresetCommand.self,
    RunCommand.self, PlayCommand.self, LiveCommand.self, PlotCommand.self, SceneCommand.self, CodeCommand.self,
    UseCommand.self, SandboxCommand.self,
    AnswerCommand.self, ChooseCommand.self, CheckCommand.self, EditCommand.self, WatchCommand.self, HintCommand.self, SolutionCommand.self,
    HelpCommand.self, LangCommand.self, ClearCommand.self, QuitCommand.self,
  ]

  /// The commands' declarations, in the same order.
  static let declarations: [CommandDeclaration] = commands.map { $0.declaration }

  /// The command named `word` (its name or an alias, in any case).
  static func command(named word: String) -> (any TutorCommand.Type)? {
    commands.first { $0.declaration.isNamed(word) }
  }

  /// Reads a line. Returns nil for a blank line or a comment (`#`); an error for an unknown command or
  /// arguments that do not fit the command's declaration, worded in the language of `t`. A word that
  /// is no command of the tutor's may be one of the open lesson's `lessonCommands`.
  static func parse(_ line: String, lessonCommands: [LessonCommand] = [],
                    messages t: Messages = .untranslated) -> Result<ParsedLine, TutorError>? {
    guard let input = CommandLineInput(line) else { return nil }
    guard let type = command(named: input.word) else {
      if let own = lessonCommands.first(where: { $0.name == input.word.lowercased() }) {
        return .success(.lessonCommand(LessonShortcut(command: own, arguments: input.arguments)))
      }
      let names = declarations.flatMap { [$0.name] + $0.aliases } + lessonCommands.map(\.name)
      return .failure(TutorError(t("unknown command \"{name}\"{suggestion}; type `help` for the list",
                                   ["name": TutorSession.clip(input.word), "suggestion": Suggestion.didYouMean(input.word, in: names, t)])))
    }
    do throws(TutorError) {
      let words = try type.declaration.fitted(input.words(for: type.declaration), t)
      return .success(.command(try type.init(parsing: CommandArguments(words: words, rest: input.rest), messages: t)))
    } catch {
      return .failure(error)
    }
  }
}

/// A line read: one of the tutor's commands, or one of the open lesson's own.
enum ParsedLine: Sendable {
  case command(any TutorCommand)
  case lessonCommand(LessonShortcut)
}
