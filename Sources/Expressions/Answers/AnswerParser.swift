import Localization
import Foundation

/// Reads what a learner typed as a numeric answer: a number or expression, optionally followed by a
/// unit (`0.45 s`, `450 ms`, `200 pt/s`, `sqrt(2*400/4000)`), converted to the exercise's unit.
package enum AnswerParser {
  /// The longest text (in characters, after trimming) that is read at all; longer text is refused
  /// unread. Commands that read values rather than answers (`set`, `run`, …) check it first so that they
  /// can say so in their own words.
  package static let maximumLength = 200

  /// Parses `text` and converts it to `expectedUnit` (a spelling from `Units`, or "" for a plain number).
  /// Names in expressions resolve against `constants` (the learner's parameters).
  /// `subject` names what is being read in messages: "the answer" (nil), "tap.x", "the run's length".
  /// Messages are in the language of `t`.
  package static func value(of text: String, expectedUnit: String, constants: [String: Double],
                           subject: String? = nil, messages t: Messages = Messages.untranslated) -> Result<Double, AnswerError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .failure(AnswerError(t("type a number, for example `answer 0.45 s`"))) }
    guard trimmed.count <= maximumLength else { return .failure(AnswerError(t("that answer is too long"))) }
    if let foreign = Units.foreignLength(at: trimmed, t) { return .failure(AnswerError(foreign)) }
    let source = Units.convertingAnglesInside(trimmed)
    let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants))

    // The whole text as an expression, then a unit split off the end.
    var candidates: [(expression: String, unit: String?)] = [(source, nil)]
    for spelling in Units.spellingsLongestFirst where source.hasSuffix(spelling) || source.lowercased().hasSuffix(spelling.lowercased()) {
      let head = String(source.dropLast(spelling.count)).trimmingCharacters(in: .whitespaces)
      if !head.isEmpty { candidates.append((head, spelling)) }
    }
    var firstError: String?
    for candidate in candidates {
      do {
        let expression = try ExpressionParser.parse(candidate.expression)
        let number = try evaluator.number(expression)
        guard number.isFinite else {
          return .failure(AnswerError(t("{text} is not a finite number", ["text": trimmed])))
        }
        return convert(number, unit: candidate.unit, to: expectedUnit, subject: subject, t)
      } catch {
        if firstError == nil { firstError = error.message(in: t) }
      }
    }
    return .failure(AnswerError(t("could not read \"{text}\" as a number: {problem}",
                                  ["text": trimmed, "problem": firstError ?? t("unknown problem")])))
  }

  static func convert(_ number: Double, unit: String?, to expected: String, subject: String? = nil,
                      _ t: Messages = Messages.untranslated) -> Result<Double, AnswerError> {
    guard let unit else { return .success(number) }
    guard let given = Units.lookup(unit) else { return .failure(AnswerError(t("unknown unit {unit}", ["unit": unit]))) }
    let subject = subject ?? t("the answer")
    guard let target = Units.lookup(expected) else {
      return given.dimension == .ratio ? .success(number * given.factor)
        : .failure(AnswerError(t("{subject} is a plain number; leave out the unit {unit}", ["subject": subject, "unit": unit])))
    }
    guard given.dimension == target.dimension else {
      return .failure(AnswerError(t("{subject} is {dimension} (in {expected}), but {unit} measures {measured}",
                                    ["subject": subject, "dimension": Units.article(target.dimension, t), "expected": expected,
                                     "unit": unit, "measured": Units.article(given.dimension, t)])))
    }
    return .success(number * given.factor / target.factor)
  }
}

/// Why an answer could not be read.
package struct AnswerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One sentence for the learner.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

extension AnswerParser {
  /// `text` with each decimal comma written as a point (`0,447` → `0.447`, `1,5 s` → `1.5 s`), for
  /// languages that write numbers so (`Language.acceptsDecimalComma`). Only a comma between two digits
  /// is read so, and only in a text without parentheses, where a comma separates a function's arguments
  /// (`max(1,2)` is left alone).
  package static func withDecimalPoints(_ text: String) -> String {
    guard text.contains(","), !text.contains("(") else { return text }
    var result = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character == ",", index > 0, index + 1 < characters.count,
         characters[index - 1].isASCII, characters[index - 1].isNumber,
         characters[index + 1].isASCII, characters[index + 1].isNumber {
        result.append(".")
      } else {
        result.append(character)
      }
    }
    return result
  }
}
