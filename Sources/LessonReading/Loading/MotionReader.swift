import LessonModel
import TOML
import Localization

/// Reads the `[[effect]]` tables and `[tilt]` of a `motion` lesson.
struct MotionReader: DraftReader {
  let draft: LessonDraft

  /// `[[effect]]`: an interpolating motion effect on a layer.
  func readEffect(_ table: TOMLTable) -> EffectSpec? {
    let reader = TableReader(table, of: .effect, context: "[[effect]]", sink: sink)
    defer { reader.reportUnknownKeys() }
    guard let layer = reader.string("layer", required: true), let keyPath = reader.string("keyPath", required: true),
          let axisName = reader.string("axis", required: true),
          let minimum = reader.quantity("min", required: true), let maximum = reader.quantity("max", required: true) else {
      return nil
    }
    reader.context = "effect on \"\(layer)\""
    if !items.contains(where: { $0.id == layer }) {
      sink.error("effect: layer \"\(layer)\" does not exist" + Suggestion.didYouMean(layer, in: items.map(\.id)),
                 at: reader.node("layer")?.position)
    }
    let keyPaths = EffectKeyPath.lessonNames
    let knownKeyPath = EffectKeyPath(rawValue: keyPath)
    if knownKeyPath == nil {
      sink.error("effect on \"\(layer)\": key path \"\(keyPath)\" is not one of \(keyPaths.joined(separator: ", "))"
                 + Suggestion.didYouMean(keyPath, in: keyPaths), at: reader.node("keyPath")?.position)
    }
    guard let axis = EffectSpec.Axis(rawValue: axisName) else {
      sink.error("effect on \"\(layer)\": axis must be horizontal or vertical", at: reader.node("axis")?.position)
      return nil
    }
    draft.pendingChecks.append((minimum, reader.node("min")?.position, "effect on \"\(layer)\" min", []))
    draft.pendingChecks.append((maximum, reader.node("max")?.position, "effect on \"\(layer)\" max", []))
    let group = reader.string("group")
    if let group {
      if let other = draft.effectGroups[group], other != layer {
        sink.error("effect on \"\(layer)\": group \"\(group)\" is on layer \"\(other)\"; a motion effect group belongs to one layer",
                   at: reader.node("group")?.position)
      }
      draft.effectGroups[group] = draft.effectGroups[group] ?? layer
    }
    guard let knownKeyPath else { return nil }
    return EffectSpec(layer: layer, keyPath: knownKeyPath, axis: axis, minimum: minimum, maximum: maximum, group: group)
  }

  /// `[tilt]`: the viewer offset over the run, `x` and `y` static expressions that may use `t`.
  func readTilt(_ table: TOMLTable) -> TiltSpec {
    let reader = TableReader(table, of: .tilt, context: "[tilt]", sink: sink)
    defer { reader.reportUnknownKeys() }
    var components: [Quantity] = []
    for key in ["x", "y"] {
      let quantity = reader.quantity(key) ?? .literal(0)
      draft.pendingChecks.append((quantity, reader.node(key)?.position, "[tilt] \(key)", ["t"]))
      components.append(quantity)
    }
    return TiltSpec(x: components[0], y: components[1])
  }
}
