import LessonModel
import TOML
import Expressions
import Localization
/// Reads `[[behavior]]` tables with the keys each type declares, and checks what they name.
struct BehaviorReader: DraftReader {
  let draft: LessonDraft

  /// `[[behavior]]`: one behaviour, or `count` of them with `{i}` in ids and item names and `i` in
  /// numbers. Its keys are the ones its type declares (`BehaviorKeys`).
  func read(_ table: TOMLTable) {
    let reader = TableReader(table, of: .behavior, context: "[[behavior]]", sink: sink)
    guard let pattern = reader.string("id", required: true) else { return }
    reader.context = "behavior \"\(pattern)\""
    let count = draft.readCount(reader, id: pattern)
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
    reader.behaviorType = type
    let checker = NameChecker(draft: draft, sink: sink)
    let properties = PropertyReader(table: reader, owner: pattern, itemIDs: items.map(\.id)) { quantity, position, what in
      checker.check(quantity, at: position, what: what)
    }
    let template = type.keys.readTemplate(properties)
    // Expressions are checked once every parameter is known.
    let extra: Set<String> = count == nil ? [] : ["i"]
    for (key, quantity) in template.quantities {
      draft.pendingChecks.append((quantity, table.entry(key)?.node.position, "behavior \"\(pattern)\" \(key)", extra))
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
        composite.children = composite.children.flatMap { draft.behaviorPatterns[$0] ?? [$0] }
        details = .composite(composite)
      }
      let itemIDs = index.map { i in itemNames.map { Repetition.instantiate($0, i) } } ?? draft.expandItems(itemNames)
      let spec = BehaviorSpec(id: id, items: itemIDs, isAddedAtStart: isAdded, details: details)
      if !LessonSchema.isIdentifier(spec.id) {
        sink.error("behavior id \"\(spec.id)\" must start with a letter and use letters, digits and _", at: idPosition)
      }
      draft.claim(spec.id, at: idPosition)
      draft.behaviorPositions.append(position)
      draft.behaviorsWritten.append(instance.written)
      draft.anchorTexts.append(anchorText.map { text in index.map { Repetition.instantiate(text, $0) } ?? text })
      draft.behaviors.append(spec)
      produced.append(spec.id)
    }
    if count != nil { draft.behaviorPatterns[pattern] = produced }
  }

  /// Items named by behaviours must exist and be dynamic; composites must name behaviours; an
  /// anchor written as a string must be an item's centre.
  func checkReferences() {
    let itemIDs = items.map(\.id)
    for (index, spec) in behaviors.enumerated() {
      let position = draft.behaviorPositions.indices.contains(index) ? draft.behaviorPositions[index] : nil
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
      if draft.anchorTexts.indices.contains(index), let anchor = draft.anchorTexts[index] {
        let target = anchor.hasSuffix(".center") ? String(anchor.dropLast(7)) : anchor
        if !anchor.hasSuffix(".center") || !itemIDs.contains(target) {
          sink.error("behavior \"\(spec.id)\": anchor \"\(anchor)\" must be [x, y] or \"<item>.center\""
                     + Suggestion.didYouMean(target, in: itemIDs), at: position)
        }
      }
    }
  }
}
