import Dynamics
import Foundation

/// The entry point of a learner's program: the tutor appends a call to `main(_:)` (or
/// `mainPlayground()`) to the learner's file. The program is run as
/// `program INPUTS-FILE DURATION RECORDING-FILE`; it records the run, writes the recording and exits 0.
/// A harness error (an input naming no view) is printed after `LearnerHarnessError.prefix` and the
/// program exits with `LearnerHarnessError.exitCode`.
public enum LearnerHarness {
  /// Runs and records the controller `make` creates.
  public static func main(_ make: () -> UIViewController) -> Never {
    let arguments = readArguments()
    run(make(), arguments)
  }

  /// Runs and records the controller a playground-style file set as `PlaygroundPage.current.liveView`.
  public static func mainPlayground() -> Never {
    let arguments = readArguments()
    guard let controller = PlaygroundPage.current.liveViewController else { fail(.noLiveView) }
    run(controller, arguments)
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

  private static func run(_ controller: UIViewController, _ arguments: Arguments) -> Never {
    let recording: LearnerRecording
    do {
      recording = try LearnerSession(controller: controller).record(inputs: arguments.inputs, duration: arguments.duration)
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

  private static func fail(_ error: LearnerHarnessError) -> Never {
    FileHandle.standardError.write(Data((LearnerHarnessError.prefix + error.message + "\n").utf8))
    exit(LearnerHarnessError.exitCode)
  }
}
