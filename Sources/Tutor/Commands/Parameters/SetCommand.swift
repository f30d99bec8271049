import Expressions
import LessonModel
import LessonRuntime
import Localization

/// `set <name> <value>`: changes a parameter on the current page.
struct SetCommand: TutorCommand {
  static let declaration = CommandDeclaration("set", aliases: ["s"], [CommandArgument("name", .parameter), CommandArgument("value", .value)],
    summary: Messages.english("change a parameter"),
    details: [Messages.english("Units are accepted and converted: `set gravity.angle 90 deg`."),
    Messages.english("Simple expressions work too: `set gravity.angle pi/2`; `help units` says more.")],
    example: "set gravity.magnitude 4")

  /// The parameter's name.
  let name: String
  /// The value as typed: a number with a unit, an expression, on/off or an option.
  let value: String

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    name = arguments.words[0]
    value = arguments.words.dropFirst().joined(separator: " ")
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.setCommand(name, value))
  }
}

extension TutorSession {
  func setCommand(_ name: String, _ typed: String) throws(TutorError) -> String {
    guard let current = state else { return "" }
    let text = language.acceptsDecimalComma ? AnswerParser.withDecimalPoints(typed) : typed
    guard let parameter = current.lesson.parameter(name) else {
      throw TutorError(t("no parameter \"{name}\"{suggestion}; `params` lists them",
                         ["name": Self.clip(name), "suggestion": Suggestion.didYouMean(name, in: current.lesson.parameters.map(\.name), t)]))
    }
    let value: Double
    let constants = ExerciseChecker(lesson: current.lesson, values: current.values).constants()
    switch Self.parseValue(text, for: parameter, constants: constants, messages: t) {
    case .success(let parsed): value = parsed
    case .failure(let problem): throw TutorError(problem.message)
    }
    return assign([(name, value)])
  }
}
