import TOML

/// The keys of one behaviour type, declared once as a list of properties: the reader reads exactly
/// these, lint allows exactly these, parameters may name them and FORMAT.md lists them.
package protocol BehaviorKeys: Sendable {
  /// Empty: no key read yet (required keys hold placeholders).
  init()
  /// The behaviour type these keys belong to.
  static var type: BehaviorType { get }
  /// One line for FORMAT.md: what the behaviour is.
  static var summary: String { get }
  /// The keys, in the order FORMAT.md lists them.
  static var properties: [AnyBehaviorProperty<Self>] { get }
  /// The behaviour made from the keys read, with the problems between keys (`give angle and
  /// magnitude, or direction, not both`). With problems it is a stand-in that keeps the behaviour's
  /// id, type and items for later checks: the lesson does not load.
  func details(_ problems: inout [KeyProblem]) -> BehaviorDetails
}

/// A problem between a behaviour's keys, reported at `key`'s value (nil: at the behaviour's table).
package struct KeyProblem {
  package let message: String
  package let key: String?

  init(_ message: String, at key: String? = nil) {
    self.message = message
    self.key = key
  }
}

/// A key of a behaviour type without the type: what lint, parameters and FORMAT.md need.
package struct PropertySchema: Sendable {
  package let key: String
  let doc: String
  let written: String
  let fallback: Double?
  package let parameters: [ParameterTarget]
}

/// A behaviour's keys as read from its table, before `count` repeats it.
package struct BehaviorTemplate {
  /// The values the file writes, by key, for agreement with parameters.
  let written: [String: PropertyValue]
  /// The static quantities by key, whose names are checked once every parameter is known.
  package let quantities: [(key: String, quantity: Quantity)]
  /// The problems between keys (reported once, not per repetition).
  package let problems: [KeyProblem]
  /// The behaviour for repetition `index` (nil: not repeated), and its written values.
  package let instance: (Int?) -> (details: BehaviorDetails, written: [String: PropertyValue])
}

extension BehaviorKeys {
  /// The keys without the spec type.
  package static var schema: [PropertySchema] {
    properties.map { PropertySchema(key: $0.key, doc: $0.doc, written: $0.written, fallback: $0.fallback,
                                    parameters: $0.parameters) }
  }

  /// Reads every declared key present in the table.
  package static func readTemplate(_ reader: PropertyReader) -> BehaviorTemplate {
    var keys = Self()
    var present: [AnyBehaviorProperty<Self>] = []
    var problems: [KeyProblem] = []
    for property in properties {
      guard let node = reader.table.node(property.key) else {
        if let missing = property.missing { problems.append(KeyProblem(missing)) }
        continue
      }
      property.read(node, &keys, reader)
      present.append(property)
    }
    let template = keys
    _ = template.details(&problems)
    func written(_ spec: Self) -> [String: PropertyValue] {
      var values: [String: PropertyValue] = [:]
      for property in present { values[property.key] = property.erased(spec) }
      return values
    }
    let quantities = present.flatMap { property in property.quantities(template).map { (property.key, $0) } }
    return BehaviorTemplate(written: written(template), quantities: quantities, problems: problems) { index in
      var spec = template
      if let index { for property in present { property.instantiate(&spec, index) } }
      var ignored: [KeyProblem] = []
      return (spec.details(&ignored), written(spec))
    }
  }
}
