import ArgumentParser
import Foundation
import LessonModel
import TerminalGraphics
import Tutor

/// The interactive tutorial (the default).
struct REPLSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl", abstract: "Start the tutorial (the default).", usage: "dynamics-tutor repl [<options>]")

  @OptionGroup var options: CommonOptions

  func run() throws {
    try Tutorial(options: options.launch).run()
  }
}
