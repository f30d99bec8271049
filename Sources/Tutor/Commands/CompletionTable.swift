import Localization
import Expressions

/// What Tab completes at each place of a line, for the open lesson: commands first, then each
/// command's arguments (parameters and their options for `set`, lesson ids for `open`, plots,
/// quantities and items for `plot`, presets, choice letters, help topics). A value, so the terminal
/// side can keep it between prompts; the logic is testable without a terminal.
package struct CompletionTable: Sendable, Equatable {
  /// Words for the first word of a line: the tutor's commands and the lesson's own.
  var commands: [String]
  /// Per command (and alias): the candidates for each argument position; the last list also serves
  /// later positions.
  var arguments: [String: [[String]]]
  /// Options of enum and switch parameters, for the value after `set <name>`.
  var parameterOptions: [String: [String]]

  /// The candidates for the word being typed, given the text of the line before that word
  /// (`"set "`, `"plot y "`). A comma also starts a word, so `plot y,v` completes `v` among quantities.
  package func candidates(before prefix: String) -> [String] {
    let words = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let first = words.first?.lowercased() else { return commands }
    if prefix.last == "," || (!prefix.hasSuffix(" ") && prefix.contains(",")) {
      // Inside a comma list (`plot y,`): the same position as the list's start.
      return positionCandidates(first, position: max(words.count - 1, 1), words: words)
    }
    return positionCandidates(first, position: words.count, words: words)
  }

  private func positionCandidates(_ command: String, position: Int, words: [String]) -> [String] {
    if (command == "set" || command == "s"), position == 2, words.count >= 2 {
      return parameterOptions[words[1]] ?? []
    }
    guard let lists = arguments[command], !lists.isEmpty, position >= 1 else { return [] }
    return lists[min(position, lists.count) - 1]
  }
}

extension TutorSession {
  /// The completion table for the current context, derived from the commands' declarations
  /// (`CommandRegistry.declarations`): each argument's kind says what Tab offers there.
  package var completionTable: CompletionTable {
    let lesson = state?.lesson
    let items = lesson?.items.map(\.id) ?? []
    let quantities = ItemSignal.allCases.map(\.rawValue)
    func candidates(_ kind: CommandArgument.Kind) -> [String] {
      switch kind {
      case .lesson: return catalog.ids
      case .parameter: return lesson?.parameters.map(\.name) ?? []
      case .parameterOrAll: return (lesson?.parameters.map(\.name) ?? []) + ["all"]
      case .preset: return lesson?.presets.map(\.name) ?? []
      case .quantities:
        return (lesson?.plots.map(\.id) ?? []) + quantities + items.flatMap { item in quantities.map { "\(item).\($0)" } }
      case .item: return items
      case .letter:
        guard let exercise = state?.currentExercise else { return [] }
        switch exercise.kind {
        case .choice(let choices, _), .predict(let choices, _, _): return choices.indices.map(Figures.letter)
        case .numeric, .tune, .code: return []
        }
      case .language: return Language.allCases.map(\.rawValue)
      case .pageNumber: return (lesson?.pages.indices).map { $0.map { "\($0 + 1)" } } ?? []
      case .topic: return CommandRegistry.declarations.map(\.name) + ["units", "functions"] + (lesson?.commands.map(\.name) ?? [])
      case .sceneChoice: return SceneChoice.allCases.map(\.rawValue)
      case .file: return swiftFilesHere
      case .value, .time, .speed, .text, .pageCount: return []  // a value after `set <name>` comes from `parameterOptions`
      }
    }
    var arguments: [String: [[String]]] = [:]
    for info in CommandRegistry.declarations where !info.arguments.isEmpty {
      let lists = info.arguments.map { candidates($0.kind) }
      for name in [info.name] + info.aliases { arguments[name] = lists }
    }
    var options: [String: [String]] = [:]
    for parameter in lesson?.parameters ?? [] {
      switch parameter.kind {
      case .enum: options[parameter.name] = parameter.options
      case .bool: options[parameter.name] = ["on", "off"]
      case .number, .integer: break
      }
    }
    let commands = CommandRegistry.declarations.map(\.name) + (lesson?.commands.map(\.name) ?? [])
    return CompletionTable(commands: Array(Set(commands)).sorted(), arguments: arguments, parameterOptions: options)
  }
}
