extension LessonReader {
  mutating func readBehavior(_ table: TOMLTable) {
    let reader = TableReader(table, context: "[[behavior]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return }
    reader.context = "behavior \"\(id)\""
    if !LessonSchema.isIdentifier(id) {
      sink.error("behavior id \"\(id)\" must start with a letter and use letters, digits and _", at: reader.node("id")?.position)
    }
    claim(id, at: reader.node("id")?.position ?? table.position)
    guard let type = reader.string("type", required: true) else { return }
    guard let keys = LessonSchema.behaviorKeys[type] else {
      let suggestion = Suggestion.closest(to: type, in: LessonSchema.behaviorKeys.keys.sorted())
      sink.error("behavior \"\(id)\": unknown type \"\(type)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: reader.node("type")?.position)
      return
    }
    referencePositions[id] = table.entry("items")?.node.position ?? table.entry("item")?.node.position
      ?? table.entry("children")?.node.position ?? table.position
    var spec = BehaviorSpec(id: id, type: type, items: reader.strings("items") ?? [],
                            isAddedAtStart: reader.bool("added") ?? true)
    for key in keys where key != "boundary" {
      guard let node = reader.node(key) else { continue }
      if let value = propertyValue(node, key: key, reader: reader) { spec.properties[key] = value }
    }
    if type == "collision" {
      for boundaryTable in reader.tables("boundary") {
        if let boundary = readBoundary(boundaryTable, behavior: id) { spec.boundaries.append(boundary) }
      }
    }
    checkRanges(spec, reader: reader)
    behaviors.append(spec)
    reader.reportUnknownKeys(allowed: LessonSchema.commonBehaviorKeys + keys)
  }

  /// Reads any property value: number or expression string, flag, [x, y] pair, list of strings.
  func propertyValue(_ node: TOMLNode, key: String, reader: TableReader) -> PropertyValue? {
    switch node.value {
    case .boolean(let flag): return .flag(flag)
    case .integer, .float: return reader.quantity(node, what: key).map { .number($0) }
    case .string(let text):
      // Strings are names or modes for these keys, expressions elsewhere.
      let textKeys = ["item", "to_item", "anchor", "mode", "kind", "region", "point"]
      if textKeys.contains(key) { return .text(text) }
      return reader.quantity(node, what: key).map { .number($0) }
    case .array(let elements):
      if elements.allSatisfy({ $0.string != nil }) && !elements.isEmpty && ["mode", "children", "items"].contains(key) {
        let texts = elements.compactMap(\.string)
        return key == "mode" ? .text(texts.joined(separator: "|")) : .texts(texts)
      }
      if elements.count == 2 {
        guard let x = reader.quantity(elements[0], what: key), let y = reader.quantity(elements[1], what: key) else { return nil }
        return .pair(QuantityPair(x, y))
      }
      sink.error("\(reader.context): \(key) must be a number, a string or [x, y]", at: node.position)
      return nil
    default:
      sink.error("\(reader.context): \(key) cannot be \(node.typeName)", at: node.position)
      return nil
    }
  }

  func readBoundary(_ table: TOMLTable, behavior: String) -> BoundarySpec? {
    let reader = TableReader(table, context: "behavior \"\(behavior)\" boundary", sink: sink)
    guard let id = reader.string("id", required: true) else { return nil }
    reader.context = "boundary \"\(id)\""
    let boundary = BoundarySpec(id: id, from: reader.pair("from"), to: reader.pair("to"), along: reader.string("along"),
                                edge: reader.string("edge"))
    if boundary.along == nil && (boundary.from == nil || boundary.to == nil) {
      sink.error("boundary \"\(id)\" needs from and to, or along and edge", at: table.position)
    }
    if let along = boundary.along, !items.contains(where: { $0.id == along }) {
      let suggestion = Suggestion.closest(to: along, in: items.map(\.id))
      sink.error("boundary \"\(id)\": item \"\(along)\" does not exist" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: reader.node("along")?.position)
    }
    if let edge = boundary.edge, !["top", "bottom", "left", "right"].contains(edge) {
      sink.error("boundary \"\(id)\": edge must be top, bottom, left or right", at: reader.node("edge")?.position)
    }
    if case .literal(let x1)? = boundary.from?.x, case .literal(let y1)? = boundary.from?.y,
       case .literal(let x2)? = boundary.to?.x, case .literal(let y2)? = boundary.to?.y, x1 == x2, y1 == y2 {
      sink.error("boundary \"\(id)\": from and to are the same point", at: reader.node("to")?.position)
    }
    reader.reportUnknownKeys(allowed: LessonSchema.boundaryKeys)
    return boundary
  }

  /// Value rules of lessons.md §3.5 for literal numbers.
  func checkRanges(_ spec: BehaviorSpec, reader: TableReader) {
    func literal(_ key: String) -> Double? {
      if case .number(.literal(let value))? = spec.properties[key] { return value }
      return nil
    }
    func check(_ key: String, _ range: ClosedRange<Double>, _ text: String) {
      if let value = literal(key), !range.contains(value) {
        sink.error("behavior \"\(spec.id)\": \(key) \(value) is outside \(text)", at: reader.node(key)?.position)
      }
    }
    switch spec.type {
    case "snap": check("damping", 0...1, "[0, 1]")
    case "attachment":
      check("frequency", 0...Double.greatestFiniteMagnitude, "[0, inf)")
      check("damping", 0...Double.greatestFiniteMagnitude, "[0, inf)")
      if let length = literal("length"), length < 0 {
        sink.error("behavior \"\(spec.id)\": length must be >= 0", at: reader.node("length")?.position)
      }
    case "item":
      check("elasticity", 0...1, "[0, 1]")
      check("friction", 0...Double.greatestFiniteMagnitude, "[0, inf)")
      check("resistance", 0...Double.greatestFiniteMagnitude, "[0, inf)")
      check("angularResistance", 0...Double.greatestFiniteMagnitude, "[0, inf)")
      if let density = literal("density"), density <= 0 {
        sink.error("behavior \"\(spec.id)\": density must be > 0", at: reader.node("density")?.position)
      }
    case "push":
      if case .text(let mode)? = spec.properties["mode"], !["continuous", "instantaneous"].contains(mode) {
        sink.error("behavior \"\(spec.id)\": push mode must be continuous or instantaneous", at: reader.node("mode")?.position)
      }
    case "collision":
      if case .text(let mode)? = spec.properties["mode"] {
        for part in mode.split(separator: "|") where !["everything", "items", "boundaries", "none"].contains(String(part)) {
          sink.error("behavior \"\(spec.id)\": unknown collision mode \"\(part)\" (everything, items, boundaries)",
                     at: reader.node("mode")?.position)
        }
      }
    default: break
    }
  }

  /// Items named by behaviours must exist and be dynamic; composites must name behaviours.
  func checkBehaviorReferences() {
    let itemIDs = items.map(\.id)
    for spec in behaviors {
      var named = spec.items
      for key in ["item", "to_item"] {
        if case .text(let id)? = spec.properties[key] { named.append(id) }
      }
      let position = referencePositions[spec.id]
      for id in named {
        guard let item = items.first(where: { $0.id == id }) else {
          let suggestion = Suggestion.closest(to: id, in: itemIDs)
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" does not exist" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                     at: position)
          continue
        }
        if !item.isDynamic && spec.type != "collision" {
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" is not dynamic (dynamic = false)", at: position)
        }
      }
      if case .texts(let children)? = spec.properties["children"] {
        for child in children where !behaviors.contains(where: { $0.id == child }) {
          sink.error("composite \"\(spec.id)\": behavior \"\(child)\" does not exist", at: position)
        }
      }
      if case .text(let anchor)? = spec.properties["anchor"] {
        let target = anchor.hasSuffix(".center") ? String(anchor.dropLast(7)) : anchor
        if !itemIDs.contains(target) {
          sink.error("behavior \"\(spec.id)\": anchor \"\(anchor)\" must be [x, y] or \"<item>.center\"", at: position)
        }
      }
    }
  }
}
