import ArgumentParser
import Foundation
import Expressions
import TerminalGraphics
import Tutor

/// `dynamics-tutor live <lesson>`: the scene in real time, touched with the mouse or the keys.
struct LiveSubcommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "live",
    abstract: "Run a lesson's scene in real time and touch it with the mouse or the keys.",
    usage: "dynamics-tutor live <lesson> [<options>]",
    discussion: """
      The mouse is a finger: press, drag, release. Keys: arrows or hjkl move a cursor, space taps or \
      grabs, p pauses, r starts again, + and - change the speed, d switches the debug overlay, ? shows \
      the keys, q or Esc leaves. Needs a terminal (stdin and stdout).
      On a motion lesson (parallax-motion) the cursor and the mouse tilt the device instead: the middle \
      of the stage is level, its edges a full tilt; 0 levels it.

      Examples:
        dynamics-tutor live tap-to-push
        dynamics-tutor live spring-fields-pip --record pip.json
        dynamics-tutor run spring-fields-pip --replay pip.json --format hash
      """)

  @Argument(help: "The lesson id (see `dynamics-tutor list`): a dynamics lesson, or a motion lesson to tilt.")
  var lesson: String

  @Option(name: .customLong("set"), help: ArgumentHelp("Set a parameter first; repeatable.", valueName: "name=value"))
  var assignments: [String] = []

  @Option(help: ArgumentHelp("Write the session (run JSON plus its gestures) to this file when it ends.", valueName: "file"))
  var record: String?

  @OptionGroup var options: CommonOptions

  func run() throws {
    let settings = options.console()
    let catalog = try options.catalog(holding: lesson)
    switch BatchRun.liveTilt(lesson, assignments: assignments, catalog: catalog, settings: settings) {
    case .failure(let failure):
      Diagnostics.error(failure.message)
      throw ExitCode(2)
    case .success(let tilt?):
      guard record == nil else {
        Diagnostics.error("--record keeps touches of a dynamics lesson; \(lesson) is tilted, and its run depends on the tilt alone")
        throw ExitCode(64)
      }
      try needTerminal()
      let result = LiveLoop.run(tilt, on: SystemTerminal())
      Console.write(tilt.summary() + "\n")
      if result == .interrupted { throw ExitCode(130) }
      return
    case .success(nil): break
    }
    let scene: LiveSession
    switch BatchRun.live(lesson, assignments: assignments, catalog: catalog, settings: settings) {
    case .success(let made): scene = made
    case .failure(let failure):
      Diagnostics.error(failure.message)
      throw ExitCode(2)
    }
    try needTerminal()
    let result = LiveLoop.run(scene, on: SystemTerminal())
    if let record {
      try LiveRecordFile.write(scene, to: record)
    }
    if result == .interrupted { throw ExitCode(130) }
  }

  private func needTerminal() throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      Diagnostics.error("live needs a terminal: stdin and stdout must both be one (`run \(lesson)` works anywhere)")
      throw ExitCode(2)
    }
  }
}

/// Writes `--record` files atomically: a temporary file beside the target, then a rename.
enum LiveRecordFile {
  static func write(_ scene: LiveSession, to path: String) throws {
    do {
      try Data(LiveRecording.json(of: scene).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      Diagnostics.note("recorded \(scene.run.touches.count) touches over "
        + "\(Figures.format(scene.run.time, unit: "s")) in \(path)")
    } catch {
      Diagnostics.error("cannot write the recording \(path): \(error.localizedDescription)")
      throw ExitCode(1)
    }
  }
}
