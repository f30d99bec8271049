/// Offset date-times, local date-times, local dates and local times (RFC 3339, as TOML 1.0).
extension TOMLDocumentParser {
  /// Whether the bytes at the current offset start a date (`dddd-`) or a time (`dd:`).
  func isDateStart() -> Bool {
    let d = { (k: Int) -> Bool in scanner.peek(k).map(TOMLByte.isDigit) == true }
    if d(0) && d(1) && d(2) && d(3) && scanner.peek(4) == TOMLByte.minus { return true }
    return d(0) && d(1) && scanner.peek(2) == TOMLByte.colon
  }

  /// Parses a date, a time or a date-time; the value keeps the source text.
  mutating func parseDateTime(at position: SourcePosition) throws(TOMLSyntaxError) -> TOMLNode {
    let start = scanner.offset
    var i = start
    var kind = "local time"
    if scanner.peek(2) != TOMLByte.colon {
      i = try scanDate(from: i)
      kind = "local date"
      let sep = scanner.byte(at: i)
      let spaceThenTime =
        sep == TOMLByte.space && scanner.byte(at: i + 1).map(TOMLByte.isDigit) == true
        && scanner.byte(at: i + 2).map(TOMLByte.isDigit) == true && scanner.byte(at: i + 3) == TOMLByte.colon
      if sep == 0x54 || sep == 0x74 || spaceThenTime {  // T t
        i = try scanTime(from: i + 1)
        kind = "local date-time"
        if let z = scanner.byte(at: i), z == 0x5A || z == 0x7A {  // Z z
          i += 1
          kind = "offset date-time"
        } else if let s = scanner.byte(at: i), s == TOMLByte.plus || s == TOMLByte.minus {
          i = try scanOffset(from: i)
          kind = "offset date-time"
        }
      }
    } else {
      i = try scanTime(from: i)
    }
    if let b = scanner.byte(at: i), TOMLByte.isValueWord(b) {
      throw scanner.error("invalid character \(scanner.describe(at: i)) in \(kind)", at: i)
    }
    scanner.offset = i
    return TOMLNode(
      value: .dateTime(String(decoding: scanner.bytes[start..<i], as: UTF8.self)), position: position)
  }

  /// Scans `YYYY-MM-DD` with a valid month and day; returns the offset after it.
  private func scanDate(from i: Int) throws(TOMLSyntaxError) -> Int {
    let form = "YYYY-MM-DD"
    let year = try number(at: i, digits: 4, form: form)
    try expect(TOMLByte.minus, at: i + 4, form: form)
    let month = try number(at: i + 5, digits: 2, form: form)
    try expect(TOMLByte.minus, at: i + 7, form: form)
    let day = try number(at: i + 8, digits: 2, form: form)
    guard (1...12).contains(month) else {
      throw scanner.error("invalid month \(pad(month)) in date (expected 01 to 12)", at: i + 5)
    }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...days).contains(day) else {
      throw scanner.error(
        "invalid day \(pad(day)) in date \(year)-\(pad(month)) (expected 01 to \(days))", at: i + 8)
    }
    return i + 10
  }

  /// Scans `HH:MM:SS` with an optional fraction; returns the offset after it.
  private func scanTime(from i: Int) throws(TOMLSyntaxError) -> Int {
    let form = "HH:MM:SS"
    let hour = try number(at: i, digits: 2, form: form)
    try expect(TOMLByte.colon, at: i + 2, form: form)
    let minute = try number(at: i + 3, digits: 2, form: form)
    try expect(TOMLByte.colon, at: i + 5, form: form)
    let second = try number(at: i + 6, digits: 2, form: form)
    guard hour <= 23 else { throw scanner.error("invalid hour \(pad(hour)) (expected 00 to 23)", at: i) }
    guard minute <= 59 else {
      throw scanner.error("invalid minute \(pad(minute)) (expected 00 to 59)", at: i + 3)
    }
    guard second <= 60 else {
      throw scanner.error("invalid second \(pad(second)) (expected 00 to 60)", at: i + 6)
    }
    var end = i + 8
    if scanner.byte(at: end) == TOMLByte.dot {
      guard scanner.byte(at: end + 1).map(TOMLByte.isDigit) == true else {
        throw scanner.error(
          "expected a digit after '.' in the seconds, found \(scanner.describe(at: end + 1))", at: end + 1)
      }
      end += 1
      while scanner.byte(at: end).map(TOMLByte.isDigit) == true { end += 1 }
    }
    return end
  }

  /// Scans `+HH:MM` or `-HH:MM`; returns the offset after it.
  private func scanOffset(from i: Int) throws(TOMLSyntaxError) -> Int {
    let form = "an offset such as +HH:MM"
    let hour = try number(at: i + 1, digits: 2, form: form)
    try expect(TOMLByte.colon, at: i + 3, form: form)
    let minute = try number(at: i + 4, digits: 2, form: form)
    guard hour <= 23, minute <= 59 else {
      throw scanner.error("invalid time offset (expected -23:59 to +23:59)", at: i)
    }
    return i + 6
  }

  /// Reads exactly `digits` decimal digits at `i`.
  private func number(at i: Int, digits: Int, form: String) throws(TOMLSyntaxError) -> Int {
    var value = 0
    for k in 0..<digits {
      guard let b = scanner.byte(at: i + k), TOMLByte.isDigit(b) else {
        throw mismatch(at: i + k, form: form)
      }
      value = value * 10 + Int(b - TOMLByte.zero)
    }
    return value
  }

  private func expect(_ byte: UInt8, at i: Int, form: String) throws(TOMLSyntaxError) {
    guard scanner.byte(at: i) == byte else { throw mismatch(at: i, form: form) }
  }

  private func mismatch(at i: Int, form: String) -> TOMLSyntaxError {
    let what = form.hasPrefix("an ") ? form : "the form \(form)"
    return scanner.error(
      "invalid date or time: expected \(what), found \(scanner.describe(at: i))", at: i)
  }

  private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
