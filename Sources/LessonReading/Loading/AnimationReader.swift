import LessonModel
import TOML
import Localization

/// Reads `[[animation]]` tables: `UIView` animation calls with their changes, keyframes and
/// completion.
struct AnimationReader: DraftReader {
  let draft: LessonDraft

  /// `[[animation]]`: one `UIView.animate…` call with its changes, keyframes and completion.
  func read(_ table: TOMLTable) -> AnimationSpec? {
    let reader = TableReader(table, of: .animation, context: "[[animation]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return nil }
    reader.context = "animation \"\(id)\""
    let idPosition = reader.node("id")?.position ?? table.position
    if !LessonSchema.isIdentifier(id) {
      sink.error("animation id \"\(id)\" must start with a letter and use letters, digits and _", at: idPosition)
    }
    draft.claim(id, at: idPosition)
    guard let typeName = reader.string("type", required: true) else { return nil }
    guard let kind = AnimationSpec.Kind(rawValue: typeName) else {
      sink.error("animation \"\(id)\": type must be basic, spring or keyframes"
                 + Suggestion.didYouMean(typeName, in: AnimationSpec.Kind.allCases.map(\.rawValue)),
                 at: reader.node("type")?.position)
      return nil
    }
    reader.only = kind.rawValue
    defer { reader.reportUnknownKeys() }
    var animation = AnimationSpec(id: id, kind: kind)
    func quantity(_ key: String) -> Quantity? {
      guard let quantity = reader.quantity(key, required: key == "duration") else { return nil }
      draft.pendingChecks.append((quantity, reader.node(key)?.position, "animation \"\(id)\" \(key)", []))
      return quantity
    }
    (animation.at, animation.duration, animation.delay) = (quantity("at"), quantity("duration"), quantity("delay"))
    func unknown(_ key: String, _ names: [String]) -> (String) -> String {
      { "animation \"\(id)\": \(key) \"\($0)\" is not one of \(names.joined(separator: ", "))" + Suggestion.didYouMean($0, in: names) }
    }
    switch kind {
    case .basic: animation.curve = reader.choice("curve", unknown("curve", AnimationCurve.lessonNames))
    case .spring: (animation.dampingRatio, animation.initialVelocity) = (quantity("dampingRatio"), quantity("initialVelocity"))
    case .keyframes: animation.mode = reader.choice("mode", unknown("mode", KeyframeMode.lessonNames))
    }
    func literal(_ key: String) -> Double? {
      if case .number(.literal(let value))? = animation.written(key) { return value }
      return nil
    }
    if let duration = literal("duration"), duration <= 0 || duration > 60 {
      sink.error("animation \"\(id)\": duration must be in (0, 60] s", at: reader.node("duration")?.position)
    }
    for key in ["at", "delay"] {
      if let value = literal(key), value < 0 {
        sink.error("animation \"\(id)\": \(key) must be >= 0", at: reader.node(key)?.position)
      }
    }
    if let at = literal("at"), at > scene.duration {
      sink.error("animation \"\(id)\": at = \(LessonSchema.show(at)) s is after the scene duration \(LessonSchema.show(scene.duration)) s",
                 at: reader.node("at")?.position)
    }
    if let ratio = literal("dampingRatio"), ratio <= 0 || ratio > 1 {
      sink.error("animation \"\(id)\": dampingRatio \(LessonSchema.show(ratio)) is outside (0, 1]", at: reader.node("dampingRatio")?.position)
    }
    let changes = readChanges(reader, "changes", owner: "animation \"\(id)\"")
    let completion = readChanges(reader, "completion", owner: "animation \"\(id)\" completion")
    var keyframes: [KeyframeSpec] = []
    if kind == .keyframes {
      for keyframeTable in reader.tables("keyframe") {
        if let keyframe = readKeyframe(keyframeTable, animation: id) { keyframes.append(keyframe) }
      }
      if keyframes.isEmpty && changes.isEmpty {
        sink.error("animation \"\(id)\": a keyframe animation needs [[animation.keyframe]] tables", at: table.position)
      }
    } else if changes.isEmpty && reader.has("changes") == false {
      sink.error("animation \"\(id)\": a \(kind.rawValue) animation needs changes = [{ layer = \"…\", … }]", at: table.position)
    }
    (animation.changes, animation.keyframes, animation.completion) = (changes, keyframes, completion)
    return animation
  }

  func readKeyframe(_ table: TOMLTable, animation: String) -> KeyframeSpec? {
    let reader = TableReader(table, of: .keyframe, context: "animation \"\(animation)\" keyframe", sink: sink)
    defer { reader.reportUnknownKeys() }
    guard let start = reader.quantity("start", required: true), let duration = reader.quantity("duration", required: true) else {
      return nil
    }
    draft.pendingChecks.append((start, reader.node("start")?.position, "\(reader.context) start", []))
    draft.pendingChecks.append((duration, reader.node("duration")?.position, "\(reader.context) duration", []))
    if case .literal(let a) = start, !(0...1).contains(a) {
      sink.error("\(reader.context): start is a fraction of the duration, 0 to 1", at: reader.node("start")?.position)
    }
    if case .literal(let b) = duration, !(0...1).contains(b) {
      sink.error("\(reader.context): duration is a fraction of the animation's duration, 0 to 1", at: reader.node("duration")?.position)
    }
    if case .literal(let a) = start, case .literal(let b) = duration, a + b > 1 + 1e-9 {
      sink.error("\(reader.context): start + duration = \(LessonSchema.show(a + b)) goes past the end (1)",
                 at: reader.node("duration")?.position)
    }
    let changes = readChanges(reader, "changes", owner: reader.context)
    if changes.isEmpty && !reader.has("changes") { reader.missing("changes") }
    return KeyframeSpec(start: start, duration: duration, changes: changes)
  }

  /// `changes = [{ layer = "list", alpha = 0.2 }, …]`.
  func readChanges(_ reader: TableReader, _ key: String, owner: String) -> [LayerChange] {
    var changes: [LayerChange] = []
    for table in reader.tables(key) {
      let changeReader = TableReader(table, of: .change, context: "\(owner) \(key)", sink: sink)
      defer { changeReader.reportUnknownKeys() }
      guard let layer = changeReader.string("layer", required: true) else { continue }
      if !items.contains(where: { $0.id == layer }) {
        sink.error("\(owner): layer \"\(layer)\" does not exist" + Suggestion.didYouMean(layer, in: items.map(\.id)),
                   at: changeReader.node("layer")?.position)
      }
      var change = LayerChange(layer: layer)
      change.frame = changeReader.quantities("frame", count: 4, meaning: "[x, y, width, height]")
      change.center = changeReader.pair("center")
      change.alpha = changeReader.quantity("alpha")
      change.scale = changeReader.quantity("scale")
      change.rotation = changeReader.quantity("rotation")
      if change.frame != nil && change.center != nil {
        sink.error("\(owner): give frame or center for layer \"\(layer)\", not both", at: table.position)
      }
      if change.quantities.isEmpty {
        sink.error("\(owner): the change of layer \"\(layer)\" sets nothing (frame, center, alpha, scale or rotation)",
                   at: table.position)
      }
      for quantity in change.quantities { draft.pendingChecks.append((quantity, table.position, "\(owner), layer \"\(layer)\"", [])) }
      changes.append(change)
    }
    return changes
  }
}
