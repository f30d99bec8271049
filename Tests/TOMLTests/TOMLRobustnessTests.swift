import TestSupport
import Testing

@testable import TOML

/// Valid documents the property tests mutate.
private let seedDocuments: [String] = [
  TOMLLessonFileTests.fallingButtons,
  """
  # Every kind of value
  str = "I'm a string. \\"You can quote me\\". Name\\tJos\\u00E9\\nLocation\\tSF."
  lit = 'C:\\Users\\nodejs'
  ml = \"\"\"
  Roses are red \\
    Violets are blue\"\"\"
  mll = '''
  The first newline is
  trimmed in raw strings.'''
  int = [+99, 42, 0, -17, 1_000, 0xDEAD_BEEF, 0o755, 0b1101]
  flt = [+1.0, 3.1415, -0.01, 5e+22, 1e06, -2E-2, 6.626e-34, inf, -nan]
  bool = [true, false]
  dates = [1979-05-27T07:32:00Z, 1979-05-27T00:32:00.999999-07:00, 1979-05-27, 07:32:00]
  inline = { x = 1, y.z = [1, { w = "deep" }], "quoted key" = 'v' }
  [table."with quotes".and-dashes]
  nested = [[1, 2], ["a", 'b'], [{ c = 3 }]]
  [[fruits]]
  name = "apple"
  [fruits.physical]
  color = "red"
  [[fruits.varieties]]
  name = "red delicious"
  [[fruits]]
  name = "banana"
  """,
  "a = 1\r\nb = [\r\n  'x', # c\r\n  \"y\",\r\n]\r\n[t]\r\nk = { q = 1 }\r\n",
  "\u{FEFF}\"ключ\" = \"значение\" # комментарий\nemoji = [\"👍🏽\", \"e\u{301}\"]\n",
]

/// What one run of the parser produced, in a form two runs can be compared by.
private func outcome(_ text: String) -> String {
  do {
    return "ok \(try TOMLParser.parse(text))"
  } catch {
    return "error \(error)"
  }
}

/// Checks what must hold whatever the input: errors are one line and point into the document;
/// parsed trees have positions inside the document, array elements in source order and values
/// after their keys.
private func checkInvariants(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let lineLengths = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map(\.count)
  func inside(_ p: SourcePosition) -> Bool {
    p.line >= 1 && p.line <= lineLengths.count && p.column >= 1
      && p.column <= lineLengths[p.line - 1] + 1
  }
  do {
    let root = try TOMLParser.parse(text)
    var stack: [TOMLTable] = [root]
    var visited = 0
    while let table = stack.popLast(), visited < 100_000 {
      visited += 1
      for entry in table.entries {
        #expect(inside(entry.keyPosition), "key \(entry.keyPosition)", sourceLocation: sourceLocation)
        #expect(inside(entry.node.position), "value \(entry.node.position)", sourceLocation: sourceLocation)
        var nodes = [entry.node]
        while let n = nodes.popLast() {
          switch n.value {
          case .table(let t): stack.append(t)
          case .array(let elements):
            for (a, b) in zip(elements, elements.dropFirst()) {
              #expect(a.position < b.position, sourceLocation: sourceLocation)
            }
            nodes.append(contentsOf: elements)
          default:
            #expect(
              entry.keyPosition < n.position || entry.node.position != n.position,
              sourceLocation: sourceLocation)
          }
        }
      }
    }
  } catch {
    #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    #expect(!error.message.contains("\n") && !error.message.contains("\r"), sourceLocation: sourceLocation)
    #expect(
      inside(error.position), "error at \(error.position): \(error.message)", sourceLocation: sourceLocation)
  }
}

/// Random edits of a document's bytes (the result is decoded as UTF-8, repairing any damage).
private enum Mutation: CaseIterable {
  case flipByte, truncate, insertSyntax, deleteRange, duplicateRange, nest

  static let syntax: [[UInt8]] = [
    "\"", "'", "\"\"\"", "'''", "[", "]", "[[", "]]", "{", "}", "\n", "\r\n", "\r", "=", ".", ",",
    "#", "\\", "\\u", "\t", " ", "_", "0x", "e", "-", ":", "T", "\u{FEFF}", "é", "\u{301}", "\u{0}",
  ].map { Array($0.utf8) }

  func apply(to bytes: inout [UInt8], using rng: inout SplitMix64) {
    let at = Int.random(in: 0...bytes.count, using: &rng)
    switch self {
    case .flipByte:
      guard at < bytes.count else { return }
      bytes[at] = UInt8.random(in: 0...255, using: &rng)
    case .truncate:
      bytes.removeSubrange(at...)
    case .insertSyntax:
      bytes.insert(contentsOf: Self.syntax[Int.random(in: 0..<Self.syntax.count, using: &rng)], at: at)
    case .deleteRange:
      let end = min(bytes.count, at + Int.random(in: 1...16, using: &rng))
      bytes.removeSubrange(at..<end)
    case .duplicateRange:
      let end = min(bytes.count, at + Int.random(in: 1...64, using: &rng))
      bytes.insert(contentsOf: bytes[at..<end], at: end)
    case .nest:
      let depth = Int.random(in: 1...300, using: &rng)
      let open: UInt8 = Bool.random(using: &rng) ? 0x5B : 0x7B
      bytes.insert(contentsOf: [UInt8](repeating: open, count: depth), at: at)
    }
  }
}

@Suite("TOML robustness")
struct TOMLRobustnessTests {
  @Test func splitMix64ReproducesItsReferenceSequence() {
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func seedDocumentsAreValid() {
    for doc in seedDocuments {
      #expect(throws: Never.self) { try TOMLParser.parse(doc) }
    }
  }

  @Test func randomlyMutatedDocumentsParseOrThrowDeterministically() {
    var rng = SplitMix64(seed: 0x70_4D_4C_5F_46_55_5A_5A)
    var parsed = 0
    var failed = 0
    for round in 0..<2_000 {
      var bytes = Array(seedDocuments[round % seedDocuments.count].utf8)
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let mutation = Mutation.allCases[Int.random(in: 0..<Mutation.allCases.count, using: &rng)]
        mutation.apply(to: &bytes, using: &rng)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let first = outcome(text)
      #expect(first == outcome(text))
      checkInvariants(text)
      if first.hasPrefix("ok") { parsed += 1 } else { failed += 1 }
    }
    // The mutations must exercise both outcomes to be a meaningful test.
    #expect(parsed > 50)
    #expect(failed > 500)
  }

  @Test func everyPrefixOfAValidDocumentParsesOrThrows() {
    let bytes = Array(seedDocuments[1].utf8)
    for end in 0...bytes.count {
      checkInvariants(String(decoding: bytes[..<end], as: UTF8.self))
    }
  }

  @Test func randomByteSoupNeverTraps() {
    var rng = SplitMix64(seed: 42)
    let alphabet = Array("[]{}\"'=.,#\\\n\r\t _-+:0123456789abcdefxobtrueflsinTZ é👍".utf8)
    for _ in 0..<1_000 {
      let count = Int.random(in: 0...120, using: &rng)
      let bytes = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
      checkInvariants(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func nestingUpToTheLimitParsesAndOneMoreLevelIsAnError() throws {
    let limit = TOMLTableBuilder.maxDepth
    let arrays = "a = " + String(repeating: "[", count: limit) + "1" + String(repeating: "]", count: limit)
    var node = try #require(tomlParse(arrays)["a"])
    for _ in 1..<limit { node = try #require(node.array?.first) }
    #expect(node.array?.first?.integer == 1)
    let tooDeep = "a = " + String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect(tomlParseError(tooDeep)?.message == "nesting deeper than 128 levels")
    let inline =
      "a = " + String(repeating: "{b=", count: limit - 1) + "1" + String(repeating: "}", count: limit - 1)
    #expect(tomlParse(inline)["a"] != nil)
    let header = "[" + (0..<limit).map { "t\($0)" }.joined(separator: ".") + "]\nx = 1"
    #expect(tomlParse(header)["t0"] != nil)
  }

  @Test func hugeNestingInputsFailFastWithoutRecursingDeeply() {
    let brackets = "a = " + String(repeating: "[", count: 200_000)
    #expect(tomlParseError(brackets)?.position == tomlPos(1, 5 + 128))
    let braces = "a = " + String(repeating: "{ b = ", count: 100_000)
    #expect(tomlParseError(braces)?.message == "nesting deeper than 128 levels")
    let headers = "[" + String(repeating: "a.", count: 100_000) + "a]"
    #expect(tomlParseError(headers)?.message == "nesting deeper than 128 levels")
  }

  @Test func longLinesAndLargeDocumentsParse() throws {
    let count = 100_000
    let numbers = "v = [" + (0..<count).map(String.init).joined(separator: ", ") + "]\n"
    let long = "s = \"" + String(repeating: "é", count: 200_000) + "\"\nafter = 1"
    let t = tomlParse(numbers + long)
    #expect(t["v"]?.array?.count == count)
    #expect(t["v"]?.array?.last?.integer == Int64(count - 1))
    #expect(t["s"]?.string?.count == 200_000)
    #expect(t["after"]?.position == tomlPos(3, 9))

    let many = (0..<20_000).map { "[[item]]\nid = \($0)\nname = \"n\($0)\"\n" }.joined()
    let items = try #require(tomlParse(many)["item"]?.array)
    #expect(items.count == 20_000)
    #expect(items.last?.position == tomlPos(3 * 19_999 + 1, 1))
  }

  @Test func errorOnAVeryLongLineIsLocatedExactly() {
    let text = "v = [" + String(repeating: "1, ", count: 50_000) + "@]"
    #expect(tomlParseError(text)?.position == tomlPos(1, 6 + 3 * 50_000))
  }
}
