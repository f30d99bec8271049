import LessonModel
import TOML
import Localization

/// Reads tables of parameter values (a preset's or a command's `values`, an exercise's `setup`,
/// `runs`, `reference`), each value of its parameter's kind and inside its range.
struct ValueReader: DraftReader {
  let draft: LessonDraft

  /// `{ "gravity.magnitude" = 4.0, "collision.mode" = "items" }`: parameter names with values of the
  /// parameter's kind, inside its range.
  func read(_ node: TOMLNode?, owner: String, what: String) -> [(name: String, value: Double)] {
    guard let node else { return [] }
    guard let table = node.table else {
      sink.error("\(owner): \(what) must be a table such as { \"gravity.magnitude\" = 4.0 }", at: node.position)
      return []
    }
    var result: [(name: String, value: Double)] = []
    for entry in table.entries {
      if let nested = entry.node.table {
        let inner = nested.keys.first ?? "…"
        sink.error("\(owner): \(what) contains a nested table \"\(entry.key)\"; quote dotted parameter names: { \"\(entry.key).\(inner)\" = … }",
                   at: entry.keyPosition)
        continue
      }
      guard let parameter = parameters.first(where: { $0.name == entry.key }) else {
        sink.error("\(owner): \(what) names \"\(entry.key)\", which is not a parameter"
                   + Suggestion.didYouMean(entry.key, in: parameters.map(\.name)), at: entry.keyPosition)
        continue
      }
      if let value = value(of: entry.node, for: parameter, owner: owner, what: what) {
        result.append((entry.key, value))
      }
    }
    return result
  }

  /// One value for a parameter, as a number (bool 0/1, enum option index).
  func value(of node: TOMLNode, for parameter: ParameterSpec, owner: String, what: String) -> Double? {
    let name = parameter.name
    switch parameter.kind {
    case .bool:
      guard let flag = node.bool else {
        sink.error("\(owner): \(what) \"\(name)\" must be true or false", at: node.position)
        return nil
      }
      return flag ? 1 : 0
    case .enum:
      guard let text = node.string, let index = parameter.options.firstIndex(of: text) else {
        sink.error("\(owner): \(what) \"\(name)\" must be one of \(parameter.options.joined(separator: ", "))"
                   + Suggestion.didYouMean(node.string ?? "", in: parameter.options), at: node.position)
        return nil
      }
      return Double(index)
    case .number, .integer:
      guard let value = node.double, value.isFinite else {
        sink.error("\(owner): \(what) \"\(name)\" must be a finite number", at: node.position)
        return nil
      }
      if value < parameter.minimum || value > parameter.maximum {
        sink.error("\(owner): \(what) \"\(name)\" = \(LessonSchema.show(value)) is outside [\(LessonSchema.show(parameter.minimum)), \(LessonSchema.show(parameter.maximum))]",
                   at: node.position)
      } else if parameter.kind == .integer && value != value.rounded() {
        sink.error("\(owner): \(what) \"\(name)\" must be a whole number", at: node.position)
      }
      return value
    }
  }
}
