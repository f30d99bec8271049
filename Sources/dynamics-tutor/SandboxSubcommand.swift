import ArgumentParser
import Foundation
import Localization
import Tutor

/// `dynamics-tutor sandbox FILE.swift`: any view controller (or playground page) run against Dynamics.
struct SandboxSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sandbox",
    abstract: "Build and run your own Swift file against Dynamics: a UIViewController subclass or a playground page.",
    usage: "dynamics-tutor sandbox <file> [<options>]",
    discussion: """
      The file is built with the Swift toolchain on PATH against the Dynamics the tutor was built with and \
      run in a process of its own; every view the controller holds is recorded (named by its property, \
      or by its accessibilityIdentifier). `code <lesson>` output runs here as the lesson does: its timed \
      events at their times, for the lesson's duration, the same numbers bit for bit. When the file declares \
      several view controllers that nothing in it creates, the first declared runs.
      Inputs, each at a time in seconds: press:<button>@t, tap:<x>,<y>@t, drag:<view>:<dx>,<dy>@t[/seconds], \
      tilt:<x>,<y>@t (the device's tilt from then on, each -1 to 1).
      Examples:
        dynamics-tutor code falling-buttons > Falling.swift
        dynamics-tutor sandbox Falling.swift --input press:startButton@0 \\
          --plot fallingButton.y
        dynamics-tutor sandbox Card.swift --input drag:card:0,300@0.5/0.2 \\
          --duration 3 --format csv
      """)

  @Argument(help: "The Swift file.")
  var file: String

  @Option(parsing: .unconditional, help: ArgumentHelp("Seconds of the scene to record (default: the file's sceneDuration, as `code` writes it, else 3).", valueName: "s"))
  var duration: Double?

  @Option(name: .customLong("input"), help: ArgumentHelp("A press, tap, drag or tilt at a time; repeatable.", valueName: "input"))
  var inputs: [String] = []

  @Option(name: .customLong("plot"), help: ArgumentHelp("Quantities to show or export (card.y); repeatable or comma-separated.",
                                                        valueName: "quantity"))
  var plots: [String] = []

  @Option(help: "Output: text (a summary, the scene at the end, the plots), csv, json, or hash.")
  var format: RunExport.Format = .text

  @OptionGroup var options: CommonOptions

  func run() throws {
    let settings = options.console()
    guard FileManager.default.isReadableFile(atPath: file) else {
      Diagnostics.error("cannot read \(file)")
      throw ExitCode(2)
    }
    var parsed: [BatchSandboxInput] = []
    for text in inputs {
      guard let input = BatchSandboxInput(text) else {
        Diagnostics.error("--input \(text): write press:<button>@t, tap:<x>,<y>@t, drag:<view>:<dx>,<dy>@t[/seconds] or tilt:<x>,<y>@t")
        throw ExitCode(64)
      }
      parsed.append(input)
    }
    guard let runner = LearnerCodeRunners.runner() else {
      Diagnostics.error(LearnerCodeRunners.unavailableReason)
      throw ExitCode(2)
    }
    let names = plots.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
      .filter { !$0.isEmpty }
    let sandbox = BatchSandbox(file: URL(fileURLWithPath: file), duration: duration, inputs: parsed.map(\.input), plots: names,
                               format: format)
    switch sandbox.execute(runner: runner, settings: settings, messages: Messages(options.launch.language(saved: nil))) {
    case .success(let output) where format == .text: Console.write(output)
    case .success(let output): FileHandle.standardOutput.write(Data(output.utf8))
    case .failure(let failure):
      Diagnostics.error(failure.message)
      for line in failure.details { Console.writeError(line) }
      throw ExitCode(2)
    }
  }
}
