import Testing

@testable import TOML

/// An invalid document, where its first error is, and what the parser says.
struct InvalidTOMLCase: Sendable, CustomTestStringConvertible {
  let name: String
  let source: String
  let line: Int
  let column: Int
  let message: String

  init(_ name: String, _ source: String, _ line: Int, _ column: Int, _ message: String) {
    self.name = name
    self.source = source
    self.line = line
    self.column = column
    self.message = message
  }

  var testDescription: String { name }
}

extension InvalidTOMLCase {
  static let keys: [InvalidTOMLCase] = [
    .init("key without equals", "damping 0.5", 1, 9, #"expected '=' after key "damping""#),
    .init("key then newline", "damping\nx = 1", 1, 8, #"expected '=' after key "damping""#),
    .init("value missing at end of line", "a =\nb = 1", 1, 4, "expected a value after '='"),
    .init("value missing before comment", "a = # nothing", 1, 5, "expected a value after '='"),
    .init("value missing at end of file", "a = ", 1, 5, "expected a value after '='"),
    .init(
      "line starts with a symbol", "@ = 1", 1, 1,
      "unexpected character '@', expected a key, a table header or a comment"),
    .init(
      "line starts with a dot", ".a = 1", 1, 1,
      "unexpected character '.', expected a key, a table header or a comment"),
    .init("trailing dot in key", "a. = 1", 1, 4, "expected a key after '.', found '='"),
    .init("double dot in key", "a..b = 1", 1, 3, "expected a key after '.', found '.'"),
    .init(
      "key with non-ASCII bare character", "ключ = 1", 1, 1,
      "unexpected character 'к' (U+043A), expected a key, a table header or a comment"),
    .init(
      "multi-line string as key", "\"\"\"k\"\"\" = 1", 1, 1, "a multi-line string cannot be used as a key"),
    .init(
      "two keys on one line", "a = 1 b = 2", 1, 7,
      "expected a newline or a comment after the value, found 'b'"),
    .init(
      "duplicate key", "x = 1\n\n# again\nmagnitude = 1\nmagnitude = 2", 5, 1,
      #"duplicate key "magnitude" (first defined at line 4)"#),
    .init(
      "duplicate quoted key equal to bare key", "a = 1\n\"a\" = 2", 2, 1,
      #"duplicate key "a" (first defined at line 1)"#),
    .init(
      "duplicate dotted key", "g.m = 1\ng . m = 2", 2, 1, #"duplicate key "g.m" (first defined at line 1)"#),
    .init(
      "key redefined as table by dotted key", "a = 1\na.b = 2", 2, 1,
      #"cannot define "a.b": "a" is already an integer (defined at line 1)"#),
    .init(
      "quoted dotted-looking key in message", "\"gravity.magnitude\" = 1\n\"gravity.magnitude\" = 2", 2, 1,
      #"duplicate key "gravity.magnitude" (first defined at line 1)"#),
  ]

  static let tables: [InvalidTOMLCase] = [
    .init(
      "table defined twice", "[a]\n\n[scene]\nx = 1\n[scene]", 5, 1,
      "table [scene] defined twice (first at line 3)"),
    .init("super table defined twice", "[a.b]\n[a]\n[a]", 3, 1, "table [a] defined twice (first at line 2)"),
    .init(
      "table defined by dotted keys", "[fruit]\napple.color = 'red'\n[fruit.apple]", 3, 1,
      "table [fruit.apple] defined twice (first by dotted keys at line 2)"),
    .init(
      "dotted keys extending a header table", "[a.b.c]\nz = 9\n[a]\nb.c.t = 1", 4, 1,
      #"cannot add "b.c.t" with a dotted key: table "b" was created by a table header at line 1"#),
    .init(
      "table over a value", "a = 1\n[a.b]", 2, 2,
      #"cannot define table [a.b]: "a" is already an integer (defined at line 1)"#),
    .init(
      "table over an inline table", "a = { b = 1 }\n[a]", 2, 2,
      #"cannot define table [a]: "a" is an inline table (defined at line 1), which cannot be extended"#),
    .init(
      "table over an array of tables", "[[a]]\n[a]", 2, 1,
      "cannot define table [a]: it is already an array of tables (first defined at line 1)"),
    .init(
      "array of tables over a table", "[a]\n[[a]]", 2, 1,
      "cannot define array of tables [[a]]: it is already a table (first defined at line 1)"),
    .init(
      "array of tables over an implicit table", "[[albums.songs]]\n[[albums]]", 2, 1,
      "cannot define array of tables [[albums]]: it is already a table (first defined at line 1)"),
    .init(
      "appending to a static array", "fruits = []\n[[fruits]]", 2, 1,
      #"cannot append to static array "fruits" (defined at line 1) with [[fruits]]"#),
    .init(
      "array of tables over a value", "a = true\n[[a]]", 2, 3,
      #"cannot define array of tables [[a]]: "a" is already a boolean (defined at line 1)"#),
    .init(
      "dotted key into array of tables", "[[a.b]]\n[a]\nb.y = 2", 3, 1,
      #"cannot add "b.y" with a dotted key: "b" is an array of tables (first defined at line 1)"#),
    .init(
      "key clashing with sub-table", "[a.b]\n[a]\nb = 1", 3, 1,
      #"duplicate key "b" (first defined at line 1)"#),
    .init("empty table name", "[]", 1, 2, "expected a table name after '[', found ']'"),
    .init("empty array of tables name", "[[]]", 1, 3, "expected a table name after '[[', found ']'"),
    .init(
      "unclosed header", "[scene\nx = 1", 1, 7, "expected ']' to close the header [scene], found newline"),
    .init(
      "unclosed array header", "[[item]\n", 1, 8, "expected ']]' to close the header [[item]], found newline"),
    .init(
      "spaced array header brackets", "[[item] ]", 1, 8,
      "expected ']]' to close the header [[item]], found ' '"),
    .init(
      "text after header", "[a] b = 1", 1, 5,
      "expected a newline or a comment after the table header, found 'b'"),
  ]

  static let inlineTables: [InvalidTOMLCase] = [
    .init(
      "newline in inline table", "t = { a = 1,\n b = 2 }", 1, 13, "newline is not allowed in an inline table"),
    .init(
      "newline before closing brace", "t = { a = 1\n}", 1, 12,
      "newline is not allowed in an inline table (expected ',' or '}')"),
    .init(
      "trailing comma in inline table", "t = { a = 1, }", 1, 12,
      "trailing comma is not allowed in an inline table (expected a key after ',')"),
    .init(
      "missing comma in inline table", "t = { a = 1 b = 2 }", 1, 13,
      "expected ',' or '}' after a value in an inline table, found 'b'"),
    .init(
      "unterminated inline table", "t = { a = 1", 1, 5,
      "unterminated inline table (expected '}' before the end of the file)"),
    .init(
      "duplicate key in inline table", "t = { a = 1, a = 2 }", 1, 14,
      #"duplicate key "a" (first defined at line 1)"#),
    .init(
      "extending inline table with dotted key", "t = { a = 1 }\nt.b = 2", 2, 1,
      #"cannot define "t.b": "t" is an inline table (defined at line 1), which cannot be extended"#),
    .init(
      "extending nested inline table inside inline table", "t = { a = { b = 1 }, a.c = 2 }", 1, 22,
      #"cannot define "a.c": "a" is an inline table (defined at line 1), which cannot be extended"#),
    .init(
      "comment in inline table", "t = { a = 1 # c\n}", 1, 13,
      "comment is not allowed in an inline table (expected ',' or '}')"),
  ]

  static let arrays: [InvalidTOMLCase] = [
    .init(
      "unterminated array", "a = [1, 2\n\n", 1, 5,
      "unterminated array (expected ']' before the end of the file)"),
    .init(
      "missing comma in array", "a = [1 2]", 1, 8, "expected ',' or ']' after an array element, found '2'"),
    .init("double comma in array", "a = [1,,2]", 1, 8, "expected a value, found ','"),
    .init("leading comma in array", "a = [,]", 1, 6, "expected a value, found ','"),
    .init(
      "bare word in array", "a = [one]", 1, 6,
      "expected a value, found 'one' (strings must be in quotes; booleans are true and false)"),
    .init(
      "error inside multi-line array", "a = [\n  1,\n  02,\n]", 3, 3,
      "leading zeros are not allowed in integers"),
  ]

  static let strings: [InvalidTOMLCase] = [
    .init(
      "unterminated basic string", "s = \"abc\nt = 1", 1, 5,
      #"unterminated string (expected a closing " before the end of the line)"#),
    .init(
      "unterminated literal string", "s = 'abc", 1, 5,
      "unterminated string (expected a closing ' before the end of the line)"),
    .init(
      "unterminated multi-line string", "s = \"\"\"abc\n\ndef", 1, 5,
      #"unterminated multi-line string (expected a closing """ before the end of the file)"#),
    .init(
      "unterminated multi-line literal string", "x = 1\ns = '''abc\n", 2, 5,
      "unterminated multi-line literal string (expected a closing ''' before the end of the file)"),
    .init(
      "invalid escape", #"s = "a\qb""#, 1, 7,
      #"invalid escape sequence \q (valid escapes: \b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX)"#),
    .init(
      "TOML 1.1 escape \\e is not 1.0", #"s = "\e""#, 1, 6,
      #"invalid escape sequence \e (valid escapes: \b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX)"#),
    .init(
      "short unicode escape", #"s = "\u12""#, 1, 6,
      #"invalid Unicode escape \u: expected 4 hexadecimal digits, found '"'"#),
    .init(
      "surrogate unicode escape", #"s = "\uD800""#, 1, 6,
      "escape \\uD800 is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not allowed)"
    ),
    .init(
      "too large unicode escape", #"s = "\U00110000""#, 1, 6,
      "escape \\U00110000 is not a Unicode scalar value (surrogates D800-DFFF and values above 10FFFF are not allowed)"
    ),
    .init(
      "backslash space in multi-line string", "s = \"\"\"\na \\ b\"\"\"", 2, 3,
      #"invalid escape sequence '\' followed by ' ' (valid escapes: \b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX, or '\' at the end of a line)"#
    ),
    .init(
      "control character in string", "s = \"a\u{7}b\"", 1, 7,
      "control character U+0007 is not allowed in a string (use an escape such as \\u0007 in a basic string)"),
    .init(
      "DEL in literal string", "s = 'a\u{7F}'", 1, 7,
      "control character U+007F is not allowed in a string (use an escape such as \\u007F in a basic string)"),
    .init(
      "control character in multi-line string on a later line", "s = '''\nok\nx\u{0}'''", 3, 2,
      "control character U+0000 is not allowed in a string (use an escape such as \\u0000 in a basic string)"),
    .init(
      "too many closing quotes", "s = \"\"\"a\"\"\"\"\"\"", 1, 14,
      "expected a newline or a comment after the value, found '\"'"),
  ]

  static let numbers: [InvalidTOMLCase] = [
    .init("leading zero", "n = 007", 1, 5, "leading zeros are not allowed in integers"),
    .init("leading zero with sign", "n = -01", 1, 6, "leading zeros are not allowed in integers"),
    .init("leading zero float", "n = 01.5", 1, 5, "leading zeros are not allowed in floats"),
    .init(
      "integer overflow", "n = 9999999999999999999", 1, 5,
      "integer 9999999999999999999 does not fit in 64 bits"),
    .init(
      "negative overflow", "n = -9223372036854775809", 1, 5,
      "integer -9223372036854775809 does not fit in 64 bits"),
    .init(
      "hex overflow", "n = 0x8000000000000000", 1, 5, "integer 0x8000000000000000 does not fit in 64 bits"),
    .init("double underscore", "n = 1__000", 1, 6, "'_' in a number must be between two digits"),
    .init("trailing underscore", "n = 1_", 1, 6, "'_' in a number must be between two digits"),
    .init("leading underscore", "n = _1", 1, 5, "expected a value, found '_1'"),
    .init("underscore before fraction", "n = 1_.5", 1, 6, "'_' in a number must be between two digits"),
    .init("signed hex", "n = +0x10", 1, 5, "hexadecimal integers cannot have a sign"),
    .init("uppercase hex prefix", "n = 0X10", 1, 6, "invalid character 'X' in number"),
    .init("bad octal digit", "n = 0o78", 1, 8, "invalid character '8' in number"),
    .init("empty binary", "n = 0b", 1, 7, "expected a binary digit after 0b, found end of file"),
    .init("trailing dot", "n = 1.", 1, 7, "expected a digit after the decimal point, found end of file"),
    .init("leading dot", "n = .5", 1, 5, "expected a value, found '.5'"),
    .init("dot before exponent", "n = 1.e5", 1, 7, "expected a digit after the decimal point, found 'e'"),
    .init("empty exponent", "n = 1e+", 1, 8, "expected a digit in the exponent, found end of file"),
    .init("two dots", "n = 1.2.3", 1, 8, "invalid character '.' in number"),
    .init("letters after number", "n = 12abc", 1, 7, "invalid character 'a' in number"),
    .init("float out of range", "n = 1e400", 1, 5, "float 1e400 is out of range for a 64-bit float"),
    .init("sign alone", "n = +", 1, 6, "expected a digit after '+', found end of file"),
    .init(
      "capitalized inf", "n = Inf", 1, 5,
      "expected a value, found 'Inf' (strings must be in quotes; booleans are true and false)"),
    .init("infinity spelled out", "n = infinity", 1, 8, "invalid character 'i' in number"),
  ]

  static let booleansAndDates: [InvalidTOMLCase] = [
    .init(
      "capitalized boolean", "b = True", 1, 5,
      "expected a value, found 'True' (strings must be in quotes; booleans are true and false)"),
    .init(
      "boolean with suffix", "b = trueish", 1, 5,
      "expected a value, found 'trueish' (strings must be in quotes; booleans are true and false)"),
    .init("month 13", "d = 2024-13-01", 1, 10, "invalid month 13 in date (expected 01 to 12)"),
    .init("February 30", "d = 2024-02-30", 1, 13, "invalid day 30 in date 2024-02 (expected 01 to 29)"),
    .init(
      "February 29 in a common year", "d = 2023-02-29", 1, 13,
      "invalid day 29 in date 2023-02 (expected 01 to 28)"),
    .init("hour 24", "t = 24:00:00", 1, 5, "invalid hour 24 (expected 00 to 23)"),
    .init(
      "missing seconds (TOML 1.1 only)", "t = 07:32", 1, 10,
      "invalid date or time: expected the form HH:MM:SS, found end of file"),
    .init(
      "one-digit month", "d = 2024-1-01", 1, 11,
      "invalid date or time: expected the form YYYY-MM-DD, found '-'"),
    .init(
      "T without time", "d = 2024-01-01T", 1, 16,
      "invalid date or time: expected the form HH:MM:SS, found end of file"),
    .init("offset on local time", "t = 07:32:00Z", 1, 13, "invalid character 'Z' in local time"),
    .init(
      "offset hour out of range", "d = 2024-01-01T00:00:00+24:00", 1, 24,
      "invalid time offset (expected -23:59 to +23:59)"),
    .init(
      "fraction without digits", "t = 07:32:00.", 1, 14,
      "expected a digit after '.' in the seconds, found end of file"),
  ]

  static let layout: [InvalidTOMLCase] = [
    .init(
      "bare carriage return", "a = 1\rb = 2", 1, 6,
      "carriage return must be followed by a line feed (bare CR is not a newline)"),
    .init(
      "control character in comment", "# bell \u{7}\na = 1", 1, 8,
      "control character U+0007 is not allowed in a comment"),
    .init(
      "byte order mark after the start", "a = 1\n\u{FEFF}b = 2", 2, 1,
      "unexpected character '\u{FEFF}' (U+FEFF), expected a key, a table header or a comment"),
    .init("error on a CRLF line", "a = 1\r\nb = 2\r\nc = @\r\n", 3, 5, "expected a value, found '@'"),
    .init(
      "error column after wide characters", "s = \"日本語\" x", 1, 11,
      "expected a newline or a comment after the value, found 'x'"),
    .init(
      "nesting deeper than the limit", "a = " + String(repeating: "[", count: 200), 1, 133,
      "nesting deeper than 128 levels"),
    .init(
      "inline tables nested too deeply", "a = " + String(repeating: "{b=", count: 200), 1, 5 + 3 * 128,
      "nesting deeper than 128 levels"),
    .init(
      "dotted key too long", (0..<200).map { "k\($0)" }.joined(separator: ".") + " = 1", 1,
      1 + (0..<128).reduce(0) { $0 + "k\($1).".count },
      "nesting deeper than 128 levels"),
  ]

  static let all = keys + tables + inlineTables + arrays + strings + numbers + booleansAndDates + layout
}

@Suite("TOML syntax errors")
struct TOMLErrorTests {
  @Test("an invalid document reports its first error's position and message", arguments: InvalidTOMLCase.all)
  func invalidDocumentReportsPositionAndMessage(_ c: InvalidTOMLCase) throws {
    let error = try #require(tomlParseError(c.source))
    #expect(error.message == c.message)
    #expect(error.position == tomlPos(c.line, c.column))
  }

  @Test("error messages are single lines", arguments: InvalidTOMLCase.all)
  func errorMessagesAreSingleLines(_ c: InvalidTOMLCase) throws {
    let error = try #require(tomlParseError(c.source))
    #expect(!error.message.contains("\n") && !error.message.contains("\r"))
    #expect(error.description == "\(c.line):\(c.column): \(c.message)")
  }

  @Test func keysWithNewlinesAreEscapedInMessages() throws {
    let error = try #require(tomlParseError("\"a\\nb\" = 1\n\"a\\nb\" = 2"))
    #expect(error.message == #"duplicate key "a\nb" (first defined at line 1)"#)
  }

  @Test func veryLongKeysAreShortenedInMessages() throws {
    let key = String(repeating: "k", count: 10_000)
    let error = try #require(tomlParseError("\(key) = 1\n\(key) = 2"))
    #expect(
      error.message == "duplicate key \"\(String(repeating: "k", count: 64))…\" (first defined at line 1)")
  }

  @Test func errorsAreDeterministic() {
    for c in InvalidTOMLCase.all.prefix(20) {
      #expect(tomlParseError(c.source) == tomlParseError(c.source))
    }
  }
}
