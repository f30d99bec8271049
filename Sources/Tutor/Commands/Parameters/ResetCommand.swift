import LessonModel
import Localization

/// `reset [name|all]`: parameters back to where the current page starts.
struct ResetCommand: TutorCommand {
  static let declaration = CommandDeclaration("reset", [CommandArgument("name|all", .parameterOrAll, optional: true)],
    summary: Messages.english("put parameters back to where this page starts"),
    details: [Messages.english("`reset` alone resets every parameter: to the lesson's defaults on a reading page, to the\nexercise's start (the defaults with its set-up) on an exercise's page. On a code exercise's\npage it puts the starter back in your file and keeps your text beside it.")],
    example: "reset gravity.magnitude")

  /// A parameter's name or `all`; nil resets every parameter.
  let target: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    target = arguments[0]
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.resetCommand(target))
  }
}

extension TutorSession {
  /// `reset [name|all]`: back to the current context's start (the lesson's defaults, and inside an
  /// exercise its set-up on top).
  func resetCommand(_ name: String?) throws(TutorError) -> String {
    guard var current = state else { return "" }
    // On a code exercise's page there are no values to reset: `reset` is for the learner's file.
    if name == nil, let exercise = current.exerciseOnPage, let task = codeTask(exercise) {
      return try resetCode(exercise, task)
    }
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
      return wrapped((inExercise ? t("All parameters are back to this exercise's start: the lesson's defaults with its set-up.")
        : t("All parameters are back to their defaults.")) + note).joined(separator: "\n")
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
}
