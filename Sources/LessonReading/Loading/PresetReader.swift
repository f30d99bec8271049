import LessonModel
import Expressions
import TOML
import Localization

/// Reads `[[preset]]` tables: named bundles of parameter values.
struct PresetReader: DraftReader {
  let draft: LessonDraft

  /// `[[preset]]`: named bundles of parameter values.
  func read(_ tables: [TOMLTable]) -> [PresetSpec] {
    var presets: [PresetSpec] = []
    for table in tables {
      let reader = TableReader(table, of: .preset, context: "[[preset]]", sink: sink)
      guard let name = reader.string("name", required: true) else { continue }
      reader.context = "preset \"\(name)\""
      if !LessonSchema.isKebabCase(name) {
        sink.error("preset name \"\(name)\" must be kebab-case", at: reader.node("name")?.position)
      }
      if presets.contains(where: { $0.name == name }) {
        sink.error("duplicate preset \"\(name)\"", at: reader.node("name")?.position)
      }
      let description = reader.string("description", required: true) ?? ""
      let values = ValueReader(draft: draft).read(reader.node("values"), owner: "preset \"\(name)\"", what: "values")
      if !reader.has("values") { reader.missing("values") }
      reader.reportUnknownKeys()
      presets.append(PresetSpec(name: name, description: description, values: values))
    }
    return presets
  }
}
