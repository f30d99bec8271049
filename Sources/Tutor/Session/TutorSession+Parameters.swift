import Localization
import Expressions
import LessonModel
import LessonRuntime

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

  /// Reads a value typed for `parameter` (`set`, `run --set`). Text longer than the answer parser reads
  /// is refused here, in words about a value rather than an answer. Errors are in the language of `t`.
  static func parseValue(_ text: String, for parameter: ParameterSpec, constants: [String: Double],
                         messages t: Messages) -> Result<Double, AnswerError> {
    if let tooLong = valueTooLong(text, t) { return .failure(tooLong) }
    return parameter.parse(text, constants: constants, messages: t)
  }

  /// The error for a typed value (not an answer) longer than `AnswerParser.maximumLength`, or nil.
  static func valueTooLong(_ text: String, _ t: Messages) -> AnswerError? {
    guard text.trimmingCharacters(in: .whitespaces).count > AnswerParser.maximumLength else { return nil }
    return AnswerError(t("that value is too long (at most {count} characters)", ["count": "\(AnswerParser.maximumLength)"]))
  }

  /// Stores values like `set` does, in the current page's context, and says what changed (one line
  /// per value). Inside an exercise, moving a value its question fixes away from it earns a note.
  func assign(_ values: [(name: String, value: Double)]) -> String {
    guard var current = state else { return "" }
    for (name, value) in values { current.values[name] = value }
    current.lastRun = nil
    state = current
    var lines: [String] = []
    for (name, value) in values where current.lesson.parameter(name) != nil {
      var reply = shown(name, value)
      if case .exercise(let id) = current.context, let exercise = current.lesson.exercise(id),
         let fixed = exercise.setup.first(where: { $0.name == name }) {
        let tuned: Bool = if case .tune(let vary, _, _, _) = exercise.kind { vary.contains(name) } else { false }
        if !tuned && fixed.value != value {
          reply = t("{value} (note: the question assumes {assumed}; `reset {name}` puts it back)",
                    ["value": reply, "assumed": shown(name, fixed.value), "name": name])
        }
      }
      lines += wrapped(reply)
    }
    return lines.joined(separator: "\n")
  }

  /// A lesson's own shortcut (`tap 300 284`): assigns its arguments to parameters and may run.
  func lessonCommand(_ command: LessonCommand, _ arguments: [String]) throws(TutorError) -> TutorResponse {
    guard let current = state else { return TutorResponse("") }
    if let tooLong = arguments.lazy.compactMap({ Self.valueTooLong($0, self.t) }).first { throw TutorError(tooLong.message) }
    let constants = ExerciseChecker(lesson: current.lesson, values: current.values).constants()
    switch command.bind(arguments, in: current.lesson, constants: constants, messages: t) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success(let values):
      let assigned = assign(values)
      guard command.runs else { return TutorResponse(assigned) }
      return TutorResponse(assigned + "\n" + (try runCommand(seconds: nil)))
    }
  }

  /// `reset [name|all]`: back to the current context's start (the lesson's defaults, and inside an
  /// exercise its set-up on top).
  func resetCommand(_ name: String?) throws(TutorError) -> String {
    guard var current = state else { return "" }
    let start = current.lesson.startingValues(for: current.context)
    let inExercise = current.context != .lesson
    let target = name ?? "all"
    if target == "all" {
      // The debug overlay is how the learner likes to look at scenes, not part of the scene: a reset of
      // everything keeps it (`reset animator.debugEnabled` puts it back).
      let overlay = ParameterSpec.debugOverlayName
      let kept = current.values[overlay]
      current.values = start
      if let kept, current.lesson.parameter(overlay) != nil { current.values[overlay] = kept }
      current.lastRun = nil
      state = current
      let note = kept == 0 ? " " + t("The debug overlay stays off (`reset {name}` turns it on).", ["name": overlay]) : ""
      return (inExercise ? t("All parameters are back to this exercise's start: the lesson's defaults with its set-up.")
        : t("All parameters are back to their defaults.")) + note
    }
    guard let parameter = current.lesson.parameter(target) else {
      throw TutorError(t("no parameter \"{name}\"{suggestion}",
                         ["name": Self.clip(target), "suggestion": Suggestion.didYouMean(target, in: current.lesson.parameters.map(\.name), t)]))
    }
    let value = start[parameter.name] ?? parameter.defaultValue
    current.values[parameter.name] = value
    current.lastRun = nil
    state = current
    let values = ["value": shown(parameter.name, value)]
    return value == parameter.defaultValue ? t("{value} (default)", values) : t("{value} (this exercise's set-up)", values)
  }

  /// `presets`: each preset with its description and the values it sets.
  func presetList() -> String {
    guard let lesson = state?.lesson else { return "" }
    guard !lesson.presets.isEmpty else { return t("This lesson has no presets.") }
    var lines = wrapped(t("Presets (`preset <name>` applies one):"))
    for preset in lesson.presets {
      lines += TextLayout.wrap("\(preset.name): \(preset.description)", width: settings.width, first: "  ", rest: "    ")
      lines += TextLayout.wrap(t("sets {values}", ["values": preset.values.map { shown($0.name, $0.value) }.joined(separator: ", ")]),
                               width: settings.width, first: "    ", rest: "    ")
    }
    return lines.joined(separator: "\n")
  }

  /// `preset <name>`: assigns the preset's values on the current page.
  func presetCommand(_ name: String) throws(TutorError) -> String {
    guard let lesson = state?.lesson else { return "" }
    guard let preset = lesson.preset(name) else {
      let names = lesson.presets.map(\.name)
      let values = ["name": Self.clip(name), "suggestion": Suggestion.didYouMean(name, in: names, t)]
      throw TutorError(names.isEmpty ? t("no preset \"{name}\"{suggestion}; this lesson has no presets", values)
        : t("no preset \"{name}\"{suggestion}; `presets` lists them", values))
    }
    return wrapped(t("Preset {name}: {description}", ["name": preset.name, "description": preset.description])).joined(separator: "\n")
      + "\n" + assign(preset.values)
  }
}
