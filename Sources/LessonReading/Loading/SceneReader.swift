import LessonModel
import TOML

/// Reads `[scene]` and its `[scene.let]` names.
struct SceneReader: DraftReader {
  let draft: LessonDraft

  func read(_ table: TOMLTable) {
    let reader = TableReader(table, of: .scene, context: "[scene]", sink: sink)
    if let engine = reader.string("engine", required: true) {
      if let known = SceneEngine(rawValue: engine) {
        draft.scene.engine = known
      } else {
        sink.error("[scene]: engine \"\(engine)\" is not one of dynamics, animation, motion", at: reader.node("engine")?.position)
      }
    }
    for key in ["width", "height"] {
      guard let value = reader.number(key, required: true) else { continue }
      draft.scenePositions[key] = reader.node(key)?.position
      if !(1...4096).contains(value) {
        sink.error("[scene]: \(key) \(LessonSchema.show(value)) is outside 1...4096 points", at: reader.node(key)?.position)
      } else if key == "width" {
        draft.scene.width = value
      } else {
        draft.scene.height = value
      }
    }
    draft.scene.sizeIsProposal = reader.bool("size_is_proposal") ?? false
    if let duration = reader.number("duration", required: true) {
      draft.scenePositions["duration"] = reader.node("duration")?.position
      if duration > 0 && duration <= 60 {
        draft.scene.duration = duration
      } else {
        sink.error("[scene]: duration must be in (0, 60] seconds, found \(LessonSchema.show(duration))", at: reader.node("duration")?.position)
      }
    }
    if let step = reader.number("step") {
      let allowed = [1.0 / 60, 1.0 / 120, 1.0 / 240]
      if let match = allowed.first(where: { abs($0 - step) < 1e-9 }) {
        draft.scene.step = match
      } else {
        sink.error("[scene]: step must be 1/60, 1/120 or 1/240 s", at: reader.node("step")?.position)
      }
    }
    if let letTable = reader.subtable("let") { readLets(letTable, prefix: "") }
    reader.reportUnknownKeys()
  }

  /// `[scene.let]`: named numbers or static expressions. Dotted names (`pull.angle = 30`) are read
  /// as one name, so a learner can `set pull.angle 40`.
  func readLets(_ table: TOMLTable, prefix: String) {
    let reader = TableReader(table, context: "[scene.let]", sink: sink)
    for entry in table.entries {
      let name = prefix + entry.key
      if let nested = entry.node.table {
        _ = reader.node(entry.key)
        readLets(nested, prefix: name + ".")
        continue
      }
      guard let quantity = reader.quantity(entry.key) else { continue }
      if !name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ LessonSchema.isIdentifier(String($0)) }) {
        sink.error("[scene.let]: name \"\(name)\" must start with a letter and use letters, digits and _ (parts joined by .)",
                   at: entry.keyPosition)
      } else if ["width", "height", "duration", "pi", "true", "false", "i"].contains(name) {
        sink.error("[scene.let]: \"\(name)\" is a reserved name", at: entry.keyPosition)
      }
      draft.scene.lets.append((name, quantity))
      draft.pendingChecks.append((quantity, entry.node.position, "scene.let \(name)", []))
      draft.lets.append(name)
    }
  }
}
