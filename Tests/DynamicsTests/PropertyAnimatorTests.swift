import Dynamics
import Testing

/// A drawer scrubbed by a finger and released with a spring, as interactive-animation tutorials write it.
private final class DrawerViewController: UIViewController {
  let drawer = UIView(frame: CGRect(x: 0, y: 468, width: 320, height: 400))
  var animator: UIViewPropertyAnimator!
  var finished: [UIViewAnimatingPosition] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(drawer)
    animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { [unowned self] in
      drawer.frame.origin.y = 168
      drawer.alpha = 0.9
    }
    animator.addCompletion { [unowned self] position in finished.append(position) }
  }

  /// The pan's handler, as the gesture's action calls it.
  func drag(_ state: UIGestureRecognizer.State, translation: CGFloat) {
    switch state {
    case .began: animator.pauseAnimation()
    case .changed: animator.fractionComplete = -translation / 300
    case .ended:
      animator.isReversed = animator.fractionComplete < 0.3
      animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 1)
    default: break
    }
  }
}

@Suite("UIViewPropertyAnimator, timing parameters, spring animations and transitions")
struct PropertyAnimatorTests {
  @Test("a running animator moves the drawer on its clock and completes at the end")
  func runsToTheEnd() {
    let controller = DrawerViewController()
    controller.loadViewIfNeeded()
    controller.animator.startAnimation()
    #expect(controller.animator.state == .active && controller.animator.isRunning && controller.animator.isInterruptible)
    #expect(controller.drawer.frame.minY == 468, "nothing moves before the clock does")
    controller.animator.advance(by: 0.25)
    let halfway = controller.drawer.frame.minY
    #expect(halfway < 318 && halfway > 168, "ease-out is past halfway at half time: \(halfway)")
    #expect(abs(controller.animator.fractionComplete - 0.5) < 1e-9)
    controller.animator.advance(by: 0.25)
    #expect(controller.drawer.frame.minY == 168 && controller.drawer.alpha == 0.9)
    #expect(controller.finished == [.end] && controller.animator.state == .inactive)
  }

  @Test("pause, scrub fractionComplete linearly, then continue with a spring; a short drag reverses to the start")
  func scrubAndContinue() {
    let controller = DrawerViewController()
    controller.loadViewIfNeeded()
    controller.drag(.began, translation: 0)
    controller.drag(.changed, translation: -150)
    #expect(controller.animator.fractionComplete == 0.5 && controller.drawer.frame.minY == 318)
    controller.drag(.ended, translation: -150)
    for _ in 0..<30 { controller.animator.advance(by: 1.0 / 60) }
    #expect(controller.drawer.frame.minY == 168 && controller.finished == [.end])

    let again = DrawerViewController()
    again.loadViewIfNeeded()
    again.drag(.began, translation: 0)
    again.drag(.changed, translation: -30)
    again.drag(.ended, translation: -30)
    again.animator.advance(by: 1)
    #expect(again.drawer.frame.minY == 468 && again.finished == [.start])
  }

  @Test("timing parameters: named, control points, springs by ratio, by mass and stiffness, by duration and bounce")
  func timingParameters() {
    #expect(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)).timingCurveType == .cubic)
    let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    let animator = UIViewPropertyAnimator(duration: 9, timingParameters: spring)
    #expect(abs(animator.duration - log(1500) / 5) < 1e-9, "the spring's own settling time replaces the duration")
    #expect(UISpringTimingParameters(duration: 0.4, bounce: 0.3).dampingRatio == 0.7)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var done = false
    let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0.1, options: .curveLinear,
                                                                 animations: { view.center.x = 105 },
                                                                 completion: { done = $0 == .end })
    running.advance(by: 0.25)
    #expect(abs(view.center.x - 55) < 1e-9 && !done)
    running.advance(by: 0.2)
    #expect(view.center.x == 105 && done)
  }

  @Test("UIView.animate(springDuration:bounce:) and transitions run on the recording timeline")
  func springAndTransitions() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let front = UIView(frame: .zero), back = UIView(frame: .zero)
    container.addSubview(front)
    var completions: [String] = []
    let timeline = UIView.recordAnimations {
      UIView.animate(springDuration: 0.6, bounce: 0.3) { card.center.y = 300 } completion: { _ in completions.append("spring") }
      UIView.transition(with: container, duration: 0.3, options: .transitionFlipFromLeft, animations: {
        card.alpha = 0.5
      }, completion: { _ in completions.append("flip") })
      UIView.transition(from: front, to: back, duration: 0.2) { _ in completions.append("swap") }
    }
    #expect(card.center.y == 300 && container.subviews == [back])
    #expect(timeline.presentation(of: card, at: 0.3).center.y > 200, "the spring is most of the way at half time")
    timeline.advance(to: 0.6)
    #expect(completions == ["swap", "flip", "spring"])
  }
}
