import Foundation
import Testing
import LessonTestSupport
@testable import LessonModel
@testable import LessonRuntime

/// The figures the Messages lesson states in words: the lags the layout gives, the spring's
/// overshoot and settle times.
extension CourseFigureTests {
  static func lag(_ bubble: Int, _ lesson: Lesson, _ run: SceneRun) throws -> Double {
    try number("initial(bubble\(bubble).y) - (list.top + 22 + \(bubble) * row.pitch)", lesson, run)
  }

  @Test("messages-bounce: bubble 9 starts 48.6 pt below its place (1.4 pt moved), bubble 1 5.4 pt; with the finger on bubble 5, 27 and 21.6 pt")
  func messagesLags() throws {
    let (lesson, run) = try Self.run("messages-bounce")
    let (far, near) = (try Self.lag(9, lesson, run), try Self.lag(1, lesson, run))
    #expect(abs(far - 48.6) < 0.01 && abs(near - 5.4) < 0.01, "\(far), \(near)")
    #expect(abs(50 - far - 1.4) < 0.01, "what bubble 9 moved on the screen")
    let (middle, centred) = try Self.run("messages-bounce", ["touch.row": 5])
    let (top, bottom, under) = (try Self.lag(0, middle, centred), try Self.lag(9, middle, centred), try Self.lag(5, middle, centred))
    #expect(abs(top - 27) < 0.01 && abs(bottom - 21.6) < 0.01, "\(top), \(bottom)")
    #expect(abs(under) < 0.01, "the bubble under the finger does not lag")
  }

  @Test("messages-bounce: at 0.8 and 1 Hz bubble 9 passes its place by 1.5 % of its lag, under a point; 2 Hz halves the settle time and meets the tuning's target, as does damping 1 at 2 Hz")
  func messagesSpring() throws {
    let (lesson, run) = try Self.run("messages-bounce")
    let overshoot = try Self.number("overshoot(bubble9.y, place9, 0, 3)", lesson, run)
    let closedForm = exp(-Double.pi * 0.8 / (1 - 0.8 * 0.8).squareRoot())
    #expect(abs(closedForm - 0.015) < 0.0005 && abs(overshoot / 48.6 - closedForm) < 0.001, "\(overshoot) pt")
    #expect(overshoot < 1)
    let settle = try Self.number("settle_time(bubble9.y, place9, 1, 0)", lesson, run)
    #expect(settle > 0.5, "the default fails the tuning: \(settle) s")
    let (fast, quick) = try Self.run("messages-bounce", ["spring.frequency": 2])
    let halved = try Self.number("settle_time(bubble9.y, place9, 1, 0)", fast, quick)
    #expect(abs(halved - settle / 2) < 0.02 && halved < 0.5, "\(halved) s against \(settle) s")
    let (stiff, critical) = try Self.run("messages-bounce", ["spring.frequency": 2, "spring.damping": 1])
    let criticalSettle = try Self.number("settle_time(bubble9.y, place9, 1, 0)", stiff, critical)
    let criticalOvershoot = try Self.number("overshoot(bubble9.y, place9, 0, 3)", stiff, critical)
    #expect(criticalSettle < 0.5 && criticalOvershoot <= 1, "\(criticalSettle) s, \(criticalOvershoot) pt")
  }

  @Test("messages-bounce: preset insert starts every bubble but the top one a row (54 pt) above its place")
  func messagesInsert() throws {
    let lesson = try #require(RepositoryLessons.lesson("messages-bounce"))
    let preset = try #require(lesson.presets.first { $0.name == "insert" })
    var values = ParameterValues(defaultsOf: lesson)
    for (name, value) in preset.values { values[name] = value }
    let run = try SceneRunner.run(lesson, values: values)
    let top = try Self.lag(0, lesson, run)
    #expect(abs(top) < 0.01, "the new bubble is at its place: \(top)")
    for bubble in 1..<10 {
      let lag = try Self.lag(bubble, lesson, run)
      #expect(abs(lag + 54) < 0.01, "bubble \(bubble): \(lag)")
    }
  }
}
