extension LessonReader {
  func readExercise(_ table: TOMLTable, prose: Prose?) -> ExerciseSpec? {
    let reader = TableReader(table, context: "[[exercise]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return nil }
    reader.context = "exercise \"\(id)\""
    let question = reader.string("question", required: true) ?? ""
    var hints = reader.strings("hints") ?? []
    if let single = reader.string("hint") { hints.insert(single, at: 0) }
    if hints.count < 2 {
      sink.error("exercise \"\(id)\": give at least two hints (hints = [\"…\", \"…\"]), found \(hints.count)", at: table.position)
    }
    let setup = readSetup(reader.node("setup"), id: id)
    let explain = reader.string("explain")
    if let explain, let prose, prose.section(explain) == nil {
      sink.error("exercise \"\(id)\": section \"\(explain)\" has no \"## \(explain)\" heading in the prose file",
                 at: reader.node("explain")?.position)
    }
    _ = reader.node("runs")
    guard let kindName = reader.string("kind", required: true) else { return nil }
    let kind: ExerciseSpec.Kind?
    switch kindName {
    case "numeric": kind = readNumeric(reader, id: id)
    case "choice": kind = readChoice(reader, id: id)
    case "predict": kind = readPredict(reader, id: id)
    case "tune": kind = readTune(reader, id: id)
    default:
      sink.error("exercise \"\(id)\": kind must be numeric, choice, predict or tune", at: reader.node("kind")?.position)
      kind = nil
    }
    reader.reportUnknownKeys(allowed: LessonSchema.exerciseKeys)
    guard let kind else { return nil }
    return ExerciseSpec(id: id, kind: kind, question: question, hints: hints, solution: reader.string("solution"),
                        setup: setup, explain: explain)
  }

  /// `{ "gravity.magnitude" = 4.0 }`: parameter names with values inside their ranges.
  func readSetup(_ node: TOMLNode?, id: String, what: String = "setup") -> [(name: String, value: Double)] {
    guard let node else { return [] }
    guard let table = node.table else {
      sink.error("exercise \"\(id)\": \(what) must be a table such as { \"gravity.magnitude\" = 4.0 }", at: node.position)
      return []
    }
    var result: [(name: String, value: Double)] = []
    for entry in table.entries {
      if entry.node.table != nil {
        sink.error("exercise \"\(id)\": \(what) contains a nested table \"\(entry.key)\"; quote dotted parameter names: { \"\(entry.key).…\" = … }",
                   at: entry.keyPosition)
        continue
      }
      guard let parameter = parameters.first(where: { $0.name == entry.key }) else {
        let suggestion = Suggestion.closest(to: entry.key, in: parameters.map(\.name))
        sink.error("exercise \"\(id)\": \(what) names \"\(entry.key)\", which is not a parameter"
                   + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""), at: entry.keyPosition)
        continue
      }
      guard let value = entry.node.double, value.isFinite else {
        sink.error("exercise \"\(id)\": \(what) \"\(entry.key)\" must be a finite number", at: entry.node.position)
        continue
      }
      if value < parameter.minimum || value > parameter.maximum {
        sink.error("exercise \"\(id)\": \(what) \"\(entry.key)\" = \(value) is outside [\(parameter.minimum), \(parameter.maximum)]",
                   at: entry.node.position)
      }
      result.append((entry.key, value))
    }
    return result
  }

  func readNumeric(_ reader: TableReader, id: String) -> ExerciseSpec.Kind? {
    let answer = reader.quantity("answer", required: true)
    check(answer, at: reader.node("answer")?.position, what: "exercise \"\(id)\": answer")
    let unit = reader.string("unit") ?? ""
    if !LessonSchema.units.contains(unit) {
      sink.error("exercise \"\(id)\": unknown unit \"\(unit)\"", at: reader.node("unit")?.position)
    }
    var absolute: Double?, relative: Double?
    if let tolerance = reader.subtable("tolerance") {
      let toleranceReader = TableReader(tolerance, context: "exercise \"\(id)\" tolerance", sink: sink)
      absolute = toleranceReader.number("abs")
      relative = toleranceReader.number("rel")
      for (key, value) in [("abs", absolute), ("rel", relative)] {
        if let value, value <= 0 {
          sink.error("exercise \"\(id)\": tolerance.\(key) must be > 0", at: toleranceReader.node(key)?.position)
        }
      }
      if absolute == nil && relative == nil {
        sink.error("exercise \"\(id)\": tolerance needs abs or rel", at: tolerance.position)
      }
      toleranceReader.reportUnknownKeys(allowed: ["abs", "rel"])
    } else {
      sink.error("exercise \"\(id)\": kind \"numeric\" needs \"tolerance\"", at: reader.table.position)
    }
    var verify: Expression?
    if let text = reader.string("verify"), let node = reader.node("verify") {
      verify = reader.parseExpression(text, at: node.position, what: "verify")
      if let verify { check(verify, source: text, at: node.position, what: "exercise \"\(id)\": verify", dynamic: true) }
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

  func readPredict(_ reader: TableReader, id: String) -> ExerciseSpec.Kind? {
    guard let choices = readChoices(reader, id: id) else { return nil }
    let texts = reader.strings("outcome", required: true) ?? []
    let node = reader.node("outcome")
    var outcomes: [Expression] = []
    for (index, text) in texts.enumerated() {
      let position = node?.array.flatMap { $0.indices.contains(index) ? $0[index].position : nil } ?? node?.position
      guard let position, let expression = reader.parseExpression(text, at: position, what: "outcome") else { continue }
      check(expression, source: text, at: position, what: "exercise \"\(id)\": outcome", dynamic: true)
      outcomes.append(expression)
    }
    if texts.count != choices.count {
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
    for name in vary where !parameters.contains(where: { $0.name == name }) {
      let suggestion = Suggestion.closest(to: name, in: parameters.map(\.name))
      sink.error("exercise \"\(id)\": tune \"vary\" names \"\(name)\", which is not a parameter"
                 + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""), at: reader.node("vary")?.position)
    }
    guard let text = reader.string("target", required: true), let node = reader.node("target"),
          let target = reader.parseExpression(text, at: node.position, what: "target") else { return nil }
    check(target, source: text, at: node.position, what: "exercise \"\(id)\": target", dynamic: true)
    let reference = readSetup(reader.node("reference"), id: id, what: "reference")
    let counterexample = readSetup(reader.node("counterexample"), id: id, what: "counterexample")
    if reference.isEmpty { sink.error("exercise \"\(id)\": tune needs reference values that meet the target", at: reader.table.position) }
    return .tune(vary: vary, target: target,
                 reference: Dictionary(reference.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
                 counterexample: Dictionary(counterexample.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }))
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
    let position = top.node("pages")?.position
    for entry in entries {
      if entry.hasPrefix("exercise:") {
        let id = String(entry.dropFirst("exercise:".count))
        if !exercises.contains(where: { $0.id == id }) {
          sink.error("pages: no exercise \"\(id)\"", at: position)
        }
        pages.append(.exercise(id))
      } else {
        if let prose, prose.section(entry) == nil {
          sink.error("pages: section \"\(entry)\" has no \"## \(entry)\" heading in the prose file", at: position)
        }
        pages.append(.prose(entry))
      }
    }
    for exercise in exercises where !pages.contains(.exercise(exercise.id)) {
      sink.warning("pages: exercise \"\(exercise.id)\" is on no page", at: position)
    }
    return pages
  }
}
