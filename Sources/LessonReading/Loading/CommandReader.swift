import LessonModel
import TOML
import Localization
/// Reads `[[command]]` tables: the lesson's shortcut commands.
struct CommandReader: DraftReader {
  let draft: LessonDraft

  /// `[[command]]`: shortcut commands such as `tap <x> <y>`, which assign their arguments to
  /// parameters in order and may run the scene.
  func read(_ tables: [TOMLTable]) -> [LessonCommand] {
    var commands: [LessonCommand] = []
    for table in tables {
      let reader = TableReader(table, of: .command, context: "[[command]]", sink: sink)
      defer { reader.reportUnknownKeys() }
      guard let name = reader.string("name", required: true) else { continue }
      reader.context = "command \"\(name)\""
      let namePosition = reader.node("name")?.position
      if !Self.isCommandName(name) {
        sink.error("command name \"\(name)\" must be a lowercase word (letters, digits and -)", at: namePosition)
      } else if LessonCommand.reservedNames.contains(name) {
        sink.error("command \"\(name)\" clashes with the tutor's own command or alias \"\(name)\"", at: namePosition)
      }
      if commands.contains(where: { $0.name == name }) {
        sink.error("duplicate command \"\(name)\"", at: namePosition)
      }
      let usage = reader.string("usage", required: true) ?? name
      if reader.has("usage"), usage != name && !usage.hasPrefix(name + " ") {
        sink.error("command \"\(name)\": usage must start with the command's name, e.g. \"\(name) <value>\"",
                   at: reader.node("usage")?.position)
      }
      let summary = reader.string("summary", required: true) ?? ""
      if reader.has("summary"), summary.isEmpty || summary.count > 120 {
        sink.error("command \"\(name)\": summary must have 1 to 120 characters", at: reader.node("summary")?.position)
      }
      let assigned = reader.strings("set", required: true) ?? []
      if reader.has("set"), assigned.isEmpty {
        sink.error("command \"\(name)\": set needs at least one parameter", at: reader.node("set")?.position)
      }
      var seen: Set<String> = []
      for parameter in assigned {
        if !parameters.contains(where: { $0.name == parameter }) {
          sink.error("command \"\(name)\": set names \"\(parameter)\", which is not a parameter"
                     + Suggestion.didYouMean(parameter, in: parameters.map(\.name)), at: reader.node("set")?.position)
        } else if !seen.insert(parameter).inserted {
          sink.error("command \"\(name)\": \"\(parameter)\" is set twice", at: reader.node("set")?.position)
        }
      }
      let placeholders = usage.split(separator: " ").dropFirst().count
      if reader.has("usage"), reader.has("set"), placeholders != assigned.count {
        sink.error("command \"\(name)\": usage shows \(placeholders) argument\(placeholders == 1 ? "" : "s") but set assigns \(assigned.count)",
                   at: reader.node("usage")?.position)
      }
      let fixed = ValueReader(draft: draft).read(reader.node("values"), owner: "command \"\(name)\"", what: "values")
      for entry in fixed where assigned.contains(entry.name) {
        sink.error("command \"\(name)\": \"\(entry.name)\" is both an argument and a fixed value", at: reader.node("values")?.position)
      }
      commands.append(LessonCommand(name: name, usage: usage, summary: summary, parameters: assigned,
                                    runs: reader.bool("run") ?? false,
                                    fixedValues: Dictionary(fixed.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })))
    }
    return commands
  }

  /// A lowercase word: a letter, then letters, digits and `-`.
  static func isCommandName(_ name: String) -> Bool {
    guard let head = name.first, head.isASCII, head.isLowercase, name.count <= 20 else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
  }
}
