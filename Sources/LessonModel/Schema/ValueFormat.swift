import TOML
import Localization

/// How the value of one kind of property is written in a lesson file: how it is read, described in
/// FORMAT.md, repeated with `count`, and which parameters may change it.
struct ValueFormat<Value: Sendable>: Sendable {
  /// What FORMAT.md says the value is: `number`, `[x, y]`, `true or false`, …
  let written: String
  /// Reads the value; nil after reporting why it cannot be read.
  let read: @Sendable (TOMLNode, String, PropertyReader) -> Value?
  /// The value without its type, for agreement with a parameter's default (nil: never compared).
  let erased: @Sendable (Value) -> PropertyValue?
  /// The value for repetition `index`: `i` in expressions, `{i}` in names.
  let instantiate: @Sendable (Value, Int) -> Value
  /// The static quantities in the value, whose names are checked once every parameter is known.
  let quantities: @Sendable (Value) -> [Quantity]
  /// Suffixes of the key a parameter may name (`""`, `.x`, …) with the parameter's kind.
  let parameters: [ParameterTarget]
}

extension ValueFormat {
  /// The same format with no parameter allowed to change the value (an attachment's kind, which
  /// decides what the other keys mean).
  var notAParameter: ValueFormat {
    ValueFormat(written: written, read: read, erased: erased, instantiate: instantiate, quantities: quantities,
                parameters: [])
  }
}

/// One name a parameter may give to change a property: `<behavior>.<key><suffix>`.
package struct ParameterTarget: Sendable {
  package let suffix: String
  package let kind: ParameterSpec.Kind
  /// For enum parameters: whether an option names a value (nil: any option), and the names.
  package let acceptsOption: (@Sendable (String) -> Bool)?
  package let optionNames: [String]

  init(_ suffix: String, _ kind: ParameterSpec.Kind, acceptsOption: (@Sendable (String) -> Bool)? = nil,
       optionNames: [String] = []) {
    self.suffix = suffix
    self.kind = kind
    self.acceptsOption = acceptsOption
    self.optionNames = optionNames
  }
}

extension ValueFormat where Value == Quantity {
  /// A number or an expression string, with an optional range for literals.
  static func number(_ rule: NumberRule? = nil) -> ValueFormat {
    ValueFormat(written: "number" + (rule.map { " (\($0.written))" } ?? ""),
                read: { node, key, reader in reader.quantity(node, key: key, rule: rule) },
                erased: { .number($0) }, instantiate: { $0.substituting("i", with: Double($1)) },
                quantities: { [$0] }, parameters: [ParameterTarget("", .number)])
  }
}

extension ValueFormat where Value == Bool {
  /// `true` or `false`.
  static var flag: ValueFormat {
    ValueFormat(written: "true or false",
                read: { node, key, reader in
                  guard let flag = node.bool else {
                    reader.table.wrongType(key, node, expected: "true or false")
                    return nil
                  }
                  return flag
                },
                erased: { .flag($0) }, instantiate: { value, _ in value }, quantities: { _ in [] },
                parameters: [ParameterTarget("", .bool)])
  }
}

extension ValueFormat where Value == QuantityPair {
  /// `[x, y]`; parameters set a component: `<key>.x`, `<key>.y`.
  static var pair: ValueFormat {
    ValueFormat(written: "[x, y]", read: { node, key, reader in reader.pair(node, key: key) },
                erased: { .pair($0) }, instantiate: { $0.substituting("i", with: Double($1)) },
                quantities: { [$0.x, $0.y] },
                parameters: [ParameterTarget(".x", .number), ParameterTarget(".y", .number)])
  }
}

extension ValueFormat where Value == String {
  /// An item's id (`{i}` allowed in a repeated behaviour).
  static var itemID: ValueFormat {
    ValueFormat(written: "item id", read: { node, key, reader in reader.string(node, key: key) },
                erased: { .text($0) }, instantiate: { Repetition.instantiate($0, $1) }, quantities: { _ in [] },
                parameters: [])
  }
}

extension ValueFormat where Value == [String] {
  /// Behaviour ids (`"rod{i}"` names every repetition).
  static var behaviorIDs: ValueFormat {
    ValueFormat(written: "behavior ids", read: { node, key, reader in reader.strings(node, key: key) },
                erased: { .texts($0) }, instantiate: { ids, index in ids.map { Repetition.instantiate($0, index) } },
                quantities: { _ in [] }, parameters: [])
  }
}

extension ValueFormat where Value: LessonChoice {
  /// One name of a closed set; an enum parameter may choose among them. `unknown` words the
  /// message for a name that is not one.
  static func choice(_ unknown: @escaping @Sendable (String) -> String) -> ValueFormat {
    ValueFormat(written: Value.lessonNames.map { "`\($0)`" }.joined(separator: ", "),
                read: { node, key, reader in
                  guard let text = reader.string(node, key: key) else { return nil }
                  guard let value = Value(lessonText: text) else {
                    reader.error(unknown(text), at: node.position)
                    return nil
                  }
                  return value
                },
                erased: { .text($0.lessonText) }, instantiate: { value, _ in value }, quantities: { _ in [] },
                parameters: [ParameterTarget("", .enum, acceptsOption: { Value(lessonText: $0) != nil },
                                             optionNames: Value.lessonNames)])
  }
}
