/// One key of a table of a lesson file or the catalog, declared once: its name, how its value is
/// written and one line for FORMAT.md. The table's reader reads only declared keys, lint allows
/// exactly these, and FORMAT.md's table of the keys is written from them.
package struct TableKey: Sendable {
  /// The key as written in the file.
  package let key: String
  /// How the value is written, as FORMAT.md says it: `number`, `[x, y]`, `true or false`, …
  package let value: String
  /// One line for FORMAT.md: what the key means.
  package let doc: String
  /// The one kind of the table that takes the key (an animation's `type`); nil: every kind.
  package let only: String?

  init(_ key: String, _ value: String, _ doc: String, only: String? = nil) {
    self.key = key
    self.value = value
    self.doc = doc
    self.only = only
  }

  /// The names of a closed set as FORMAT.md writes a value: `` `view`, `button` ``.
  static func names<Choice: CaseIterable & RawRepresentable>(_ type: Choice.Type) -> String
    where Choice.RawValue == String {
    names(type.allCases.map(\.rawValue))
  }

  /// Names as FORMAT.md writes a value: `` `a`, `b` ``.
  static func names(_ names: [String]) -> String {
    names.map { "`\($0)`" }.joined(separator: ", ")
  }
}
