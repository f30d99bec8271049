import Testing

@testable import TOML

@Suite("TOML scalar values")
struct TOMLScalarValueTests {
  // MARK: Strings

  @Test func basicStringResolvesEveryEscape() {
    let t = tomlParse(#"s = "a\bb\tc\nd\fe\rf\"g\\h\u00e9\U0001F600""#)
    #expect(t["s"]?.string == "a\u{8}b\tc\nd\u{C}e\rf\"g\\h\u{E9}\u{1F600}")
  }

  @Test func basicStringKeepsUnicodeAndTabsVerbatim() {
    let t = tomlParse("s = \"caf\u{E9}\tüñí 👍🏽\"")
    #expect(t["s"]?.string == "caf\u{E9}\tüñí 👍🏽")
  }

  @Test func emptyStringsOfEveryKind() {
    let t = tomlParse([#"a = """#, "b = ''", #"c = """""""#, "d = ''''''"].joined(separator: "\n"))
    for key in ["a", "b", "c", "d"] { #expect(t[key]?.string == "") }
  }

  @Test func literalStringHasNoEscapes() {
    let t = tomlParse(#"path = 'C:\Users\nodejs\templates' "#)
    #expect(t["path"]?.string == #"C:\Users\nodejs\templates"#)
  }

  @Test func multilineBasicStringTrimsFirstNewlineAndKeepsOthers() {
    let t = tomlParse("s = \"\"\"\nRoses are red\nViolets are blue\"\"\"")
    #expect(t["s"]?.string == "Roses are red\nViolets are blue")
  }

  @Test func multilineBasicStringLineEndingBackslashTrimsWhitespaceAndNewlines() {
    let t = tomlParse("s = \"\"\"\nThe quick \\\n\n    brown \\   \n  fox.\\\n   \"\"\"")
    #expect(t["s"]?.string == "The quick brown fox.")
  }

  @Test func multilineStringsAllowUpToTwoQuotesBeforeTheClosingDelimiter() {
    let lines = [
      #"a = """Here are two quotation marks: "". Simple enough.""""#,
      #"b = """Here are three: ""\".""""#,
      #"c = """"This," she said, "is just a pointless statement."""""#,
      #"d = '''Here are apostrophes: ''"''.'''"#,
      #"e = ''''That,' she said, 'is still pointless.''''"#,
      #"f = """ends with two quotes""""""#,
    ]
    let t = tomlParse(lines.joined(separator: "\n"))
    #expect(t["a"]?.string == #"Here are two quotation marks: "". Simple enough."#)
    #expect(t["b"]?.string == #"Here are three: """."#)
    #expect(t["c"]?.string == #""This," she said, "is just a pointless statement.""#)
    #expect(t["d"]?.string == #"Here are apostrophes: ''"''."#)
    #expect(t["e"]?.string == "'That,' she said, 'is still pointless.'")
    #expect(t["f"]?.string == #"ends with two quotes"""#)
  }

  @Test func multilineStringsNormalizeCRLFToLF() {
    let t = tomlParse("a = \"\"\"\r\none\r\ntwo\"\"\"\r\nb = '''\r\nthree\r\nfour'''\r\n")
    #expect(t["a"]?.string == "one\ntwo")
    #expect(t["b"]?.string == "three\nfour")
  }

  @Test func multilineLiteralStringKeepsBackslashes() {
    let t = tomlParse("re = '''\nI [dw]on't need \\d{2} apples\n'''")
    #expect(t["re"]?.string == "I [dw]on't need \\d{2} apples\n")
  }

  // MARK: Integers

  @Test func decimalIntegersWithSignsAndUnderscores() {
    let t = tomlParse(
      """
      a = +99
      b = 42
      c = 0
      d = -17
      e = 1_000
      f = 5_349_221
      g = 53_49_221
      h = 1_2_3_4_5
      i = -0
      j = +0
      """)
    let expected: [(String, Int64)] = [
      ("a", 99), ("b", 42), ("c", 0), ("d", -17), ("e", 1000), ("f", 5_349_221), ("g", 5_349_221),
      ("h", 12345), ("i", 0), ("j", 0),
    ]
    for (key, value) in expected { #expect(t[key]?.integer == value, "\(key)") }
  }

  @Test func hexOctalAndBinaryIntegers() {
    let t = tomlParse(
      """
      hex1 = 0xDEADBEEF
      hex2 = 0xdeadbeef
      hex3 = 0xdead_beef
      oct1 = 0o01234567
      oct2 = 0o755
      bin1 = 0b11010110
      big = 0x7FFFFFFFFFFFFFFF
      """)
    #expect(t["hex1"]?.integer == 0xDEAD_BEEF)
    #expect(t["hex2"]?.integer == 0xDEAD_BEEF)
    #expect(t["hex3"]?.integer == 0xDEAD_BEEF)
    #expect(t["oct1"]?.integer == 0o01234567)
    #expect(t["oct2"]?.integer == 0o755)
    #expect(t["bin1"]?.integer == 0b11010110)
    #expect(t["big"]?.integer == Int64.max)
  }

  @Test func integerLimitsAreAccepted() {
    let t = tomlParse("max = 9_223_372_036_854_775_807\nmin = -9223372036854775808")
    #expect(t["max"]?.integer == Int64.max)
    #expect(t["min"]?.integer == Int64.min)
  }

  // MARK: Floats

  @Test func floatsWithFractionsExponentsAndUnderscores() {
    let t = tomlParse(
      """
      a = +1.0
      b = 3.1415
      c = -0.01
      d = 5e+22
      e = 1e06
      f = -2E-2
      g = 6.626e-34
      h = 224_617.445_991_228
      i = 0.0
      j = -0.0
      k = 0e0
      """)
    let expected: [(String, Double)] = [
      ("a", 1), ("b", 3.1415), ("c", -0.01), ("d", 5e22), ("e", 1e6), ("f", -0.02),
      ("g", 6.626e-34), ("h", 224_617.445_991_228), ("i", 0), ("j", -0.0), ("k", 0),
    ]
    for (key, value) in expected {
      #expect(t[key]?.value == .float(value), "\(key)")
    }
    #expect(t["j"]?.double?.sign == .minus)
  }

  @Test func infinityAndNaNParse() throws {
    let t = tomlParse("a = inf\nb = +inf\nc = -inf\nd = nan\ne = +nan\nf = -nan")
    #expect(t["a"]?.double == .infinity)
    #expect(t["b"]?.double == .infinity)
    #expect(t["c"]?.double == -.infinity)
    for key in ["d", "e", "f"] {
      let value = try #require(t[key]?.double)
      #expect(value.isNaN)
    }
  }

  @Test func doubleAccessorWidensIntegers() {
    let t = tomlParse("i = 3\nf = 2.5\ns = \"3\"")
    #expect(t["i"]?.double == 3)
    #expect(t["f"]?.double == 2.5)
    #expect(t["s"]?.double == nil)
    #expect(t["f"]?.integer == nil)
  }

  // MARK: Booleans

  @Test func booleans() {
    let t = tomlParse("t = true\nf = false\narr = [true,false]")
    #expect(t["t"]?.bool == true)
    #expect(t["f"]?.bool == false)
    #expect(t["arr"]?.array?.compactMap(\.bool) == [true, false])
  }

  // MARK: Dates and times

  @Test func dateTimesAreValidatedAndKeptAsSourceText() {
    let values = [
      "1979-05-27T07:32:00Z",
      "1979-05-27T00:32:00-07:00",
      "1979-05-27T00:32:00.999999+05:30",
      "1979-05-27 07:32:00Z",
      "1987-07-05t17:45:00z",
      "1979-05-27T07:32:00",
      "1979-05-27T00:32:00.5",
      "1979-05-27",
      "07:32:00",
      "00:32:00.999999",
      "2000-02-29",
      "2023-12-31T23:59:60Z",
    ]
    let text = values.enumerated().map { "d\($0.offset) = \($0.element)" }.joined(separator: "\n")
    let t = tomlParse(text)
    for (i, v) in values.enumerated() {
      #expect(t["d\(i)"]?.value == .dateTime(v))
      #expect(t["d\(i)"]?.typeName == "date-time")
    }
  }

  @Test func dateFollowedBySpaceAndCommentIsALocalDate() {
    let t = tomlParse("d = 1979-05-27 # a comment\ne = [1979-05-27 ]")
    #expect(t["d"]?.dateTime == "1979-05-27")
    #expect(t["e"]?.array?.first?.dateTime == "1979-05-27")
  }

  // MARK: Type names

  @Test func typeNamesNameEveryKind() {
    let t = tomlParse(
      "s = 'x'\ni = 1\nf = 1.5\nb = true\nd = 07:00:00\na = []\nt = {}")
    let names = ["s", "i", "f", "b", "d", "a", "t"].compactMap { t[$0]?.typeName }
    #expect(names == ["string", "integer", "float", "boolean", "date-time", "array", "table"])
  }
}
