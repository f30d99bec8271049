import Expressions
import LearnerSupport
import Localization
import LessonRuntime

extension LearnerFailure {
  /// The sentence a learner reads, in their language; the system's own reasons quoted in one (a
  /// toolchain's, a failed file operation's) keep their English.
  func message(_ t: Messages) -> String {
    switch self {
    case .doesNotCompile(let diagnostics):
      let errors = diagnostics.filter { $0.severity == .error }
      guard let first = errors.first ?? diagnostics.first else { return message }
      let values = ["message": first.message, "location": first.location.map { " (\($0))" } ?? ""]
      return t.plural(max(errors.count, 1), "The file does not compile: {count} error: {message}{location}.",
                      "The file does not compile: {count} errors, the first: {message}{location}.", values)
    case .crashed(_, _, let reason?):
      return t("Your program crashed: {reason}", ["reason": reason.hasSuffix(".") ? reason : reason + "."])
    case .crashed(let signal?, _, nil):
      return t("Your program was stopped by signal {signal} before the run ended.", ["signal": "\(signal)"])
    case .crashed(nil, let status, nil):
      return t("Your program exited with status {status} before the run ended.", ["status": "\(status ?? -1)"])
    case .timedOut(let seconds):
      return t("Your program was still running after {seconds} s and was stopped: look for a loop that never ends.",
               ["seconds": Figures.format(seconds, unit: "")])
    case .outOfMemory(let limit):
      return t("Your program used more than {limit} MiB of memory and was stopped: look for something that grows without end.",
               ["limit": "\(limit)"])
    case .noViewController(.none):
      return t("The file defines no UIViewController subclass (class MyViewController: UIViewController) and sets no PlaygroundPage.current.liveView, so there is nothing to run.")
    case .noViewController(.noLiveView):
      return t("The file never sets PlaygroundPage.current.liveView, so there is no view controller to run.")
    case .exceededLimit(.processorTime(let seconds)):
      return t("Your program used more than {seconds} s of processor time and was stopped.", ["seconds": "\(seconds)"])
    case .exceededLimit(.output(let mebibytes)):
      return t("Your program wrote more than {limit} MiB of output and was stopped.", ["limit": "\(mebibytes)"])
    case .cannotPlay(.duration(let seconds)):
      return t("The run must last between 0 and {maximum} s, not {seconds} s.",
               ["maximum": "\(Int(LearnerSession.maximumDuration))", "seconds": Figures.format(seconds, unit: "")])
    case .cannotPlay(.harness(.noSuchView(let action, let item, let controller, let known))):
      let values = ["item": item, "controller": controller, "known": known.joined(separator: ", ")]
      return action == "drag"
        ? t("The run would drag {item}, but {controller} has no view named {item} (it has: {known}).", values)
        : t("The run would press {item}, but {controller} has no view named {item} (it has: {known}).", values)
    case .cannotPlay(.harness(.notAControl(let item))):
      return t("{item} is not a button or another control, so it cannot be pressed.", ["item": item])
    case .noToolchain(let reason):
      return t("Code exercises need the Swift toolchain and the modules the tutor was built with: {reason}.", ["reason": reason])
    default:
      return message
    }
  }
}
