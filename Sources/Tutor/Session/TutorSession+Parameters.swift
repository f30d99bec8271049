import Lessons

extension TutorSession {
  func setCommand(_ arguments: [String]) -> String {
    guard var current = state else { return "" }
    guard arguments.count >= 2 else { return error("usage: set <name> <value>, for example `set gravity.magnitude 4`") }
    let name = arguments[0]
    let text = arguments.dropFirst().joined(separator: " ")
    guard let parameter = current.lesson.parameter(name) else {
      let suggestion = Suggestion.closest(to: name, in: current.lesson.parameters.map(\.name))
      return error("no parameter \"\(Self.clip(name))\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        + "; `params` lists them")
    }
    let value: Double
    switch Self.parse(text, for: parameter, constants: ExerciseChecker(lesson: current.lesson, values: current.values).constants()) {
    case .success(let parsed): value = parsed
    case .failure(let problem): return error(problem.message)
    }
    current.values[name] = value
    current.lastRun = nil
    state = current
    var reply = "\(name) = \(Self.show(value, parameter))\(parameter.unit.isEmpty || parameter.kind != .number ? "" : " \(parameter.unit)")"
    if let exercise = current.currentExercise, exercise.setup.contains(where: { $0.name == name }) {
      let missing = ExerciseChecker(lesson: current.lesson, values: current.values).missingSetup(exercise)
      if missing.isEmpty { reply += " (as the exercise assumes)" }
    }
    return reply
  }

  /// Reads a value for a parameter: numbers with units and expressions, on/off, or an enum option.
  static func parse(_ text: String, for parameter: ParameterSpec, constants: [String: Double]) -> Result<Double, AnswerError> {
    switch parameter.kind {
    case .bool:
      switch text.lowercased() {
      case "on", "true", "yes", "1": return .success(1)
      case "off", "false", "no", "0": return .success(0)
      default: return .failure(AnswerError("\(parameter.name) is on or off, not \"\(clip(text))\""))
      }
    case .enum:
      if let index = parameter.options.firstIndex(of: text) { return .success(Double(index)) }
      let suggestion = Suggestion.closest(to: text, in: parameter.options)
      return .failure(AnswerError("\(parameter.name) is one of \(parameter.options.joined(separator: ", "))"
        + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")))
    case .integer, .number:
      let unit = Units.lookup(parameter.unit) == nil ? "" : parameter.unit
      let parsed = AnswerParser.value(of: text, expectedUnit: unit, constants: constants)
      guard case .success(let value) = parsed else { return parsed }
      if parameter.kind == .integer && value.rounded() != value {
        return .failure(AnswerError("\(parameter.name) takes whole numbers, not \(clip(text))"))
      }
      guard value >= parameter.minimum && value <= parameter.maximum else {
        let unitText = parameter.unit.isEmpty ? "" : " \(parameter.unit)"
        return .failure(AnswerError("\(parameter.name) must be between \(ExerciseChecker.format(parameter.minimum, unit: "")) and \(ExerciseChecker.format(parameter.maximum, unit: ""))\(unitText); \(clip(text)) is out of range"))
      }
      return .success(value)
    }
  }

  func resetCommand(_ arguments: [String]) -> String {
    guard var current = state else { return "" }
    guard arguments.count <= 1 else { return error("usage: reset [name|all]") }
    let target = arguments.first ?? "all"
    if target == "all" {
      current.values = ParameterValues(defaultsOf: current.lesson)
      current.lastRun = nil
      state = current
      return "All parameters are back to their defaults."
    }
    guard let parameter = current.lesson.parameter(target) else {
      let suggestion = Suggestion.closest(to: target, in: current.lesson.parameters.map(\.name))
      return error("no parameter \"\(Self.clip(target))\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""))
    }
    current.values[parameter.name] = parameter.defaultValue
    current.lastRun = nil
    state = current
    return "\(parameter.name) = \(Self.show(parameter.defaultValue, parameter)) (default)"
  }
}
