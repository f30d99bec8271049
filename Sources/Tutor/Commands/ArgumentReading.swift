import Expressions
import LessonModel
import Localization

extension CommandArguments {
  /// A time typed as one or more words (`2`, `2 s`, `500 ms`), in seconds, checked for its range; nil
  /// when none was typed. `positive` refuses 0 (a run's length); otherwise 0 is allowed (a time in a run).
  func time(for command: String, subject: String, positive: Bool, _ t: Messages) throws(TutorError) -> Double? {
    guard !words.isEmpty else { return nil }
    let text = words.joined(separator: " ")
    if let tooLong = TutorSession.valueTooLong(text, t) { throw TutorError(tooLong.message) }
    switch AnswerParser.value(of: text, expectedUnit: "s", constants: [:], subject: subject, messages: t) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success(let seconds):
      guard positive else { return seconds }
      guard seconds > 0, seconds <= SceneSpec.maximumRunDuration else {
        throw TutorError(t("{command} takes a time of more than 0 s and at most {maximum} s, not {time}",
                           ["command": command, "maximum": "\(Int(SceneSpec.maximumRunDuration))",
                            "time": Figures.format(seconds, unit: "s")]))
      }
      return seconds
    }
  }

  /// A number of pages to move (1 when none was typed), at least 1.
  func pageCount(for command: String, _ t: Messages) throws(TutorError) -> Int {
    guard let text = self[0] else { return 1 }
    guard let count = Int(text), count >= 1 else {
      throw TutorError(t("{command} takes a number of pages (1, 2, …), not {text}; `page <number>` goes to a page",
                         ["command": command, "text": TutorSession.clip(text)]))
    }
    return count
  }
}
