import Dynamics

/// Two view controllers nothing creates: the first declared runs. It holds no animator, so nothing moves.
final class StillViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
  }
}

/// Declared second: it does not run.
final class FallingCardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
  lazy var animator = UIDynamicAnimator(referenceView: view)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    animator.addBehavior(UIGravityBehavior(items: [card]))
  }
}
