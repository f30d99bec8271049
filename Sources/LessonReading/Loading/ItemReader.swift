import LessonModel
import TOML
import Localization
/// Reads `[[item]]` tables: the views of a `dynamics` lesson.
struct ItemReader: DraftReader {
  let draft: LessonDraft

  /// `[[item]]`: one view, or `count` of them with `{i}` in the id and `i` in the frame.
  func read(_ table: TOMLTable) {
    let reader = TableReader(table, of: .item, context: "[[item]]", sink: sink)
    guard let pattern = reader.string("id", required: true) else { return }
    reader.context = "item \"\(pattern)\""
    let count = draft.readCount(reader, id: pattern)
    let kind: ItemKind = reader.choice("kind") {
      "item \"\(pattern)\": unknown kind \"\($0)\"" + Suggestion.didYouMean($0, in: ItemKind.lessonNames)
    } ?? .view
    let frame = reader.quantities("frame", count: 4, meaning: "[x, y, width, height]", required: true) ?? []
    for (index, name) in ["width", "height"].enumerated() where frame.count == 4 {
      if case .literal(let value) = frame[index + 2], value <= 0 {
        sink.error("item \"\(pattern)\": \(name) must be > 0", at: reader.node("frame")?.position)
      }
    }
    let shape: ItemShape = reader.choice("shape") { _ in "item \"\(pattern)\": shape must be rectangle or ellipse" } ?? .rectangle
    let isDynamic = reader.bool("dynamic") ?? true
    let text = reader.string("text"), color = Self.readColor(reader, owner: "item \"\(pattern)\"")
    let angle = reader.quantity("angle"), velocity = reader.pair("velocity", meaning: "[vx, vy]")
    let framePosition = reader.table.entry("frame")?.node.position
    let idPosition = reader.node("id")?.position ?? table.position
    reader.reportUnknownKeys()

    let indices: [Int?] = count.map { Array(0..<$0) } ?? [nil]
    var produced: [String] = []
    for index in indices {
      let id = index.map { Repetition.instantiate(pattern, $0) } ?? pattern
      func bind(_ quantity: Quantity) -> Quantity { index.map { quantity.substituting("i", with: Double($0)) } ?? quantity }
      if !LessonSchema.isIdentifier(id) {
        sink.error("item id \"\(id)\" must start with a letter and use letters, digits and _", at: idPosition)
      }
      draft.claim(id, at: idPosition)
      let boundFrame = frame.map(bind)
      for quantity in boundFrame { draft.pendingChecks.append((quantity, framePosition, "item \"\(id)\" frame", [])) }
      if let angle { draft.pendingChecks.append((bind(angle), reader.table.entry("angle")?.node.position, "item \"\(id)\" angle", [])) }
      draft.items.append(ItemSpec(id: id, kind: kind, frame: boundFrame, isDynamic: isDynamic, text: text, color: color,
                            shape: shape, angle: angle.map(bind),
                            velocity: velocity.map { pair in index.map { pair.substituting("i", with: Double($0)) } ?? pair }))
      produced.append(id)
    }
    if count != nil { draft.itemPatterns[pattern] = produced }
  }

  /// `color`: one of UIKit's named colours.
  static func readColor(_ reader: TableReader, owner: String) -> LessonColor? {
    reader.choice("color") { "\(owner): unknown color \"\($0)\"" + Suggestion.didYouMean($0, in: LessonColor.lessonNames) }
  }
}
