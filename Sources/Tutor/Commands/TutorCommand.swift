import Foundation
import Localization
import Expressions
import LessonModel

/// A line of input read into a command with typed arguments. Words whose meaning depends on the open
/// lesson (a parameter's value, an answer) stay text here and are read by the command against it.
public enum TutorCommand: Sendable {
  case lessons
  case open(String)
  case next, prev, page, params
  case set(name: String, value: String)
  case reset(String?)
  case presets
  case preset(String)
  /// `run [seconds]`: nil runs for the scene's duration.
  case run(seconds: Double?)
  case play(speed: Double?)
  /// `live`: the scene in real time, touched with the mouse or the keys.
  case live
  case plot(quantities: [String], item: String?)
  case scene(seconds: Double?)
  /// `code`: the scene as Swift, with the values in force.
  case code
  case answer(String)
  /// A 0-based choice.
  case choose(Int)
  case check, hint, solution
  case help(String?)
  /// `clear`: an empty screen with the prompt at the top.
  case clear
  /// `lang [code]`: nil lists the languages.
  case lang(String?)
  case quit
  /// One of the open lesson's own commands, with its arguments as typed.
  case lessonCommand(LessonCommand, [String])

  /// Reads a line. Returns nil for a blank line or a comment (`#`), an error for an unknown command or
  /// arguments that do not fit the command's declaration in `CommandInfo.all`, worded in the language of
  /// `messages`.
  public static func parse(_ line: String, lessonCommands: [LessonCommand] = [],
                           messages t: Messages = Messages(.en)) -> Result<TutorCommand, TutorError>? {
    guard let input = CommandLineInput(line) else { return nil }
    guard let info = CommandInfo.find(input.word) else {
      if let own = lessonCommands.first(where: { $0.name == input.word.lowercased() }) {
        return .success(.lessonCommand(own, input.arguments))
      }
      let names = CommandInfo.all.flatMap { [$0.name] + $0.aliases } + lessonCommands.map(\.name)
      return .failure(TutorError(t("unknown command \"{name}\"{suggestion}; type `help` for the list",
                                   ["name": TutorSession.clip(input.word), "suggestion": Suggestion.didYouMean(input.word, in: names, t)])))
    }
    do throws(TutorError) {
      return .success(try command(info, input, t))
    } catch {
      return .failure(error)
    }
  }

  /// The command `info` declares, from the words after its name.
  private static func command(_ info: CommandInfo, _ input: CommandLineInput, _ t: Messages) throws(TutorError) -> TutorCommand {
    // `plot y, vy box`: a comma list may have spaces after its commas.
    let arguments = info.name == "plot"
      ? input.rest.replacingOccurrences(of: ",\\s+", with: ",", options: .regularExpression).split(separator: " ").map(String.init)
      : input.arguments
    let words = try fitted(info, arguments, t)
    let first = words.first
    switch info.name {
    case "lessons": return .lessons
    case "open": return .open(first ?? "")
    case "next": return .next
    case "prev": return .prev
    case "page": return .page
    case "params": return .params
    case "set": return .set(name: words[0], value: words.dropFirst().joined(separator: " "))
    case "reset": return .reset(first)
    case "presets": return .presets
    case "preset": return .preset(first ?? "")
    case "run": return .run(seconds: try time(input.arguments, for: "run", subject: t("the run's length"), positive: true, t))
    case "play": return .play(speed: try first.map { text throws(TutorError) in try speed(text, t) })
    case "plot":
      let quantities = words[0].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      return .plot(quantities: quantities, item: words.count > 1 ? words[1] : nil)
    case "scene": return .scene(seconds: try time(input.arguments, for: "scene", subject: t("the scene's time"), positive: false, t))
    case "code": return .code
    case "live": return .live
    case "clear": return .clear
    case "lang": return .lang(first)
    case "answer":
      guard !input.rest.isEmpty else { throw TutorError(t("usage: answer <value>, for example `answer 0.45 s`")) }
      return .answer(input.rest)
    case "choose":
      guard let first, let index = choiceIndex(first) else { throw TutorError(t("usage: choose <letter>, for example `choose b`")) }
      return .choose(index)
    case "check": return .check
    case "hint": return .hint
    case "solution": return .solution
    case "help": return .help(first)
    default: return .quit
    }
  }

  /// The words checked against the declaration's arity; a value, time or answer takes the rest.
  private static func fitted(_ info: CommandInfo, _ words: [String], _ t: Messages) throws(TutorError) -> [String] {
    let required = info.arguments.filter { !$0.isOptional }.count
    let open = info.arguments.last?.takesRest == true
    guard words.count >= required, open || words.count <= info.arguments.count else {
      let values = ["command": info.name, "usage": info.usage, "example": info.example ?? ""]
      switch (info.usage.isEmpty, info.example == nil) {
      case (true, true): throw TutorError(t("usage: {command} takes no arguments", values))
      case (true, false): throw TutorError(t("usage: {command} takes no arguments, for example `{example}`", values))
      case (false, true): throw TutorError(t("usage: {command} {usage}", values))
      case (false, false): throw TutorError(t("usage: {command} {usage}, for example `{example}`", values))
      }
    }
    return words
  }

  /// A time typed as one or more words (`2`, `2 s`, `500 ms`), in seconds, checked for its range.
  private static func time(_ words: [String], for command: String, subject: String, positive: Bool,
                           _ t: Messages) throws(TutorError) -> Double? {
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

  private static func speed(_ text: String, _ t: Messages) throws(TutorError) -> Double {
    guard let value = Double(text), value.isFinite, value >= 0.05, value <= 10 else {
      throw TutorError(t("play takes a speed between 0.05 and 10 (1 is real time), not {speed}", ["speed": TutorSession.clip(text)]))
    }
    return value
  }

  /// Letter `a`… or number `1`… to a 0-based index.
  static func choiceIndex(_ text: String) -> Int? {
    let lowered = text.lowercased().trimmingCharacters(in: .init(charactersIn: ")."))
    if lowered.count == 1, let scalar = lowered.unicodeScalars.first, scalar.value >= 97, scalar.value <= 122 {
      return Int(scalar.value) - 97
    }
    if let number = Int(lowered), number >= 1 { return number - 1 }
    return nil
  }
}
