import LessonModel
import TOML
import Expressions
import Localization
import Foundation

/// Reads what an exercise's kind adds: a numeric answer with its unit and tolerance, choices, a
/// prediction's outcomes, a tuning's measures and values.
struct ExerciseKindReader: DraftReader {
  let draft: LessonDraft

  /// Parses and checks an expression-valued key of an exercise.
  func expression(_ reader: TableReader, _ key: String, id: String, dynamic: Bool, runs: Set<String> = [],
                  condition: Bool) -> Expressions.Expression? {
    guard let text = reader.string(key, required: true), let node = reader.node(key),
          let parsed = reader.parseExpression(text, at: node.position, what: key) else { return nil }
    check(parsed, source: text, at: node.position, what: "exercise \"\(id)\": \(key)", dynamic: dynamic, runs: runs)
    if condition && !parsed.isCondition {
      sink.error("exercise \"\(id)\": \(key) must be a condition (a comparison, and, or, not)", at: node.position)
    } else if !condition && parsed.isCondition {
      sink.error("exercise \"\(id)\": \(key) must be a number, not a condition", at: node.position)
    }
    return parsed
  }

  func readNumeric(_ reader: TableReader, id: String, runs: Set<String>) -> ExerciseSpec.Kind? {
    let answer = reader.quantity("answer", required: true)
    check(answer, at: reader.node("answer")?.position, what: "exercise \"\(id)\": answer")
    let unitName = reader.string("unit") ?? ""
    let unit = Unit(rawValue: unitName) ?? .none
    if Unit(rawValue: unitName) == nil {
      sink.error("exercise \"\(id)\": unknown unit \"\(unitName)\"" + Suggestion.didYouMean(unitName, in: LessonSchema.unitNames),
                 at: reader.node("unit")?.position)
    }
    var absolute: Double?, relative: Double?
    if let tolerance = reader.subtable("tolerance") {
      let toleranceReader = TableReader(tolerance, of: .tolerance, context: "exercise \"\(id)\" tolerance", sink: sink)
      absolute = toleranceReader.number("abs")
      relative = toleranceReader.number("rel")
      for (key, value) in [("abs", absolute), ("rel", relative)] {
        if let value, value <= 0 {
          sink.error("exercise \"\(id)\": tolerance.\(key) must be > 0", at: toleranceReader.node(key)?.position)
        }
      }
      if let relative, relative >= 1 {
        sink.error("exercise \"\(id)\": tolerance.rel is a fraction (0.04 for 4 %), found \(LessonSchema.show(relative))",
                   at: toleranceReader.node("rel")?.position)
      }
      if absolute == nil && relative == nil {
        sink.error("exercise \"\(id)\": tolerance needs abs or rel", at: tolerance.position)
      }
      toleranceReader.reportUnknownKeys()
    } else if !reader.has("tolerance") {
      sink.error("exercise \"\(id)\": kind \"numeric\" needs \"tolerance\"", at: reader.table.position)
    }
    var verify: Expressions.Expression?
    if reader.has("verify") {
      verify = expression(reader, "verify", id: id, dynamic: true, runs: runs, condition: false)
    } else {
      sink.warning("exercise \"\(id)\": no verify expression, so the tests cannot check the answer against the engine",
                   at: reader.table.position)
    }
    guard let answer else { return nil }
    return .numeric(answer: answer, unit: unit, absoluteTolerance: absolute, relativeTolerance: relative, verify: verify)
  }

  func readChoices(_ reader: TableReader, id: String) -> [String]? {
    guard let choices = reader.strings("choices", required: true) else { return nil }
    if !(2...6).contains(choices.count) {
      sink.error("exercise \"\(id)\": choices needs 2 to 6 entries, found \(choices.count)", at: reader.node("choices")?.position)
      return nil
    }
    if Set(choices).count != choices.count {
      sink.error("exercise \"\(id)\": two choices are the same", at: reader.node("choices")?.position)
    }
    return choices
  }

  func readChoice(_ reader: TableReader, id: String) -> ExerciseSpec.Kind? {
    guard let choices = readChoices(reader, id: id), let answer = reader.integer("answer", required: true) else { return nil }
    guard (1...choices.count).contains(answer) else {
      sink.error("exercise \"\(id)\": choice answer \(answer) is out of range 1...\(choices.count)", at: reader.node("answer")?.position)
      return nil
    }
    return .choice(choices: choices, answer: answer - 1)
  }

  func readPredict(_ reader: TableReader, id: String, runs: Set<String>) -> ExerciseSpec.Kind? {
    guard let choices = readChoices(reader, id: id) else { return nil }
    let texts = reader.strings("outcome", required: true) ?? []
    let node = reader.node("outcome")
    var outcomes: [Expressions.Expression] = []
    for (index, text) in texts.enumerated() {
      let position = node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil } ?? node?.position
      guard let position, let expression = reader.parseExpression(text, at: position, what: "outcome") else { continue }
      check(expression, source: text, at: position, what: "exercise \"\(id)\": outcome", dynamic: true, runs: runs)
      if !expression.isCondition {
        sink.error("exercise \"\(id)\": outcome \(index + 1) must be a condition (a comparison, and, or, not)", at: position)
      }
      outcomes.append(expression)
    }
    if reader.has("outcome"), texts.count != choices.count {
      sink.error("exercise \"\(id)\": predict needs one outcome per choice (\(choices.count) choices, \(texts.count) outcomes)",
                 at: node?.position ?? reader.table.position)
    }
    guard let expected = reader.integer("expected", required: true) else { return nil }
    guard (1...choices.count).contains(expected) else {
      sink.error("exercise \"\(id)\": expected \(expected) is out of range 1...\(choices.count)", at: reader.node("expected")?.position)
      return nil
    }
    return .predict(choices: choices, outcomes: outcomes, expected: expected - 1)
  }

  func readTune(_ reader: TableReader, id: String) -> ExerciseSpec.Kind? {
    let vary = reader.strings("vary", required: true) ?? []
    if reader.has("vary") && vary.isEmpty {
      sink.error("exercise \"\(id)\": vary needs at least one parameter", at: reader.node("vary")?.position)
    }
    for name in vary where !parameters.contains(where: { $0.name == name }) {
      sink.error("exercise \"\(id)\": tune \"vary\" names \"\(name)\", which is not a parameter"
                 + Suggestion.didYouMean(name, in: parameters.map(\.name)), at: reader.node("vary")?.position)
    }
    let measures = readMeasures(reader, id: id)
    let owner = "exercise \"\(id)\""
    let values = ValueReader(draft: draft)
    let reference = values.read(reader.node("reference"), owner: owner, what: "reference")
    let counterexample = values.read(reader.node("counterexample"), owner: owner, what: "counterexample")
    for key in ["reference", "counterexample"] where !reader.has(key) {
      sink.error("exercise \"\(id)\": tune needs \(key) = { … } (values that \(key == "reference" ? "meet" : "miss") the target)",
                 at: reader.table.position)
    }
    for entry in reference + counterexample where !vary.contains(entry.name) {
      sink.error("exercise \"\(id)\": \"\(entry.name)\" is set by reference or counterexample but is not in vary",
                 at: reader.node("reference")?.position)
    }
    guard !measures.isEmpty else { return nil }
    return .tune(vary: vary, measures: measures,
                 reference: Dictionary(reference.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
                 counterexample: Dictionary(counterexample.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
  }

  /// `measure = [{ label = "…", value = "<expression>", unit = "pt", min = 194, max = 206 }, …]`: what a
  /// tuning check measures on the run and shows, and the range that meets the target.
  func readMeasures(_ reader: TableReader, id: String) -> [TuneMeasure] {
    let owner = "exercise \"\(id)\""
    if reader.has("target") {
      sink.error("\(owner): target was replaced by measure = [{ label, value, unit, min, max }], which the tutor shows in every verdict",
                 at: reader.table.entry("target")?.keyPosition)
    }
    guard let node = reader.node("measure") else {
      sink.error("\(owner): measure = [{ label = \"…\", value = \"…\", unit = \"…\", min = …, max = … }] is required",
                 at: reader.table.position)
      return []
    }
    guard let entries = node.array, !entries.isEmpty else {
      sink.error("\(owner): measure must be a non-empty array of tables", at: node.position)
      return []
    }
    var measures: [TuneMeasure] = []
    for entry in entries {
      guard let table = entry.table else {
        sink.error("\(owner): each measure is a table { label, value, unit, min, max }, found \(entry.typeName)", at: entry.position)
        continue
      }
      let measure = TableReader(table, of: .measure, context: "\(owner) measure", sink: sink)
      defer { measure.reportUnknownKeys() }
      let label = measure.string("label", required: true) ?? ""
      let unitName = measure.string("unit") ?? ""
      let unit = Unit(rawValue: unitName) ?? .none
      if Unit(rawValue: unitName) == nil {
        sink.error("\(owner): unknown unit \"\(unitName)\"" + Suggestion.didYouMean(unitName, in: LessonSchema.unitNames),
                   at: measure.node("unit")?.position)
      }
      let minimum = measure.number("min"), maximum = measure.number("max")
      if minimum == nil && maximum == nil {
        sink.error("\(owner): a measure needs min, max or both", at: table.position)
      }
      if let minimum, let maximum, minimum > maximum {
        sink.error("\(owner): measure min \(LessonSchema.show(minimum)) is above max \(LessonSchema.show(maximum))",
                   at: measure.node("min")?.position)
      }
      guard let value = expression(measure, "value", id: id, dynamic: true, condition: false) else { continue }
      measures.append(TuneMeasure(label: label, value: value, unit: unit, minimum: minimum, maximum: maximum))
    }
    return measures
  }
}
