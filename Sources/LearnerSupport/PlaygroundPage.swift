import Dynamics

/// What an Xcode playground shows live: a view controller or a view.
public protocol PlaygroundLiveViewable: AnyObject {}

extension UIViewController: PlaygroundLiveViewable {}
extension UIView: PlaygroundLiveViewable {}

/// A stand-in for PlaygroundSupport's page, so that a file written as a playground page compiles and
/// runs here: `PlaygroundPage.current.liveView = controller` chooses what the run shows. The tutor
/// compiles learner files with `PlaygroundSupport` naming this module, so `import PlaygroundSupport`
/// stays as in Xcode.
public final class PlaygroundPage: @unchecked Sendable {
  /// The page being run.
  public static let current = PlaygroundPage()

  /// What the run shows: the controller, or a view (shown as a plain controller's view).
  public var liveView: PlaygroundLiveViewable?
  /// Stored only: a recorded run always lasts the tutor's duration.
  public var needsIndefiniteExecution = false

  private init() {}

  /// Stored only, as `needsIndefiniteExecution`.
  public func finishExecution() { needsIndefiniteExecution = false }

  /// The controller `liveView` names, if any.
  var liveViewController: UIViewController? {
    switch liveView {
    case let controller as UIViewController: return controller
    case let view as UIView:
      let controller = UIViewController()
      controller.view = view
      return controller
    default: return nil
    }
  }
}
