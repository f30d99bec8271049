import Foundation
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

/// Every exercise of every shipped lesson, judged the way a learner's answers are: the reference
/// answer and other correct forms are accepted, a plausible mistake is rejected.
enum AnswerForms {
  /// `lesson/exercise` → a wrong answer a learner might plausibly give. Exercises not listed get
  /// twice the right value.
  static let plausibleMistakes: [String: String] = [
    "falling-buttons/fall-400": "0.9",                 // t = sqrt(d / a) without the 2 is 0.32; 0.9 is a guess
    "dangling-spring/bob-period": "6.28",              // 2 pi: the angular frequency, not the period
    "dangling-spring/sag": "159",                      // g / w: the square forgotten
    "barrier-boundaries/yellow-time": "0.354",         // measured from the centre, 250 pt
    "barrier-boundaries/yellow-speed": "1549",         // d = 300, the boundary's y instead of the drop
    "barrier-boundaries/first-boundary": "0.274",      // the yellow boundary, which is not under the square
    "collision-modes/green-lands": "0.498",            // measured from the centre
    "collision-modes/items-only": "0",                 // "they touch"
    "item-properties/first-rebound": "204",            // e h instead of e^2 h
    "item-properties/rebound-count": "3",              // counting the 6.4 pt rebound
    "item-properties/top-speed": "8000",               // g r instead of g / r
    "pendulum-attachment/period": "2.37",              // gravity magnitude 1 instead of 10
    "pendulum-attachment/gravity-ratio": "10",         // T proportional to 1 / g
    "pendulum-attachment/half-life": "0.693",          // ln 2 / r: the factor 2 of the amplitude missed
    "newtons-cradle/release-speed": "1685",            // sqrt(2 g L): the whole rod length as the drop
    "newtons-cradle/first-hit": "0.375",               // half a period
    "newtons-cradle/wide-view": "213.3",               // the 320 pt view
    "push-basics/one-second": "100",                   // d = a t^2, the 1/2 forgotten
    "push-basics/one-shot": "50",                      // 100 M, the mass taken as 1
    "tap-to-push/diagonal": "-0.785",                  // y taken as pointing up
    "tap-to-push/wall-time": "1.047",                  // t = sqrt(d / a), the 2 forgotten
    "tap-to-push/literal": "0.0741",                   // the same slip with the literal magnitude
    "cradle-pull-release/push-acceleration": "600",    // 100 M: the ball's small mass ignored
    "cradle-pull-release/held-angle": "47.7",          // atan(g / a): the ratio upside down
    "cradle-pull-release/middle-ball": "42.3",         // as if the push held one ball
    "spring-fields-pip/glide": "75",                   // half of v0 / r
    "spring-fields-pip/bare-period": "7.72",           // 2 pi m / strength: the square root forgotten
    "spring-fields-pip/critical": "0.0127",            // r = w instead of r = 2 w
    "field-gallery/drag-stop": "150",                  // half of v0 m / strength
    "field-gallery/constant-pull": "2",                // times taken as proportional to distances
    "field-gallery/falloff-two": "0.5",                // the falloff read as 1 / d
    "bounce-present/overshoot": "86.3",                // e^(-pi z): the square root forgotten
    "bounce-present/peak-time": "0.129",               // pi / w0: the undamped half period
    "bounce-present/lowest-alpha": "0.2",              // no overshoot for alpha
    "shrink-dismiss/scale-quarter": "0.75",            // halfway from 1 to 0.5
    "shrink-dismiss/leaves-screen": "0.375",           // when the centre, not the top, passes 568
    "parallax-motion/half-tilt": "230",                // the sign of the magnitude dropped
    "parallax-motion/apart": "30",                     // 50 - 20: both taken as moving the same way
    "messages-bounce/far-lag": "50",                   // the whole scroll: the resistance forgotten
    "lock-screen-grabber/first-bounce": "100",         // e h instead of e^2 h
  ]

  /// The same value in another unit the parser accepts, or nil when the unit has no other spelling.
  static func otherUnit(_ value: Double, _ unit: String) -> String? {
    switch unit {
    case "s": "\(value * 1000) ms"
    case "pt": "\(value) points"
    case "pt/s": "\(value) points/s"
    case "pt/s2": "\(value) pt/s^2"
    case "deg": "\(value * Double.pi / 180) rad"
    case "rad": "\(value * 180 / Double.pi) deg"
    case "Hz": "\(value) 1/s"
    case "1/s": "\(value) Hz"
    case "": "\(value * 100) %"
    default: nil
    }
  }

  /// The value rounded to the fewest significant digits that stay within half the tolerance.
  static func rounded(_ value: Double, within tolerance: Double) -> String {
    for digits in 1...8 {
      let text = String(format: "%.\(digits)g", value)
      if let parsed = Double(text), abs(parsed - value) <= tolerance / 2 { return text }
    }
    return "\(value)"
  }

  /// Exercises of the shipped lessons, with the values their setup assumes.
  static func exercises() -> [(lesson: Lesson, exercise: ExerciseSpec, values: ParameterValues)] {
    RepositoryLessons.catalog().lessons.flatMap { lesson in
      lesson.exercises.map { exercise in
        var values = ParameterValues(defaultsOf: lesson)
        for (name, value) in exercise.setup { values[name] = value }
        return (lesson, exercise, values)
      }
    }
  }
}

@Suite("Shipped exercises: answers")
struct ShippedAnswerTests {
  @Test("numeric: the reference answer, a rounded value, an expression and another unit are accepted; a plausible mistake is not")
  func numericAnswerForms() throws {
    var checked = 0
    for (lesson, exercise, values) in AnswerForms.exercises() {
      guard case .numeric(let answer, let unit, let absolute, let relative, _) = exercise.kind else { continue }
      let name = "\(lesson.id)/\(exercise.id)"
      let checker = ExerciseChecker(lesson: lesson, values: values)
      let expected = try checker.expectedValue(exercise).get()
      let tolerance = max(absolute ?? 0, (relative ?? 0) * abs(expected))
      var forms = ["\(expected)", AnswerForms.rounded(expected, within: tolerance)]
      if case .expression(_, let source) = answer {
        forms.append(source)  // the closed form itself, with the learner's parameter names
      } else {
        forms.append("2 * \(expected / 2)")
      }
      forms.append("(\(expected / 4)) * 4")
      if let other = AnswerForms.otherUnit(expected, unit.symbol) { forms.append(other) }
      if unit != .none, unit != .g { forms.append("\(expected) \(unit)") }
      for form in forms {
        let verdict = checker.checkNumeric(exercise, answer: form)
        #expect(verdict.isCorrect, "\(name): \"\(form)\" should be accepted: \(verdict)")
      }
      let mistake = AnswerForms.plausibleMistakes[name] ?? "\(expected * 2)"
      let verdict = checker.checkNumeric(exercise, answer: mistake)
      #expect(!verdict.isCorrect && verdict.isAttempt, "\(name): \"\(mistake)\" should be rejected: \(verdict)")
      #expect(abs(expected - (Double(mistake) ?? expected * 2)) > tolerance, "\(name): the mistake must lie outside the tolerance")
      checked += 1
    }
    #expect(checked >= 10)
  }

  @Test("numeric: an answer in a unit of the wrong kind is refused without counting an attempt")
  func wrongDimension() throws {
    for (lesson, exercise, values) in AnswerForms.exercises() {
      guard case .numeric(_, let typed, _, _, _) = exercise.kind, [Unit.s, .pt, .ptPerSecond].contains(typed) else { continue }
      let unit = typed.symbol
      let wrongUnit = unit == "s" ? "pt" : "s"
      let verdict = ExerciseChecker(lesson: lesson, values: values).checkNumeric(exercise, answer: "1 \(wrongUnit)")
      #expect(!verdict.isAttempt, "\(lesson.id)/\(exercise.id): \(verdict)")
    }
  }

  @Test("choice: the right letter is accepted and every other letter is rejected")
  func choiceAnswers() {
    for (lesson, exercise, values) in AnswerForms.exercises() {
      guard case .choice(let choices, let answer) = exercise.kind else { continue }
      let checker = ExerciseChecker(lesson: lesson, values: values)
      for index in choices.indices {
        #expect(checker.checkChoice(exercise, choice: index).isCorrect == (index == answer), "\(lesson.id)/\(exercise.id) \(index)")
      }
      #expect(!checker.checkChoice(exercise, choice: choices.count).isAttempt)
    }
  }

  @Test("predict: the expected choice is confirmed by the run and another choice is not")
  func predictAnswers() {
    for (lesson, exercise, values) in AnswerForms.exercises() {
      guard case .predict(let choices, _, let expected) = exercise.kind else { continue }
      let checker = ExerciseChecker(lesson: lesson, values: values)
      let right = checker.checkPrediction(exercise, choice: expected).0
      #expect(right.isCorrect, "\(lesson.id)/\(exercise.id): \(right)")
      let wrong = checker.checkPrediction(exercise, choice: (expected + 1) % choices.count).0
      #expect(!wrong.isCorrect && wrong.isAttempt, "\(lesson.id)/\(exercise.id): \(wrong)")
    }
  }

  @Test("setup: an exercise that assumes other values asks for them before judging")
  func setupIsRequired() {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises where !exercise.setup.isEmpty {
        let checker = ExerciseChecker(lesson: lesson, values: ParameterValues(defaultsOf: lesson))
        guard !checker.missingSetup(exercise).isEmpty else { continue }
        switch exercise.kind {
        case .numeric: #expect(!checker.checkNumeric(exercise, answer: "1").isAttempt, "\(lesson.id)/\(exercise.id)")
        case .predict: #expect(!checker.checkPrediction(exercise, choice: 0).0.isAttempt, "\(lesson.id)/\(exercise.id)")
        default: break
        }
      }
    }
  }
}
