import Foundation

#if !canImport(UIKit)

/// Supplies the objects that animate a controller's presentation and dismissal. Both methods are
/// optional, as in UIKit: the defaults return nil (no custom animation).
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator for presenting `presented` from `presenting` (`source` is the controller whose
  /// `present` was called).
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// The animator for dismissing `dismissed`.
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
  /// No custom animation for presenting.
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// No custom animation for dismissing.
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
}

/// Animates one transition: it adds the incoming view to the context's container, animates, and calls
/// `completeTransition(_:)` when done (usually in the animation's completion).
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// How long the transition takes (s).
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  /// Performs the transition's animations.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Called after the transition completed (`transitionCompleted`) or was cancelled. Optional.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given: the container the transition happens in, the two controllers and
/// their views, their frames, and the call that ends the transition.
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition happens in; the animator adds the incoming view to it.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is interactive (never here).
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (never here: there are no interactive transitions).
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the presented controller.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The controller leaving (`.from`) or arriving (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view leaving (`.from`) or arriving (`.to`).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where the controller's view starts (pt, in the container); `.zero` when unknown.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where the controller's view ends (pt, in the container); `.zero` when it leaves.
  func finalFrame(for vc: UIViewController) -> CGRect
  /// Ends the transition; `didComplete` false means it was cancelled and is rolled back.
  func completeTransition(_ didComplete: Bool)
}

/// Keys for the controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller that is visible at the start.
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
  /// The controller that is visible at the end.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Keys for the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The key's name.
  public let rawValue: String
  /// Creates a key.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view that is visible at the start.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view that is visible at the end.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// The context `present` and `dismiss` hand to an animator.
final class UIViewControllerTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  var isInteractive: Bool { false }
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  private let from: UIViewController
  private let to: UIViewController
  private let initialFrames: [UITransitionContextViewControllerKey: CGRect]
  private let finalFrames: [UITransitionContextViewControllerKey: CGRect]
  private var completion: ((Bool) -> Void)?

  init(containerView: UIView, from: UIViewController, to: UIViewController, isAnimated: Bool,
       initialFrames: [UITransitionContextViewControllerKey: CGRect],
       finalFrames: [UITransitionContextViewControllerKey: CGRect], completion: @escaping (Bool) -> Void) {
    self.containerView = containerView
    self.from = from
    self.to = to
    self.isAnimated = isAnimated
    self.presentationStyle = (to.presentingViewController === from ? to : from).modalPresentationStyle
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    self.completion = completion
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: from.view
    case .to: to.view
    default: nil
    }
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    vc === from ? initialFrames[.from] ?? .zero : vc === to ? initialFrames[.to] ?? .zero : .zero
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    vc === from ? finalFrames[.from] ?? .zero : vc === to ? finalFrames[.to] ?? .zero : .zero
  }

  /// Runs the presenter's bookkeeping once; later calls do nothing.
  func completeTransition(_ didComplete: Bool) {
    transitionWasCancelled = !didComplete
    let pending = completion
    completion = nil
    pending?(didComplete)
  }
}

#endif
