import Testing

@testable import Lessons

@Suite("TOML source positions")
struct TOMLPositionTests {
  @Test func sourcePositionDescribesAndOrdersByLineThenColumn() {
    #expect(pos(12, 5).description == "12:5")
    #expect(pos(1, 9) < pos(2, 1))
    #expect(pos(3, 2) < pos(3, 10))
    #expect(!(pos(3, 2) < pos(3, 2)))
    #expect(TOMLSyntaxError(position: pos(12, 5), message: "boom").description == "12:5: boom")
  }

  @Test func keysAndValuesRecordTheirFirstCharacter() throws {
    let t = parseOK(
      """
      title = "Falling"
      [scene]
        width   =  320
        'quoted key' = true
      """)
    let title = try #require(t.entry("title"))
    #expect(title.keyPosition == pos(1, 1))
    #expect(title.node.position == pos(1, 9))
    let scene = try #require(t.entry("scene"))
    #expect(scene.keyPosition == pos(2, 2))
    #expect(scene.node.position == pos(2, 1))
    #expect(scene.node.table?.position == pos(2, 1))
    let width = try #require(scene.node.table?.entry("width"))
    #expect(width.keyPosition == pos(3, 3))
    #expect(width.node.position == pos(3, 14))
    #expect(scene.node.table?.entry("quoted key")?.keyPosition == pos(4, 3))
    #expect(t.position == pos(1, 1))
  }

  @Test func multiLineArrayElementsKeepTheirOwnLinesAndColumns() throws {
    let t = parseOK(
      """
      goals = [
        "one",
          2.5, [ true ],
      ]
      """)
    let goals = try #require(t["goals"])
    #expect(goals.position == pos(1, 9))
    let elements = try #require(goals.array)
    #expect(elements.map(\.position) == [pos(2, 3), pos(3, 5), pos(3, 10)])
    #expect(elements[2].array?.first?.position == pos(3, 12))
  }

  @Test func crlfNewlinesGiveTheSamePositionsAsLF() throws {
    let lf = "a = [\n  1,\n  2 ]\n[t]\n  b = \"x\"\n"
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    let t = parseOK(crlf)
    #expect(t["a"]?.array?.map(\.position) == [pos(2, 3), pos(3, 3)])
    #expect(t["t"]?.position == pos(4, 1))
    #expect(node(t, "t.b")?.position == pos(5, 7))
    #expect(t == parseOK(lf))
  }

  @Test func arrayOfTablesNodesSitAtTheirHeaders() throws {
    let t = parseOK(
      """
      [[item]]
      id = "a"

        [[ item ]]
      id = "b"
      """)
    let item = try #require(t.entry("item"))
    #expect(item.keyPosition == pos(1, 3))
    #expect(item.node.position == pos(1, 1))
    let elements = try #require(item.node.array)
    #expect(elements.map(\.position) == [pos(1, 1), pos(4, 3)])
    #expect(elements.map { $0.table?.position } == [pos(1, 1), pos(4, 3)])
    #expect(elements[1]["id"]?.position == pos(5, 6))
  }

  @Test func implicitTablesSitAtTheKeyThatCreatedThemUntilAHeaderDefinesThem() throws {
    let t = parseOK(
      """
      [a.b.c]
      x = 1
      [a]
      physical.color = "red"
      """)
    #expect(node(t, "a.b")?.position == pos(1, 4))
    #expect(node(t, "a.b.c")?.position == pos(1, 1))
    #expect(t["a"]?.position == pos(3, 1))
    #expect(t.entry("a")?.keyPosition == pos(3, 2))
    let physical = try #require(t["a"]?.table?.entry("physical"))
    #expect(physical.keyPosition == pos(4, 1))
    #expect(physical.node.position == pos(4, 1))
    #expect(physical.node.table?.entry("color")?.keyPosition == pos(4, 10))
    #expect(physical.node.table?["color"]?.position == pos(4, 18))
  }

  @Test func inlineTablesSitAtTheirOpeningBrace() throws {
    let t = parseOK(#"setup = { "gravity.magnitude" = 4.0 }"#)
    let setup = try #require(t["setup"])
    #expect(setup.position == pos(1, 9))
    #expect(setup.table?.position == pos(1, 9))
    #expect(setup.table?.entry("gravity.magnitude")?.keyPosition == pos(1, 11))
    #expect(setup["gravity.magnitude"]?.position == pos(1, 33))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let t = parseOK("\"ключ\" = \"значение\" # комментарий\na = [\"👍🏽\", \"e\u{301}\", 1]")
    #expect(t.entry("ключ")?.node.position == pos(1, 10))
    let a = try #require(t["a"]?.array)
    #expect(a.map(\.position) == [pos(2, 6), pos(2, 11), pos(2, 16)])
  }

  @Test func aTabCountsAsOneColumn() {
    let t = parseOK("\tkey\t=\t\"v\"")
    #expect(t.entry("key")?.keyPosition == pos(1, 2))
    #expect(t["key"]?.position == pos(1, 8))
  }

  @Test func byteOrderMarkDoesNotShiftColumns() {
    let t = parseOK("\u{FEFF}a = 1\nb = 2")
    #expect(t.entry("a")?.keyPosition == pos(1, 1))
    #expect(t["a"]?.position == pos(1, 5))
    #expect(t["b"]?.position == pos(2, 5))
  }

  @Test func positionsAfterMultiLineStringsCountTheirLines() {
    let t = parseOK(
      """
      a = \"\"\"
      one
      two\"\"\" # c
      b = 'x'
      c = [\'\'\'
      x\'\'\', 5]
      s = \"\"\"a \\

          b\"\"\"
      z = 1
      """)
    #expect(t["a"]?.position == pos(1, 5))
    #expect(t.entry("b")?.keyPosition == pos(4, 1))
    #expect(t["b"]?.position == pos(4, 5))
    #expect(t["c"]?.array?.map(\.position) == [pos(5, 6), pos(6, 7)])
    #expect(t["s"]?.string == "a b")
    #expect(t["z"]?.position == pos(10, 5))
  }

  @Test func positionsOnAVeryLongLineStayExact() {
    let count = 20_000
    let text = "v = [" + (0..<count).map { _ in "1" }.joined(separator: ",") + "]"
    let t = parseOK(text)
    let elements = t["v"]?.array ?? []
    #expect(elements.count == count)
    #expect(elements.last?.position == pos(1, 6 + 2 * (count - 1)))
  }
}
