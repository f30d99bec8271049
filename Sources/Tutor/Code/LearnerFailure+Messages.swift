import Expressions
import Localization
import LessonRuntime

extension LearnerFailure {
  /// The sentence a learner reads, in their language: the failures a learner meets while writing code
  /// are worded by the tutor; the rare ones that quote the system's own reason keep its English.
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
    default:
      return message
    }
  }
}
