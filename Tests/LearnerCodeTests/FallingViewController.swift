// A learner's file as a code exercise would have it: compiled into this test bundle and, as a
// learner's file, into a program of its own, so that the two runs can be compared bit for bit.
import Dynamics

/// Three items that fall when Start is pressed and bounce on the floor and on each other.
final class FallingViewController: UIViewController {
  var animator: UIDynamicAnimator!
  let box = UIView(frame: CGRect(x: 100, y: 60, width: 40, height: 40))
  let balls = [UIView(frame: CGRect(x: 150, y: 40, width: 30, height: 30)),
               UIView(frame: CGRect(x: 120, y: 0, width: 30, height: 30))]
  let startButton = UIButton(type: .system)
  var collision: UICollisionBehavior?
  private(set) var landings = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    box.backgroundColor = .red
    box.transform = CGAffineTransform(rotationAngle: 0.3)
    view.addSubview(box)
    for ball in balls {
      ball.layer.cornerRadius = 15
      view.addSubview(ball)
    }
    startButton.setTitle("Start", for: .normal)
    startButton.frame = CGRect(x: 20, y: 500, width: 80, height: 40)
    startButton.addAction(UIAction { [unowned self] _ in start() }, for: .touchUpInside)
    view.addSubview(startButton)
    animator = UIDynamicAnimator(referenceView: view)
  }

  func start() {
    let items: [UIDynamicItem] = [box] + balls
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = self
    self.collision = collision
    animator.addBehavior(UIGravityBehavior(items: items))
    animator.addBehavior(collision)
    let bounce = UIDynamicItemBehavior(items: items)
    bounce.elasticity = 0.6
    animator.addBehavior(bounce)
  }
}

extension FallingViewController: UICollisionBehaviorDelegate {
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    landings += 1
  }
}
