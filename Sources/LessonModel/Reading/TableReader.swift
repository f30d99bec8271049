import TOML
import Expressions
import Localization
/// Reads typed values out of one TOML table, reporting wrong types and (at the end) unknown keys.
package final class TableReader {
  package let table: TOMLTable
  /// How the table is named in messages: `[scene]`, `item "textField"`, …
  package var context: String
  let sink: DiagnosticSink
  /// The declared table this is (nil: a table of free names, such as `[scene.let]`).
  let kind: LessonTable?
  /// Narrows the declaration's keys to those of one kind of table (an animation's `type`).
  package var only: String?
  /// A behaviour type whose declared keys the table may have too, once the table says which it is.
  package var behaviorType: BehaviorType?
  private var used: Set<String> = []

  package init(_ table: TOMLTable, of kind: LessonTable? = nil, context: String, sink: DiagnosticSink) {
    self.table = table
    self.kind = kind
    self.context = context
    self.sink = sink
  }

  /// The keys lint allows: the declaration's, narrowed by `only`, widened by `behaviorType`'s. Built
  /// only when asked (a key was not read, or a debug build checks a read), not for every table.
  package var allowed: [String] {
    (kind?.allowed(only: only) ?? []) + (behaviorType?.schema.map(\.key) ?? [])
  }

  package func has(_ key: String) -> Bool { table[key] != nil }

  package func node(_ key: String) -> TOMLNode? {
    assert(kind == nil || allowed.contains(key), "\(kind?.rawValue ?? ""): the reader reads an undeclared key \"\(key)\"")
    if used.insert(key).inserted, sink.recordsKeysRead, let kind { sink.keysRead[kind, default: []].insert(key) }
    return table[key]
  }

  func position(_ key: String) -> SourcePosition {
    table.entry(key)?.keyPosition ?? table.position
  }

  private func prefix() -> String { context.isEmpty ? "" : "\(context): " }

  package func missing(_ key: String) {
    sink.error("\(prefix())missing required key \"\(key)\"", at: table.position)
  }

  package func wrongType(_ key: String, _ node: TOMLNode, expected: String) {
    sink.error("\(prefix())\(key) must be \(expected), found \(node.typeName)", at: node.position)
  }

  package func string(_ key: String, required: Bool = false) -> String? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    guard let value = node.string else {
      wrongType(key, node, expected: "a string")
      return nil
    }
    return value
  }

  package func bool(_ key: String) -> Bool? {
    guard let node = node(key) else { return nil }
    guard let value = node.bool else {
      wrongType(key, node, expected: "true or false")
      return nil
    }
    return value
  }

  /// A finite number literal (integer or float).
  package func number(_ key: String, required: Bool = false) -> Double? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    return number(node, what: key)
  }

  package func number(_ node: TOMLNode, what: String) -> Double? {
    guard let value = node.double else {
      wrongType(what, node, expected: "a number")
      return nil
    }
    guard value.isFinite else {
      sink.error("\(prefix())\(what) is \(value); numbers must be finite", at: node.position)
      return nil
    }
    return value
  }

  package func integer(_ key: String, required: Bool = false) -> Int? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    guard let value = node.integer, let small = Int(exactly: value) else {
      wrongType(key, node, expected: "a whole number")
      return nil
    }
    return small
  }

  /// A number, or a string holding a static expression.
  package func quantity(_ key: String, required: Bool = false) -> Quantity? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    return quantity(node, what: key)
  }

  package func quantity(_ node: TOMLNode, what: String) -> Quantity? {
    if let text = node.string {
      guard let expression = parseExpression(text, at: node.position, what: what) else { return nil }
      return .expression(expression, source: text)
    }
    return number(node, what: what).map { .literal($0) }
  }

  /// Parses an expression string, reporting syntax errors at their column.
  package func parseExpression(_ text: String, at position: SourcePosition, what: String) -> Expression? {
    do {
      return try ExpressionParser.parse(text)
    } catch {
      sink.error("\(prefix())\(what): \(error.message)", at: Self.column(position, offset: error.offset))
      return nil
    }
  }

  /// The position of character `offset` inside a string value that starts (with its quote) at `position`.
  package static func column(_ position: SourcePosition, offset: Int) -> SourcePosition {
    SourcePosition(line: position.line, column: position.column + 1 + offset)
  }

  /// A string, or an array of strings.
  package func strings(_ key: String, required: Bool = false) -> [String]? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    if let single = node.string { return [single] }
    guard let array = node.array else {
      wrongType(key, node, expected: "a string or an array of strings")
      return nil
    }
    var result: [String] = []
    for element in array {
      guard let text = element.string else {
        wrongType(key, element, expected: "a string")
        return nil
      }
      result.append(text)
    }
    return result
  }

  /// One name of a closed set; `unknown` words the message for a name that is not one (nil: the
  /// value is left out after the message).
  package func choice<Value: LessonChoice>(_ key: String, _ unknown: (String) -> String) -> Value? {
    guard let text = string(key) else { return nil }
    guard let value = Value(lessonText: text) else {
      sink.error(unknown(text), at: node(key)?.position)
      return nil
    }
    return value
  }

  /// An array of exactly `count` quantities.
  package func quantities(_ key: String, count: Int, meaning: String, required: Bool = false) -> [Quantity]? {
    guard let node = node(key) else {
      if required { missing(key) }
      return nil
    }
    guard let array = node.array, array.count == count else {
      let found = node.array.map { "\($0.count)" } ?? node.typeName
      sink.error("\(prefix())\(key) needs \(count) numbers \(meaning), found \(found)", at: node.position)
      return nil
    }
    var result: [Quantity] = []
    for element in array {
      guard let quantity = quantity(element, what: key) else { return nil }
      result.append(quantity)
    }
    return result
  }

  package func pair(_ key: String, meaning: String = "[x, y]") -> QuantityPair? {
    quantities(key, count: 2, meaning: meaning).map { QuantityPair($0[0], $0[1]) }
  }

  package func subtable(_ key: String) -> TOMLTable? {
    guard let node = node(key) else { return nil }
    guard let table = node.table else {
      wrongType(key, node, expected: "a table")
      return nil
    }
    return table
  }

  /// An array of tables (`[[key]]` or an array of inline tables).
  package func tables(_ key: String) -> [TOMLTable] {
    guard let node = node(key) else { return [] }
    guard let array = node.array else {
      wrongType(key, node, expected: "an array of tables")
      return []
    }
    var result: [TOMLTable] = []
    for element in array {
      guard let table = element.table else {
        wrongType(key, element, expected: "a table")
        continue
      }
      result.append(table)
    }
    return result
  }

  /// Reports every key that was never read and that the declaration does not allow.
  package func reportUnknownKeys() {
    guard table.entries.contains(where: { !used.contains($0.key) }) else { return }
    reportUnknownKeys(allowed: allowed)
  }

  /// Reports every key that was never read, suggesting the nearest allowed one.
  package func reportUnknownKeys(allowed: [String]) {
    for entry in table.entries where !used.contains(entry.key) && !allowed.contains(entry.key) {
      sink.error("\(prefix())unknown key \"\(entry.key)\"" + Suggestion.didYouMean(entry.key, in: allowed),
                 at: entry.keyPosition)
    }
  }
}
