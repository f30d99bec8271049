import LessonModel
import TOML
import Localization
/// Reads `[[gesture]]` tables: what the learner's touches do in a live session.
struct GestureReader: DraftReader {
  let draft: LessonDraft

  /// `[[gesture]]`: what the learner's touches do in a live session (`GestureSpec`). Read after the
  /// items and events, which the gestures name; an event without `at` must be some button's press.
  func read(_ tables: [TOMLTable], items: [ItemSpec], events: [EventSpec]) -> [GestureSpec] {
    var gestures: [GestureSpec] = []
    for table in tables {
      let reader = TableReader(table, of: .gesture, context: "[[gesture]]", sink: sink)
      defer { reader.reportUnknownKeys() }
      guard let typeName = reader.string("type", required: true) else { continue }
      guard let kind = GestureSpec.Kind(rawValue: typeName) else {
        sink.error("gesture type \"\(typeName)\" is not one of "
                   + GestureSpec.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                   at: reader.node("type")?.position)
        continue
      }
      if gestures.contains(where: { $0.kind == kind }) {
        sink.error("a second \"\(typeName)\" gesture; declare each type once", at: table.position)
        continue
      }
      if kind == .scroll {
        if let scroll = readScroll(reader) { gestures.append(scroll) }
        continue
      }
      guard kind == .button else {
        let action = GestureSpec(kind: kind)
        if !events.contains(where: { action.takesOver($0.action) }) {
          sink.error("gesture \"\(typeName)\" needs a \(typeName) event: its recognizer and handler come from it",
                     at: reader.node("type")?.position)
        }
        gestures.append(action)
        continue
      }
      guard let item = reader.string("item", required: true),
            let presses = reader.strings("presses", required: true) else { continue }
      let titles = reader.strings("titles") ?? []
      if !items.contains(where: { $0.id == item }) {
        sink.error("gesture button: item \"\(item)\" does not exist" + Suggestion.didYouMean(item, in: items.map(\.id)),
                   at: reader.node("item")?.position)
      } else if items.contains(where: { $0.id == item && $0.isDynamic }) {
        sink.error("gesture button: item \"\(item)\" is dynamic; a button stays put (dynamic = false)",
                   at: reader.node("item")?.position)
      } else if let found = items.first(where: { $0.id == item }), !found.kind.isControl || found.shape == .ellipse {
        sink.error("gesture button: item \"\(item)\" is a \(found.kind.rawValue)\(found.shape == .ellipse ? " shaped as an ellipse" : ""); "
                   + "a button gesture presses a button or a text field", at: reader.node("item")?.position)
      }
      if presses.isEmpty { sink.error("gesture button: presses is empty", at: reader.node("presses")?.position) }
      let labels = Set(events.compactMap(\.label))
      for label in presses where !labels.contains(label) {
        sink.error("gesture button: no event has the label \"\(label)\"" + Suggestion.didYouMean(label, in: labels.sorted()),
                   at: reader.node("presses")?.position)
      }
      if !titles.isEmpty && titles.count != presses.count {
        sink.error("gesture button: \(titles.count) titles for \(presses.count) presses", at: reader.node("titles")?.position)
      }
      gestures.append(GestureSpec(kind: .button, item: item, presses: presses, titles: titles))
    }
    let pressed = Set(gestures.flatMap(\.presses))
    for (label, position) in draft.gestureOnlyEvents where !pressed.contains(label) {
      sink.error("event \"\(label)\" has no \"at\" and no button gesture presses it, so it would never happen", at: position)
    }
    return gestures
  }

  /// A `scroll` gesture: its springs (attachments, repeated ids expanded), resistance, step and limit.
  private func readScroll(_ reader: TableReader) -> GestureSpec? {
    guard let names = reader.strings("springs", required: true),
          let resistance = reader.quantity("resistance", required: true) else { return nil }
    check(resistance, at: reader.node("resistance")?.position, what: "gesture scroll resistance")
    let position = reader.node("springs")?.position
    let springs = names.flatMap { draft.behaviorPatterns[$0] ?? [$0] }
    for id in springs {
      guard let behavior = behaviors.first(where: { $0.id == id }) else {
        sink.error("gesture scroll: behavior \"\(id)\" does not exist" + Suggestion.didYouMean(id, in: behaviors.map(\.id)),
                   at: position)
        continue
      }
      guard case .attachment(let attachment) = behavior.details, attachment.namedItems.count == 1 else {
        sink.error("gesture scroll: behavior \"\(id)\" is not an attachment of one item to an anchor", at: position)
        continue
      }
    }
    if springs.isEmpty { sink.error("gesture scroll: springs is empty", at: position) }
    let step = reader.number("step") ?? 20
    let limit = reader.number("limit") ?? 100
    let insert = reader.number("insert") ?? 0
    if !(insert >= 0) { sink.error("gesture scroll: insert must be 0 pt or more", at: reader.node("insert")?.position) }
    if !(step > 0) { sink.error("gesture scroll: step must be above 0 pt", at: reader.node("step")?.position) }
    if !(limit >= 0) { sink.error("gesture scroll: limit must be 0 pt or more", at: reader.node("limit")?.position) }
    return GestureSpec(scrolling: springs, resistance: resistance, step: step, limit: limit, insert: insert)
  }
}
