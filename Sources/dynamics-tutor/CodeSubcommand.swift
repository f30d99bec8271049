import ArgumentParser
import Foundation
import Expressions
import Tutor

/// `dynamics-tutor code <lesson>`: the lesson's scene as one Swift file on stdout.
struct CodeSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "code",
    abstract: "Print a lesson's scene as a Swift view controller that builds it (for Xcode, with import UIKit).",
    usage: "dynamics-tutor code <lesson> [<options>]",
    discussion: """
      The file compiles against the Dynamics library as it is, and in Xcode with `import UIKit` in place of \
      `import Dynamics`. Its terminal-only part runs the scene as `run` does; `simulate()` returns the hash \
      that `run <lesson> --format hash` prints.
      Examples:
        dynamics-tutor code falling-buttons > FallingButtonsViewController.swift
        dynamics-tutor code falling-buttons --set gravity.magnitude=4
      With --exercise, the file a code exercise starts from (with --solution, a file that passes):
        dynamics-tutor code falling-buttons --exercise start-stop > StartStop.swift
      """)

  @Argument(help: "The lesson id (see `dynamics-tutor list`).")
  var lesson: String

  @Option(name: .customLong("set"), help: ArgumentHelp("Set a parameter first; repeatable. Units work: gravity.angle=90deg.",
                                                       valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Print a code exercise's starter file instead (see `list --exercises`).", valueName: "id"))
  var exercise: String?

  @Flag(help: "With --exercise: print the exercise's reference file, one that passes.")
  var solution = false

  @OptionGroup var options: CommonOptions

  func validate() throws {
    if solution && exercise == nil { throw ValidationError("--solution goes with --exercise <id>") }
    if exercise != nil && !assignments.isEmpty { throw ValidationError("--set does not apply to an exercise's file") }
  }

  func run() throws {
    _ = options.console()
    let catalog = try options.catalog(holding: lesson)
    if let exercise {
      let task = try CodeExerciseLookup(catalog: catalog).task(lesson: lesson, exercise: exercise)
      Console.write(solution ? task.reference : task.starter)
      return
    }
    switch BatchCode(lessonID: lesson, assignments: assignments).execute(catalog: catalog) {
    case .success(let text):
      Console.write(text)
    case .failure(let failure):
      Diagnostics.error(failure.message)
      throw ExitCode(2)
    }
  }
}
