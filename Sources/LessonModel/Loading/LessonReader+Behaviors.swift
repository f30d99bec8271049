import TOML
import Expressions
import Localization
extension LessonReader {
  /// `[[behavior]]`: one behaviour, or `count` of them with `{i}` in ids and item names and `i` in
  /// numbers. Its keys are the ones its type declares (`BehaviorKeys`).
  mutating func readBehavior(_ table: TOMLTable) {
    let reader = TableReader(table, of: .behavior, context: "[[behavior]]", sink: sink)
    guard let pattern = reader.string("id", required: true) else { return }
    reader.context = "behavior \"\(pattern)\""
    let count = readCount(reader, id: pattern)
    let idPosition = reader.node("id")?.position ?? table.position
    guard let typeName = reader.string("type", required: true) else { return }
    guard let type = BehaviorType(rawValue: typeName) else {
      let names = BehaviorType.allCases.map(\.rawValue)
      sink.error("behavior \"\(pattern)\": unknown type \"\(typeName)\"; a behavior is one of \(names.joined(separator: ", "))"
                 + Suggestion.didYouMean(typeName, in: names), at: reader.node("type")?.position)
      return
    }
    let position = table.entry("items")?.node.position ?? table.entry("item")?.node.position
      ?? table.entry("children")?.node.position ?? table.position
    let itemNames = reader.strings("items") ?? []
    let isAdded = reader.bool("added") ?? true
    reader.allowed += type.keys.schema.map(\.key)
    let snapshot = self
    let properties = PropertyReader(table: reader, owner: pattern, itemIDs: items.map(\.id)) { quantity, position, what in
      snapshot.check(quantity, at: position, what: what)
    }
    let template = type.keys.readTemplate(properties)
    // Expressions are checked once every parameter is known.
    let extra: Set<String> = count == nil ? [] : ["i"]
    for (key, quantity) in template.quantities {
      pendingChecks.append((quantity, table.entry(key)?.node.position, "behavior \"\(pattern)\" \(key)", extra))
    }
    for problem in template.problems {
      sink.error("behavior \"\(pattern)\": \(problem.message)", at: problem.key.flatMap { table.entry($0)?.node.position } ?? table.position)
    }
    reader.reportUnknownKeys()
    let anchorText = table.entry("anchor")?.node.string

    let indices: [Int?] = count.map { Array(0..<$0) } ?? [nil]
    var produced: [String] = []
    for index in indices {
      let id = index.map { Repetition.instantiate(pattern, $0) } ?? pattern
      let instance = template.instance(index)
      var details = instance.details
      if index == nil, case .composite(var composite) = details {
        composite.children = composite.children.flatMap { behaviorPatterns[$0] ?? [$0] }
        details = .composite(composite)
      }
      let itemIDs = index.map { i in itemNames.map { Repetition.instantiate($0, i) } } ?? expandItems(itemNames)
      let spec = BehaviorSpec(id: id, items: itemIDs, isAddedAtStart: isAdded, details: details)
      if !LessonSchema.isIdentifier(spec.id) {
        sink.error("behavior id \"\(spec.id)\" must start with a letter and use letters, digits and _", at: idPosition)
      }
      claim(spec.id, at: idPosition)
      behaviorPositions.append(position)
      behaviorsWritten.append(instance.written)
      anchorTexts.append(anchorText.map { text in index.map { Repetition.instantiate(text, $0) } ?? text })
      behaviors.append(spec)
      produced.append(spec.id)
    }
    if count != nil { behaviorPatterns[pattern] = produced }
  }

  /// Items named by behaviours must exist and be dynamic; composites must name behaviours; an
  /// anchor written as a string must be an item's centre.
  func checkBehaviorReferences() {
    let itemIDs = items.map(\.id)
    for (index, spec) in behaviors.enumerated() {
      let position = behaviorPositions.indices.contains(index) ? behaviorPositions[index] : nil
      for id in spec.items + spec.details.namedItems {
        guard let item = items.first(where: { $0.id == id }) else {
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" does not exist" + Suggestion.didYouMean(id, in: itemIDs),
                     at: position)
          continue
        }
        if !item.isDynamic && spec.type != .collision {
          sink.error("behavior \"\(spec.id)\": item \"\(id)\" is not dynamic (dynamic = false)", at: position)
        }
      }
      for child in spec.details.children where !behaviors.contains(where: { $0.id == child }) {
        sink.error("composite \"\(spec.id)\": behavior \"\(child)\" does not exist"
                   + Suggestion.didYouMean(child, in: behaviors.map(\.id)), at: position)
      }
      if anchorTexts.indices.contains(index), let anchor = anchorTexts[index] {
        let target = anchor.hasSuffix(".center") ? String(anchor.dropLast(7)) : anchor
        if !anchor.hasSuffix(".center") || !itemIDs.contains(target) {
          sink.error("behavior \"\(spec.id)\": anchor \"\(anchor)\" must be [x, y] or \"<item>.center\""
                     + Suggestion.didYouMean(target, in: itemIDs), at: position)
        }
      }
    }
  }

  /// The values a behaviour's file writes, by key (for agreement with parameters).
  func written(_ behavior: BehaviorSpec) -> [String: PropertyValue] {
    guard let index = behaviors.firstIndex(where: { $0.id == behavior.id }), behaviorsWritten.indices.contains(index) else {
      return [:]
    }
    return behaviorsWritten[index]
  }
}
