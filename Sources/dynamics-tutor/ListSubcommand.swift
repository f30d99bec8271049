import ArgumentParser
import Foundation
import LessonModel
import TerminalGraphics
import Tutor

/// `dynamics-tutor list`: the lessons in order; with `--exercises`, every exercise, one per line.
struct ListSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the lessons (or, with --exercises, every exercise).",
    usage: "dynamics-tutor list [<options>]",
    discussion: """
      With --exercises, one line per exercise, tab-separated for scripts: lesson, exercise id, kind \
      (numeric, choice, predict, tune, code) and the question.
      Example:
        dynamics-tutor list --exercises | awk -F'\\t' '$3 == "code"'
      """)

  @Flag(help: "List every exercise: lesson, id, kind and question, tab-separated.")
  var exercises = false

  @OptionGroup var options: CommonOptions

  func run() throws {
    _ = options.console()
    let catalog = try options.catalog()
    if exercises {
      for case .loaded(let lesson) in catalog.entries {
        for exercise in lesson.exercises {
          Console.print([lesson.id, exercise.id, exercise.kindName.rawValue, exercise.question].joined(separator: "\t"))
        }
      }
      return
    }
    // Columns: the number, the id and the title, aligned.
    let numberWidth = "\(catalog.entries.count).".count
    let idWidth = catalog.entries.map { DisplayWidth.of($0.id) }.max() ?? 0
    for (index, entry) in catalog.entries.enumerated() {
      let number = DisplayWidth.padded("\(index + 1).", to: numberWidth)
      let id = DisplayWidth.padded(entry.id, to: idWidth)
      switch entry {
      case .loaded(let lesson): Console.print("\(number) \(id)  \(lesson.title)")
      case .broken(_, _, let diagnostics):
        Console.print("\(number) \(id)  (unavailable: \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s"); `dynamics-tutor lint` shows them)")
      }
    }
  }
}
