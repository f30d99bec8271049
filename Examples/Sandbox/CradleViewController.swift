// uidynamics-in-practice as one file for `dynamics-tutor sandbox`: the article's cradle of five balls
// on rods (gravity, collisions, elastic balls that do not turn) in a view controller, each ball with a
// pan that pushes it sideways while the finger moves. The Examples package's own version keeps the
// article's three files; this one is the tutor's, written to run alone.
import Dynamics

final class CradleViewController: UIViewController {
  /// The five balls, left to right.
  var balls: [UIView] = []
  /// Where each ball hangs from (pt).
  var anchors: [CGPoint] = []
  var animator: UIDynamicAnimator?
  /// The push of the ball being dragged, while a finger is down.
  private var drag: UIPushBehavior?

  override func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    // A row a third of the screen wide, two thirds of the way down; rods a quarter of the height.
    let size = bounds.width / 12
    for index in 0..<5 {
      let ball = UIView(frame: CGRect(x: 0, y: 0, width: size - 1, height: size - 1))
      ball.center = CGPoint(x: bounds.width / 3 + CGFloat(index) * size, y: bounds.height / 1.5)
      ball.backgroundColor = .yellow
      ball.layer.cornerRadius = 10
      ball.layer.borderColor = UIColor.red.cgColor
      ball.layer.borderWidth = 3
      ball.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in pushed(pan) })
      view.addSubview(ball)
      balls.append(ball)
      anchors.append(CGPoint(x: ball.center.x, y: ball.center.y - bounds.height / 4))
    }
    let animator = UIDynamicAnimator(referenceView: view)
    let cradle = UIDynamicBehavior()
    for (ball, anchor) in zip(balls, anchors) {
      cradle.addChildBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: anchor))
    }
    let gravity = UIGravityBehavior(items: balls)
    gravity.magnitude = 10
    cradle.addChildBehavior(gravity)
    cradle.addChildBehavior(UICollisionBehavior(items: balls))
    let material = UIDynamicItemBehavior(items: balls)
    material.elasticity = 1
    material.allowsRotation = false
    material.resistance = 1
    cradle.addChildBehavior(material)
    animator.addBehavior(cradle)
    animator.debugEnabled = true
    self.animator = animator
  }

  /// While a finger drags a ball, a continuous push a tenth of the drag's width; gone when it lifts.
  private func pushed(_ pan: UIPanGestureRecognizer) {
    guard let animator, let ball = pan.view else { return }
    if pan.state == .began {
      if let drag { animator.removeBehavior(drag) }
      let push = UIPushBehavior(items: [ball], mode: .continuous)
      animator.addBehavior(push)
      drag = push
    }
    drag?.pushDirection = CGVector(dx: pan.translation(in: view).x / 10, dy: 0)
    if pan.state == .ended || pan.state == .cancelled, let drag {
      animator.removeBehavior(drag)
      self.drag = nil
    }
  }
}
