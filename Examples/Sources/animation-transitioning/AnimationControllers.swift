// The article's two animation controllers.
import Dynamics

/// Brings the presented screen up from one screen height below with a spring (damping 0.6) in 0.5 s,
/// while the screen underneath fades to 0.2.
final class BouncePresentAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // 1. The controllers and the final frame.
    guard let toViewController = transitionContext.viewController(forKey: .to),
          let fromViewController = transitionContext.viewController(forKey: .from) else { return }
    let finalFrame = transitionContext.finalFrame(for: toViewController)
    // 2. The container the transition happens in.
    let containerView = transitionContext.containerView
    // 3. Start one screen lower.
    let screenBounds = UIScreen.main.bounds
    toViewController.view.frame = finalFrame.offsetBy(dx: 0, dy: screenBounds.size.height)
    // 4. Into the container.
    containerView.addSubview(toViewController.view)
    // 5. The spring.
    let duration = transitionDuration(using: transitionContext)
    UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.0,
                   options: .curveLinear, animations: {
                     fromViewController.view.alpha = 0.2
                     toViewController.view.frame = finalFrame
                   }, completion: { _ in
                     // 6. Report the transition complete.
                     transitionContext.completeTransition(true)
                     fromViewController.view.alpha = 1.0
                   })
  }
}

/// Shrinks the dismissed screen to half its size, then drops it one screen height, with cubic
/// keyframes over 0.5 s, while the screen underneath comes back from alpha 0.5 to 1.
final class ShrinkDismissAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    // 1. The controllers, the final frame and the container.
    guard let toViewController = transitionContext.viewController(forKey: .to),
          let fromViewController = transitionContext.viewController(forKey: .from) else { return }
    let finalFrame = transitionContext.finalFrame(for: toViewController)
    let containerView = transitionContext.containerView
    toViewController.view.frame = finalFrame
    toViewController.view.alpha = 0.5
    // 2. Under the screen that leaves.
    containerView.addSubview(toViewController.view)
    containerView.sendSubviewToBack(toViewController.view)
    // 3. The values the animation needs.
    let fromViewFrame = fromViewController.view.frame
    let screenBounds = UIScreen.main.bounds
    let shrunkenFrame = fromViewFrame.insetBy(dx: fromViewFrame.size.width / 4, dy: fromViewFrame.size.height / 4)
    let fromFinalFrame = shrunkenFrame.offsetBy(dx: 0, dy: screenBounds.size.height)
    let duration = transitionDuration(using: transitionContext)
    // 4. Two keyframes.
    UIView.animateKeyframes(withDuration: duration, delay: 0.0, options: .calculationModeCubic, animations: {
      UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {
        fromViewController.view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        toViewController.view.alpha = 0.5
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        fromViewController.view.frame = fromFinalFrame
        toViewController.view.alpha = 1.0
      }
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}
