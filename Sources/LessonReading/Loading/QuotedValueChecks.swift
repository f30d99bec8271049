import LessonModel
import Expressions
import Foundation

/// The values an exercise's question quotes must be the ones the exercise starts with.
struct QuotedValueChecks: DraftReader {
  let draft: LessonDraft

  /// A question that names a parameter's value (`gravity.magnitude 4`, `collision.mode items`) must
  /// also set it: the value has to be the exercise's starting value (the defaults with its set-up) or
  /// the value of one of its named runs. Otherwise the verdict would follow whatever the learner set.
  func check(_ lesson: Lesson) {
    for exercise in lesson.exercises {
      let start = lesson.startingValues(for: exercise)
      for parameter in lesson.parameters {
        for quoted in Self.quotedValues(of: parameter, in: exercise.question) {
          let candidates = [start[parameter.name]] + exercise.runs.map { run in run.values.first { $0.name == parameter.name }?.value }
          guard !candidates.contains(where: { $0.map { abs($0 - quoted.value) <= 1e-6 * max(1, abs(quoted.value)) } ?? false }) else { continue }
          sink.error("exercise \"\(exercise.id)\": the question names \(parameter.name) \(quoted.text), but the exercise starts with "
                     + "\(parameter.display(start[parameter.name] ?? parameter.defaultValue)); add it to setup",
                     at: draft.exercisePositions[exercise.id]?.table)
        }
      }
    }
  }

  /// The values a text gives a parameter: its name followed by `=`, `to`, `of` or `is` (optional) and a
  /// number, `pi/2`-like expression or option name.
  static func quotedValues(of parameter: ParameterSpec, in text: String) -> [(text: String, value: Double)] {
    guard text.contains(parameter.name) else { return [] }  // most questions name few parameters: skip the regex
    let name = NSRegularExpression.escapedPattern(for: parameter.name)
    let value = parameter.kind == .enum || parameter.kind == .bool ? "([A-Za-z]+)" : "(-?[0-9]+(?:\\.[0-9]+)?(?:\\s*(?:deg|pt|s|Hz))?|pi(?:\\s*/\\s*[0-9]+)?)"
    guard let regex = try? NSRegularExpression(pattern: "(?<![\\w.])\(name)\\s*(?:=|to|of|is)?\\s*\(value)(?![\\w.])") else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      guard let found = Range(match.range(at: 1), in: text) else { return nil }
      let quoted = String(text[found])
      guard case .success(let number) = parameter.parse(quoted) else { return nil }
      return (quoted, number)
    }
  }
}
