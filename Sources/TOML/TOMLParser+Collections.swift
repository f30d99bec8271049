/// Values in general, arrays and inline tables.
extension TOMLDocumentParser {
  /// Parses the value at the current offset. `depth` is the number of containers around it
  /// (tables and arrays); arrays and inline tables deeper than 128 are rejected.
  mutating func parseValue(depth: Int) throws(TOMLSyntaxError) -> TOMLNode {
    let position = scanner.position()
    guard let b = scanner.peek() else { throw scanner.error("expected a value, found end of file") }
    switch b {
    case TOMLByte.quote:
      let s = scanner.matches("\"\"\"") ? try parseMultilineBasicString() : try parseBasicString()
      return TOMLNode(value: .string(s), position: position)
    case TOMLByte.apostrophe:
      let s = scanner.matches("'''") ? try parseMultilineLiteralString() : try parseLiteralString()
      return TOMLNode(value: .string(s), position: position)
    case TOMLByte.leftBracket:
      return try parseArray(at: position, depth: depth)
    case TOMLByte.leftBrace:
      return try parseInlineTable(at: position, depth: depth)
    case 0x74 where scanner.matches("true"), 0x66 where scanner.matches("false"):  // t, f
      let length = b == 0x74 ? 4 : 5
      if let next = scanner.peek(length), TOMLByte.isValueWord(next) { throw invalidWord() }
      scanner.offset += length
      return TOMLNode(value: .boolean(b == 0x74), position: position)
    case TOMLByte.zero...TOMLByte.nine:
      if isDateStart() { return try parseDateTime(at: position) }
      return try parseNumber(at: position)
    case TOMLByte.plus, TOMLByte.minus, 0x69, 0x6E:  // + - i n
      return try parseNumber(at: position)
    default:
      throw invalidWord()
    }
  }

  /// The error for something at the current offset that is not a value: names the word found
  /// (shortened if long) or the character.
  func invalidWord() -> TOMLSyntaxError {
    let start = scanner.offset
    var end = start
    while let b = scanner.byte(at: end), TOMLByte.isValueWord(b), end - start < 40 { end += 1 }
    guard end > start else {
      return scanner.error("expected a value, found \(scanner.describe(at: start))")
    }
    var word = String(decoding: scanner.bytes[start..<end], as: UTF8.self)
    if let b = scanner.byte(at: end), TOMLByte.isValueWord(b) { word += "…" }
    let hint =
      scanner.byte(at: start).map(TOMLByte.isLetter) == true
      ? " (strings must be in quotes; booleans are true and false)" : ""
    return scanner.error("expected a value, found '\(word)'\(hint)")
  }

  // MARK: Arrays

  /// Parses `[ … ]`: values separated by commas, with newlines and comments anywhere between
  /// them and an optional trailing comma.
  private mutating func parseArray(
    at position: SourcePosition, depth: Int
  ) throws(TOMLSyntaxError) -> TOMLNode {
    guard depth <= TOMLTableBuilder.maxDepth else { throw TOMLTableBuilder.nestingError(at: position) }
    let open = scanner.offset
    scanner.offset += 1
    var elements: [TOMLNode] = []
    try scanner.skipWhitespaceCommentsAndNewlines()
    while true {
      guard let b = scanner.peek() else { throw unterminatedArray(open) }
      if b == TOMLByte.rightBracket {
        scanner.offset += 1
        break
      }
      elements.append(try parseValue(depth: depth + 1))
      try scanner.skipWhitespaceCommentsAndNewlines()
      guard let c = scanner.peek() else { throw unterminatedArray(open) }
      if c == TOMLByte.comma {
        scanner.offset += 1
        try scanner.skipWhitespaceCommentsAndNewlines()
      } else if c == TOMLByte.rightBracket {
        scanner.offset += 1
        break
      } else {
        throw scanner.error(
          "expected ',' or ']' after an array element, found \(scanner.describe(at: scanner.offset))")
      }
    }
    return TOMLNode(value: .array(elements), position: position)
  }

  private func unterminatedArray(_ open: Int) -> TOMLSyntaxError {
    scanner.error("unterminated array (expected ']' before the end of the file)", at: open)
  }

  // MARK: Inline tables

  /// Parses `{ key = value, … }`: on one line (values such as arrays may span lines), no
  /// trailing comma; the table cannot be extended afterwards.
  private mutating func parseInlineTable(
    at position: SourcePosition, depth: Int
  ) throws(TOMLSyntaxError) -> TOMLNode {
    let table = try builder.beginInlineTable(at: position, depth: depth)
    let open = scanner.offset
    scanner.offset += 1
    scanner.skipWhitespace()
    if scanner.peek() == TOMLByte.rightBrace {
      scanner.offset += 1
    } else {
      while true {
        try checkInsideInlineTable(open, expected: nil)
        try parseKeyValue(in: table)
        scanner.skipWhitespace()
        try checkInsideInlineTable(open, expected: "',' or '}'")
        let commaOffset = scanner.offset
        if scanner.peek() == TOMLByte.comma {
          scanner.offset += 1
          scanner.skipWhitespace()
          if scanner.peek() == TOMLByte.rightBrace {
            throw scanner.error(
              "trailing comma is not allowed in an inline table (expected a key after ',')",
              at: commaOffset)
          }
        } else if scanner.peek() == TOMLByte.rightBrace {
          scanner.offset += 1
          break
        } else {
          throw scanner.error(
            "expected ',' or '}' after a value in an inline table, "
              + "found \(scanner.describe(at: scanner.offset))")
        }
      }
    }
    return TOMLNode(value: .table(builder.finishInlineTable(table)), position: position)
  }

  /// Rejects the end of the file, newlines and comments where an inline table continues.
  private func checkInsideInlineTable(_ open: Int, expected: String?) throws(TOMLSyntaxError) {
    guard let b = scanner.peek() else {
      throw scanner.error("unterminated inline table (expected '}' before the end of the file)", at: open)
    }
    let suffix = expected.map { " (expected \($0))" } ?? ""
    if b == TOMLByte.lf || b == TOMLByte.cr {
      throw scanner.error("newline is not allowed in an inline table\(suffix)")
    }
    if b == TOMLByte.hash {
      throw scanner.error("comment is not allowed in an inline table\(suffix)")
    }
  }
}
