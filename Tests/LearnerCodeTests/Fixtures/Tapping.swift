import Dynamics

/// A tap pushes the box; a drag moves the ball through a pan recognizer.
final class TappingViewController: UIViewController {
  let box = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
  let ball = UIView(frame: CGRect(x: 200, y: 300, width: 40, height: 40))
  var taps = 0
  lazy var animator = UIDynamicAnimator(referenceView: view)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
    view.addSubview(ball)
    box.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in
      taps += 1
      print("tap \(taps)")
      let push = UIPushBehavior(items: [box], mode: .instantaneous)
      push.pushDirection = CGVector(dx: 0, dy: 1)
      animator.addBehavior(push)
    })
    ball.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in
      let move = pan.translation(in: view)
      ball.center = CGPoint(x: ball.center.x + move.x, y: ball.center.y + move.y)
      pan.setTranslation(.zero, in: view)
    })
  }
}
