/// Basic, literal and multi-line strings.
extension TOMLDocumentParser {
  /// Parses `"…"` with escapes; the scanner is at the opening quote.
  mutating func parseBasicString() throws(TOMLSyntaxError) -> String {
    let bytes = scanner.bytes
    let open = scanner.offset
    var i = open + 1
    // Fast path: no escapes, so the string is a slice of the source.
    while i < bytes.count {
      let b = bytes[i]
      if b == TOMLByte.quote {
        scanner.offset = i + 1
        return String(decoding: bytes[(open + 1)..<i], as: UTF8.self)
      }
      if b == TOMLByte.backslash || (b < 0x20 && b != TOMLByte.tab) || b == TOMLByte.del { break }
      i += 1
    }
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: bytes[(open + 1)..<min(i, bytes.count)])
    while i < bytes.count {
      let b = bytes[i]
      if b == TOMLByte.quote {
        scanner.offset = i + 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if b == TOMLByte.backslash {
        guard let (scalar, next) = try decodeEscape(at: i, open: open, multiline: false) else {
          throw internalStringError(at: i)
        }
        Self.appendUTF8(scalar, to: &buffer)
        i = next
      } else if b == TOMLByte.lf || (b == TOMLByte.cr && scanner.byte(at: i + 1) == TOMLByte.lf) {
        throw unterminatedString(open)
      } else if (b < 0x20 && b != TOMLByte.tab) || b == TOMLByte.del {
        throw controlCharacter(at: i)
      } else {
        buffer.append(b)
        i += 1
      }
    }
    throw unterminatedString(open)
  }

  /// Parses `'…'` (no escapes); the scanner is at the opening apostrophe.
  mutating func parseLiteralString() throws(TOMLSyntaxError) -> String {
    let bytes = scanner.bytes
    let open = scanner.offset
    var i = open + 1
    while i < bytes.count {
      let b = bytes[i]
      if b == TOMLByte.apostrophe {
        scanner.offset = i + 1
        return String(decoding: bytes[(open + 1)..<i], as: UTF8.self)
      }
      if b == TOMLByte.lf || (b == TOMLByte.cr && scanner.byte(at: i + 1) == TOMLByte.lf) {
        throw unterminatedString(open)
      }
      if (b < 0x20 && b != TOMLByte.tab) || b == TOMLByte.del { throw controlCharacter(at: i) }
      i += 1
    }
    throw unterminatedString(open)
  }

  /// Parses `"""…"""`; the scanner is at the first opening quote. A newline right after the
  /// opening quotes is dropped, CRLF becomes LF, and a backslash ending a line removes it and all
  /// whitespace and newlines after it.
  mutating func parseMultilineBasicString() throws(TOMLSyntaxError) -> String {
    try parseMultiline(quote: TOMLByte.quote)
  }

  /// Parses `'''…'''` (no escapes); the scanner is at the first opening apostrophe. A newline
  /// right after the opening apostrophes is dropped and CRLF becomes LF.
  mutating func parseMultilineLiteralString() throws(TOMLSyntaxError) -> String {
    try parseMultiline(quote: TOMLByte.apostrophe)
  }

  private mutating func parseMultiline(quote: UInt8) throws(TOMLSyntaxError) -> String {
    let bytes = scanner.bytes
    let open = scanner.offset
    let escapes = quote == TOMLByte.quote
    var i = open + 3
    buffer.removeAll(keepingCapacity: true)
    if i < bytes.count && bytes[i] == TOMLByte.lf {
      i = newline(at: i + 1)
    } else if i + 1 < bytes.count && bytes[i] == TOMLByte.cr && bytes[i + 1] == TOMLByte.lf {
      i = newline(at: i + 2)
    }
    while i < bytes.count {
      let b = bytes[i]
      if b == quote {
        var run = 1
        while i + run < bytes.count && bytes[i + run] == quote && run < 5 { run += 1 }
        if run >= 3 {
          // Up to two quotes may sit right before the closing delimiter.
          for _ in 0..<(run - 3) { buffer.append(quote) }
          scanner.offset = i + run
          return String(decoding: buffer, as: UTF8.self)
        }
        for _ in 0..<run { buffer.append(quote) }
        i += run
      } else if b == TOMLByte.backslash && escapes {
        if let (scalar, next) = try decodeEscape(at: i, open: open, multiline: true) {
          Self.appendUTF8(scalar, to: &buffer)
          i = next
        } else {
          i = try skipLineEndingBackslash(from: i + 1)
        }
      } else if b == TOMLByte.lf {
        buffer.append(TOMLByte.lf)
        i = newline(at: i + 1)
      } else if b == TOMLByte.cr && i + 1 < bytes.count && bytes[i + 1] == TOMLByte.lf {
        buffer.append(TOMLByte.lf)
        i = newline(at: i + 2)
      } else if (b < 0x20 && b != TOMLByte.tab) || b == TOMLByte.del {
        throw controlCharacter(at: i)
      } else {
        buffer.append(b)
        i += 1
      }
    }
    let kind = escapes ? "multi-line string" : "multi-line literal string"
    let delimiter = escapes ? "\"\"\"" : "'''"
    throw scanner.error(
      "unterminated \(kind) (expected a closing \(delimiter) before the end of the file)", at: open)
  }

  /// Tells the scanner a new line starts at `i`; returns `i`.
  private mutating func newline(at i: Int) -> Int {
    scanner.offset = i
    scanner.startLine()
    return i
  }

  /// After a line-ending backslash (at `i - 1`): skips whitespace and newlines; returns the offset
  /// of the next other byte.
  private mutating func skipLineEndingBackslash(from i: Int) throws(TOMLSyntaxError) -> Int {
    var i = i
    while let b = scanner.byte(at: i) {
      if b == TOMLByte.space || b == TOMLByte.tab {
        i += 1
      } else if b == TOMLByte.lf {
        i = newline(at: i + 1)
      } else if b == TOMLByte.cr, scanner.byte(at: i + 1) == TOMLByte.lf {
        i = newline(at: i + 2)
      } else {
        break
      }
    }
    return i
  }

  /// Decodes the escape sequence whose backslash is at `i`. Returns the scalar and the offset after
  /// the sequence, or `nil` for a line-ending backslash (only if `multiline`).
  private func decodeEscape(
    at i: Int, open: Int, multiline: Bool
  ) throws(TOMLSyntaxError) -> (UInt32, Int)? {
    guard let c = scanner.byte(at: i + 1) else { throw unterminatedString(open) }
    switch c {
    case 0x62: return (0x08, i + 2)  // \b
    case 0x74: return (0x09, i + 2)  // \t
    case 0x6E: return (0x0A, i + 2)  // \n
    case 0x66: return (0x0C, i + 2)  // \f
    case 0x72: return (0x0D, i + 2)  // \r
    case TOMLByte.quote: return (0x22, i + 2)
    case TOMLByte.backslash: return (0x5C, i + 2)
    case 0x75, 0x55:  // \u, \U
      let count = c == 0x75 ? 4 : 8
      var value: UInt32 = 0
      for k in 0..<count {
        guard let h = scanner.byte(at: i + 2 + k), let digit = Self.hexValue(h) else {
          let letter = c == 0x75 ? "u" : "U"
          throw scanner.error(
            "invalid Unicode escape \\\(letter): expected \(count) hexadecimal digits, "
              + "found \(scanner.describe(at: i + 2 + k))", at: i)
        }
        value = value << 4 | digit
      }
      guard Unicode.Scalar(value) != nil else {
        let text = String(decoding: scanner.bytes[i..<(i + 2 + count)], as: UTF8.self)
        throw scanner.error(
          "escape \(text) is not a Unicode scalar value (surrogates D800-DFFF and values above "
            + "10FFFF are not allowed)", at: i)
      }
      return (value, i + 2 + count)
    default:
      if multiline && (c == TOMLByte.space || c == TOMLByte.tab || c == TOMLByte.lf || c == TOMLByte.cr) {
        var j = i + 1
        while let w = scanner.byte(at: j), w == TOMLByte.space || w == TOMLByte.tab { j += 1 }
        let w = scanner.byte(at: j)
        if w == TOMLByte.lf || (w == TOMLByte.cr && scanner.byte(at: j + 1) == TOMLByte.lf) { return nil }
      }
      let shown =
        c >= 0x21 && c < 0x7F
        ? "\\\(Character(Unicode.Scalar(c)))" : "'\\' followed by \(scanner.describe(at: i + 1))"
      throw scanner.error(
        "invalid escape sequence \(shown) (valid escapes: \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX "
          + "\\UXXXXXXXX\(multiline ? ", or '\\' at the end of a line" : ""))", at: i)
    }
  }

  private func unterminatedString(_ open: Int) -> TOMLSyntaxError {
    let quote = scanner.byte(at: open) == TOMLByte.apostrophe ? "'" : "\""
    return scanner.error(
      "unterminated string (expected a closing \(quote) before the end of the line)", at: open)
  }

  private func controlCharacter(at i: Int) -> TOMLSyntaxError {
    guard let b = scanner.byte(at: i), b != TOMLByte.cr else {
      return scanner.loneCarriageReturn(at: i)
    }
    return scanner.error(
      "control character \(TOMLScanner.codePoint(UInt32(b))) is not allowed in a string "
        + "(use an escape such as \\u\(TOMLScanner.codePoint(UInt32(b)).dropFirst(2)) in a basic string)",
      at: i)
  }

  private func internalStringError(at i: Int) -> TOMLSyntaxError {
    scanner.error("internal error: unexpected line-ending backslash", at: i)
  }

  /// The value of a hexadecimal digit.
  static func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case 0x30...0x39: UInt32(b - 0x30)
    case 0x41...0x46: UInt32(b - 0x41 + 10)
    case 0x61...0x66: UInt32(b - 0x61 + 10)
    default: nil
    }
  }

  /// Appends the UTF-8 encoding of a Unicode scalar value (already validated) to `out`.
  static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
    switch v {
    case 0..<0x80:
      out.append(UInt8(v))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | v >> 6))
      out.append(UInt8(0x80 | v & 0x3F))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | v >> 12))
      out.append(UInt8(0x80 | v >> 6 & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    default:
      out.append(UInt8(0xF0 | (v >> 18) & 0x07))
      out.append(UInt8(0x80 | v >> 12 & 0x3F))
      out.append(UInt8(0x80 | v >> 6 & 0x3F))
      out.append(UInt8(0x80 | v & 0x3F))
    }
  }
}
