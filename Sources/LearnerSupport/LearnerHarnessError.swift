/// Why the harness in the learner's program could not record a run. The program prints
/// `message` after `LearnerHarnessError.prefix` on its standard error and exits with `exitCode`, so
/// that the tutor can tell these apart from the learner's own crashes.
public enum LearnerHarnessError: Error, Sendable, Equatable, Codable {
  /// The program's arguments or input file did not read.
  case badInputs(String)
  /// An input would `action` (`press`, `drag`) the view `item`, which the controller (its class name)
  /// does not have; `known` lists some of the views it has.
  case noSuchView(action: String, item: String, controller: String, known: [String])
  /// A press names a view that is no control.
  case notAControl(item: String)
  /// A playground-style file ran to its end without setting `PlaygroundPage.current.liveView`.
  case noLiveView

  /// What the program prints before the message.
  public static let prefix = "dynamics-tutor-harness: "
  /// What the program prints before the error as JSON, on the line after the message, so that the
  /// tutor can word it in the learner's language.
  public static let dataPrefix = "dynamics-tutor-harness-data: "
  /// The exit status for every harness error.
  public static let exitCode: Int32 = 86

  /// One sentence for the learner.
  public var message: String {
    switch self {
    case .badInputs(let text): "The run's inputs could not be read: \(text)."
    case .noSuchView(let action, let item, let controller, let known):
      "The run would \(action) \(item), but \(controller) has no view named \(item) (it has: \(known.joined(separator: ", ")))."
    case .notAControl(let item): "\(item) is not a button or another control, so it cannot be pressed."
    case .noLiveView: "The file never sets PlaygroundPage.current.liveView, so there is no view controller to run."
    }
  }
}
