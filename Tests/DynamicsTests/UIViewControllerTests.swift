import Dynamics
import Testing

/// A controller that counts its loading callbacks.
private final class CountingController: UIViewController {
  var loads = 0, didLoads = 0, appearances: [String] = []
  override func loadView() {
    loads += 1
    view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  }
  override func viewDidLoad() { didLoads += 1 }
  override func viewWillAppear(_ animated: Bool) { appearances.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { appearances.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { appearances.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { appearances.append("didDisappear") }
}

/// Slides the incoming view up from below the container over `duration` seconds (linear).
private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  var ended: [Bool] = []
  init(duration: TimeInterval) { self.duration = duration }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let to = transitionContext.viewController(forKey: .to) else { return }
    let final = transitionContext.finalFrame(for: to)
    to.view.frame = final.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
    transitionContext.containerView.addSubview(to.view)
    UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
      to.view.frame = final
    }, completion: { _ in transitionContext.completeTransition(true) })
  }
  func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

private final class SlideDelegate: UIViewControllerTransitioningDelegate {
  let animator = SlideUpAnimator(duration: 0.4)
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

@Suite("View controllers and transitions")
struct UIViewControllerTests {
  private func window(with root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test("the view loads once, on first use: loadView then viewDidLoad")
  func viewLoadsLazilyOnce() {
    let controller = CountingController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    #expect(controller.view.bounds.size == CGSize(width: 100, height: 200))
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.loads == 1 && controller.didLoads == 1 && controller.isViewLoaded)
  }

  @Test("the root controller's view fills the window")
  func rootViewFillsWindow() {
    let root = CountingController()
    let window = window(with: root)
    #expect(root.view.superview === window)
    #expect(root.view.frame == window.bounds)
  }

  @Test("present without animation puts the view in the window at once and links both controllers")
  func presentWithoutAnimation() {
    let root = CountingController(), detail = CountingController()
    let window = window(with: root)
    var completions = 0
    root.present(detail, animated: false) { completions += 1 }
    #expect(detail.view.superview === window && detail.view.frame == window.bounds)
    #expect(root.presentedViewController === detail && detail.presentingViewController === root)
    #expect(completions == 1)
    #expect(detail.appearances == ["willAppear", "didAppear"])
    #expect(root.appearances == ["willDisappear", "didDisappear"])
    // A second presentation from the same controller is refused, as UIKit does.
    root.present(CountingController(), animated: false)
    #expect(root.presentedViewController === detail)

    detail.dismiss(animated: false) { completions += 1 }
    #expect(detail.view.superview == nil && root.presentedViewController == nil && detail.presentingViewController == nil)
    #expect(completions == 2)
  }

  @Test("a custom transition animates on the recording timeline and completes when its clock passes the end")
  func customTransitionRunsOnTimeline() {
    let root = CountingController(), detail = CountingController()
    let window = window(with: root)
    let delegate = SlideDelegate()
    detail.transitioningDelegate = delegate
    var completed = false
    let timeline = UIView.recordAnimations {
      root.present(detail, animated: true) { completed = true }
    }
    // The model value is final at once; what shows moves linearly from one window height below.
    #expect(detail.view.frame == window.bounds)
    #expect(!completed)
    let halfway = timeline.presentation(of: detail.view, at: 0.2).center.y
    #expect(abs(halfway - (284 + 284)) < 1e-9)  // centre 284, half of the 568 pt rise left
    timeline.advance(to: 0.4)
    #expect(completed && delegate.animator.ended == [true])
    #expect(timeline.presentation(of: detail.view, at: 0.4).center.y == 284)
    // Not full screen: the presenting view stays in the window, behind.
    #expect(window.subviews.map(\.self) == [root.view, detail.view])
  }

  @Test("a full-screen presentation takes the presenting view out of the window")
  func fullScreenRemovesPresenter() {
    let root = CountingController(), detail = CountingController()
    let window = window(with: root)
    detail.modalPresentationStyle = .fullScreen
    root.present(detail, animated: true)
    #expect(root.view.superview == nil && window.subviews == [detail.view])
  }

  @Test("setting the frame of a scaled view keeps the bounds and moves the centre")
  func frameOfScaledView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.frame == CGRect(x: 80, y: 142, width: 160, height: 284))
    view.frame = CGRect(x: 80, y: 710, width: 160, height: 284)
    #expect(view.bounds.size == CGSize(width: 320, height: 568))
    #expect(view.center == CGPoint(x: 160, y: 852))
  }
}
