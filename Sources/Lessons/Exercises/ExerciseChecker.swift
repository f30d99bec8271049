import Foundation

/// Judges answers to a lesson's exercises against the learner's current parameters (and, for
/// predict and tune exercises, a fresh run of the scene).
public struct ExerciseChecker {
  public let lesson: Lesson
  public let values: ParameterValues
  /// The language of the verdicts' details and of the errors: the learner's.
  public let messages: Messages

  /// Creates a checker for the learner's current values, speaking the language of `messages`.
  public init(lesson: Lesson, values: ParameterValues, messages: Messages = Messages(.en)) {
    self.lesson = lesson
    self.values = values
    self.messages = messages
  }

  /// The checker's messages: `t("the closed form gives {value}", …)`.
  var t: Messages { messages }

  /// Setup values the exercise assumes that differ from the current ones.
  public func missingSetup(_ exercise: ExerciseSpec) -> [(name: String, value: Double, current: Double)] {
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
    var constants: [String: Double] = ["width": values["scene.width"] ?? lesson.scene.width,
                                       "height": values["scene.height"] ?? lesson.scene.height,
                                       "duration": values["scene.duration"] ?? lesson.scene.duration]
    for (name, value) in values.all { constants[name] = value }
    return constants
  }

  /// The expected value of a numeric exercise under the current parameters.
  public func expectedValue(_ exercise: ExerciseSpec) -> Result<Double, AnswerError> {
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
  public func checkNumeric(_ exercise: ExerciseSpec, answer text: String) -> Verdict {
    guard case .numeric(_, let unit, let absolute, let relative, _) = exercise.kind else {
      return .unreadable(t("this exercise is not answered with a number"))
    }
    let missing = missingSetup(exercise)
    guard missing.isEmpty else { return .needsSetup(missing) }
    let given: Double
    switch AnswerParser.value(of: text, expectedUnit: unit, constants: constants(), messages: t) {
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
    let shown = Self.format(expected, unit: unit, t)
    if withinAbsolute || withinRelative {
      return .correct(detail: t("the closed form gives {value}", ["value": shown]))
    }
    let tolerance = absolute.map { Self.format($0, unit: unit, t) } ?? relative.map { "\(Self.format($0 * 100, unit: "", t))%" } ?? "0"
    let figures = ["given": Self.format(given, unit: unit, t), "tolerance": tolerance]
    return .incorrect(detail: given > expected ? t("{given} is too high (allowed error ±{tolerance})", figures)
      : t("{given} is too low (allowed error ±{tolerance})", figures))
  }

  /// Judges a choice (0-based index).
  public func checkChoice(_ exercise: ExerciseSpec, choice: Int) -> Verdict {
    guard case .choice(let choices, let answer) = exercise.kind else {
      return .unreadable(t("this exercise is not a multiple choice"))
    }
    guard choices.indices.contains(choice) else {
      return .unreadable(t("choose a letter from a to {letter}", ["letter": Self.letter(choices.count - 1)]))
    }
    return choice == answer
      ? .correct(detail: "\(Self.letter(answer))) \(choices[answer])")
      : .incorrect(detail: t("{letter}) {choice} is not it", ["letter": Self.letter(choice), "choice": choices[choice]]))
  }

  /// A number shown to learners: up to four significant digits, with its unit.
  public static func format(_ value: Double, unit: String) -> String {
    format(value, unit: unit, Messages(.en))
  }

  /// `format(_:unit:)` with the words for a value that is not a number (`undefined`, `never`) in the
  /// language of `t`.
  public static func format(_ value: Double, unit: String, _ t: Messages) -> String {
    guard value.isFinite else { return value.isNaN ? t("undefined") : (value > 0 ? t("never") : "-inf") }
    // -0 and the solver's rounding noise (1e-15) read as 0, not as "-0" or "1.020e-15".
    let value = abs(value) < 1e-9 ? 0 : value
    var text = String(format: "%.4g", value)
    if text.contains("e") { text = String(format: "%.3e", value) }
    return unit.isEmpty || unit == "ratio" || unit == "fraction" ? text : "\(text) \(unit)"
  }

  /// `a`, `b`, … for a 0-based index.
  public static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26 else { return "?" }
    return String(UnicodeScalar(UInt8(97 + index)))
  }
}
