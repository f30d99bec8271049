import Foundation
import Expressions
import LessonModel
import LessonRuntime
import TestSupport
import Testing
@testable import Tutor

/// The course walked as learners walk it, through the REPL's own commands: each exercise is answered
/// with its reference answer on its own page, after whatever the learner set on the pages before.
/// Every verdict must be ✔, whatever the order of the pages and the values set elsewhere.
@Suite("The course, walked as a learner")
struct CourseWalkTests {
  /// The reference answer of an exercise as commands: what a learner who follows the solution types.
  static func referenceCommands(_ exercise: ExerciseSpec, in lesson: Lesson) throws -> [String] {
    switch exercise.kind {
    case .numeric:
      let checker = ExerciseChecker(lesson: lesson, values: lesson.startingValues(for: exercise))
      return ["answer \(try checker.expectedValue(exercise).get())"]
    case .choice(_, let answer): return ["choose \(Figures.letter(answer))"]
    case .predict(_, _, let expected): return ["choose \(Figures.letter(expected))"]
    case .tune(_, _, let reference, _):
      return reference.sorted { $0.key < $1.key }.map { "set \($0.key) \(lesson.parameter($0.key)?.display($0.value) ?? "\($0.value)")" }
        + ["check"]
    case .code:
      // A code exercise's reference is a file built and run by the Swift toolchain: the learner-code
      // tests judge every one of them; this walk covers the exercises answered at the prompt.
      return []
    }
  }

  /// A `set` of one parameter to a random value in its range, as a learner would type it.
  static func randomSet(_ lesson: Lesson, _ random: inout SplitMix64) -> String? {
    guard !lesson.parameters.isEmpty else { return nil }
    let parameter = lesson.parameters[random.int(0...(lesson.parameters.count - 1))]
    let value: Double
    switch parameter.kind {
    case .bool: value = Double(random.int(0...1))
    case .enum: value = Double(random.int(0...max(parameter.options.count - 1, 0)))
    case .integer: value = Double(random.int(Int(parameter.minimum)...Int(parameter.maximum)))
    case .number: value = random.double(parameter.minimum...parameter.maximum)
    }
    let text = parameter.kind == .number ? "\(value)" : parameter.display(value)
    return "set \(parameter.name) \(text)"
  }

  /// Visits `order` (page indices) in a fresh session, setting random values on every page before
  /// the exercise's answer, and returns the verdict lines of the answers that were not ✔.
  static func walk(_ lesson: Lesson, order: [Int], seed: UInt64, randomSets: Int) throws -> [String] {
    var random = SplitMix64(seed: seed)
    let session = Fixture.session(opening: lesson.id)
    var failures: [String] = []
    for page in order {
      session.state?.page = page
      if case .exercise(let id) = lesson.pages[page], let exercise = lesson.exercise(id) {
        var last = ""
        let commands = try referenceCommands(exercise, in: lesson)
        for command in commands { last = session.handle(command).text }
        if !commands.isEmpty, !last.contains("✔") {
          failures.append("\(lesson.id)/\(id): " + last.split(separator: "\n").prefix(3).joined(separator: " | "))
        }
      }
      // Then the learner plays with the values here, before the pages that follow in this order.
      for _ in 0..<randomSets { if let set = randomSet(lesson, &random) { _ = session.handle(set) } }
    }
    return failures
  }

  @Test("in page order, each exercise's reference answer is judged right")
  func pageOrderWalk() throws {
    var failures: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      failures += try Self.walk(lesson, order: Array(lesson.pages.indices), seed: 1, randomSets: 0)
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("in page order after following every exercise's set-up by hand, each reference answer is judged right")
  func pageOrderWithSetupsTyped() throws {
    var failures: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id)
      for (index, page) in lesson.pages.enumerated() {
        session.state?.page = index
        guard case .exercise(let id) = page, let exercise = lesson.exercise(id) else { continue }
        for (name, value) in exercise.setup {
          _ = session.handle("set \(name) \(lesson.parameter(name)?.display(value) ?? "\(value)")")
        }
        var last = ""
        let commands = try Self.referenceCommands(exercise, in: lesson)
        for command in commands { last = session.handle(command).text }
        if !commands.isEmpty, !last.contains("✔") { failures.append("\(lesson.id)/\(id): \(last.prefix(200))") }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("in shuffled page orders with random values set on every page, each reference answer is judged right")
  func shuffledWalks() throws {
    var failures: [String] = []
    for (lessonIndex, lesson) in Fixture.session().catalog.lessons.enumerated() {
      for round in 0..<2 {
        var random = SplitMix64(seed: UInt64(lessonIndex * 10 + round + 7))
        let order = Array(lesson.pages.indices).shuffled(using: &random)
        failures += try Self.walk(lesson, order: order, seed: random.next(), randomSets: 2)
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test("every tuning exercise's counterexample is judged wrong, with the measured figure and the target")
  func counterexamplesFail() throws {
    var checked = 0
    for lesson in Fixture.session().catalog.lessons {
      for exercise in lesson.exercises {
        guard case .tune(_, let measures, _, let counterexample) = exercise.kind else { continue }
        let session = Fixture.session(opening: lesson.id)
        session.state?.page = lesson.pages.firstIndex(of: .exercise(exercise.id)) ?? 0
        for (name, value) in counterexample.sorted(by: { $0.key < $1.key }) {
          _ = session.handle("set \(name) \(lesson.parameter(name)?.display(value) ?? "\(value)")")
        }
        let verdict = session.handle("check").text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(verdict.contains("✘ Not quite:"), "\(lesson.id)/\(exercise.id): \(verdict)")
        for measure in measures {
          #expect(verdict.contains("\(measure.label): "), "\(lesson.id)/\(exercise.id) shows \(measure.label)")
          #expect(verdict.contains("(target \(MeasureResult.range(measure))"), "\(lesson.id)/\(exercise.id) shows the target")
        }
        checked += 1
      }
    }
    #expect(checked >= 8)
  }
}

@Suite("Worked solutions")
struct SolutionValueTests {
  /// The numbers written in a text: `0.447`, `-10`, `9108`, `10 000` (a thin-space thousands group).
  static func numbers(in text: String) -> [Double] {
    var result: [Double] = []
    var current = ""
    let characters = Array(text.replacingOccurrences(of: "0 000", with: "0000"))
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      if character.isNumber || (character == "." && !current.isEmpty) || (character == "-" && current.isEmpty && !previous.isLetter) {
        current.append(character)
      } else {
        if let value = Double(current.trimmingCharacters(in: CharacterSet(charactersIn: "."))) { result.append(value) }
        current = ""
      }
    }
    if let value = Double(current.trimmingCharacters(in: CharacterSet(charactersIn: "."))) { result.append(value) }
    return result
  }

  @Test("every numeric exercise's worked solution states a value the checker accepts")
  func solutionsStateAcceptedValues() throws {
    var failures: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      for exercise in lesson.exercises {
        guard case .numeric(_, let unit, let absolute, let relative, _) = exercise.kind, let solution = exercise.solution else { continue }
        let checker = ExerciseChecker(lesson: lesson, values: lesson.startingValues(for: exercise))
        let expected = try checker.expectedValue(exercise).get()
        let candidates = Self.numbers(in: solution)
        let accepted = candidates.contains { value in
          // A value written with fewer digits is right if rounding explains the difference.
          let written = String(value)
          let decimals = written.split(separator: ".").dropFirst().first.map { $0 == "0" ? 0 : $0.count } ?? 0
          let rounding = 0.5 * pow(10, -Double(decimals))
          let tolerance = max(absolute ?? 0, (relative ?? 0) * abs(expected), rounding)
          return [value, unit == .s ? value / 1000 : value].contains { abs($0 - expected) <= tolerance + 1e-9 }
        }
        if !accepted { failures.append("\(lesson.id)/\(exercise.id): expected \(expected) \(unit); solution: \(solution)") }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
