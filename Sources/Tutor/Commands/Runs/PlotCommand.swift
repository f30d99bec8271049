import TerminalGraphics
import Expressions
import Localization
import LessonModel
import LessonRuntime

/// `plot [quantity[,...] [item]]`: signals of the last run, or one of the lesson's plots by id; alone, the
/// lesson's plots and the quantities there are.
struct PlotCommand: TutorCommand {
  static let declaration = CommandDeclaration(
    "plot", [CommandArgument("quantity[,...]", .quantities, optional: true), CommandArgument("item", .item, optional: true)],
    summary: Messages.english("plot signals of the last run"),
    details: [Messages.english("Examples: `plot fallingButton.top`, `plot y,vy fallingButton`, `plot speed` (a lesson plot).")],
    example: "plot y,vy fallingButton")

  /// Quantities (`y`, `fallingButton.top`) or a plot id.
  let quantities: [String]
  /// The item the quantities belong to, when they are bare.
  let item: String?

  init(parsing arguments: CommandArguments, messages t: Messages) throws(TutorError) {
    quantities = (arguments[0] ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    item = arguments[1]
  }

  func perform(on session: TutorSession) throws(TutorError) -> TutorResponse {
    TutorResponse(try session.plotCommand(quantities, item: item))
  }
}

extension TutorSession {
  /// `plot <quantity>[,...] [item]`, or `plot <plot id>`.
  func plotCommand(_ quantities: [String], item: String?) throws(TutorError) -> String {
    if let mine = learnerScene { return try learnerPlotCommand(mine, quantities, item: item) }
    guard let current = state else { return "" }
    guard !quantities.isEmpty else { return plotList(current.lesson) }
    guard let run = current.lastRun else { throw TutorError(t("nothing to plot yet; type `run` first")) }
    // A bare word that is neither one of the lesson's plots nor a quantity names nothing there is.
    if item == nil, quantities.count == 1, current.lesson.plot(quantities[0]) == nil, !quantities[0].contains("."),
       ItemSignal(rawValue: quantities[0]) == nil {
      let names = current.lesson.plots.map(\.id) + ItemSignal.allCases.map(\.rawValue)
      throw TutorError(t("no plot or quantity \"{name}\"{suggestion}; `plot` alone lists them",
                         ["name": Self.clip(quantities[0]), "suggestion": Suggestion.didYouMean(quantities[0], in: names, t)]))
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

  /// `plot` alone: the lesson's plots, and how to plot any item's quantities.
  func plotList(_ lesson: Lesson) -> String {
    var lines = wrapped(t("This lesson's plots (`plot <id>`):"))
    for plot in lesson.plots {
      lines += TextWrap.paragraph("\(plot.id): \(plot.title ?? plot.signals.map(\.description).joined(separator: ", "))",
                                  width: settings.width, first: "  ", rest: "    ")
    }
    let example = lesson.items.first.map { "`plot y,vy \($0.id)`" } ?? "`plot y,vy <item>`"
    lines += wrapped(t("Any item's quantities, for example {example}: {names}.",
                       ["example": example, "names": ItemSignal.allCases.map(\.rawValue).joined(separator: ", ")]))
    return lines.joined(separator: "\n")
  }
}
