import ArgumentParser
import Foundation
import LessonModel
import LessonRuntime
import Tutor

/// `dynamics-tutor check <lesson> <exercise> <file.swift>`: judges a file for a code exercise as the
/// REPL's `check` does. Exit status 0: it passes; 1: it runs and misses a target (the evidence on
/// stdout); 2: it does not compile or cannot run (the diagnostics on stderr).
struct CheckSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Judge a Swift file for a code exercise: exit 0 if it passes, 1 if it misses, 2 if it cannot run.",
    usage: "dynamics-tutor check <lesson> <exercise>\n<file> [<options>]",
    discussion: """
      The file is built against the Dynamics library the tutor was built with, run in its own process \
      with the exercise's presses and touches, and judged by the exercise's measures; every measure is \
      printed beside its target.
      Examples:
        dynamics-tutor code falling-buttons --exercise start-stop > StartStop.swift
        dynamics-tutor check falling-buttons start-stop StartStop.swift
      """)

  @Argument(help: "The lesson id (see `dynamics-tutor list`).")
  var lesson: String

  @Argument(help: "The code exercise's id (see `dynamics-tutor list --exercises`).")
  var exercise: String

  @Argument(help: "The Swift file to judge.")
  var file: String

  @OptionGroup var options: CommonOptions

  func run() throws {
    _ = options.console()
    let catalog = try options.catalog(holding: lesson)
    let (lesson, exercise, task) = try CodeExerciseLookup(catalog: catalog).find(lesson: self.lesson, exercise: self.exercise)
    let source = URL(fileURLWithPath: file)
    guard FileManager.default.isReadableFile(atPath: source.path) else {
      Diagnostics.error("cannot read \(file)")
      throw ExitCode(2)
    }
    guard let runner = LearnerCodeRunners.runner() else {
      Diagnostics.error(LearnerCodeRunners.unavailableReason)
      throw ExitCode(2)
    }
    let build = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-tutor-check-\(getpid())")
    defer { try? FileManager.default.removeItem(at: build) }
    switch runner(LearnerCodeRequest(file: source, buildFolder: build, task: task, lesson: lesson)) {
    case .failure(let problem):
      Diagnostics.error(problem.message)
      for line in problem.details { Console.writeError(line) }
      throw ExitCode(2)
    case .success(let run):
      let checker = ExerciseChecker(lesson: lesson, values: lesson.startingValues(for: exercise))
      let (verdict, _) = checker.checkCode(exercise, run: run)
      switch verdict {
      case .correct(let detail):
        Console.print("✔ passes: " + detail)
      case .incorrect(let detail):
        Console.print("✘ misses: " + detail)
        throw ExitCode(1)
      case .unreadable(let message):
        Diagnostics.error(message)
        throw ExitCode(2)
      case .needsSetup:
        throw ExitCode(2)
      }
    }
  }
}
