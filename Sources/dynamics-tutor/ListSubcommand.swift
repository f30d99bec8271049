import ArgumentParser
import Foundation
import LessonModel
import TerminalGraphics
import Tutor

/// `dynamics-tutor list`: the lessons in order.
struct ListSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons.")

  @OptionGroup var options: CommonOptions

  func run() throws {
    _ = options.console()
    let catalog = try options.catalog()
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
