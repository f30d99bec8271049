import LessonModel
import TOML
import Localization

/// Reads the `[[layer]]` tables of `animation` and `motion` lessons, and reports tables of another
/// engine.
struct LayerReader: DraftReader {
  let draft: LessonDraft

  /// The top-level tables each engine reads; the others are reported when present.
  static func engineTables(_ engine: SceneEngine) -> [String] {
    switch engine {
    case .dynamics: ["item", "behavior", "event"]
    case .animation: ["layer", "animation"]
    case .motion: ["layer", "effect", "tilt"]
    }
  }

  /// Reports tables that belong to another engine.
  func checkEngineTables(_ top: TableReader) {
    let allowed = Self.engineTables(scene.engine)
    for engine in SceneEngine.allCases where engine != scene.engine {
      for key in Self.engineTables(engine) where top.has(key) && !allowed.contains(key) {
        sink.error("[[\(key)]] belongs to engine = \"\(engine.rawValue)\"; this lesson's engine is \"\(scene.engine.rawValue)\"",
                   at: top.node(key)?.array?.first?.position ?? top.node(key)?.position)
      }
    }
  }

  /// `[[layer]]`: a view of an animation or motion lesson, stored as an item.
  func read(_ table: TOMLTable) {
    let reader = TableReader(table, of: .layer, context: "[[layer]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return }
    reader.context = "layer \"\(id)\""
    let idPosition = reader.node("id")?.position ?? table.position
    if !LessonSchema.isIdentifier(id) {
      sink.error("layer id \"\(id)\" must start with a letter and use letters, digits and _", at: idPosition)
    }
    draft.claim(id, at: idPosition)
    let kind: ItemKind = reader.choice("kind") {
      "layer \"\(id)\": unknown kind \"\($0)\"" + Suggestion.didYouMean($0, in: ItemKind.lessonNames)
    } ?? .view
    let frame = reader.quantities("frame", count: 4, meaning: "[x, y, width, height]", required: true) ?? []
    let framePosition = reader.table.entry("frame")?.node.position
    for (index, name) in ["width", "height"].enumerated() where frame.count == 4 {
      if case .literal(let value) = frame[index + 2], value <= 0 {
        sink.error("layer \"\(id)\": \(name) must be > 0", at: framePosition)
      }
    }
    for quantity in frame { draft.pendingChecks.append((quantity, framePosition, "layer \"\(id)\" frame", [])) }
    let alpha = reader.quantity("alpha"), scale = reader.quantity("scale"), angle = reader.quantity("angle")
    for (key, quantity) in [("alpha", alpha), ("scale", scale), ("angle", angle)] {
      guard let quantity else { continue }
      draft.pendingChecks.append((quantity, reader.node(key)?.position, "layer \"\(id)\" \(key)", []))
    }
    if case .literal(let value)? = alpha, !(0...1).contains(value) {
      sink.error("layer \"\(id)\": alpha \(LessonSchema.show(value)) is outside [0, 1]", at: reader.node("alpha")?.position)
    }
    if case .literal(let value)? = scale, value <= 0 {
      sink.error("layer \"\(id)\": scale must be > 0", at: reader.node("scale")?.position)
    }
    draft.items.append(ItemSpec(id: id, kind: kind, frame: frame, isDynamic: true, text: reader.string("text"),
                          color: ItemReader.readColor(reader, owner: "layer \"\(id)\""), angle: angle, alpha: alpha, scale: scale))
    reader.reportUnknownKeys()
  }
}
