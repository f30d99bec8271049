import Testing

@testable import TOML

@Suite("TOML source positions")
struct TOMLPositionTests {
  @Test func sourcePositionDescribesAndOrdersByLineThenColumn() {
    #expect(tomlPos(12, 5).description == "12:5")
    #expect(tomlPos(1, 9) < tomlPos(2, 1))
    #expect(tomlPos(3, 2) < tomlPos(3, 10))
    #expect(!(tomlPos(3, 2) < tomlPos(3, 2)))
    #expect(TOMLSyntaxError(position: tomlPos(12, 5), message: "boom").description == "12:5: boom")
  }

  @Test func keysAndValuesRecordTheirFirstCharacter() throws {
    let t = tomlParse(
      """
      title = "Falling"
      [scene]
        width   =  320
        'quoted key' = true
      """)
    let title = try #require(t.entry("title"))
    #expect(title.keyPosition == tomlPos(1, 1))
    #expect(title.node.position == tomlPos(1, 9))
    let scene = try #require(t.entry("scene"))
    #expect(scene.keyPosition == tomlPos(2, 2))
    #expect(scene.node.position == tomlPos(2, 1))
    #expect(scene.node.table?.position == tomlPos(2, 1))
    let width = try #require(scene.node.table?.entry("width"))
    #expect(width.keyPosition == tomlPos(3, 3))
    #expect(width.node.position == tomlPos(3, 14))
    #expect(scene.node.table?.entry("quoted key")?.keyPosition == tomlPos(4, 3))
    #expect(t.position == tomlPos(1, 1))
  }

  @Test func multiLineArrayElementsKeepTheirOwnLinesAndColumns() throws {
    let t = tomlParse(
      """
      goals = [
        "one",
          2.5, [ true ],
      ]
      """)
    let goals = try #require(t["goals"])
    #expect(goals.position == tomlPos(1, 9))
    let elements = try #require(goals.array)
    #expect(elements.map(\.position) == [tomlPos(2, 3), tomlPos(3, 5), tomlPos(3, 10)])
    #expect(elements[2].array?.first?.position == tomlPos(3, 12))
  }

  @Test func crlfNewlinesGiveTheSamePositionsAsLF() throws {
    let lf = "a = [\n  1,\n  2 ]\n[t]\n  b = \"x\"\n"
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    let t = tomlParse(crlf)
    #expect(t["a"]?.array?.map(\.position) == [tomlPos(2, 3), tomlPos(3, 3)])
    #expect(t["t"]?.position == tomlPos(4, 1))
    #expect(tomlNode(t, "t.b")?.position == tomlPos(5, 7))
    #expect(t == tomlParse(lf))
  }

  @Test func arrayOfTablesNodesSitAtTheirHeaders() throws {
    let t = tomlParse(
      """
      [[item]]
      id = "a"

        [[ item ]]
      id = "b"
      """)
    let item = try #require(t.entry("item"))
    #expect(item.keyPosition == tomlPos(1, 3))
    #expect(item.node.position == tomlPos(1, 1))
    let elements = try #require(item.node.array)
    #expect(elements.map(\.position) == [tomlPos(1, 1), tomlPos(4, 3)])
    #expect(elements.map { $0.table?.position } == [tomlPos(1, 1), tomlPos(4, 3)])
    #expect(elements[1]["id"]?.position == tomlPos(5, 6))
  }

  @Test func implicitTablesSitAtTheKeyThatCreatedThemUntilAHeaderDefinesThem() throws {
    let t = tomlParse(
      """
      [a.b.c]
      x = 1
      [a]
      physical.color = "red"
      """)
    #expect(tomlNode(t, "a.b")?.position == tomlPos(1, 4))
    #expect(tomlNode(t, "a.b.c")?.position == tomlPos(1, 1))
    #expect(t["a"]?.position == tomlPos(3, 1))
    #expect(t.entry("a")?.keyPosition == tomlPos(3, 2))
    let physical = try #require(t["a"]?.table?.entry("physical"))
    #expect(physical.keyPosition == tomlPos(4, 1))
    #expect(physical.node.position == tomlPos(4, 1))
    #expect(physical.node.table?.entry("color")?.keyPosition == tomlPos(4, 10))
    #expect(physical.node.table?["color"]?.position == tomlPos(4, 18))
  }

  @Test func inlineTablesSitAtTheirOpeningBrace() throws {
    let t = tomlParse(#"setup = { "gravity.magnitude" = 4.0 }"#)
    let setup = try #require(t["setup"])
    #expect(setup.position == tomlPos(1, 9))
    #expect(setup.table?.position == tomlPos(1, 9))
    #expect(setup.table?.entry("gravity.magnitude")?.keyPosition == tomlPos(1, 11))
    #expect(setup["gravity.magnitude"]?.position == tomlPos(1, 33))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let t = tomlParse("\"ключ\" = \"значение\" # комментарий\na = [\"👍🏽\", \"e\u{301}\", 1]")
    #expect(t.entry("ключ")?.node.position == tomlPos(1, 10))
    let a = try #require(t["a"]?.array)
    #expect(a.map(\.position) == [tomlPos(2, 6), tomlPos(2, 11), tomlPos(2, 16)])
  }

  @Test func aTabCountsAsOneColumn() {
    let t = tomlParse("\tkey\t=\t\"v\"")
    #expect(t.entry("key")?.keyPosition == tomlPos(1, 2))
    #expect(t["key"]?.position == tomlPos(1, 8))
  }

  @Test func byteOrderMarkDoesNotShiftColumns() {
    let t = tomlParse("\u{FEFF}a = 1\nb = 2")
    #expect(t.entry("a")?.keyPosition == tomlPos(1, 1))
    #expect(t["a"]?.position == tomlPos(1, 5))
    #expect(t["b"]?.position == tomlPos(2, 5))
  }

  @Test func positionsAfterMultiLineStringsCountTheirLines() {
    let t = tomlParse(
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
    #expect(t["a"]?.position == tomlPos(1, 5))
    #expect(t.entry("b")?.keyPosition == tomlPos(4, 1))
    #expect(t["b"]?.position == tomlPos(4, 5))
    #expect(t["c"]?.array?.map(\.position) == [tomlPos(5, 6), tomlPos(6, 7)])
    #expect(t["s"]?.string == "a b")
    #expect(t["z"]?.position == tomlPos(10, 5))
  }

  @Test func positionsOnAVeryLongLineStayExact() {
    let count = 20_000
    let text = "v = [" + (0..<count).map { _ in "1" }.joined(separator: ",") + "]"
    let t = tomlParse(text)
    let elements = t["v"]?.array ?? []
    #expect(elements.count == count)
    #expect(elements.last?.position == tomlPos(1, 6 + 2 * (count - 1)))
  }
}
