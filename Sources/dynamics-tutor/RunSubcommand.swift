import ArgumentParser
import Foundation
import Localization
import Expressions
import Tutor

extension RunExport.Format: ExpressibleByArgument {}

/// `dynamics-tutor run <lesson>`: one run without the REPL; text, CSV or JSON on stdout.
struct RunSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run a lesson's scene once and print plots, or export its time series.",
    usage: "dynamics-tutor run <lesson> [<options>]",
    discussion: """
      Examples:
        dynamics-tutor run falling-buttons --set gravity.magnitude=4
        dynamics-tutor run falling-buttons --plot fallingButton.y,fallingButton.vy \\
          --format csv > fall.csv
        dynamics-tutor run tap-to-push --replay taps.json --format hash
      """)

  @Argument(help: "The lesson id (see `dynamics-tutor list`).")
  var lesson: String

  @Option(name: .customLong("set"), help: ArgumentHelp("Set a parameter first; repeatable. Units work: gravity.angle=90deg.",
                                                       valueName: "name=value"))
  var assignments: [String] = []

  // Unconditional, so that `--duration -1` is read as a value (and refused in words), not as an option.
  @Option(parsing: .unconditional, help: ArgumentHelp("Seconds to simulate (default: the lesson's scene.duration).", valueName: "s"))
  var duration: Double?

  @Option(name: .customLong("plot"), help: ArgumentHelp("Signals or lesson plot ids to show or export; repeatable or comma-separated.",
                                                        valueName: "quantity"))
  var plots: [String] = []

  @Option(help: "Output: text (plots and the final scene), csv, json, or hash (16 hex digits of every item's state at every step).")
  var format: RunExport.Format = .text

  @Option(help: ArgumentHelp("Replay a live session recorded with `live --record`: its values and touches, bit for bit.",
                             valueName: "file"))
  var replay: String?

  @OptionGroup var options: CommonOptions

  func run() throws {
    let settings = options.console()
    var recording: LiveRecording?
    if let replay {
      guard let data = FileManager.default.contents(atPath: replay) else {
        Diagnostics.error("cannot read \(replay)")
        throw ExitCode(2)
      }
      switch LiveRecording.read(data, name: replay, messages: Messages(options.launch.language(saved: nil))) {
      case .success(let read): recording = read
      case .failure(let failure):
        Diagnostics.error(failure.message)
        throw ExitCode(2)
      }
    }
    let batch = BatchRun(lessonID: lesson, assignments: assignments, duration: duration, plots: plots, format: format,
                         replay: recording)
    let catalog = try options.catalog(holding: lesson)
    switch batch.execute(catalog: catalog, settings: settings) {
    case .success(let output) where format == .text:
      Console.write(output)
    case .success(let output):  // data for other programs, as it is
      FileHandle.standardOutput.write(Data(output.utf8))
    case .failure(let failure):
      Diagnostics.error(failure.message)
      throw ExitCode(2)
    }
  }
}
