/// Parses TOML 1.0.0 documents into ``TOMLTable``s that keep the position of every key and value.
///
/// ```swift
/// let root = try TOMLParser.parse(text)
/// if let width = root["scene"]?["width"] { print(width.integer ?? 0, width.position) }
/// ```
///
/// The parser reads UTF-8 bytes in one pass (linear time, also for very long lines), stops at the
/// first problem with a ``TOMLSyntaxError`` that says where and what was expected, and never traps
/// on malformed input: arrays and inline tables may nest at most 128 levels deep.
package enum TOMLParser {
  /// Parses `text` (LF or CRLF newlines, an optional UTF-8 byte order mark) and returns the root
  /// table, positioned at 1:1.
  ///
  /// - Throws: ``TOMLSyntaxError`` at the first syntax error or redefinition.
  public static func parse(_ text: String) throws(TOMLSyntaxError) -> TOMLTable {
    var parser = TOMLDocumentParser(text)
    return try parser.parseDocument()
  }
}

/// The parsing state: the scanner over the bytes and the table tree being built. Document
/// structure (lines, headers, key/value pairs, keys) is here; values are in extensions.
struct TOMLDocumentParser {
  var scanner: TOMLScanner
  var builder = TOMLTableBuilder()
  /// Scratch space for strings with escapes or line breaks.
  var buffer: [UInt8] = []

  init(_ text: String) {
    scanner = TOMLScanner(text)
  }

  /// Parses every line and returns the root table.
  mutating func parseDocument() throws(TOMLSyntaxError) -> TOMLTable {
    var current = TOMLTableBuilder.root
    while true {
      scanner.skipWhitespace()
      guard let b = scanner.peek() else { break }
      if b == TOMLByte.lf || b == TOMLByte.cr {
        _ = try scanner.consumeNewline()
        continue
      }
      if b == TOMLByte.hash {
        try scanner.skipComment()
      } else if b == TOMLByte.leftBracket {
        current = try parseHeader()
        try finishLine(after: "table header")
      } else if Self.isKeyStart(b) {
        try parseKeyValue(in: current)
        try finishLine(after: "value")
      } else {
        throw scanner.error(
          "unexpected character \(scanner.describe(at: scanner.offset)), "
            + "expected a key, a table header or a comment")
      }
    }
    return builder.build()
  }

  /// Whether `b` can start a key: a bare-key character or a quote.
  static func isKeyStart(_ b: UInt8) -> Bool {
    TOMLByte.isBareKey(b) || b == TOMLByte.quote || b == TOMLByte.apostrophe
  }

  /// After a header or a key/value pair: optional whitespace and comment, then a newline or the
  /// end of the file.
  private mutating func finishLine(after what: String) throws(TOMLSyntaxError) {
    scanner.skipWhitespace()
    if scanner.peek() == TOMLByte.hash { try scanner.skipComment() }
    if scanner.isAtEnd { return }
    if try scanner.consumeNewline() { return }
    throw scanner.error(
      "expected a newline or a comment after the \(what), found \(scanner.describe(at: scanner.offset))")
  }

  // MARK: Headers

  /// Parses `[name]` or `[[name]]` and returns the index of the table that keys now go into.
  private mutating func parseHeader() throws(TOMLSyntaxError) -> Int {
    let position = scanner.position()
    let isArray = scanner.peek(1) == TOMLByte.leftBracket
    scanner.offset += isArray ? 2 : 1
    scanner.skipWhitespace()
    let path = try parseKey(expected: isArray ? "a table name after '[['" : "a table name after '['")
    var name: String { TOMLKeyRendering.path(path) }
    guard scanner.peek() == TOMLByte.rightBracket else {
      let close = isArray ? "']]' to close the header [[\(name)]]" : "']' to close the header [\(name)]"
      throw scanner.error("expected \(close), found \(scanner.describe(at: scanner.offset))")
    }
    scanner.offset += 1
    if isArray {
      guard scanner.peek() == TOMLByte.rightBracket else {
        throw scanner.error(
          "expected ']]' to close the header [[\(name)]], found \(scanner.describe(at: scanner.offset))")
      }
      scanner.offset += 1
      return try builder.appendArrayTable(path, header: position)
    }
    return try builder.defineTable(path, header: position)
  }

  // MARK: Key/value pairs

  /// Parses `key = value` and stores it in table `table` (of the builder).
  mutating func parseKeyValue(in table: Int) throws(TOMLSyntaxError) {
    let path = try parseKey(expected: "a key")
    guard scanner.peek() == TOMLByte.equals else {
      throw scanner.error("expected '=' after key \(TOMLKeyRendering.quoted(path))")
    }
    scanner.offset += 1
    scanner.skipWhitespace()
    let target = try builder.prepareKeyValue(path, in: table)
    let next = scanner.peek()
    guard let last = path.last, next != nil, next != TOMLByte.lf, next != TOMLByte.cr, next != TOMLByte.hash
    else {
      throw scanner.error("expected a value after '='")
    }
    let node = try parseValue(depth: builder.tables[target].depth + 1)
    builder.setValue(node, for: last, in: target)
  }

  // MARK: Keys

  /// Parses a simple or dotted key and the whitespace after it. `expected` names what is wanted
  /// if no key is there ("a key", "a table name after '['").
  mutating func parseKey(expected: String) throws(TOMLSyntaxError) -> [TOMLKeyPart] {
    var parts: [TOMLKeyPart] = []
    var what = expected
    while true {
      if parts.count >= TOMLTableBuilder.maxDepth {
        throw TOMLTableBuilder.nestingError(at: scanner.position())
      }
      parts.append(try parseSimpleKey(expected: what))
      scanner.skipWhitespace()
      guard scanner.peek() == TOMLByte.dot else { return parts }
      scanner.offset += 1
      scanner.skipWhitespace()
      what = "a key after '.'"
    }
  }

  /// Parses a bare, basic-string or literal-string key.
  private mutating func parseSimpleKey(expected: String) throws(TOMLSyntaxError) -> TOMLKeyPart {
    let position = scanner.position()
    guard let b = scanner.peek() else { throw scanner.error("expected \(expected), found end of file") }
    if b == TOMLByte.quote || b == TOMLByte.apostrophe {
      if scanner.matches(b == TOMLByte.quote ? "\"\"\"" : "'''") {
        throw scanner.error("a multi-line string cannot be used as a key")
      }
      let name = b == TOMLByte.quote ? try parseBasicString() : try parseLiteralString()
      return TOMLKeyPart(name: name, position: position)
    }
    let start = scanner.offset
    var i = start
    let bytes = scanner.bytes
    while i < bytes.count && TOMLByte.isBareKey(bytes[i]) { i += 1 }
    guard i > start else {
      throw scanner.error("expected \(expected), found \(scanner.describe(at: start))")
    }
    scanner.offset = i
    return TOMLKeyPart(name: String(decoding: bytes[start..<i], as: UTF8.self), position: position)
  }
}
