/// The parser's view of the source: UTF-8 bytes, a read offset, the current line, and the
/// conversion of byte offsets to ``SourcePosition``s.
///
/// Positions are computed incrementally: the scanner remembers the offset and column of the last
/// position it computed on the current line, so asking for positions in source order costs time
/// linear in the length of the line, however many tokens it has. Columns count `Character`s;
/// runs of ASCII bytes are counted without decoding.
struct TOMLScanner {
  /// The document's UTF-8 bytes (always valid UTF-8: they come from a `String`).
  let bytes: [UInt8]
  /// The offset of the next byte to read.
  var offset: Int
  /// The 1-based number of the line that contains `offset`.
  private(set) var line = 1
  /// The offset of the first byte of the current line.
  private(set) var lineStart: Int
  /// The last offset on the current line whose column was computed, and that column.
  private var cachedOffset: Int
  private var cachedColumn = 1

  /// Reads `text`, skipping a UTF-8 byte order mark at its start.
  init(_ text: String) {
    bytes = Array(text.utf8)
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let start = bytes.starts(with: bom) ? 3 : 0
    offset = start
    lineStart = start
    cachedOffset = start
  }

  // MARK: Reading

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The byte at `offset`, or `nil` at the end.
  @inline(__always) func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// The byte `distance` bytes after `offset`, or `nil` past the end.
  @inline(__always) func peek(_ distance: Int) -> UInt8? {
    let i = offset + distance
    return i >= 0 && i < bytes.count ? bytes[i] : nil
  }

  /// The byte at an absolute offset, or `nil` outside the document.
  @inline(__always) func byte(at i: Int) -> UInt8? {
    i >= 0 && i < bytes.count ? bytes[i] : nil
  }

  /// Whether the bytes at `offset` are `literal`.
  func matches(_ literal: StaticString) -> Bool {
    let n = literal.utf8CodeUnitCount
    guard offset + n <= bytes.count else { return false }
    return literal.withUTF8Buffer { lit in
      var k = 0
      while k < n {
        if bytes[offset + k] != lit[k] { return false }
        k += 1
      }
      return true
    }
  }

  /// Skips spaces and tabs.
  @inline(__always) mutating func skipWhitespace() {
    while offset < bytes.count {
      let b = bytes[offset]
      guard b == TOMLByte.space || b == TOMLByte.tab else { return }
      offset += 1
    }
  }

  /// Consumes a line feed at `offset` (the caller has checked it is one) and starts a new line.
  @inline(__always) mutating func consumeLineFeed() {
    offset += 1
    startLine()
  }

  /// Records that a new line starts at `offset` (after a line feed the caller consumed).
  @inline(__always) mutating func startLine() {
    line += 1
    lineStart = offset
    cachedOffset = offset
    cachedColumn = 1
  }

  /// Consumes an LF or a CRLF at `offset`; returns `false` (consuming nothing) if there is none.
  /// Throws for a carriage return that is not followed by a line feed.
  mutating func consumeNewline() throws(TOMLSyntaxError) -> Bool {
    guard let b = peek() else { return false }
    if b == TOMLByte.lf {
      consumeLineFeed()
      return true
    }
    if b == TOMLByte.cr {
      guard peek(1) == TOMLByte.lf else { throw loneCarriageReturn(at: offset) }
      offset += 1
      consumeLineFeed()
      return true
    }
    return false
  }

  /// Skips a comment starting at `offset` (which holds `#`) up to, not including, the line end.
  /// Throws for control characters other than tab.
  mutating func skipComment() throws(TOMLSyntaxError) {
    offset += 1
    while offset < bytes.count {
      let b = bytes[offset]
      if b >= 0x20 && b != TOMLByte.del || b == TOMLByte.tab {
        offset += 1
        continue
      }
      if b == TOMLByte.lf || (b == TOMLByte.cr && byte(at: offset + 1) == TOMLByte.lf) { return }
      if b == TOMLByte.cr { throw loneCarriageReturn(at: offset) }
      throw error("control character \(describe(at: offset)) is not allowed in a comment", at: offset)
    }
  }

  /// Skips whitespace, comments and newlines (between array elements).
  mutating func skipWhitespaceCommentsAndNewlines() throws(TOMLSyntaxError) {
    while true {
      skipWhitespace()
      guard let b = peek() else { return }
      if b == TOMLByte.hash {
        try skipComment()
      } else if try consumeNewline() == false {
        return
      }
    }
  }

  // MARK: Positions

  /// The position of `offset`.
  mutating func position() -> SourcePosition {
    position(at: offset)
  }

  /// The position of byte offset `i`, which must not precede the current line; remembered so
  /// that the next position on this line is computed from here.
  mutating func position(at i: Int) -> SourcePosition {
    let p = peekPosition(at: i)
    if i >= lineStart {
      cachedOffset = i
      cachedColumn = p.column
    }
    return p
  }

  /// The position of any byte offset, without updating the column cache. Offsets on earlier
  /// lines (only needed for errors) are found by counting from the start of the document.
  func peekPosition(at i: Int) -> SourcePosition {
    let i = max(0, min(i, bytes.count))
    if i >= lineStart && i <= bytes.count {
      if i >= cachedOffset {
        return SourcePosition(line: line, column: cachedColumn + columns(from: cachedOffset, to: i))
      }
      return SourcePosition(line: line, column: 1 + columns(from: lineStart, to: i))
    }
    var l = 1
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, i) : 0
    var k = start
    while k < i {
      if bytes[k] == TOMLByte.lf {
        l += 1
        start = k + 1
      }
      k += 1
    }
    return SourcePosition(line: l, column: 1 + columns(from: start, to: i))
  }

  /// The number of `Character`s in `bytes[from..<to]`. Leading ASCII is counted by bytes; from
  /// the byte before the first non-ASCII one (which a combining mark may attach to) the text is
  /// decoded and its grapheme clusters counted.
  private func columns(from: Int, to: Int) -> Int {
    guard from < to else { return 0 }
    var k = from
    while k < to {
      if bytes[k] >= 0x80 {
        let ascii = max(from, k - 1)
        return (ascii - from) + String(decoding: bytes[ascii..<to], as: UTF8.self).count
      }
      k += 1
    }
    return to - from
  }

  // MARK: Errors

  /// An error at byte offset `i`.
  func error(_ message: String, at i: Int) -> TOMLSyntaxError {
    TOMLSyntaxError(position: peekPosition(at: i), message: message)
  }

  /// An error at `offset`.
  func error(_ message: String) -> TOMLSyntaxError {
    error(message, at: offset)
  }

  /// The error for a carriage return at `i` that is not followed by a line feed.
  func loneCarriageReturn(at i: Int) -> TOMLSyntaxError {
    error("carriage return must be followed by a line feed (bare CR is not a newline)", at: i)
  }

  /// Names the character at byte offset `i` for a message: `'@'`, `'é' (U+00E9)`, `newline`,
  /// `tab`, `U+0007` for other control characters, or `end of file`.
  func describe(at i: Int) -> String {
    guard let b = byte(at: i) else { return "end of file" }
    switch b {
    case TOMLByte.lf: return "newline"
    case TOMLByte.cr: return "carriage return"
    case TOMLByte.tab: return "tab"
    case 0x00..<0x20, TOMLByte.del: return TOMLScanner.codePoint(UInt32(b))
    case 0x20..<0x80: return "'\(Character(Unicode.Scalar(b)))'"
    default:
      guard let scalar = scalar(at: i) else { return "byte 0x\(String(b, radix: 16))" }
      return "'\(Character(scalar))' (\(TOMLScanner.codePoint(scalar.value)))"
    }
  }

  /// `"U+00E9"`-style notation for a code point.
  static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The Unicode scalar that starts at byte offset `i`, if one does.
  private func scalar(at i: Int) -> Unicode.Scalar? {
    var end = i + 1
    while end < bytes.count && end < i + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
    guard i < end, end <= bytes.count else { return nil }
    return String(decoding: bytes[i..<end], as: UTF8.self).unicodeScalars.first
  }
}

/// Byte values the parser compares against.
enum TOMLByte {
  static let tab: UInt8 = 0x09
  static let lf: UInt8 = 0x0A
  static let cr: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22  // "
  static let hash: UInt8 = 0x23  // #
  static let apostrophe: UInt8 = 0x27  // '
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let equals: UInt8 = 0x3D
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let leftBrace: UInt8 = 0x7B
  static let rightBrace: UInt8 = 0x7D
  static let del: UInt8 = 0x7F

  /// `0`–`9`.
  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= nine }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x66)
  }

  /// `A`–`Z`, `a`–`z`.
  @inline(__always) static func isLetter(_ b: UInt8) -> Bool {
    b | 0x20 >= 0x61 && b | 0x20 <= 0x7A
  }

  /// A character allowed in a bare key: `A-Za-z0-9_-`.
  @inline(__always) static func isBareKey(_ b: UInt8) -> Bool {
    isLetter(b) || isDigit(b) || b == underscore || b == minus
  }

  /// A character that may continue a number, boolean or date-time token; finding one right after
  /// such a value means the token is malformed.
  @inline(__always) static func isValueWord(_ b: UInt8) -> Bool {
    isBareKey(b) || b == plus || b == dot || b == colon
  }
}
