// animation-transitioning as one file for `dynamics-tutor sandbox`: a list screen that presents a
// detail screen with a spring from one screen height below (damping 0.6, 0.5 s) through its own
// transitioning delegate, as soon as it appears. The Examples package's own version keeps the
// article's files and also dismisses; this one is the tutor's, written to run alone.
import Dynamics

/// Brings the presented screen up from below with a spring while the list fades to 0.2.
final class SpringUp: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using context: UIViewControllerContextTransitioning) {
    guard let detail = context.viewController(forKey: .to), let list = context.viewController(forKey: .from) else { return }
    let target = context.finalFrame(for: detail)
    detail.view.frame = target.offsetBy(dx: 0, dy: UIScreen.main.bounds.height)
    context.containerView.addSubview(detail.view)
    UIView.animate(withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 0.6,
                   initialSpringVelocity: 0, options: .curveLinear, animations: {
                     list.view.alpha = 0.2
                     detail.view.frame = target
                   }, completion: { _ in
                     context.completeTransition(true)
                     list.view.alpha = 1
                   })
  }
}

final class TransitionViewController: UIViewController, UIViewControllerTransitioningDelegate {
  let list = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 44))
  let detail = UIViewController()
  let card = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 44))
  private let spring = SpringUp()

  override func viewDidLoad() {
    super.viewDidLoad()
    list.text = "Cats"
    list.backgroundColor = .cyan
    view.addSubview(list)
    card.text = "A cat"
    detail.view.backgroundColor = .yellow
    detail.view.addSubview(card)
    detail.transitioningDelegate = self
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    present(detail, animated: true)
  }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    spring
  }
}
