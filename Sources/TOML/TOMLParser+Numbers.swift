/// Integers (decimal, hexadecimal, octal, binary) and floats (including inf and nan).
extension TOMLDocumentParser {
  /// The digits a number may be written in.
  enum Radix: Int {
    case binary = 2
    case octal = 8
    case decimal = 10
    case hexadecimal = 16

    var name: String {
      switch self {
      case .binary: "binary"
      case .octal: "octal"
      case .decimal: "decimal"
      case .hexadecimal: "hexadecimal"
      }
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool {
      switch self {
      case .binary: b == 0x30 || b == 0x31
      case .octal: b >= 0x30 && b <= 0x37
      case .decimal: TOMLByte.isDigit(b)
      case .hexadecimal: TOMLByte.isHexDigit(b)
      }
    }
  }

  /// Parses an integer or a float starting at the current offset (a digit, a sign, `i` or `n`).
  mutating func parseNumber(at position: SourcePosition) throws(TOMLSyntaxError) -> TOMLNode {
    let start = scanner.offset
    var i = start
    var negative = false
    if let s = scanner.byte(at: i), s == TOMLByte.plus || s == TOMLByte.minus {
      negative = s == TOMLByte.minus
      i += 1
    }
    let hasSign = i > start

    // inf and nan
    if let b = scanner.byte(at: i), b == 0x69 || b == 0x6E {  // i, n
      scanner.offset = i
      let isInf = scanner.matches("inf")
      guard isInf || scanner.matches("nan") else {
        scanner.offset = start
        throw invalidWord()
      }
      i += 3
      try checkNumberEnd(at: i, start: start)
      scanner.offset = i
      let magnitude = isInf ? Double.infinity : Double.nan
      return TOMLNode(value: .float(negative ? -magnitude : magnitude), position: position)
    }

    // 0x, 0o, 0b
    if scanner.byte(at: i) == TOMLByte.zero, let p = scanner.byte(at: i + 1),
      let radix: Radix = p == 0x78 ? .hexadecimal : p == 0x6F ? .octal : p == 0x62 ? .binary : nil
    {
      if hasSign {
        throw scanner.error("\(radix.name) integers cannot have a sign", at: start)
      }
      return try parsePrefixedInteger(radix, at: position, start: start)
    }

    guard let first = scanner.byte(at: i), TOMLByte.isDigit(first) else {
      throw scanner.error(
        "expected a digit after '\(negative ? "-" : "+")', found \(scanner.describe(at: i))", at: i)
    }
    let intStart = i
    i = try scanDigits(from: i, .decimal)
    let intEnd = i
    let next = scanner.byte(at: i)
    let isFloat = next == TOMLByte.dot || next == 0x65 || next == 0x45  // . e E
    if first == TOMLByte.zero && intEnd - intStart > 1 {
      throw scanner.error("leading zeros are not allowed in \(isFloat ? "floats" : "integers")", at: intStart)
    }
    if next == TOMLByte.dot {
      guard let d = scanner.byte(at: i + 1), TOMLByte.isDigit(d) else {
        throw scanner.error(
          "expected a digit after the decimal point, found \(scanner.describe(at: i + 1))", at: i + 1)
      }
      i = try scanDigits(from: i + 1, .decimal)
    }
    if let e = scanner.byte(at: i), e == 0x65 || e == 0x45 {
      i += 1
      if let s = scanner.byte(at: i), s == TOMLByte.plus || s == TOMLByte.minus { i += 1 }
      guard let d = scanner.byte(at: i), TOMLByte.isDigit(d) else {
        throw scanner.error(
          "expected a digit in the exponent, found \(scanner.describe(at: i))", at: i)
      }
      i = try scanDigits(from: i, .decimal)
    }
    try checkNumberEnd(at: i, start: start)
    scanner.offset = i
    let text = scanner.bytes[start..<i]
    if isFloat {
      buffer.removeAll(keepingCapacity: true)
      for b in text where b != TOMLByte.underscore { buffer.append(b) }
      guard let value = Double(String(decoding: buffer, as: UTF8.self)), value.isFinite else {
        throw scanner.error(
          "float \(String(decoding: text, as: UTF8.self)) is out of range for a 64-bit float", at: start)
      }
      return TOMLNode(value: .float(value), position: position)
    }
    var value: Int64 = 0
    for b in scanner.bytes[intStart..<intEnd] where b != TOMLByte.underscore {
      let digit = Int64(b - TOMLByte.zero)
      let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) =
        negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      if o1 || o2 { throw tooBig(start, i) }
      value = next
    }
    return TOMLNode(value: .integer(value), position: position)
  }

  /// Parses `0x…`, `0o…` or `0b…` (the scanner is at the `0`).
  private mutating func parsePrefixedInteger(
    _ radix: Radix, at position: SourcePosition, start: Int
  ) throws(TOMLSyntaxError) -> TOMLNode {
    let digitsStart = start + 2
    guard let d = scanner.byte(at: digitsStart), radix.isDigit(d) else {
      let prefix = String(decoding: scanner.bytes[start..<digitsStart], as: UTF8.self)
      let article = radix == .octal ? "an" : "a"
      throw scanner.error(
        "expected \(article) \(radix.name) digit after \(prefix), "
          + "found \(scanner.describe(at: digitsStart))", at: digitsStart)
    }
    let end = try scanDigits(from: digitsStart, radix)
    try checkNumberEnd(at: end, start: start)
    var value: Int64 = 0
    for b in scanner.bytes[digitsStart..<end] where b != TOMLByte.underscore {
      guard let digit = Self.hexValue(b) else { throw tooBig(start, end) }
      let (shifted, o1) = value.multipliedReportingOverflow(by: Int64(radix.rawValue))
      let (next, o2) = shifted.addingReportingOverflow(Int64(digit))
      if o1 || o2 { throw tooBig(start, end) }
      value = next
    }
    scanner.offset = end
    return TOMLNode(value: .integer(value), position: position)
  }

  /// Skips digits of `radix` from `i` (which holds one), allowing single underscores between
  /// digits; returns the offset after the last digit.
  private func scanDigits(from i: Int, _ radix: Radix) throws(TOMLSyntaxError) -> Int {
    let bytes = scanner.bytes
    var i = i + 1
    while i < bytes.count {
      let b = bytes[i]
      if radix.isDigit(b) {
        i += 1
      } else if b == TOMLByte.underscore {
        guard i + 1 < bytes.count, radix.isDigit(bytes[i + 1]) else {
          throw scanner.error("'_' in a number must be between two digits", at: i)
        }
        i += 2
      } else {
        break
      }
    }
    return i
  }

  /// Rejects letters, digits and other word characters right after a number.
  private func checkNumberEnd(at i: Int, start: Int) throws(TOMLSyntaxError) {
    guard let b = scanner.byte(at: i), TOMLByte.isValueWord(b) else { return }
    let what =
      b == TOMLByte.underscore
      ? "'_' in a number must be between two digits"
      : "invalid character \(scanner.describe(at: i)) in number"
    throw scanner.error(what, at: i)
  }

  private func tooBig(_ start: Int, _ end: Int) -> TOMLSyntaxError {
    let text = String(decoding: scanner.bytes[start..<end], as: UTF8.self)
    return scanner.error("integer \(text) does not fit in 64 bits", at: start)
  }
}
