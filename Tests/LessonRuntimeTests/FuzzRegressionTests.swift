import Foundation
import TestSupport
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

/// Inputs that crashed a fuzzing harness (`Fuzz/`), kept so the crash stays fixed. Each test names the
/// harness, the file and the cause; RELIABILITY.md lists them.
@Suite("Fuzz regressions (Lessons)")
struct LessonsFuzzRegressionTests {
  /// fuzz-scene: `SceneBuilder.text` converted an enum parameter's value with `Int(_:)`, which traps on
  /// NaN and ±∞ (and on values beyond Int's range) when the value reaches the builder through the API
  /// rather than the REPL's range check. Such a value now falls back to the file's text.
  @Test("an enum parameter holding NaN, ±∞ or a huge value builds the scene without trapping")
  func enumParameterNotFinite() throws {
    let lesson = try #require(RepositoryLessons.lesson("collision-modes"))
    #expect(lesson.parameter("collision.mode")?.kind == .enum)
    for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, -1, 4.5] {
      var values = ParameterValues(defaultsOf: lesson)
      values["collision.mode"] = value
      let scene = try SceneBuilder.build(lesson, values: values)
      #expect(scene.behaviors["collision"] != nil, "value \(value)")
    }
  }
}

extension LessonsFuzzRegressionTests {
  /// fuzz-scene: a `place` event turned a huge finite angle into radians as `angle * π / 180`, which
  /// overflows to −∞ before the division; sin(−∞) is NaN and the item was put at (NaN, NaN). The angle is
  /// now scaled by π/180 in one step, and a position that is still not finite is refused with a message.
  @Test("a place event with a huge angle leaves every item finite")
  func placeWithHugeAngle() throws {
    let lesson = try #require(RepositoryLessons.lesson("newtons-cradle"))
    for angle in [-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, -1e300, 1e200] {
      var values = ParameterValues(defaultsOf: lesson)
      values["pull.angle"] = angle
      do {
        let run = try SceneRunner.run(lesson, values: values, duration: 1)
        for track in run.trajectory.tracks {
          #expect(track.x.allSatisfy(\.isFinite) && track.y.allSatisfy(\.isFinite), "\(track.id) at angle \(angle)")
        }
      } catch {
        #expect(error.message.contains("place"), "angle \(angle): \(error.message)")
      }
    }
  }
}

extension LessonsFuzzRegressionTests {
  /// faults/input.sh: a user lesson with 10 000 items took 12 s to lint and 4½ minutes and 650 MB to
  /// run once (debug build). The loader now refuses more than 500 items at once, with one error.
  @Test("a lesson with 10 000 items is refused at once with one clear error")
  func tenThousandItems() throws {
    let url = RepositoryLessons.root.appendingPathComponent("lessons/falling-buttons.toml")
    var text = try String(contentsOf: url, encoding: .utf8)
    let items = (0..<10_000).map { "[[item]]\nid = \"b\($0)\"\nframe = [\($0 % 100 * 3), \($0 / 100 * 3), 2, 2]\n" }
    text = text.replacingOccurrences(of: "[[behavior]]\nid = \"spring\"", with: items.joined(separator: "\n")
      + "\n[[behavior]]\nid = \"spring\"")
    let outcome = LessonLoader.parse(text, file: "crowd.toml", expectedID: nil) { _ in "## intro\ntext\n" }
    #expect(outcome.lesson == nil)
    #expect(outcome.diagnostics.map(\.message) == ["10005 items; a lesson has at most 500"])

    // Repetitions count too: 20 tables of count = 32 are 640 items.
    let repeated = (0..<20).map { "[[item]]\nid = \"r\($0)_{i}\"\ncount = 32\nframe = [0, 0, 2, 2]\n" }
    let many = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
      of: "[[behavior]]\nid = \"spring\"", with: repeated.joined(separator: "\n") + "\n[[behavior]]\nid = \"spring\"")
    let second = LessonLoader.parse(many, file: "crowd.toml", expectedID: nil) { _ in "## intro\ntext\n" }
    #expect(second.diagnostics.map(\.message) == ["645 items; a lesson has at most 500"])
  }
}

extension LessonsFuzzRegressionTests {
  /// faults/input.sh: a 10 MB lesson file was read whole (and decoded) before its size was checked, so
  /// the memory a file costs grew with the file. Now at most 1 MB + 1 byte is read.
  @Test("a 10 MB lesson file is refused by size, with one error naming its size")
  func hugeLessonFile() throws {
    try withTemporaryFolder("huge-lesson") { folder in
      let file = folder.appendingPathComponent("huge.toml")
      try Data(repeating: UInt8(ascii: "#"), count: 10_000_000).write(to: file)
      let outcome = LessonLoader.load(file: file, root: folder, displayPath: "huge.toml")
      #expect(outcome.lesson == nil)
      #expect(outcome.diagnostics.map(\.message) == ["the file is 10000 kB; lesson files are limited to 1000 kB"])
    }
  }

  /// An empty lesson file was reported as "cannot read the file": the read of its first bytes answers
  /// nil at the end of the file, which the loader took for a failure. It is read as empty text, and the
  /// validator says what is missing.
  @Test("an empty lesson file is read and reported by the validator, not as unreadable")
  func emptyLessonFile() throws {
    try withTemporaryFolder("empty-lesson") { folder in
      let file = folder.appendingPathComponent("empty.toml")
      try Data().write(to: file)
      let outcome = LessonLoader.load(file: file, root: folder, displayPath: "empty.toml")
      #expect(outcome.lesson == nil)
      #expect(!outcome.diagnostics.isEmpty)
      #expect(!outcome.diagnostics.contains { $0.message == "cannot read the file" }, "\(outcome.diagnostics)")
    }
  }
}
