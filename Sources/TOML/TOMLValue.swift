/// A TOML value, as written in a document.
///
/// Arrays hold ``TOMLNode``s (value plus position) so every element keeps its place in the
/// source. Floats are IEEE 754 doubles; `inf` and `nan` parse to the non-finite doubles, so two
/// `nan` values compare unequal, exactly like `Double`.
package enum TOMLValue: Sendable, Equatable {
  /// A basic, literal or multi-line string, with escapes resolved (CRLF in multi-line strings
  /// becomes LF).
  case string(String)
  /// A decimal, hexadecimal, octal or binary integer that fits in 64 bits.
  case integer(Int64)
  /// A float, including `inf`, `-inf` and `nan`.
  case float(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// An offset date-time, local date-time, local date or local time: validated, and kept as the
  /// exact source text (e.g. `"1979-05-27T07:32:00Z"` or `"07:32:00"`).
  case dateTime(String)
  /// An array (TOML 1.0 allows mixed element types), or an array of tables from `[[name]]`.
  case array([TOMLNode])
  /// A table: the root, a `[header]` table, a dotted-key table or an inline table.
  case table(TOMLTable)

  /// The TOML name of the value's type, for messages: `"string"`, `"integer"`, `"float"`,
  /// `"boolean"`, `"date-time"`, `"array"` or `"table"`.
  package var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .float: "float"
    case .boolean: "boolean"
    case .dateTime: "date-time"
    case .array: "array"
    case .table: "table"
    }
  }
}

/// A TOML value together with the position of its first character in the source.
///
/// For tables opened by a `[name]` or `[[name]]` header the position is the header's `[`; for
/// inline tables it is the `{`; for tables created implicitly (by a dotted key or as the parent
/// in a header such as `[a.b]`) it is the first key that created them. An array of tables
/// (`[[name]]` headers) is positioned at its first header's `[`, and each of its tables at its own
/// header's `[`.
package struct TOMLNode: Sendable, Equatable {
  /// The value.
  public var value: TOMLValue
  /// The position of the value's first character (see the type's documentation for tables).
  public var position: SourcePosition

  /// Creates a node from a value and its position.
  public init(value: TOMLValue, position: SourcePosition) {
    self.value = value
    self.position = position
  }

  /// The TOML name of the value's type (see ``TOMLValue/typeName``).
  package var typeName: String { value.typeName }

  /// The string, if the value is a string.
  package var string: String? {
    if case .string(let s) = value { s } else { nil }
  }

  /// The integer, if the value is an integer.
  package var integer: Int64? {
    if case .integer(let i) = value { i } else { nil }
  }

  /// The number as a `Double`, if the value is an integer or a float (may be non-finite).
  package var double: Double? {
    switch value {
    case .integer(let i): Double(i)
    case .float(let d): d
    default: nil
    }
  }

  /// The boolean, if the value is a boolean.
  package var bool: Bool? {
    if case .boolean(let b) = value { b } else { nil }
  }

  /// The source text of the date, time or date-time, if the value is one.
  package var dateTime: String? {
    if case .dateTime(let s) = value { s } else { nil }
  }

  /// The elements, if the value is an array (or an array of tables).
  package var array: [TOMLNode]? {
    if case .array(let a) = value { a } else { nil }
  }

  /// The table, if the value is a table.
  package var table: TOMLTable? {
    if case .table(let t) = value { t } else { nil }
  }

  /// The node at `key`, if the value is a table that has that key.
  package subscript(key: String) -> TOMLNode? {
    table?[key]
  }
}
