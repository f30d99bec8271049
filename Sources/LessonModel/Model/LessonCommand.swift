import Expressions
import Localization
import Foundation

/// A shortcut a lesson offers at the prompt, such as `tap 300 284`: it assigns its arguments, in
/// order, to parameters (with their units and ranges), and may then run the scene.
///
/// The REPL finds one with `Lesson.command(named:)`, turns the typed arguments into values with
/// `bind(_:in:constants:)`, stores them like `set` does, and runs when `runs` is true.
package struct LessonCommand: Sendable, Equatable {
  /// The word typed at the prompt (lowercase letters, digits and `-`), never one of the REPL's own
  /// commands or aliases (`LessonCommand.reservedNames`).
  public var name: String
  /// How to call it, for `help`: `tap <x> <y>`.
  package var usage: String
  /// One line for the command list.
  package var summary: String
  /// The parameters the arguments are assigned to, in argument order.
  public var parameters: [String]
  /// Whether the scene runs after the assignment.
  public var runs: Bool
  /// Values the command always assigns besides its arguments (bool 0/1, enum option index), such as
  /// switching a script off so that a typed tilt takes effect.
  package var fixedValues: [String: Double]

  /// Creates a command.
  public init(name: String, usage: String, summary: String, parameters: [String], runs: Bool,
              fixedValues: [String: Double] = [:]) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.parameters = parameters
    self.runs = runs
    self.fixedValues = fixedValues
  }

  /// The REPL's command names and aliases, which a lesson command may not take.
  package static let reservedNames: Set<String> = [
    "lessons", "open", "next", "prev", "page", "params", "set", "reset", "run", "play", "plot", "scene", "answer",
    "choose", "check", "edit", "watch", "hint", "solution", "help", "quit", "preset", "code", "live", "clear", "lang",
    "use", "sandbox",
    "presets", "ls", "o", "n", "p", "pa", "s", "r", "pl", "a", "c", "h", "?", "q", "exit",
  ]

  /// The values the arguments give, one per parameter in order, each read with its parameter's unit,
  /// kind and range (`ParameterSpec.parse`), followed by the fixed values (sorted by name); or a message
  /// saying what is wrong (in the language of `t`). Nothing is assigned.
  package func bind(_ arguments: [String], in lesson: Lesson, constants: [String: Double] = [:],
                   messages t: Messages = Messages.untranslated) -> Result<[(name: String, value: Double)], AnswerError> {
    guard arguments.count == parameters.count else {
      return .failure(AnswerError(t.plural(parameters.count, "usage: {usage} ({count} value, found {found})",
                                           "usage: {usage} ({count} values, found {found})",
                                           ["usage": usage, "found": "\(arguments.count)"])))
    }
    var result: [(name: String, value: Double)] = []
    for (name, text) in zip(parameters, arguments) {
      guard let parameter = lesson.parameter(name) else {
        return .failure(AnswerError(t("the lesson has no parameter {name}", ["name": name])))
      }
      switch parameter.parse(text, constants: constants, messages: t) {
      case .success(let value): result.append((name, value))
      case .failure(let problem): return .failure(problem)
      }
    }
    for name in fixedValues.keys.sorted() where !parameters.contains(name) {
      if let value = fixedValues[name] { result.append((name, value)) }
    }
    return .success(result)
  }
}

extension ParameterSpec {
  /// Reads a value typed for this parameter: a number with an optional unit or an expression (numbers
  /// and integers, within the range), on/off (bool) or an option name (enum, as its index). Errors are
  /// in the language of `t`.
  package func parse(_ text: String, constants: [String: Double] = [:], messages t: Messages = Messages.untranslated)
    -> Result<Double, AnswerError> {
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    switch kind {
    case .bool:
      switch text.lowercased() {
      case "on", "true", "yes", "1": return .success(1)
      case "off", "false", "no", "0": return .success(0)
      default: return .failure(AnswerError(t("{name} is on or off, not \"{text}\"", ["name": name, "text": shown])))
      }
    case .enum:
      if let index = options.firstIndex(of: text) { return .success(Double(index)) }
      return .failure(AnswerError(t("{name} is one of {options}{suggestion}",
                                    ["name": name, "options": options.joined(separator: ", "),
                                     "suggestion": Suggestion.didYouMean(text, in: options, t)])))
    case .integer, .number:
      let expected = Units.lookup(unit.symbol) == nil ? "" : unit.symbol
      let parsed = AnswerParser.value(of: text, expectedUnit: expected, constants: constants, subject: name, messages: t)
      guard case .success(let value) = parsed else { return parsed }
      if kind == .integer && value.rounded() != value {
        return .failure(AnswerError(t("{name} takes whole numbers, not {text}", ["name": name, "text": shown])))
      }
      guard value >= minimum && value <= maximum else {
        let figures = ["name": name, "minimum": Figures.format(minimum, unit: ""),
                       "maximum": Figures.format(maximum, unit: ""), "unit": unit.symbol, "text": shown]
        return .failure(AnswerError(unit == .none ? t("{name} must be between {minimum} and {maximum}; {text} is out of range", figures)
          : t("{name} must be between {minimum} and {maximum} {unit}; {text} is out of range", figures)))
      }
      return .success(value)
    }
  }
}

extension ParameterSpec {
  /// A value as the learner types it: the option name of an enum, `on`/`off` for a bool, otherwise the
  /// number (up to four significant digits, without the unit). `set <name> <display>` sets it again.
  package func display(_ value: Double) -> String {
    switch kind {
    case .enum:
      let index = Int(exactly: value.rounded()) ?? -1
      return options.indices.contains(index) ? options[index] : Figures.format(value, unit: "")
    case .bool: return value != 0 ? "on" : "off"
    case .number, .integer: return Figures.format(value, unit: "")
    }
  }
}
