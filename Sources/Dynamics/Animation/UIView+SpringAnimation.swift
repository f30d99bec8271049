import Foundation

#if !canImport(UIKit)

extension UIView {
  /// iOS 17's spring animation: a spring of perceived `duration` seconds and `bounce` (0 none, up to 1;
  /// negative, over-damped, counts as 0), starting with `velocity` (progress per second). It runs as
  /// `animate(withDuration:delay:usingSpringWithDamping:…)` with damping ratio 1 − bounce.
  public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                            initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                            options: AnimationOptions = [], animations: () -> Void,
                            completion: ((Bool) -> Void)? = nil) {
    let ratio = 1 - (bounce.isFinite ? min(max(bounce, 0), 1) : 0)
    withoutActuallyEscaping(animations) { animations in
      animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
              options: options, animations: animations, completion: completion)
    }
  }

  /// A transition of `view`'s content over `duration` seconds: the changes `animations` makes animate as
  /// in `animate(withDuration:delay:options:…)`, and `completion` runs at the end. The flip, curl and
  /// dissolve of the `transition…` options are not drawn.
  public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                               animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Replaces `fromView` with `toView` over `duration` seconds: `toView` takes `fromView`'s place in its
  /// superview and `fromView` leaves it, or, with `.showHideTransitionViews`, `fromView` is hidden and
  /// `toView` shown. `completion` runs at the end; the transition's look is not drawn.
  public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                               options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let parent = fromView.superview {
      parent.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    animate(withDuration: duration, delay: 0, options: options, animations: {}, completion: completion)
  }
}

#endif
