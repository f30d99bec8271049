/// One part of a (possibly dotted) key as written: its text and where it starts.
struct TOMLKeyPart {
  /// The key with escapes resolved.
  var name: String
  /// The position of its first character (the opening quote of a quoted key).
  var position: SourcePosition
}

/// Renders keys for messages, quoting parts that are not bare keys and escaping anything that
/// would break a one-line message.
package enum TOMLKeyRendering {
  /// `a.b."c d"` for the parts a, b and "c d".
  static func path(_ parts: some Sequence<TOMLKeyPart>) -> String {
    parts.map { part($0.name) }.joined(separator: ".")
  }

  /// A key path for messages: `"a.b"` when every part is bare, otherwise the path in TOML
  /// syntax, whose quoted parts already stand out (`"gravity.magnitude"`, `a."c d"`).
  static func quoted(_ parts: [TOMLKeyPart]) -> String {
    let bare = parts.allSatisfy { !$0.name.isEmpty && $0.name.utf8.allSatisfy(TOMLByte.isBareKey) }
    return bare ? "\"" + path(parts) + "\"" : path(parts)
  }

  /// Longer key parts are shortened in messages.
  static let maxPartLength = 64

  /// One key part: as is when it is a non-empty bare key, otherwise quoted with escapes; parts
  /// longer than `maxPartLength` characters are cut short with "…".
  static func part(_ name: String) -> String {
    let long = name.utf8.count > maxPartLength && name.count > maxPartLength
    let shown = long ? name.prefix(maxPartLength) + "…" : name
    if !name.isEmpty && name.utf8.allSatisfy(TOMLByte.isBareKey) { return shown }
    return basicString(String(shown))
  }

  /// `text` as a TOML basic string: quoted, with quotes, backslashes, control characters and line
  /// separators escaped (what the lesson parser reads back as the same text).
  package static func basicString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || scalar.properties.generalCategory == .lineSeparator
          || scalar.properties.generalCategory == .paragraphSeparator
        {
          out += "\\u" + String(TOMLScanner.codePoint(scalar.value).dropFirst(2))
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
