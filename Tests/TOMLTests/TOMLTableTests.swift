import Testing

@testable import TOML

@Suite("TOML tables, arrays and keys")
struct TOMLTableTests {
  // MARK: Keys

  @Test func bareQuotedAndEmptyQuotedKeys() {
    let t = tomlParse(
      """
      key = 1
      bare_key = 2
      bare-key = 3
      1234 = 4
      "127.0.0.1" = 5
      "character encoding" = 6
      "ʎǝʞ" = 7
      'key2' = 8
      'quoted "value"' = 9
      "" = 10
      "esc\\u0041ped" = 11
      """)
    #expect(
      t.keys == [
        "key", "bare_key", "bare-key", "1234", "127.0.0.1", "character encoding", "ʎǝʞ", "key2",
        "quoted \"value\"", "", "escAped",
      ])
    #expect(t["127.0.0.1"]?.integer == 5)
    #expect(t[""]?.integer == 10)
  }

  @Test func dottedKeysCreateNestedTablesWithWhitespaceAroundDots() {
    let t = tomlParse(
      """
      name = "Orange"
      physical.color = "orange"
      physical . shape = "round"
      site."google.com" = true
      3.14159 = "pi"
      """)
    #expect(tomlNode(t, "physical.color")?.string == "orange")
    #expect(tomlNode(t, "physical.shape")?.string == "round")
    #expect(t["site"]?.table?["google.com"]?.bool == true)
    #expect(tomlNode(t, "3.14159")?.string == "pi")
    #expect(t.keys == ["name", "physical", "site", "3"])
  }

  @Test func dottedKeysMayExtendTheirOwnTablesInAnyOrder() {
    let t = tomlParse(
      """
      apple.type = "fruit"
      orange.type = "fruit"
      apple.skin = "thin"
      orange.skin = "thick"
      """)
    #expect(t["apple"]?.table?.keys == ["type", "skin"])
    #expect(t["orange"]?.table?.keys == ["type", "skin"])
  }

  // MARK: Tables

  @Test func tableHeadersWithDottedAndQuotedNames() {
    let t = tomlParse(
      """
      [table-1]
      key1 = "some string"
      [dog."tater.man"]
      type.name = "pug"
      [ j . "ʞ" . 'l' ]
      x = 1
      """)
    #expect(tomlNode(t, "table-1.key1")?.string == "some string")
    #expect(t["dog"]?.table?["tater.man"]?.table?["type"]?.table?["name"]?.string == "pug")
    #expect(t["j"]?.table?["ʞ"]?.table?["l"]?.table?["x"]?.integer == 1)
  }

  @Test func superTablesMayBeDefinedAfterTheirSubTables() {
    let t = tomlParse(
      """
      [x.y.z.w]
      a = 1
      [x]
      b = 2
      """)
    #expect(tomlNode(t, "x.y.z.w.a")?.integer == 1)
    #expect(tomlNode(t, "x.b")?.integer == 2)
    #expect(t["x"]?.table?.keys == ["y", "b"])
  }

  @Test func subTablesMayBeAddedUnderDottedKeyTables() {
    let t = tomlParse(
      """
      [fruit]
      apple.color = "red"
      apple.taste.sweet = true
      [fruit.apple.texture]
      smooth = true
      """)
    #expect(tomlNode(t, "fruit.apple.color")?.string == "red")
    #expect(tomlNode(t, "fruit.apple.taste.sweet")?.bool == true)
    #expect(tomlNode(t, "fruit.apple.texture.smooth")?.bool == true)
  }

  @Test func emptyTablesExist() {
    let t = tomlParse("[a]\n[b.c]\n[d]")
    #expect(t.keys == ["a", "b", "d"])
    #expect(t["a"]?.table?.isEmpty == true)
    #expect(tomlNode(t, "b.c")?.table?.count == 0)
  }

  // MARK: Arrays

  @Test func arraysMayMixTypesNestAndSpanLinesWithComments() {
    let t = tomlParse(
      """
      integers = [ 1, 2, 3 ]
      nested = [ [ 1, 2 ], ["a", 'b', "c"] ]
      mixed = [ 0.1, 0.2, 0.5, 1, 2, 5, "x", { a = 1 }, [ ] ]
      multi = [   # comment after the opening bracket
        1,        # one
        # a line that is only a comment
        2,
      ]
      empty = []
      trailing = [1,2,]
      """)
    #expect(t["integers"]?.array?.compactMap(\.integer) == [1, 2, 3])
    #expect(t["nested"]?.array?[1].array?.compactMap(\.string) == ["a", "b", "c"])
    #expect(t["mixed"]?.array?.map(\.typeName).suffix(3) == ["string", "table", "array"])
    #expect(t["multi"]?.array?.compactMap(\.integer) == [1, 2])
    #expect(t["empty"]?.array?.isEmpty == true)
    #expect(t["trailing"]?.array?.count == 2)
  }

  @Test func arrayOfTablesCollectsOneTablePerHeader() throws {
    let t = tomlParse(
      """
      [[item]]
      id = "a"
      [[item]]
      [[item]]
      id = "c"
      """)
    let items = try #require(t["item"]?.array)
    #expect(items.count == 3)
    #expect(items.map { $0.table?["id"]?.string } == ["a", nil, "c"])
    #expect(items.map(\.typeName) == ["table", "table", "table"])
  }

  @Test func nestedArraysOfTablesAttachToTheLatestElement() throws {
    let t = tomlParse(
      """
      [[fruits]]
      name = "apple"
      [fruits.physical]
      color = "red"
      [[fruits.varieties]]
      name = "red delicious"
      [[fruits.varieties]]
      name = "granny smith"
      [[fruits]]
      name = "banana"
      [[fruits.varieties]]
      name = "plantain"
      """)
    let fruits = try #require(t["fruits"]?.array)
    #expect(fruits.count == 2)
    #expect(fruits[0]["physical"]?["color"]?.string == "red")
    #expect(
      fruits[0]["varieties"]?.array?.compactMap { $0["name"]?.string } == ["red delicious", "granny smith"])
    #expect(fruits[1]["varieties"]?.array?.compactMap { $0["name"]?.string } == ["plantain"])
  }

  @Test func arrayOfTablesMayBePrecededByImplicitParent() {
    let t = tomlParse("[[a.b]]\nx = 1\n[a]\ny = 2")
    #expect(tomlNode(t, "a.y")?.integer == 2)
    #expect(t["a"]?["b"]?.array?.first?["x"]?.integer == 1)
  }

  // MARK: Inline tables

  @Test func inlineTablesWithDottedKeysAndNesting() {
    let t = tomlParse(
      #"""
      name = { first = "Tom", last = "Preston-Werner" }
      point = {x=1,y=2}
      animal = { type.name = "pug", type.age = 3 }
      nested = { a = { b = { c = [1, { d = true }] } } }
      empty = {}
      setup = { "gravity.magnitude" = 4.0 }
      """#)
    #expect(tomlNode(t, "name.last")?.string == "Preston-Werner")
    #expect(t["point"]?.table?.keys == ["x", "y"])
    #expect(tomlNode(t, "animal.type.age")?.integer == 3)
    #expect(tomlNode(t, "nested.a.b.c")?.array?[1]["d"]?.bool == true)
    #expect(t["empty"]?.table?.isEmpty == true)
    #expect(t["setup"]?["gravity.magnitude"]?.double == 4.0)
  }

  @Test func inlineTableValuesMaySpanLinesInsideArrays() {
    let t = tomlParse("t = { list = [\n 1,\n 2\n], s = \"\"\"a\nb\"\"\" }")
    #expect(tomlNode(t, "t.list")?.array?.count == 2)
    #expect(tomlNode(t, "t.s")?.string == "a\nb")
  }

  // MARK: Documents

  @Test func commentsBlankLinesWhitespaceAndMissingFinalNewline() {
    let t = tomlParse("# comment\n\n \t\n  key = 1 # trailing\n\t[tbl] # after header\n  x = 'y'")
    #expect(t["key"]?.integer == 1)
    #expect(tomlNode(t, "tbl.x")?.string == "y")
  }

  @Test func emptyDocumentsParseToAnEmptyRootAtLineOneColumnOne() {
    for text in ["", "\n", "\r\n", "   ", "# only a comment", "\u{FEFF}"] {
      let t = tomlParse(text)
      #expect(t.isEmpty)
      #expect(t.position == tomlPos(1, 1))
    }
  }

  @Test func crlfDocumentsParseLikeLF() {
    let lf = "a = 1\n[t]\nb = [\n  2,\n]\n"
    let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(tomlParse(lf) == tomlParse(crlf))
  }

  // MARK: Table API

  @Test func tableUpdateValueKeepsOrderAndRemoveValueReindexes() {
    var t = TOMLTable(position: tomlPos(1, 1))
    for i in 0..<40 {
      t.updateValue(
        TOMLNode(value: .integer(Int64(i)), position: tomlPos(i + 1, 5)), forKey: "k\(i)",
        keyPosition: tomlPos(i + 1, 1))
    }
    let old = t.updateValue(
      TOMLNode(value: .boolean(true), position: tomlPos(99, 1)), forKey: "k3", keyPosition: tomlPos(99, 1))
    #expect(old?.integer == 3)
    #expect(t.keys[3] == "k3")
    #expect(t["k3"]?.bool == true)
    #expect(t.removeValue(forKey: "k0")?.integer == 0)
    #expect(t["k39"]?.integer == 39)
    #expect(t.entry("k39")?.keyPosition == tomlPos(40, 1))
    #expect(t.count == 39)
    #expect(t.contains("k0") == false)
  }

  @Test func largeTablesLookUpEveryKey() {
    let text = (0..<500).map { "key\($0) = \($0)" }.joined(separator: "\n")
    let t = tomlParse(text)
    #expect(t.count == 500)
    #expect((0..<500).allSatisfy { t["key\($0)"]?.integer == Int64($0) })
  }
}
