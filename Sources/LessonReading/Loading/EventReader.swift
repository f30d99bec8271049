import LessonModel
import TOML
import Localization
/// Reads `[[event]]` tables: a time, an optional label and count, and one action.
struct EventReader: DraftReader {
  let draft: LessonDraft

  /// `[[event]]`: a time, an optional label and count, and exactly one action.
  /// An event without `at` is one only a live session's button carries out (by its label).
  func read(_ table: TOMLTable) -> EventSpec? {
    var event = readTimedEvent(table)
    event?.isGestureOnly = table["at"] == nil
    return event
  }

  private func readTimedEvent(_ table: TOMLTable) -> EventSpec? {
    let reader = TableReader(table, of: .event, context: "[[event]]", sink: sink)
    defer { reader.reportUnknownKeys() }
    let label = reader.string("label")
    let time: Quantity
    if reader.has("at") {
      guard let at = reader.quantity("at", required: true) else { return nil }
      time = at
      let timePosition = reader.node("at")?.position
      check(time, at: timePosition, what: "event time")
      if case .literal(let seconds) = time, seconds < 0 || seconds > scene.duration {
        sink.error("event at \(LessonSchema.show(seconds)) s is after the scene duration \(LessonSchema.show(scene.duration)) s"
                   .replacingIf(seconds < 0, with: "event at \(LessonSchema.show(seconds)) s is before the start of the run"),
                   at: timePosition)
      }
      draft.eventTimes.append((time, timePosition))
    } else {
      // Checked against the button gestures' presses once those are read (`readGestures`).
      guard let label else {
        sink.error("event needs \"at\" (or, when only a live button carries it out, a \"label\" for the button to name)",
                   at: table.position)
        return nil
      }
      draft.gestureOnlyEvents.append((label, table.position))
      time = .literal(0)
    }
    let count = reader.quantity("count")
    if let count {
      check(count, at: reader.node("count")?.position, what: "event count")
      if case .literal(let value) = count, !(0...32).contains(value) || value != value.rounded() {
        sink.error("event count must be a whole number from 0 to 32", at: reader.node("count")?.position)
      }
    }
    let add = reader.strings("add") ?? []
    let remove = reader.strings("remove") ?? []
    let capture = reader.strings("capture")
    let present = EventActionKind.allCases.filter { kind in
      switch kind {
      case .change: reader.has("add") || reader.has("remove")
      case .capture: capture != nil
      case .fling, .drag, .tap, .pan, .place: reader.has(kind.rawValue)
      }
    }
    guard present.count == 1, let actionKind = present.first else {
      sink.error(present.isEmpty ? "event needs one action: add/remove, capture, fling, drag, tap, pan or place"
                   : "event has \(present.map { "\"\($0.rawValue)\"" }.joined(separator: " and ")); use one action per event",
                 at: table.position)
      return nil
    }
    let repeated = count != nil
    func behaviorExists(_ id: String, type: BehaviorType? = nil, at position: SourcePosition?) {
      let ids = repeated ? [Repetition.instantiate(id, 0)] : (draft.behaviorPatterns[id] ?? [id])
      for candidate in ids {
        guard let found = behaviors.first(where: { $0.id == candidate }) else {
          sink.error("event: behavior \"\(id)\" does not exist" + Suggestion.didYouMean(id, in: behaviors.map(\.id)), at: position)
          return
        }
        if let type, found.type != type {
          sink.error("event: behavior \"\(id)\" is a \(found.type) behavior, not a \(type)", at: position)
        }
      }
    }
    func itemExists(_ id: String, at position: SourcePosition?) {
      let candidate = repeated ? Repetition.instantiate(id, 0) : id
      if !items.contains(where: { $0.id == candidate }) {
        sink.error("event: item \"\(id)\" does not exist" + Suggestion.didYouMean(id, in: items.map(\.id)), at: position)
      }
    }
    let extra: Set<String> = repeated ? ["i"] : []
    let actionName = actionKind.rawValue
    switch actionKind {
    case .change:
      for id in add { behaviorExists(id, at: reader.node("add")?.position) }
      for id in remove { behaviorExists(id, at: reader.node("remove")?.position) }
      let patterns = draft.behaviorPatterns
      let expand = { (ids: [String]) in repeated ? ids : ids.flatMap { patterns[$0] ?? [$0] } }
      return EventSpec(time: time, label: label, action: .change(add: expand(add), remove: expand(remove)), count: count)
    case .capture:
      for id in capture ?? [] { behaviorExists(id, type: .snap, at: reader.node("capture")?.position) }
      return EventSpec(time: time, label: label, action: .capture(capture ?? []), count: count)
    case .fling, .drag, .tap, .pan, .place:
      guard let actionTable = reader.subtable(actionName) else { return nil }
      let action = TableReader(actionTable, of: actionKind.table, context: "event \(actionName)", sink: sink)
      defer { action.reportUnknownKeys() }
      func quantity(_ key: String, default fallback: Double? = nil) -> Quantity? {
        guard let value = action.quantity(key, required: fallback == nil) else { return fallback.map { .literal($0) } }
        check(value, at: action.node(key)?.position, what: "event \(actionName) \(key)", extraNames: extra)
        return value
      }
      switch actionKind {
      case .fling:
        guard let item = action.string("item", required: true),
              let velocity = action.pair("velocity", meaning: "[vx, vy]") else { return nil }
        itemExists(item, at: action.node("item")?.position)
        check(velocity.x, at: action.node("velocity")?.position, what: "event fling velocity", extraNames: extra)
        check(velocity.y, at: action.node("velocity")?.position, what: "event fling velocity", extraNames: extra)
        return EventSpec(time: time, label: label, action: .fling(item: item, velocity: velocity), count: count)
      case .drag:
        guard let item = action.string("item", required: true), let by = action.pair("by", meaning: "[dx, dy]"),
              let over = quantity("over"), let hold = quantity("hold", default: 0) else { return nil }
        itemExists(item, at: action.node("item")?.position)
        check(by.x, at: action.node("by")?.position, what: "event drag by", extraNames: extra)
        check(by.y, at: action.node("by")?.position, what: "event drag by", extraNames: extra)
        if case .literal(let value) = over, value <= 0 {
          sink.error("event drag: over must be above 0 s, not \(LessonSchema.show(value))", at: action.node("over")?.position)
        }
        if case .literal(let value) = hold, value < 0 {
          sink.error("event drag: hold must not be negative, not \(LessonSchema.show(value))", at: action.node("hold")?.position)
        }
        return EventSpec(time: time, label: label, action: .drag(item: item, by: by, over: over, hold: hold), count: count)
      case .tap:
        guard let push = action.string("push", required: true), let point = action.pair("point"),
              let divisor = quantity("divisor", default: 1) else { return nil }
        behaviorExists(push, type: .push, at: action.node("push")?.position)
        let pushID = repeated ? Repetition.instantiate(push, 0) : push
        if let spec = behaviors.first(where: { $0.id == pushID }), spec.type == .push, spec.items.isEmpty {
          sink.error("event tap: push \"\(push)\" has no items to push", at: action.node("push")?.position)
        }
        if case .literal(let value) = divisor, value <= 0 {
          sink.error("event tap: the divisor must be positive, not \(LessonSchema.show(value))", at: action.node("divisor")?.position)
        }
        check(point.x, at: action.node("point")?.position, what: "event tap point", extraNames: extra)
        check(point.y, at: action.node("point")?.position, what: "event tap point", extraNames: extra)
        return EventSpec(time: time, label: label, action: .tap(point: point, push: push, divisor: divisor), count: count)
      case .pan:
        guard let item = action.string("item", required: true), let translation = quantity("translation"),
              let ramp = quantity("ramp", default: 0), let hold = quantity("hold"),
              let divisor = quantity("divisor", default: 1) else { return nil }
        itemExists(item, at: action.node("item")?.position)
        if case .literal(let value) = divisor, value <= 0 {
          sink.error("event pan: the divisor must be positive, not \(LessonSchema.show(value))", at: action.node("divisor")?.position)
        }
        return EventSpec(time: time, label: label,
                         action: .pan(item: item, translation: translation, ramp: ramp, hold: hold, divisor: divisor),
                         count: count)
      case .change, .capture:
        return nil  // lists of ids, read above
      case .place:
        guard let item = action.string("item", required: true), let attachment = action.string("on_arc_of", required: true),
              let angle = quantity("angle_deg") else { return nil }
        itemExists(item, at: action.node("item")?.position)
        behaviorExists(attachment, type: .attachment, at: action.node("on_arc_of")?.position)
        let instance = repeated ? Repetition.instantiate(attachment, 0) : attachment
        if let spec = behaviors.first(where: { $0.id == instance }), draft.written(spec)["anchor"] == nil {
          sink.error("event place: attachment \"\(attachment)\" has no anchor point to swing about",
                     at: action.node("on_arc_of")?.position)
        } else if let spec = behaviors.first(where: { $0.id == instance }), case .attachment(let held) = spec.details,
                  let other = held.kind.otherItem {
          sink.error("event place: attachment \"\(attachment)\" holds its item to \"\(other)\", not to an anchor point",
                     at: action.node("on_arc_of")?.position)
        }
        return EventSpec(time: time, label: label, action: .place(item: item, attachment: attachment, angleDegrees: angle),
                         count: count)
      }
    }
  }
}
