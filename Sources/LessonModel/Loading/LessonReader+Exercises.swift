import TOML
import Expressions
import Localization
import Foundation

extension LessonReader {
  /// Every `[[exercise]]`, reporting duplicate ids.
  mutating func readExercises(_ tables: [TOMLTable], prose: Prose?, plots: [LessonPlot]) -> [ExerciseSpec] {
    var exercises: [ExerciseSpec] = []
    var seen: [String: Int] = [:]
    for table in tables {
      let id = table["id"]?.string
      if let id, let first = seen[id] {
        sink.error("duplicate exercise id \"\(id)\" (first defined at line \(first))", at: table["id"]?.position)
      } else if let id {
        seen[id] = table.position.line
      }
      if let exercise = readExercise(table, prose: prose, plots: plots) { exercises.append(exercise) }
    }
    return exercises
  }

  mutating func readExercise(_ table: TOMLTable, prose: Prose?, plots: [LessonPlot]) -> ExerciseSpec? {
    let reader = TableReader(table, of: .exercise, context: "[[exercise]]", sink: sink)
    defer { reader.reportUnknownKeys() }
    guard let id = reader.string("id", required: true) else { return nil }
    reader.context = "exercise \"\(id)\""
    if !LessonSchema.isKebabCase(id) {
      sink.error("exercise id \"\(id)\" must be kebab-case (lowercase words joined by -)", at: reader.node("id")?.position)
    }
    let question = reader.string("question", required: true) ?? ""
    var hints = reader.strings("hints") ?? []
    if let single = reader.string("hint") { hints.insert(single, at: 0) }
    if hints.count < 2 {
      sink.error("exercise \"\(id)\": give at least two hints (hints = [\"…\", \"…\"]), found \(hints.count)", at: table.position)
    }
    let solution = reader.string("solution", required: true)
    if let solution, solution.trimmingCharacters(in: .whitespaces).isEmpty {
      sink.error("exercise \"\(id)\": solution must not be empty", at: reader.node("solution")?.position)
    }
    let owner = "exercise \"\(id)\""
    let setup = readValues(reader.node("setup"), owner: owner, what: "setup")
    let runs = readRuns(reader.node("runs"), owner: owner)
    let explain = reader.string("explain")
    if let explain, let prose, prose.section(explain) == nil {
      sink.error("exercise \"\(id)\": section \"\(explain)\" has no \"## \(explain)\" heading in the prose file",
                 at: reader.node("explain")?.position)
    }
    guard let written = reader.string("kind", required: true) else { return nil }
    let runNames = Set(runs.map(\.name))
    let kindName = ExerciseKind(rawValue: written)
    let kind: ExerciseSpec.Kind?
    switch kindName {
    case .numeric?: kind = readNumeric(reader, id: id, runs: runNames)
    case .choice?: kind = readChoice(reader, id: id)
    case .predict?: kind = readPredict(reader, id: id, runs: runNames)
    case .tune?: kind = readTune(reader, id: id)
    case nil:
      sink.error("exercise \"\(id)\": kind must be numeric, choice, predict or tune"
                 + Suggestion.didYouMean(written, in: ExerciseKind.allCases.map(\.rawValue)), at: reader.node("kind")?.position)
      kind = nil
    }
    if !runs.isEmpty, kindName != .numeric && kindName != .predict {
      sink.error("exercise \"\(id)\": runs are for numeric and predict exercises", at: reader.node("runs")?.position)
    }
    let show = readShow(reader, id: id, kind: kindName, plots: plots)
    exercisePositions[id] = (table.position, reader.table.entry("answer")?.node.position)
    guard let kind else { return nil }
    return ExerciseSpec(id: id, kind: kind, question: question, hints: hints, solution: solution, setup: setup,
                        explain: explain, runs: runs, show: show)
  }

  /// `show = "<plot id>"` or `show = "scene"` with an optional `show_at` (a time over the run): what a
  /// prediction or a tuning check draws as its evidence. Every prediction needs one.
  func readShow(_ reader: TableReader, id: String, kind: ExerciseKind?, plots: [LessonPlot]) -> RunDisplay? {
    let owner = "exercise \"\(id)\""
    guard let name = reader.string("show") else {
      if kind == .predict {
        sink.error("\(owner): a prediction needs show = \"<plot id>\" or \"scene\": the run that decides it is shown",
                   at: reader.table.position)
      }
      if reader.has("show_at") { sink.error("\(owner): show_at goes with show = \"scene\"", at: reader.node("show_at")?.position) }
      return nil
    }
    if kind?.isJudgedByRun != true {
      sink.error("\(owner): show is for predict and tune exercises, whose verdicts come from a run", at: reader.node("show")?.position)
    }
    if name == "scene" {
      guard reader.has("show_at") else { return .scene(at: nil) }
      return .scene(at: expression(reader, "show_at", id: id, dynamic: true, condition: false))
    }
    if reader.has("show_at") {
      sink.error("\(owner): show_at goes with show = \"scene\", not with a plot", at: reader.node("show_at")?.position)
    }
    guard plots.contains(where: { $0.id == name }) else {
      sink.error("\(owner): show names \"\(name)\", which is neither \"scene\" nor a plot of the lesson"
                 + Suggestion.didYouMean(name, in: ["scene"] + plots.map(\.id)), at: reader.node("show")?.position)
      return nil
    }
    return .plot(name)
  }

  /// `runs = { near = { "P.dx" = 100 }, far = { "P.dx" = 200 } }`.
  func readRuns(_ node: TOMLNode?, owner: String) -> [NamedRun] {
    guard let node else { return [] }
    guard let table = node.table else {
      sink.error("\(owner): runs must be a table of named runs, e.g. { near = { \"P.dx\" = 100 } }", at: node.position)
      return []
    }
    var runs: [NamedRun] = []
    for entry in table.entries {
      if !LessonSchema.isIdentifier(entry.key) {
        sink.error("\(owner): run name \"\(entry.key)\" must start with a letter and use letters, digits and _",
                   at: entry.keyPosition)
      }
      runs.append(NamedRun(name: entry.key, values: readValues(entry.node, owner: owner, what: "run \"\(entry.key)\"")))
    }
    if runs.isEmpty {
      sink.error("\(owner): runs needs at least one named run, e.g. { near = { \"P.dx\" = 100 } }", at: node.position)
    }
    return runs
  }

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
    let reference = readValues(reader.node("reference"), owner: owner, what: "reference")
    let counterexample = readValues(reader.node("counterexample"), owner: owner, what: "counterexample")
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
      sink.error("\(owner): tune needs measure = [{ label = \"…\", value = \"…\", unit = \"…\", min = …, max = … }]",
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

  /// The page order: `pages = ["intro", "exercise:fall-400", …]`, or by default every section that no
  /// exercise uses as its explanation, followed by the exercises.
  func readPages(_ top: TableReader, prose: Prose?, exercises: [ExerciseSpec]) -> [Page] {
    let explainSections = Set(exercises.compactMap(\.explain))
    guard let entries = top.strings("pages") else {
      let sections = (prose?.sections ?? []).map(\.slug).filter { !explainSections.contains($0) }
      return sections.map(Page.prose) + exercises.map { Page.exercise($0.id) }
    }
    var pages: [Page] = []
    let node = top.node("pages")
    for (index, entry) in entries.enumerated() {
      let position = node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil } ?? node?.position
      let page: Page
      if entry.hasPrefix("exercise:") {
        let id = String(entry.dropFirst("exercise:".count))
        if !exercises.contains(where: { $0.id == id }) {
          sink.error("pages: no exercise \"\(id)\"" + Suggestion.didYouMean(id, in: exercises.map(\.id)), at: position)
        }
        page = .exercise(id)
      } else {
        if let prose, prose.section(entry) == nil {
          sink.error("pages: section \"\(entry)\" has no \"## \(entry)\" heading in the prose file"
                     + Suggestion.didYouMean(entry, in: prose.sections.map(\.slug)), at: position)
        }
        page = .prose(entry)
      }
      if pages.contains(page) { sink.error("pages: \"\(entry)\" is listed twice", at: position) }
      pages.append(page)
    }
    for exercise in exercises where !pages.contains(.exercise(exercise.id)) {
      sink.warning("pages: exercise \"\(exercise.id)\" is on no page", at: node?.position)
    }
    if let prose {
      for section in prose.sections where !pages.contains(.prose(section.slug)) && !explainSections.contains(section.slug) {
        sink.warning("prose section \"\(section.slug)\" is neither on a page nor an exercise's explain", at: node?.position)
      }
    }
    return pages
  }
}
