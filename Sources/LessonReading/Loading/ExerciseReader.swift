import LessonModel
import TOML
import Expressions
import Localization
import Foundation

/// Reads `[[exercise]]` tables: what every exercise has (question, hints, solution, setup, runs,
/// explanation, evidence); `ExerciseKindReader` reads what its kind adds.
struct ExerciseReader: DraftReader {
  let draft: LessonDraft

  /// Every `[[exercise]]`, reporting duplicate ids.
  func read(_ tables: [TOMLTable], prose: Prose?, plots: [LessonPlot]) -> [ExerciseSpec] {
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

  func readExercise(_ table: TOMLTable, prose: Prose?, plots: [LessonPlot]) -> ExerciseSpec? {
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
    let setup = ValueReader(draft: draft).read(reader.node("setup"), owner: owner, what: "setup")
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
    let kinds = ExerciseKindReader(draft: draft)
    switch kindName {
    case .numeric?: kind = kinds.readNumeric(reader, id: id, runs: runNames)
    case .choice?: kind = kinds.readChoice(reader, id: id)
    case .predict?: kind = kinds.readPredict(reader, id: id, runs: runNames)
    case .tune?: kind = kinds.readTune(reader, id: id)
    case .code?: kind = CodeTaskReader(draft: draft).read(reader, id: id)
    case nil:
      sink.error("exercise \"\(id)\": kind must be numeric, choice, predict, tune or code"
                 + Suggestion.didYouMean(written, in: ExerciseKind.allCases.map(\.rawValue)), at: reader.node("kind")?.position)
      kind = nil
    }
    if !runs.isEmpty, kindName != .numeric && kindName != .predict {
      sink.error("exercise \"\(id)\": runs are for numeric and predict exercises", at: reader.node("runs")?.position)
    }
    let show = readShow(reader, id: id, kind: kindName, plots: plots)
    draft.exercisePositions[id] = (table.position, reader.table.entry("answer")?.node.position)
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
      return .scene(at: ExerciseKindReader(draft: draft).expression(reader, "show_at", id: id, dynamic: true, condition: false))
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
      runs.append(NamedRun(name: entry.key, values: ValueReader(draft: draft).read(entry.node, owner: owner, what: "run \"\(entry.key)\"")))
    }
    if runs.isEmpty {
      sink.error("\(owner): runs needs at least one named run, e.g. { near = { \"P.dx\" = 100 } }", at: node.position)
    }
    return runs
  }
}
