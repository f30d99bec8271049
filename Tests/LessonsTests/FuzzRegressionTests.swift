import Foundation
import Testing
@testable import Lessons

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
