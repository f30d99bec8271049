import TOML
import Expressions
import Localization
extension LessonReader {
  /// `[[behavior]]`: one behaviour, or `count` of them with `{i}` in ids and item names and `i` in
  /// numbers.
  mutating func readBehavior(_ table: TOMLTable) {
    let reader = TableReader(table, context: "[[behavior]]", sink: sink)
    guard let pattern = reader.string("id", required: true) else { return }
    reader.context = "behavior \"\(pattern)\""
    let count = readCount(reader, id: pattern)
    let idPosition = reader.node("id")?.position ?? table.position
    guard let typeName = reader.string("type", required: true) else { return }
    guard let type = BehaviorType(rawValue: typeName), let keys = LessonSchema.behaviorKeys[type] else {
      let names = BehaviorType.allCases.map(\.rawValue)
      sink.error("behavior \"\(pattern)\": unknown type \"\(typeName)\"; a behavior is one of \(names.joined(separator: ", "))"
                 + Suggestion.didYouMean(typeName, in: names), at: reader.node("type")?.position)
      return
    }
    let position = table.entry("items")?.node.position ?? table.entry("item")?.node.position
      ?? table.entry("children")?.node.position ?? table.position
    let itemNames = reader.strings("items") ?? []
    let isAdded = reader.bool("added") ?? true
    var properties: [String: PropertyValue] = [:]
    for key in keys where key != "boundary" && key != "region" {
      guard let node = reader.node(key) else { continue }
      if let value = propertyValue(node, key: key, reader: reader) { properties[key] = value }
    }
    if type == .field, let node = reader.node("region") { readRegion(node, into: &properties, reader: reader) }
    // Expressions are checked once every parameter is known.
    let extra: Set<String> = count == nil ? [] : ["i"]
    for (key, value) in properties.sorted(by: { $0.key < $1.key }) {
      let keyPosition = reader.table.entry(key.hasPrefix("region") ? "region" : key)?.node.position
      switch value {
      case .number(let quantity): pendingChecks.append((quantity, keyPosition, "behavior \"\(pattern)\" \(key)", extra))
      case .pair(let pair):
        pendingChecks.append((pair.x, keyPosition, "behavior \"\(pattern)\" \(key)", extra))
        pendingChecks.append((pair.y, keyPosition, "behavior \"\(pattern)\" \(key)", extra))
      default: break
      }
    }
    var boundaries: [BoundarySpec] = []
    if type == .collision {
      for boundaryTable in reader.tables("boundary") {
        if let boundary = readBoundary(boundaryTable, behavior: pattern) { boundaries.append(boundary) }
      }
      var seen: Set<String> = []
      for boundary in boundaries where !seen.insert(boundary.id).inserted {
        sink.error("behavior \"\(pattern)\": two boundaries are called \"\(boundary.id)\"", at: table.position)
      }
    }
    let template = BehaviorSpec(id: pattern, type: type, items: itemNames, isAddedAtStart: isAdded,
                                properties: properties, boundaries: boundaries)
    checkRules(template, reader: reader)
    reader.reportUnknownKeys(allowed: LessonSchema.commonBehaviorKeys + keys)

    let indices: [Int?] = count.map { Array(0..<$0) } ?? [nil]
    var produced: [String] = []
    for index in indices {
      var spec = template
      if let index {
        spec = instantiate(template, index)
      } else {
        spec.items = expandItems(spec.items)
        if case .texts(let children)? = spec.properties["children"] {
          spec.properties["children"] = .texts(children.flatMap { behaviorPatterns[$0] ?? [$0] })
        }
      }
      if !LessonSchema.isIdentifier(spec.id) {
        sink.error("behavior id \"\(spec.id)\" must start with a letter and use letters, digits and _", at: idPosition)
      }
      claim(spec.id, at: idPosition)
      behaviorPositions.append(position)
      behaviors.append(spec)
      produced.append(spec.id)
    }
    if count != nil { behaviorPatterns[pattern] = produced }
  }

  /// Repetition `index` of a repeated behaviour.
  func instantiate(_ template: BehaviorSpec, _ index: Int) -> BehaviorSpec {
    var spec = template
    let k = Double(index)
    spec.id = Repetition.instantiate(template.id, index)
    spec.items = template.items.map { Repetition.instantiate($0, index) }
    for (key, value) in template.properties {
      switch value {
      case .number(let quantity): spec.properties[key] = .number(quantity.substituting("i", with: k))
      case .pair(let pair): spec.properties[key] = .pair(pair.substituting("i", with: k))
      case .text(let text): spec.properties[key] = .text(Repetition.instantiate(text, index))
      case .texts(let texts): spec.properties[key] = .texts(texts.map { Repetition.instantiate($0, index) })
      case .flag: break
      }
    }
    return spec
  }

  /// Reads any property value: number or expression string, flag, [x, y] pair, list of strings.
  func propertyValue(_ node: TOMLNode, key: String, reader: TableReader) -> PropertyValue? {
    switch node.value {
    case .boolean(let flag): return .flag(flag)
    case .integer, .float: return reader.quantity(node, what: key).map { .number($0) }
    case .string(let text):
      // Strings are names or modes for these keys, expressions elsewhere.
      if LessonSchema.textKeys.contains(key) { return .text(text) }
      return reader.quantity(node, what: key).map { .number($0) }
    case .array(let elements):
      if !elements.isEmpty && elements.allSatisfy({ $0.string != nil }) && ["mode", "children"].contains(key) {
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

  /// A field's region: `"infinite"`, `{ size = [w, h] }` or `{ radius = r }`.
  func readRegion(_ node: TOMLNode, into properties: inout [String: PropertyValue], reader: TableReader) {
    if node.string == "infinite" {
      properties["region"] = .text("infinite")
      return
    }
    guard let table = node.table else {
      sink.error("\(reader.context): region must be \"infinite\", { size = [w, h] } or { radius = r }", at: node.position)
      return
    }
    let regionReader = TableReader(table, context: "\(reader.context) region", sink: sink)
    if let size = regionReader.pair("size", meaning: "[width, height]") {
      for component in [size.x, size.y] {
        if case .literal(let value) = component, value <= 0 {
          sink.error("\(reader.context): region sizes must be > 0", at: regionReader.node("size")?.position)
        }
      }
      properties["region.size"] = .pair(size)
    } else if let radius = regionReader.quantity("radius") {
      if case .literal(let value) = radius, value <= 0 {
        sink.error("\(reader.context): region radius must be > 0", at: regionReader.node("radius")?.position)
      }
      properties["region.radius"] = .number(radius)
    } else {
      sink.error("\(reader.context): region needs size = [w, h] or radius = r", at: table.position)
    }
    regionReader.reportUnknownKeys(allowed: ["size", "radius"])
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
    if boundary.along != nil && (boundary.from != nil || boundary.to != nil) {
      sink.error("boundary \"\(id)\" has both from/to and along; use one", at: table.position)
    }
    if let along = boundary.along, !items.contains(where: { $0.id == along }) {
      sink.error("boundary \"\(id)\": item \"\(along)\" does not exist" + Suggestion.didYouMean(along, in: items.map(\.id)),
                 at: reader.node("along")?.position)
    }
    if let edge = boundary.edge, !["top", "bottom", "left", "right"].contains(edge) {
      sink.error("boundary \"\(id)\": edge must be top, bottom, left or right", at: reader.node("edge")?.position)
    }
    if case .literal(let x1)? = boundary.from?.x, case .literal(let y1)? = boundary.from?.y,
       case .literal(let x2)? = boundary.to?.x, case .literal(let y2)? = boundary.to?.y, x1 == x2, y1 == y2 {
      sink.error("boundary \"\(id)\": from and to are the same point", at: reader.node("to")?.position)
    }
    for quantity in [boundary.from?.x, boundary.from?.y, boundary.to?.x, boundary.to?.y].compactMap({ $0 }) {
      check(quantity, at: table.position, what: "boundary \"\(id)\"")
    }
    reader.reportUnknownKeys(allowed: LessonSchema.boundaryKeys)
    return boundary
  }

  /// Value rules of lessons.md §3.5 for literal numbers and texts.
  func checkRules(_ spec: BehaviorSpec, reader: TableReader) {
    func literal(_ key: String) -> Double? {
      if case .number(.literal(let value))? = spec.properties[key] { return value }
      return nil
    }
    func text(_ key: String) -> String? {
      if case .text(let value)? = spec.properties[key] { return value }
      return nil
    }
    func check(_ key: String, _ range: ClosedRange<Double>, _ description: String) {
      if let value = literal(key), !range.contains(value) {
        sink.error("behavior \"\(spec.id)\": \(key) \(LessonSchema.show(value)) is outside \(description)",
                   at: reader.node(key)?.position)
      }
    }
    func positive(_ key: String) {
      if let value = literal(key), value <= 0 {
        sink.error("behavior \"\(spec.id)\": \(key) must be > 0", at: reader.node(key)?.position)
      }
    }
    let nonNegative = 0...Double.greatestFiniteMagnitude
    switch spec.type {
    case .gravity:
      if spec.properties["direction"] != nil && (spec.properties["angle"] != nil || spec.properties["magnitude"] != nil) {
        sink.error("behavior \"\(spec.id)\": give angle and magnitude, or direction, not both",
                   at: reader.node("direction")?.position)
      }
    case .snap:
      check("damping", 0...1, "[0, 1]")
      if let point = text("point"), point != "capture" {
        sink.error("behavior \"\(spec.id)\": point must be [x, y] or \"capture\"", at: reader.node("point")?.position)
      }
      if text("item") == nil { sink.error("behavior \"\(spec.id)\": a snap needs item = \"<id>\"", at: reader.table.position) }
    case .attachment:
      check("frequency", nonNegative, "[0, inf)")
      check("damping", nonNegative, "[0, inf)")
      check("length", nonNegative, "[0, inf)")
      if text("item") == nil {
        sink.error("behavior \"\(spec.id)\": an attachment needs item = \"<id>\"", at: reader.table.position)
      }
      if spec.properties["anchor"] == nil && spec.properties["to_item"] == nil {
        sink.error("behavior \"\(spec.id)\": an attachment needs an anchor or a to_item", at: reader.table.position)
      }
      if let kind = text("kind"), !LessonSchema.attachmentKinds.contains(kind) {
        sink.error("behavior \"\(spec.id)\": attachment kind \"\(kind)\" is not one of "
                   + LessonSchema.attachmentKinds.joined(separator: ", "), at: reader.node("kind")?.position)
      }
    case .item:
      check("elasticity", 0...1, "[0, 1]")
      check("friction", nonNegative, "[0, inf)")
      check("resistance", nonNegative, "[0, inf)")
      check("angularResistance", nonNegative, "[0, inf)")
      positive("density")
    case .push:
      if let mode = text("mode"), !["continuous", "instantaneous"].contains(mode) {
        sink.error("behavior \"\(spec.id)\": push mode must be continuous or instantaneous", at: reader.node("mode")?.position)
      }
    case .collision:
      if let mode = text("mode") {
        for part in mode.split(separator: "|") where !["everything", "items", "boundaries", "none"].contains(String(part)) {
          sink.error("behavior \"\(spec.id)\": unknown collision mode \"\(part)\" (everything, items, boundaries, none)"
                     + Suggestion.didYouMean(String(part), in: ["everything", "items", "boundaries"]),
                     at: reader.node("mode")?.position)
        }
      }
    case .field:
      if let kind = text("kind"), !LessonSchema.fieldKinds.contains(kind) {
        sink.error("behavior \"\(spec.id)\": unknown field kind \"\(kind)\"" + Suggestion.didYouMean(kind, in: LessonSchema.fieldKinds),
                   at: reader.node("kind")?.position)
      } else if text("kind") == nil {
        sink.error("behavior \"\(spec.id)\": a field needs kind = \"…\"", at: reader.table.position)
      }
      check("minimumRadius", nonNegative, "[0, inf)")
      check("falloff", nonNegative, "[0, inf)")
      check("smoothness", 0...1, "[0, 1]")
    default: break
    }
  }

  /// Items named by behaviours must exist and be dynamic; composites must name behaviours.
  func checkBehaviorReferences() {
    let itemIDs = items.map(\.id)
    for (index, spec) in behaviors.enumerated() {
      var named = spec.items
      for key in ["item", "to_item"] {
        if case .text(let id)? = spec.properties[key] { named.append(id) }
      }
      let position = behaviorPositions.indices.contains(index) ? behaviorPositions[index] : nil
      for id in named {
        guard let item = items.first(where: { $0.id == id }) else {
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" does not exist" + Suggestion.didYouMean(id, in: itemIDs),
                     at: position)
          continue
        }
        if !item.isDynamic && spec.type != .collision {
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" is not dynamic (dynamic = false)", at: position)
        }
      }
      if case .texts(let children)? = spec.properties["children"] {
        for child in children where !behaviors.contains(where: { $0.id == child }) {
          sink.error("composite \"\(spec.id)\": behavior \"\(child)\" does not exist"
                     + Suggestion.didYouMean(child, in: behaviors.map(\.id)), at: position)
        }
      }
      if case .text(let anchor)? = spec.properties["anchor"] {
        let target = anchor.hasSuffix(".center") ? String(anchor.dropLast(7)) : anchor
        if !anchor.hasSuffix(".center") || !itemIDs.contains(target) {
          sink.error("behavior \"\(spec.id)\": anchor \"\(anchor)\" must be [x, y] or \"<item>.center\""
                     + Suggestion.didYouMean(target, in: itemIDs), at: position)
        }
      }
    }
  }
}
