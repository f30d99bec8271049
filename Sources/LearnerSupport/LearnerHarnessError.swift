/// Why the harness in the learner's program could not record a run. The program prints
/// `message` after `LearnerHarnessError.prefix` on its standard error and exits with `exitCode`, so
/// that the tutor can tell these apart from the learner's own crashes.
public enum LearnerHarnessError: Error, Sendable, Equatable {
  /// The program's arguments or input file did not read.
  case badInputs(String)
  /// An input names a view the controller does not have, or a press names a view that is no control.
  case unknownItem(String)
  /// A playground-style file ran to its end without setting `PlaygroundPage.current.liveView`.
  case noLiveView

  /// What the program prints before the message.
  public static let prefix = "dynamics-tutor-harness: "
  /// The exit status for every harness error.
  public static let exitCode: Int32 = 86

  /// One sentence for the learner.
  public var message: String {
    switch self {
    case .badInputs(let text): "The run's inputs could not be read: \(text)."
    case .unknownItem(let text): text
    case .noLiveView: "The file never sets PlaygroundPage.current.liveView, so there is no view controller to run."
    }
  }
}
