import TOML
import Localization

/// What the value formats of a behaviour's properties read with: the behaviour's table, the items
/// known so far, and where to report problems.
package final class PropertyReader {
  let table: TableReader
  /// The behaviour's id as written (a pattern such as `rod{i}` when it repeats).
  let owner: String
  /// Ids of the items read so far, for boundaries that follow an item.
  let itemIDs: [String]
  /// Checks a static quantity's names once every parameter is known.
  let check: (Quantity, SourcePosition?, String) -> Void

  package init(table: TableReader, owner: String, itemIDs: [String], check: @escaping (Quantity, SourcePosition?, String) -> Void) {
    self.table = table
    self.owner = owner
    self.itemIDs = itemIDs
    self.check = check
  }

  var sink: DiagnosticSink { table.sink }

  /// An error about the behaviour: `behavior "<id>": <message>`.
  func error(_ message: String, at position: SourcePosition?) {
    sink.error("behavior \"\(owner)\": \(message)", at: position)
  }

  /// A number or expression string, with `rule` checked on a literal.
  func quantity(_ node: TOMLNode, key: String, rule: NumberRule?) -> Quantity? {
    guard let quantity = table.quantity(node, what: key) else { return nil }
    if case .literal(let value) = quantity, let problem = rule?.problem(key, value) {
      error(problem, at: node.position)
    }
    return quantity
  }

  /// `[x, y]`, each a number or an expression string.
  func pair(_ node: TOMLNode, key: String) -> QuantityPair? {
    guard let array = node.array else {
      table.wrongType(key, node, expected: "[x, y]")
      return nil
    }
    guard array.count == 2 else {
      sink.error("\(table.context): \(key) must be a number, a string or [x, y]", at: node.position)
      return nil
    }
    guard let x = table.quantity(array[0], what: key), let y = table.quantity(array[1], what: key) else { return nil }
    return QuantityPair(x, y)
  }

  /// A string.
  func string(_ node: TOMLNode, key: String) -> String? {
    guard let text = node.string else {
      table.wrongType(key, node, expected: "a string")
      return nil
    }
    return text
  }

  /// A string, or an array of strings.
  func strings(_ node: TOMLNode, key: String) -> [String]? {
    if let single = node.string { return [single] }
    guard let array = node.array, array.allSatisfy({ $0.string != nil }) else {
      table.wrongType(key, node, expected: "a string or an array of strings")
      return nil
    }
    return array.compactMap(\.string)
  }
}
