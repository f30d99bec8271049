import TOML

/// One key of a behaviour type, declared once: its name in the file, where its value lives in the
/// spec, how the value is written, and what FORMAT.md says about it. The reader reads it, lint
/// allows it, parameters may name it and FORMAT.md's table lists it, all from this declaration.
package struct BehaviorProperty<Spec: Sendable, Value: Sendable>: Sendable {
  /// The key in the lesson file, UIKit's property name where there is one.
  package let key: String
  /// Where the value lives in the spec.
  let path: any WritableKeyPath<Spec, Value?> & Sendable
  let format: ValueFormat<Value>
  /// The value the scene builder uses when neither the file nor a parameter gives one (numbers).
  package let fallback: Double?
  /// One line for FORMAT.md.
  let doc: String

  init(_ key: String, _ path: any WritableKeyPath<Spec, Value?> & Sendable, _ format: ValueFormat<Value>,
       fallback: Double? = nil, doc: String) {
    self.key = key
    self.path = path
    self.format = format
    self.fallback = fallback
    self.doc = doc
  }

  /// The property without its value type, for the lists the reader and lint iterate.
  var erased: AnyBehaviorProperty<Spec> { AnyBehaviorProperty(self) }

  /// The value the spec holds for this key (nil: the file does not set it).
  public func value(in spec: Spec) -> Value? { spec[keyPath: path] }
}

/// A behaviour property without its value type.
package struct AnyBehaviorProperty<Spec: Sendable>: Sendable {
  let key: String
  let doc: String
  let written: String
  let fallback: Double?
  let parameters: [ParameterTarget]
  /// What lint says when a required key is missing (nil: the key is optional).
  var missing: String?
  /// Reads the value at `node` into the spec.
  let read: @Sendable (TOMLNode, inout Spec, PropertyReader) -> Void
  /// The value as written, without its type (nil when absent).
  let erased: @Sendable (Spec) -> PropertyValue?
  /// The spec with this property's value for repetition `index`.
  let instantiate: @Sendable (inout Spec, Int) -> Void
  /// The static quantities of the value.
  let quantities: @Sendable (Spec) -> [Quantity]

  init<Value>(_ property: BehaviorProperty<Spec, Value>) {
    let path = property.path, format = property.format, key = property.key
    self.key = key
    doc = property.doc
    written = format.written
    fallback = property.fallback
    parameters = format.parameters
    missing = nil
    read = { node, spec, reader in
      if let value = format.read(node, key, reader) { spec[keyPath: path] = value }
    }
    erased = { spec in spec[keyPath: path].flatMap(format.erased) }
    instantiate = { spec, index in
      if let value = spec[keyPath: path] { spec[keyPath: path] = format.instantiate(value, index) }
    }
    quantities = { spec in spec[keyPath: path].map(format.quantities) ?? [] }
  }
}

/// A key a behaviour type cannot do without (a snap's `item`): the spec holds a placeholder until
/// the reader has read it, and lint reports the key when it is missing.
package struct RequiredBehaviorProperty<Spec: Sendable, Value: Sendable>: Sendable {
  /// The key in the lesson file.
  package let key: String
  let path: any WritableKeyPath<Spec, Value> & Sendable
  let format: ValueFormat<Value>
  /// What lint says when the key is missing, after `behavior "<id>": `.
  let missing: String
  let doc: String

  init(_ key: String, _ path: any WritableKeyPath<Spec, Value> & Sendable, _ format: ValueFormat<Value>,
       missing: String, doc: String) {
    self.key = key
    self.path = path
    self.format = format
    self.missing = missing
    self.doc = doc
  }

  /// The property without its value type.
  var erased: AnyBehaviorProperty<Spec> { AnyBehaviorProperty(self) }

  /// The value the spec holds for this key.
  public func value(in spec: Spec) -> Value { spec[keyPath: path] }
}

extension AnyBehaviorProperty {
  init<Value>(_ property: RequiredBehaviorProperty<Spec, Value>) {
    let path = property.path, format = property.format, key = property.key
    self.key = key
    doc = property.doc + " (required)"
    written = format.written
    fallback = nil
    parameters = format.parameters
    missing = property.missing
    read = { node, spec, reader in
      if let value = format.read(node, key, reader) { spec[keyPath: path] = value }
    }
    erased = { spec in format.erased(spec[keyPath: path]) }
    instantiate = { spec, index in spec[keyPath: path] = format.instantiate(spec[keyPath: path], index) }
    quantities = { spec in format.quantities(spec[keyPath: path]) }
  }
}
