import Dynamics
import Foundation

/// The entry point of a learner's program: the tutor appends a call to `main(_:)` (or
/// `mainPlayground()`) to the learner's file. The program is run as
/// `program INPUTS-FILE DURATION RECORDING-FILE`; it records the run, writes the recording and exits 0.
/// A harness error (an input naming no view) is printed after `LearnerHarnessError.prefix` and the
/// program exits with `LearnerHarnessError.exitCode`. Run as `program --live`, it speaks the live
/// protocol on its standard input and output instead (`LearnerLiveProtocol`).
public enum LearnerHarness {
  /// The environment variable that sets the screen's size in points (`375x667`) before the controller
  /// is made (`UIScreen.main.bounds`, the window's size); unset: 320 × 568.
  public static let screenVariable = "DYNAMICS_TUTOR_SCREEN"

  /// Runs and records the controller `make` creates.
  public static func main(_ make: () -> UIViewController) -> Never {
    main(screen: nil, make) { _, _ in }
  }

  /// Runs and records the controller `make` creates on a screen of `screen` (pt; nil: the tutor's
  /// choice), after `script` has handed the session what the controller scripts for itself (a file
  /// `dynamics-tutor code` wrote: its timed events, its tilt), so that it runs as the lesson's run does.
  /// The tutor's screen, when it sets one, wins over `screen`.
  public static func main<Controller: UIViewController>(screen: CGSize?, _ make: () -> Controller,
                                                         script: (Controller, LearnerSession) -> Void) -> Never {
    if let screen, screen.width > 0, screen.height > 0 { UIScreen.main.bounds = CGRect(origin: .zero, size: screen) }
    applyScreen()
    let controller = make()
    let prepare: (LearnerSession) -> Void = { script(controller, $0) }
    if CommandLine.arguments.dropFirst().first == LearnerLiveProtocol.flag { LearnerLiveProtocol.serve(controller, prepare: prepare) }
    run(controller, readArguments(), prepare: prepare)
  }

  /// Runs and records the controller a playground-style file set as `PlaygroundPage.current.liveView`.
  public static func mainPlayground() -> Never {
    // A page's top-level code has made its controller by now; its view is made when shown, below.
    applyScreen()
    guard let controller = PlaygroundPage.current.liveViewController else { fail(.noLiveView) }
    if CommandLine.arguments.dropFirst().first == LearnerLiveProtocol.flag { LearnerLiveProtocol.serve(controller) }
    run(controller, readArguments())
  }

  /// The screen size `screenVariable` asks for, if it reads as two positive sizes.
  static func applyScreen() {
    let parts = (ProcessInfo.processInfo.environment[screenVariable] ?? "").split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 && $0 < 100_000 }) else { return }
    UIScreen.main.bounds = CGRect(x: 0, y: 0, width: parts[0], height: parts[1])
  }

  private typealias Arguments = (inputs: [LearnerInput], duration: Double, output: URL)

  private static func readArguments() -> Arguments {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let duration = Double(arguments[2]) else {
      fail(.badInputs("expected the arguments INPUTS-FILE DURATION RECORDING-FILE"))
    }
    let text: String
    do {
      text = try String(contentsOfFile: arguments[1], encoding: .utf8)
    } catch {
      fail(.badInputs("the inputs file \(arguments[1]) does not open"))
    }
    switch LearnerInput.decoded(text) {
    case .success(let inputs): return (inputs, duration, URL(fileURLWithPath: arguments[3]))
    case .failure(let error): fail(error)
    }
  }

  private static func run(_ controller: UIViewController, _ arguments: Arguments,
                          prepare: (LearnerSession) -> Void = { _ in }) -> Never {
    let recording: LearnerRecording
    do {
      let session = LearnerSession(controller: controller)
      prepare(session)
      recording = try session.record(inputs: arguments.inputs, duration: arguments.duration)
    } catch {
      fail(error)
    }
    do {
      try recording.encoded().write(to: arguments.output, options: .atomic)
    } catch {
      fail(.badInputs("the recording could not be written to \(arguments.output.path): \(error)"))
    }
    exit(0)
  }

  static func fail(_ error: LearnerHarnessError) -> Never {
    FileHandle.standardError.write(Data((LearnerHarnessError.prefix + error.message + "\n").utf8))
    if let data = try? JSONEncoder().encode(error) {
      FileHandle.standardError.write(Data(LearnerHarnessError.dataPrefix.utf8) + data + Data("\n".utf8))
    }
    exit(LearnerHarnessError.exitCode)
  }
}
