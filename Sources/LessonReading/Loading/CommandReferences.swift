import LessonModel
import Expressions
import Localization
/// Finds the commands a lesson tells the learner to type — backticked spans in its prose, questions,
/// choices, hints, solutions and descriptions whose first word is a tutor command or one of the
/// lesson's own — and checks that each exists with valid arguments, so that the course never names
/// a command, parameter, preset or plot the tutor would refuse.
struct CommandReferences {
  let lesson: Lesson
  /// Lesson ids of the catalog, for `open`; nil when the lesson is checked on its own.
  let lessonIDs: Set<String>?
  /// The lesson's constants with its defaults, for reading values the way `set` reads them.
  private let constants: [String: Double]

  init(lesson: Lesson, lessonIDs: Set<String>?) {
    self.lesson = lesson
    self.lessonIDs = lessonIDs
    constants = (try? StaticConstants.compute(lesson, values: ParameterValues(defaultsOf: lesson))) ?? [:]
  }

  /// The tutor's commands by full name (aliases are left out: `a` or `p` in a formula is no command),
  /// with the most arguments each takes.
  static let commands: [String: Int] = [
    "lessons": 0, "open": 1, "next": 0, "prev": 0, "page": 0, "params": 0, "set": Int.max, "reset": 1, "run": 2,
    "play": 1, "plot": 2, "scene": 2, "answer": Int.max, "choose": 1, "check": 0, "hint": 0, "solution": 0,
    "help": 1, "quit": 0, "preset": 1, "presets": 0,
  ]

  /// The backticked spans of `text` with their 0-based line and column offsets (in characters). Read
  /// byte by byte: a backtick and a newline are single bytes in UTF-8, and a lesson's prose is long.
  static func spans(in text: String) -> [(text: String, line: Int, column: Int)] {
    var result: [(String, Int, Int)] = []
    let bytes = Array(text.utf8)
    var line = 0
    var lineStart = 0
    var open: Int?
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
        open = nil
      } else if byte == UInt8(ascii: "`") {
        if let start = open {
          let span = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
          let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count
          result.append((span, line, column))
          open = nil
        } else {
          open = index
        }
      }
    }
    return result
  }

  /// What is wrong with a span that names a command, or nil (also for spans that are no command, and
  /// for usage notation such as `set <name> <value>`).
  func problem(in span: String) -> String? {
    let words = span.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return nil }
    if words.count == 1, lesson.preset(first) != nil, lessonIDs?.contains(first) != true {
      return "`\(first)` is a preset: write `preset \(first)`, the command that applies it"
    }
    if span.contains("<") || span.contains("[") || span.contains("…") { return nil }
    let arguments = Array(words.dropFirst())
    if let own = lesson.command(named: first) {
      guard !arguments.isEmpty else { return nil }
      if case .failure(let problem) = own.bind(arguments, in: lesson, constants: constants) {
        return "`\(span)`: \(problem.message)"
      }
      return nil
    }
    guard let most = Self.commands[first] else { return nil }
    if arguments.count > most {
      return "`\(span)`: \(first) takes " + (most == 0 ? "no arguments" : "at most \(most) argument\(most == 1 ? "" : "s")")
    }
    guard !arguments.isEmpty else { return nil }  // the command named as such: `run`, `set`
    switch first {
    case "set": return setProblem(arguments, span)
    case "reset":
      guard arguments[0] == "all" || lesson.parameter(arguments[0]) != nil else {
        return "`\(span)`: no parameter \"\(arguments[0])\"" + Suggestion.didYouMean(arguments[0], in: lesson.parameters.map(\.name))
      }
    case "preset":
      guard lesson.preset(arguments[0]) != nil else {
        return "`\(span)`: no preset \"\(arguments[0])\"" + Suggestion.didYouMean(arguments[0], in: lesson.presets.map(\.name))
      }
    case "open":
      if let lessonIDs, Int(arguments[0]) == nil, !lessonIDs.contains(arguments[0]) {
        return "`\(span)`: no lesson \"\(arguments[0])\"" + Suggestion.didYouMean(arguments[0], in: Array(lessonIDs))
      }
    case "plot": return plotProblem(arguments, span)
    case "run", "scene":
      switch AnswerParser.value(of: arguments.joined(separator: " "), expectedUnit: "s", constants: [:]) {
      case .failure(let problem): return "`\(span)`: \(problem.message)"
      case .success(let seconds):
        let lowest = first == "run" ? "more than 0" : "at least 0"
        if seconds > SceneSpec.maximumRunDuration || seconds < 0 || (first == "run" && seconds == 0) {
          return "`\(span)`: \(first) takes a time of \(lowest) and at most \(Int(SceneSpec.maximumRunDuration)) s"
        }
      }
    case "help":
      guard Self.commands[arguments[0]] != nil || lesson.command(named: arguments[0]) != nil else {
        return "`\(span)`: there is no command \"\(arguments[0])\""
      }
    default: break
    }
    return nil
  }

  private func setProblem(_ arguments: [String], _ span: String) -> String? {
    guard let parameter = lesson.parameter(arguments[0]) else {
      return "`\(span)`: no parameter \"\(arguments[0])\"" + Suggestion.didYouMean(arguments[0], in: lesson.parameters.map(\.name))
    }
    guard arguments.count >= 2 else { return "`\(span)`: set needs a value after \(parameter.name)" }
    if case .failure(let problem) = parameter.parse(arguments.dropFirst().joined(separator: " "), constants: constants) {
      return "`\(span)`: \(problem.message)"
    }
    return nil
  }

  private func plotProblem(_ arguments: [String], _ span: String) -> String? {
    if arguments.count == 1, lesson.plot(arguments[0]) != nil { return nil }
    let items = Set(lesson.items.map(\.id))
    for quantity in arguments[0].split(separator: ",").map(String.init) {
      let signal = arguments.count == 2 ? "\(arguments[1]).\(quantity)" : quantity
      guard let dot = signal.lastIndex(of: "."),
            ItemSignal(rawValue: String(signal[signal.index(after: dot)...])) != nil,
            items.contains(String(signal[..<dot])) || items.contains(where: { Self.matchesRepeated(String(signal[..<dot]), $0) }) else {
        return "`\(span)`: neither a plot of the lesson nor item signals such as `plot y,vy \(lesson.items.first?.id ?? "item")`"
      }
    }
    return nil
  }

  /// `ball2` names a repetition of `ball{i}`.
  static func matchesRepeated(_ name: String, _ pattern: String) -> Bool {
    guard let brace = pattern.range(of: "{i}") else { return false }
    let prefix = pattern[..<brace.lowerBound], suffix = pattern[brace.upperBound...]
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
    return name.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy(\.isNumber)
  }
}
