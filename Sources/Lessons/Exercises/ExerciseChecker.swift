import Foundation

/// Judges answers to a lesson's exercises against the learner's current parameters (and, for
/// predict and tune exercises, a fresh run of the scene).
public struct ExerciseChecker {
  public let lesson: Lesson
  public let values: ParameterValues

  /// Creates a checker for the learner's current values.
  public init(lesson: Lesson, values: ParameterValues) {
    self.lesson = lesson
    self.values = values
  }

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
      return .failure(AnswerError("exercise \(exercise.id) is not numeric"))
    }
    do {
      return .success(try answer.value(ExpressionEvaluator(environment: EvaluationEnvironment(constants: constants()))))
    } catch {
      return .failure(AnswerError("the lesson's answer could not be computed: \(error.message)"))
    }
  }

  /// Judges a typed numeric answer.
  public func checkNumeric(_ exercise: ExerciseSpec, answer text: String) -> Verdict {
    guard case .numeric(_, let unit, let absolute, let relative, _) = exercise.kind else {
      return .unreadable("this exercise is not answered with a number")
    }
    let missing = missingSetup(exercise)
    guard missing.isEmpty else { return .needsSetup(missing) }
    let given: Double
    switch AnswerParser.value(of: text, expectedUnit: unit, constants: constants()) {
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
    let shown = Self.format(expected, unit: unit)
    if withinAbsolute || withinRelative {
      return .correct(detail: "the closed form gives \(shown)")
    }
    let tolerance = absolute.map { Self.format($0, unit: unit) } ?? relative.map { "\(Self.format($0 * 100, unit: ""))%" } ?? "0"
    let direction = given > expected ? "too high" : "too low"
    return .incorrect(detail: "\(Self.format(given, unit: unit)) is \(direction) (allowed error ±\(tolerance))")
  }

  /// Judges a choice (0-based index).
  public func checkChoice(_ exercise: ExerciseSpec, choice: Int) -> Verdict {
    guard case .choice(let choices, let answer) = exercise.kind else {
      return .unreadable("this exercise is not a multiple choice")
    }
    guard choices.indices.contains(choice) else {
      return .unreadable("choose a letter from a to \(Self.letter(choices.count - 1))")
    }
    return choice == answer
      ? .correct(detail: "\(Self.letter(answer))) \(choices[answer])")
      : .incorrect(detail: "\(Self.letter(choice))) \(choices[choice]) is not it")
  }

  /// A number shown to learners: up to four significant digits, with its unit.
  public static func format(_ value: Double, unit: String) -> String {
    guard value.isFinite else { return value.isNaN ? "undefined" : (value > 0 ? "never" : "-inf") }
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
