import ArgumentParser
import Foundation
import LessonModel
import TerminalGraphics
import Tutor

/// The interactive tutorial (the default).
struct REPLSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "repl", abstract: "Start the tutorial (the default).")

  @OptionGroup var options: CommonOptions

  func run() throws {
    try Tutorial(options: options.launch).run()
  }
}
