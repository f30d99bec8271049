import Dynamics
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

// The transitions of the bounce-present and shrink-dismiss lessons written as an iOS app writes them:
// a transitioning delegate hands out two animators, `present` and `dismiss` run them. Run on a
// recording timeline, they must show what the lessons' own runs show, step for step.

private final class BouncePresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to) else { return }
    let container = transitionContext.containerView
    let finalFrame = transitionContext.finalFrame(for: toVC)
    // Start one screen below the final place.
    toVC.view.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height)
    container.addSubview(toVC.view)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                   usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: .curveLinear,
                   animations: {
                     fromVC.view.alpha = 0.2
                     toVC.view.frame = finalFrame
                   }, completion: { _ in
                     transitionContext.completeTransition(true)
                     fromVC.view.alpha = 1.0
                   })
  }
}

private final class ShrinkDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
          let toVC = transitionContext.viewController(forKey: .to) else { return }
    let container = transitionContext.containerView
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    toVC.view.alpha = 0.5
    container.addSubview(toVC.view)
    container.sendSubviewToBack(toVC.view)
    // Half the size about the same centre, then one screen lower.
    let shrunk = fromVC.view.frame.insetBy(dx: fromVC.view.frame.width / 4, dy: fromVC.view.frame.height / 4)
    let dropped = shrunk.offsetBy(dx: 0, dy: container.bounds.height)
    UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                            options: .calculationModeCubic, animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        fromVC.view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        toVC.view.alpha = 0.5
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        fromVC.view.frame = dropped
        toVC.view.alpha = 1.0
      }
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

private final class CatsTransitions: UIViewControllerTransitioningDelegate {
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    BouncePresentAnimator()
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    ShrinkDismissAnimator()
  }
}

@Suite("Transitions written as in an app match the transition lessons")
struct TransitionLessonTests {
  /// The list in a 320 × 568 window and a detail controller with the custom transitions.
  private func scene() -> (list: UIViewController, detail: UIViewController, delegate: CatsTransitions, window: UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let list = UIViewController(), detail = UIViewController()
    window.rootViewController = list
    let delegate = CatsTransitions()
    detail.transitioningDelegate = delegate
    return (list, detail, delegate, window)
  }

  @Test("present with the bounce animator: the detail screen's centre and the list's alpha as in bounce-present")
  func bouncePresentMatchesLesson() throws {
    let lesson = try #require(RepositoryLessons.lesson("bounce-present"))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson)).trajectory
    let (list, detail, delegate, _) = scene()
    var completed = false
    let timeline = UIView.recordAnimations { list.present(detail, animated: true) { completed = true } }
    timeline.advance(to: run.duration)
    #expect(completed && list.presentedViewController === detail)
    let lessonDetail = try #require(run.tracks.first { $0.id == "detail" })
    let lessonList = try #require(run.tracks.first { $0.id == "list" })
    for (index, time) in run.times.enumerated() {
      let detailShown = timeline.presentation(of: detail.view, at: time)
      let listShown = timeline.presentation(of: list.view, at: time)
      #expect(abs(Double(detailShown.center.y) - lessonDetail.y[index]) < 1e-9, "detail y at t = \(time)")
      #expect(abs(Double(listShown.alpha) - lessonList.alpha[index]) < 1e-9, "list alpha at t = \(time)")
    }
    _ = delegate
  }

  @Test("dismiss with the shrink animator: the detail screen's centre and scale and the list's alpha as in shrink-dismiss")
  func shrinkDismissMatchesLesson() throws {
    let lesson = try #require(RepositoryLessons.lesson("shrink-dismiss"))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson)).trajectory
    let (list, detail, delegate, window) = scene()
    list.present(detail, animated: false)
    var completed = false
    let timeline = UIView.recordAnimations { detail.dismiss(animated: true) { completed = true } }
    timeline.advance(to: run.duration)
    #expect(completed && list.presentedViewController == nil && detail.view.superview == nil)
    #expect(window.subviews == [list.view])
    let lessonDetail = try #require(run.tracks.first { $0.id == "detail" })
    let lessonList = try #require(run.tracks.first { $0.id == "list" })
    for (index, time) in run.times.enumerated() {
      let detailShown = timeline.presentation(of: detail.view, at: time)
      let listShown = timeline.presentation(of: list.view, at: time)
      #expect(abs(Double(detailShown.center.y) - lessonDetail.y[index]) < 1e-9, "detail y at t = \(time)")
      #expect(abs(Double(detailShown.transform.a) - lessonDetail.scale[index]) < 1e-9, "detail scale at t = \(time)")
      #expect(abs(Double(listShown.alpha) - lessonList.alpha[index]) < 1e-9, "list alpha at t = \(time)")
    }
    _ = delegate
  }
}
