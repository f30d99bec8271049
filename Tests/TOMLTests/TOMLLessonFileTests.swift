import Testing

@testable import TOML

@Suite("TOML lesson files")
struct TOMLLessonFileTests {
  /// A realistic lesson file.
  static let fallingButtons = """
    schema = 1
    id = "falling-buttons"
    title = "Falling buttons"
    seed = "000_e1304f5dd4ac986b.txt"
    goals = [
      "Give several items one gravity behavior.",
      "Predict fall times from d = 1/2 g t^2.",
    ]

    [scene]
    engine = "dynamics"
    width = 320
    height = 568
    duration = 1.2

    [scene.let]
    screenBottom = "height"

    [[item]]
    id = "fallingButton"
    kind = "button"
    frame = [20, 120, 120, 30]

    [[item]]
    id = "textField"
    frame = [30, 60, 150, 30]
    dynamic = true

    [[behavior]]
    id = "gravity"
    type = "gravity"
    items = ["fallingButton", "textField"]

    [[exercise]]
    id = "fall-400"
    kind = "numeric"
    setup = { "gravity.magnitude" = 4.0 }
    answer = "sqrt(2 * 400 / (1000 * gravity.magnitude))"
    tolerance = { abs = 0.012 }
    """

  @Test func lessonFileValuesParse() throws {
    let root = try TOMLParser.parse(Self.fallingButtons)
    #expect(root.keys == ["schema", "id", "title", "seed", "goals", "scene", "item", "behavior", "exercise"])
    #expect(root["schema"]?.integer == 1)
    #expect(root["id"]?.string == "falling-buttons")
    #expect(root["seed"]?.string == "000_e1304f5dd4ac986b.txt")
    #expect(
      root["goals"]?.array?.compactMap(\.string) == [
        "Give several items one gravity behavior.", "Predict fall times from d = 1/2 g t^2.",
      ])
    let scene = try #require(root["scene"]?.table)
    #expect(scene.keys == ["engine", "width", "height", "duration", "let"])
    #expect(scene["width"]?.integer == 320)
    #expect(scene["height"]?.double == 568)
    #expect(scene["duration"]?.value == .float(1.2))
    #expect(scene["let"]?["screenBottom"]?.string == "height")

    let items = try #require(root["item"]?.array)
    #expect(items.count == 2)
    #expect(items[0]["frame"]?.array?.compactMap(\.integer) == [20, 120, 120, 30])
    #expect(items[1]["dynamic"]?.bool == true)
    #expect(items[1]["kind"] == nil)
    #expect(
      root["behavior"]?.array?.first?["items"]?.array?.compactMap(\.string) == ["fallingButton", "textField"])

    let exercise = try #require(root["exercise"]?.array?.first?.table)
    #expect(exercise["setup"]?["gravity.magnitude"]?.double == 4.0)
    #expect(exercise["answer"]?.string == "sqrt(2 * 400 / (1000 * gravity.magnitude))")
    #expect(exercise["tolerance"]?["abs"]?.double == 0.012)
  }

  @Test func lessonFilePositionsPointAtKeysValuesAndHeaders() throws {
    let root = try TOMLParser.parse(Self.fallingButtons)
    #expect(root.entry("title")?.keyPosition == tomlPos(3, 1))
    #expect(root["title"]?.position == tomlPos(3, 9))
    #expect(root["goals"]?.position == tomlPos(5, 9))
    #expect(root["goals"]?.array?.map(\.position) == [tomlPos(6, 3), tomlPos(7, 3)])
    #expect(root["scene"]?.position == tomlPos(10, 1))
    #expect(root.entry("scene")?.keyPosition == tomlPos(10, 2))
    #expect(tomlNode(root, "scene.duration")?.position == tomlPos(14, 12))
    #expect(tomlNode(root, "scene.let")?.position == tomlPos(16, 1))
    #expect(tomlNode(root, "scene.let")?.table?.entry("screenBottom")?.keyPosition == tomlPos(17, 1))

    let items = try #require(root["item"]?.array)
    #expect(root["item"]?.position == tomlPos(19, 1))
    #expect(items.map(\.position) == [tomlPos(19, 1), tomlPos(24, 1)])
    #expect(
      items[0]["frame"]?.array?.map(\.position) == [
        tomlPos(22, 10), tomlPos(22, 14), tomlPos(22, 19), tomlPos(22, 24),
      ])
    #expect(items[1].table?.entry("dynamic")?.keyPosition == tomlPos(27, 1))

    let exercise = try #require(root["exercise"]?.array?.first)
    #expect(exercise.position == tomlPos(34, 1))
    let setup = try #require(exercise["setup"])
    #expect(setup.position == tomlPos(37, 9))
    #expect(setup.table?.entry("gravity.magnitude")?.keyPosition == tomlPos(37, 11))
    #expect(setup["gravity.magnitude"]?.position == tomlPos(37, 33))
    #expect(exercise["tolerance"]?["abs"]?.position == tomlPos(39, 21))
  }

  @Test func lessonFileErrorsCarryAFileLineColumnReadyPosition() throws {
    let broken = Self.fallingButtons.replacingOccurrences(of: "height = 568", with: "height 568")
    let error = try #require(tomlParseError(broken))
    #expect("lesson.toml:\(error.description)" == #"lesson.toml:13:8: expected '=' after key "height""#)
    let twice = Self.fallingButtons + "\n[scene]\n"
    #expect(tomlParseError(twice)?.description == "40:1: table [scene] defined twice (first at line 10)")
  }
}
