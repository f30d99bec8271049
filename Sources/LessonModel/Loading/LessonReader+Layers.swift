import TOML
import Localization

/// The tables of the `animation` and `motion` engines: `[[layer]]`, `[[animation]]`, `[[effect]]` and
/// `[tilt]`.
extension LessonReader {
  /// The top-level tables each engine reads; the others are reported when present.
  static let engineTables: [SceneEngine: [String]] = [
    .dynamics: ["item", "behavior", "event"],
    .animation: ["layer", "animation"],
    .motion: ["layer", "effect", "tilt"],
  ]

  /// Reports tables that belong to another engine.
  func checkEngineTables(_ top: TableReader) {
    let allowed = Self.engineTables[scene.engine] ?? []
    for (engine, keys) in Self.engineTables where engine != scene.engine {
      for key in keys where top.has(key) && !allowed.contains(key) {
        sink.error("[[\(key)]] belongs to engine = \"\(engine.rawValue)\"; this lesson's engine is \"\(scene.engine.rawValue)\"",
                   at: top.node(key)?.array?.first?.position ?? top.node(key)?.position)
      }
    }
  }

  /// `[[layer]]`: a view of an animation or motion lesson, stored as an item.
  mutating func readLayer(_ table: TOMLTable) {
    let reader = TableReader(table, of: .layer, context: "[[layer]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return }
    reader.context = "layer \"\(id)\""
    let idPosition = reader.node("id")?.position ?? table.position
    if !LessonSchema.isIdentifier(id) {
      sink.error("layer id \"\(id)\" must start with a letter and use letters, digits and _", at: idPosition)
    }
    claim(id, at: idPosition)
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
    for quantity in frame { pendingChecks.append((quantity, framePosition, "layer \"\(id)\" frame", [])) }
    let alpha = reader.quantity("alpha"), scale = reader.quantity("scale"), angle = reader.quantity("angle")
    for (key, quantity) in [("alpha", alpha), ("scale", scale), ("angle", angle)] {
      guard let quantity else { continue }
      pendingChecks.append((quantity, reader.node(key)?.position, "layer \"\(id)\" \(key)", []))
    }
    if case .literal(let value)? = alpha, !(0...1).contains(value) {
      sink.error("layer \"\(id)\": alpha \(LessonSchema.show(value)) is outside [0, 1]", at: reader.node("alpha")?.position)
    }
    if case .literal(let value)? = scale, value <= 0 {
      sink.error("layer \"\(id)\": scale must be > 0", at: reader.node("scale")?.position)
    }
    items.append(ItemSpec(id: id, kind: kind, frame: frame, isDynamic: true, text: reader.string("text"),
                          color: readColor(reader, owner: "layer \"\(id)\""), angle: angle, alpha: alpha, scale: scale))
    reader.reportUnknownKeys()
  }

  /// `[[animation]]`: one `UIView.animate…` call with its changes, keyframes and completion.
  mutating func readAnimation(_ table: TOMLTable) -> AnimationSpec? {
    let reader = TableReader(table, of: .animation, context: "[[animation]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return nil }
    reader.context = "animation \"\(id)\""
    let idPosition = reader.node("id")?.position ?? table.position
    if !LessonSchema.isIdentifier(id) {
      sink.error("animation id \"\(id)\" must start with a letter and use letters, digits and _", at: idPosition)
    }
    claim(id, at: idPosition)
    guard let typeName = reader.string("type", required: true) else { return nil }
    guard let kind = AnimationSpec.Kind(rawValue: typeName) else {
      sink.error("animation \"\(id)\": type must be basic, spring or keyframes"
                 + Suggestion.didYouMean(typeName, in: AnimationSpec.Kind.allCases.map(\.rawValue)),
                 at: reader.node("type")?.position)
      return nil
    }
    reader.allowed = LessonTable.animation.allowed(only: kind.rawValue)
    defer { reader.reportUnknownKeys() }
    var animation = AnimationSpec(id: id, kind: kind)
    func quantity(_ key: String) -> Quantity? {
      guard let quantity = reader.quantity(key, required: key == "duration") else { return nil }
      pendingChecks.append((quantity, reader.node(key)?.position, "animation \"\(id)\" \(key)", []))
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

  mutating func readKeyframe(_ table: TOMLTable, animation: String) -> KeyframeSpec? {
    let reader = TableReader(table, of: .keyframe, context: "animation \"\(animation)\" keyframe", sink: sink)
    defer { reader.reportUnknownKeys() }
    guard let start = reader.quantity("start", required: true), let duration = reader.quantity("duration", required: true) else {
      return nil
    }
    pendingChecks.append((start, reader.node("start")?.position, "\(reader.context) start", []))
    pendingChecks.append((duration, reader.node("duration")?.position, "\(reader.context) duration", []))
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
  mutating func readChanges(_ reader: TableReader, _ key: String, owner: String) -> [LayerChange] {
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
      for quantity in change.quantities { pendingChecks.append((quantity, table.position, "\(owner), layer \"\(layer)\"", [])) }
      changes.append(change)
    }
    return changes
  }

  /// `[[effect]]`: an interpolating motion effect on a layer.
  mutating func readEffect(_ table: TOMLTable) -> EffectSpec? {
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
    pendingChecks.append((minimum, reader.node("min")?.position, "effect on \"\(layer)\" min", []))
    pendingChecks.append((maximum, reader.node("max")?.position, "effect on \"\(layer)\" max", []))
    let group = reader.string("group")
    if let group {
      if let other = effectGroups[group], other != layer {
        sink.error("effect on \"\(layer)\": group \"\(group)\" is on layer \"\(other)\"; a motion effect group belongs to one layer",
                   at: reader.node("group")?.position)
      }
      effectGroups[group] = effectGroups[group] ?? layer
    }
    guard let knownKeyPath else { return nil }
    return EffectSpec(layer: layer, keyPath: knownKeyPath, axis: axis, minimum: minimum, maximum: maximum, group: group)
  }

  /// `[tilt]`: the viewer offset over the run, `x` and `y` static expressions that may use `t`.
  mutating func readTilt(_ table: TOMLTable) -> TiltSpec {
    let reader = TableReader(table, of: .tilt, context: "[tilt]", sink: sink)
    defer { reader.reportUnknownKeys() }
    var components: [Quantity] = []
    for key in ["x", "y"] {
      let quantity = reader.quantity(key) ?? .literal(0)
      pendingChecks.append((quantity, reader.node(key)?.position, "[tilt] \(key)", ["t"]))
      components.append(quantity)
    }
    return TiltSpec(x: components[0], y: components[1])
  }
}

extension AnimationSpec {
  /// The value the file writes for a key, for agreement with a parameter's default.
  func written(_ key: String) -> PropertyValue? {
    switch key {
    case "at": at.map { .number($0) }
    case "duration": duration.map { .number($0) }
    case "delay": delay.map { .number($0) }
    case "dampingRatio": dampingRatio.map { .number($0) }
    case "initialVelocity": initialVelocity.map { .number($0) }
    case "curve": curve.map { .text($0.rawValue) }
    case "mode": mode.map { .text($0.rawValue) }
    default: nil
    }
  }
}
