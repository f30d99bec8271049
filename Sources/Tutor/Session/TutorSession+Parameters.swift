import Localization
import Expressions
import LessonModel
import LessonRuntime

extension TutorSession {
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
}
