// A pendulum: a file that passes the exercise.
//
// An attachment to an anchor point keeps the distance it finds when it is made, so the ball is put
// in place first. Resistance 0 leaves gravity and the rod as the only things acting on it.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class PendulumViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let anchorMark = UIView()
  let ball = UIView()
  /// From the anchor's centre to the ball's (pt).
  let rodLength: CGFloat = 142

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let bounds = view.bounds
    let ballSize = bounds.width / 12 - 1
    anchorMark.frame = CGRect(x: bounds.midX - 5, y: bounds.height / 1.5 - rodLength - 5, width: 10, height: 10)
    anchorMark.backgroundColor = .blue
    ball.bounds = CGRect(x: 0, y: 0, width: ballSize, height: ballSize)
    ball.layer.cornerRadius = ballSize / 2
    ball.backgroundColor = .yellow
    // Pulled aside on the circle the rod will keep it on: 20 degrees left of straight down.
    let angle = -20 * CGFloat.pi / 180
    ball.center = CGPoint(x: anchorMark.center.x + rodLength * sin(angle),
                          y: anchorMark.center.y + rodLength * cos(angle))
    view.addSubview(anchorMark)
    view.addSubview(ball)

    let rod = UIAttachmentBehavior(item: ball, attachedToAnchor: anchorMark.center)
    let gravity = UIGravityBehavior(items: [ball])
    gravity.magnitude = 10
    let ballProperties = UIDynamicItemBehavior(items: [ball])
    ballProperties.resistance = 0
    ballProperties.allowsRotation = false
    for behavior in [rod, gravity, ballProperties] {
      animator.addBehavior(behavior)
    }
  }
}
