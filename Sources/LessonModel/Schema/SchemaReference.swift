/// FORMAT.md's tables of keys, written from the declarations (`BehaviorKeys`, `LessonTable`), so that
/// the page cannot drift from what the reader reads. A test checks that FORMAT.md holds them
/// (`RECORD_GOLDEN=1` rewrites them).
package enum SchemaReference {
  /// The markers around the generated behaviour tables in FORMAT.md.
  package static let behaviorMarkers = (begin: "<!-- behavior keys: begin (written from Sources/LessonModel/Model/Behaviors) -->",
                                        end: "<!-- behavior keys: end -->")

  /// One table per behaviour type: key, value, fallback, what it is.
  package static func behaviorTables() -> String {
    var lines: [String] = []
    for type in BehaviorType.allCases {
      let keys = type.keys
      lines.append("`\(type.rawValue)`: \(keys.summary).")
      lines.append("")
      lines.append("| key | value | default | |")
      lines.append("|---|---|---|---|")
      for property in keys.schema {
        let fallback = property.fallback.map(show) ?? ""
        let doc = property.doc.replacingOccurrences(of: "|", with: "\\|")
        let written = property.written.replacingOccurrences(of: "|", with: "\\|")
        lines.append("| `\(property.key)` | \(written) | \(fallback) | \(doc) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The markers around the generated table of a table's keys in FORMAT.md.
  package static func keyMarkers(_ table: LessonTable) -> (begin: String, end: String) {
    ("<!-- keys of \(table.heading): begin (written from Sources/LessonModel/Schema/LessonTable+*.swift) -->",
     "<!-- keys of \(table.heading): end -->")
  }

  /// The table of a table's keys: key, value, what it is.
  package static func keyTable(_ table: LessonTable) -> String {
    var lines = ["| key | value | |", "|---|---|---|"]
    for key in table.keys {
      let only = key.only.map { key.doc.isEmpty ? "`\($0)`" : " (`\($0)`)" } ?? ""
      let doc = (key.doc + only).replacingOccurrences(of: "|", with: "\\|")
      let value = key.value.replacingOccurrences(of: "|", with: "\\|")
      lines.append("| `\(key.key)` | \(value) | \(doc) |")
    }
    return lines.joined(separator: "\n")
  }

  /// A fallback as FORMAT.md writes it: `π/2` rather than 1.5707963267948966.
  private static func show(_ value: Double) -> String {
    value == Double.pi / 2 ? "π/2" : LessonSchema.show(value)
  }
}
