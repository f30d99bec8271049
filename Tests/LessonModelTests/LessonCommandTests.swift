import Foundation
import Testing
import LessonTestSupport
@testable import TOML
@testable import Localization
@testable import Expressions
@testable import LessonModel

@Suite("Lesson commands")
struct LessonCommandTests {
  @Test("tap-to-push's `tap x y` binds its arguments with the parameters' units and ranges")
  func bindTap() throws {
    let lesson = try #require(RepositoryLessons.lesson("tap-to-push"))
    let tap = try #require(lesson.command(named: "tap"))
    #expect(tap.parameters == ["tap.x", "tap.y"] && tap.runs && tap.usage == "tap <x> <y>")
    let values = try tap.bind(["300", "284 pt"], in: lesson).get()
    #expect(values.map(\.name) == ["tap.x", "tap.y"] && values.map(\.value) == [300, 284])
    #expect(try tap.bind(["100 + 50", "2 * 100"], in: lesson).get().map(\.value) == [150, 200])
    for bad in [["300"], ["1", "2", "3"], ["400", "284"], ["300", "2 s"], ["x", "1"]] {
      guard case .failure(let problem) = tap.bind(bad, in: lesson) else {
        Issue.record("\(bad) should be refused")
        continue
      }
      #expect(!problem.message.isEmpty)
    }
    guard case .failure(let range) = tap.bind(["400", "284"], in: lesson) else { return }
    #expect(range.message == "tap.x must be between 0 and 320 pt; 400 is out of range")
  }

  @Test("push's angle accepts degrees; enums take option names; fixed values follow the arguments")
  func bindUnitsEnumsAndFixedValues() throws {
    let push = try #require(RepositoryLessons.lesson("push-basics"))
    let command = try #require(push.command(named: "push"))
    let values = try command.bind(["2", "90 deg"], in: push).get()
    #expect(values[0].value == 2 && abs(values[1].value - Double.pi / 2) < 1e-12)

    let shrink = try #require(RepositoryLessons.lesson("shrink-dismiss"))
    let mode = try #require(shrink.command(named: "mode"))
    #expect(try mode.bind(["linear"], in: shrink).get().map(\.value) == [1])
    guard case .failure(let problem) = mode.bind(["cubik"], in: shrink) else {
      Issue.record("a misspelt option should be refused")
      return
    }
    #expect(problem.message.contains("did you mean \"cubic\""))

    let parallax = try #require(RepositoryLessons.lesson("parallax-motion"))
    let tilt = try #require(parallax.command(named: "tilt"))
    let tilted = try tilt.bind(["0.5", "-1"], in: parallax).get()
    #expect(tilted.map(\.name) == ["tilt.x", "tilt.y", "tilt.script"])
    #expect(tilted.map(\.value) == [0.5, -1, 0])
  }

  @Test("every shipped command names existing parameters, avoids the REPL's words and accepts the defaults")
  func shippedCommands() throws {
    var seen = 0
    for lesson in RepositoryLessons.catalog().lessons {
      for command in lesson.commands {
        seen += 1
        #expect(!LessonCommand.reservedNames.contains(command.name), "\(lesson.id)/\(command.name)")
        #expect(command.usage.hasPrefix(command.name + " "), "\(lesson.id)/\(command.name)")
        let defaults = try command.parameters.map { name -> String in
          let parameter = try #require(lesson.parameter(name))
          switch parameter.kind {
          case .enum: return parameter.options[Int(parameter.defaultValue)]
          case .bool: return parameter.defaultValue != 0 ? "on" : "off"
          default: return "\(parameter.defaultValue)"
          }
        }
        let bound = try command.bind(defaults, in: lesson).get()
        for (name, value) in bound.prefix(command.parameters.count) {
          #expect(value == lesson.parameter(name)?.defaultValue, "\(lesson.id)/\(command.name): \(name)")
        }
      }
    }
    #expect(seen >= 9)
  }

  @Test("a parameter value is shown the way it is typed, so `set` accepts it back")
  func displayRoundTrips() throws {
    let lesson = try #require(RepositoryLessons.lesson("parallax-motion"))
    let script = try #require(lesson.parameter("tilt.script"))
    #expect(script.display(2) == "corners" && script.display(7) == "7")
    #expect(try script.parse(script.display(0)).get() == 0)
    let pip = try #require(RepositoryLessons.lesson("spring-fields-pip"))
    let walls = try #require(pip.parameter("walls.enabled"))
    let off = try walls.parse("off").get()
    #expect(walls.display(0) == "off" && off == 0)
    #expect(try #require(pip.parameter("pip.density")).display(0.0509) == "0.0509")
  }
}
