import LearnerSupport

/// Why a learner's file gave no recorded run. Each case has a one-sentence `message` for the learner;
/// the tutor itself is never affected (the program runs in its own process).
public enum LearnerFailure: Error, Sendable, Equatable {
  /// Why there is no view controller to run.
  public enum ControllerProblem: Sendable, Equatable {
    /// No `UIViewController` subclass and no `PlaygroundPage.current.liveView`.
    case none
    /// A playground page that ran to its end without setting the live view.
    case noLiveView
  }

  /// A limit the program went past.
  public enum Limit: Sendable, Equatable {
    /// Processor time (s).
    case processorTime(seconds: Int)
    /// Output written (MiB).
    case output(mebibytes: Int)
  }

  /// Why the run's inputs could not be carried out.
  public enum PlayProblem: Sendable, Equatable {
    /// The run's length (s) is outside what a run may last.
    case duration(Double)
    /// The learner's program refused an input (a press of a view it lacks).
    case harness(LearnerHarnessError)
    /// The live program's own sentence.
    case other(String)
  }

  /// No Swift compiler on `PATH`, or no `Dynamics` modules to compile against (a copied self-contained
  /// tutor), or a compiler that cannot read them: the reason in a few words.
  case noToolchain(String)
  /// The file defines no `UIViewController` subclass the tutor can run: what was missing.
  case noViewController(ControllerProblem)
  /// The compiler's errors (and warnings), mapped to the learner's file.
  case doesNotCompile([CompilerDiagnostic])
  /// The program stopped on its own before recording: by a signal (a trap, an abort) or an exit
  /// status, with the line of its standard error that says why, if any.
  case crashed(signal: Int32?, status: Int32?, reason: String?)
  /// The program ran past the wall-clock limit (s) and was stopped.
  case timedOut(seconds: Double)
  /// The program asked for more memory than the limit (MiB) and was stopped.
  case outOfMemory(limitMiB: Int)
  /// The program used more processor time than its limit (s) or wrote more output than its limit.
  case exceededLimit(Limit)
  /// The run's inputs could not be carried out (a press names no view of the controller).
  case cannotPlay(PlayProblem)
  /// Something around the program failed (a file could not be written, a process not started).
  case cannotRun(String)

  /// One sentence for the learner.
  public var message: String {
    switch self {
    case .noToolchain(let reason):
      return "Code exercises need the Swift toolchain and the modules the tutor was built with: \(reason)."
    case .noViewController(.none):
      return "The file defines no UIViewController subclass (class MyViewController: UIViewController) and sets no PlaygroundPage.current.liveView, so there is nothing to run."
    case .noViewController(.noLiveView):
      return LearnerHarnessError.noLiveView.message
    case .doesNotCompile(let diagnostics):
      let errors = diagnostics.filter { $0.severity == .error }
      let first = errors.first ?? diagnostics.first
      let location = first.map { $0.location.map { " (\($0))" } ?? "" } ?? ""
      let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
      return "The file does not compile: \(count), the first: \(first?.message ?? "see the compiler's output")\(location)."
    case .crashed(let signal, let status, let reason):
      let how = signal.map { "was stopped by signal \($0) (\(Self.signalName($0)))" } ?? "exited with status \(status ?? -1)"
      return reason.map { "Your program crashed: \(Self.sentence($0))" } ?? "Your program \(how) before the run ended."
    case .timedOut(let seconds):
      return "Your program was still running after \(Self.seconds(seconds)) s and was stopped: look for a loop that never ends."
    case .outOfMemory(let limit):
      return "Your program used more than \(limit) MiB of memory and was stopped: look for something that grows without end."
    case .exceededLimit(.processorTime(let seconds)):
      return "Your program used more than \(seconds) s of processor time and was stopped."
    case .exceededLimit(.output(let mebibytes)):
      return "Your program wrote more than \(mebibytes) MiB of output and was stopped."
    case .cannotPlay(.duration(let seconds)):
      return "The run must last between 0 and \(Int(LearnerSession.maximumDuration)) s, not \(Self.seconds(seconds)) s."
    case .cannotPlay(.harness(let error)):
      return error.message
    case .cannotPlay(.other(let sentence)):
      return sentence
    case .cannotRun(let reason):
      return "The program could not be run: \(reason)."
    }
  }

  private static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }

  private static func signalName(_ signal: Int32) -> String {
    switch signal {
    case 4: "an illegal instruction: a trap"
    case 5: "a trap"
    case 6: "an abort"
    case 8: "an arithmetic error"
    case 9: "killed"
    case 11: "a bad memory access"
    case 24: "too much processor time"
    case 25: "too much output"
    default: "signal \(signal)"
    }
  }
}
