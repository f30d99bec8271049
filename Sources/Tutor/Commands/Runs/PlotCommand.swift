import Expressions
import Localization
import LessonModel
import LessonRuntime

/// `plot <quantity>[,...] [item]`: signals of the last run, or one of the lesson's plots by id.
struct PlotCommand: TutorCommand {
  static let declaration = CommandDeclaration("plot", [CommandArgument("quantity[,...]", .quantities), CommandArgument("item", .item, optional: true)],
    summary: Messages.english("plot signals of the last run"),
    details: [Messages.english("Examples: `plot fallingButton.top`, `plot y,vy fallingButton`, `plot speed` (a lesson plot).")],
    example: "plot y,vy fallingButton")

  /// Quantities (`y`, `fallingButton.top`) or a plot id.
  let quantities: [String]
  /// The item the quantities belong to, when they are bare.
  let item: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    quantities = arguments.words[0].split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    item = arguments[1]
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.plotCommand(quantities, item: item))
  }
}

extension TutorSession {
  /// `plot <quantity>[,...] [item]`, or `plot <plot id>`.
  func plotCommand(_ quantities: [String], item: String?) throws(TutorError) -> String {
    guard let current = state else { return "" }
    guard let run = current.lastRun else { throw TutorError(t("nothing to plot yet; type `run` first")) }
    guard !quantities.isEmpty else {
      let ids = current.lesson.plots.map(\.id).joined(separator: ", ")
      throw TutorError(t("usage: plot <quantity>[,...] [item]; this lesson's plots: {plots}", ["plots": ids]))
    }
    let renderer = RunRenderer(lesson: current.lesson, run: run, settings: settings, t: t)
    if item == nil, quantities.count == 1, let plot = current.lesson.plot(quantities[0]) {
      return renderer.render(plot)
    }
    let signals = quantities.map { quantity in item.map { "\($0).\(quantity)" } ?? quantity }
    switch renderer.validate(signals) {
    case .failure(let problem): throw TutorError(problem.message)
    case .success(let references): return renderer.render(references, id: "custom")
    }
  }
}
