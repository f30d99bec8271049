import LessonModel
import Expressions
import Localization
import Foundation

/// Judges answers to a lesson's exercises against the learner's current parameters (and, for
/// predict and tune exercises, a fresh run of the scene).
package struct ExerciseChecker {
  public let lesson: Lesson
  public let values: ParameterValues
  /// The language of the verdicts' details and of the errors: the learner's.
  package let messages: Messages

  /// Creates a checker for the learner's current values, speaking the language of `messages`.
  public init(lesson: Lesson, values: ParameterValues, messages: Messages = Messages.untranslated) {
    self.lesson = lesson
    self.values = values
    self.messages = messages
  }

  /// The checker's messages: `t("the closed form gives {value}", …)`.
  var t: Messages { messages }

  /// Setup values the exercise assumes that differ from the current ones.
  package func missingSetup(_ exercise: ExerciseSpec) -> [(name: String, value: Double, current: Double)] {
    exercise.setup.compactMap { entry in
      let current = values[entry.name] ?? .nan
      return abs(current - entry.value) <= 1e-9 * max(1, abs(entry.value)) ? nil : (entry.name, entry.value, current)
    }
  }

  /// Constants available to answers: parameters, scene size and duration, `scene.let` values and
  /// the items' initial geometry (see `StaticConstants`).
  public func constants() -> [String: Double] {
    if let all = try? StaticConstants.compute(lesson, values: values) { return all }
    // Something cannot be computed with these values; give what can be.
    var constants: [String: Double] = ["width": values[ParameterName.sceneWidth] ?? lesson.scene.width,
                                       "height": values[ParameterName.sceneHeight] ?? lesson.scene.height,
                                       "duration": values[ParameterName.sceneDuration] ?? lesson.scene.duration]
    for (name, value) in values.all { constants[name] = value }
    return constants
  }

  /// The expected value of a numeric exercise under the current parameters.
  package func expectedValue(_ exercise: ExerciseSpec) -> Result<Double, AnswerError> {
    guard case .numeric(let answer, _, _, _, _) = exercise.kind else {
      return .failure(AnswerError(t("exercise {id} is not numeric", ["id": exercise.id])))
    }
    do {
      return .success(try answer.value(ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants()))))
    } catch {
      return .failure(AnswerError(t("the lesson's answer could not be computed: {problem}", ["problem": error.message])))
    }
  }

  /// Judges a typed numeric answer.
  package func checkNumeric(_ exercise: ExerciseSpec, answer text: String) -> Verdict {
    guard case .numeric(_, let unit, let absolute, let relative, _) = exercise.kind else {
      return .unreadable(t("this exercise is not answered with a number"))
    }
    let missing = missingSetup(exercise)
    guard missing.isEmpty else { return .needsSetup(missing) }
    let given: Double
    switch AnswerParser.value(of: text, expectedUnit: unit.symbol, constants: constants(), messages: t) {
    case .success(let value): given = value
    case .failure(let error): return .unreadable(error.message)
    }
    let expected: Double
    switch expectedValue(exercise) {
    case .success(let value): expected = value
    case .failure(let error): return .unreadable(error.message)
    }
    let error = abs(given - expected)
    let withinAbsolute = absolute.map { error <= $0 + 1e-12 } ?? false
    let withinRelative = relative.map { error <= $0 * abs(expected) + 1e-12 } ?? false
    let shown = Figures.format(expected, unit: unit, t)
    if withinAbsolute || withinRelative {
      return .correct(detail: t("the closed form gives {value}", ["value": shown]))
    }
    let tolerance = absolute.map { Figures.format($0, unit: unit, t) } ?? relative.map { "\(Figures.format($0 * 100, unit: "", t))%" } ?? "0"
    let figures = ["given": Figures.format(given, unit: unit, t), "tolerance": tolerance]
    return .incorrect(detail: given > expected ? t("{given} is too high (allowed error ±{tolerance})", figures)
      : t("{given} is too low (allowed error ±{tolerance})", figures))
  }

  /// Judges a choice (0-based index).
  package func checkChoice(_ exercise: ExerciseSpec, choice: Int) -> Verdict {
    guard case .choice(let choices, let answer) = exercise.kind else {
      return .unreadable(t("this exercise is not a multiple choice"))
    }
    guard choices.indices.contains(choice) else {
      return .unreadable(t("choose a letter from a to {letter}", ["letter": Figures.letter(choices.count - 1)]))
    }
    return choice == answer
      ? .correct(detail: "\(Figures.letter(answer))) \(choices[answer])")
      : .incorrect(detail: t("{letter}) {choice} is not it", ["letter": Figures.letter(choice), "choice": choices[choice]]))
  }
}
