// Newton's cradle: a file that passes the exercise.
//
// One behaviour of each kind covers all five balls; only the rods are one per ball. Rotation is
// switched off so that a ball's spin takes none of the energy a strike passes on.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class NewtonsCradleViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var anchors: [UIView] = []
  var balls: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let bounds = view.bounds
    let spacing = bounds.width / 12
    let rowY = bounds.height / 1.5
    let rodLength = bounds.height / 4
    for index in 0..<5 {
      let x = bounds.width / 3 + CGFloat(index) * spacing
      let anchor = UIView(frame: CGRect(x: x - 5, y: rowY - rodLength - 5, width: 10, height: 10))
      anchor.backgroundColor = .blue
      anchor.accessibilityIdentifier = "anchor\(index)"
      let ball = UIView(frame: CGRect(x: 0, y: 0, width: spacing - 1, height: spacing - 1))
      ball.center = CGPoint(x: x, y: rowY)
      ball.layer.cornerRadius = (spacing - 1) / 2
      ball.backgroundColor = .yellow
      ball.accessibilityIdentifier = "ball\(index)"
      view.addSubview(anchor)
      view.addSubview(ball)
      anchors.append(anchor)
      balls.append(ball)
    }
    // The first ball pulled aside on its rod's circle: 30 degrees left of straight down.
    let angle = -30 * CGFloat.pi / 180
    balls[0].center = CGPoint(x: anchors[0].center.x + rodLength * sin(angle),
                              y: anchors[0].center.y + rodLength * cos(angle))

    for (ball, anchor) in zip(balls, anchors) {
      animator.addBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: anchor.center))
    }
    let gravity = UIGravityBehavior(items: balls)
    gravity.magnitude = 10
    let collision = UICollisionBehavior(items: balls)
    let ballProperties = UIDynamicItemBehavior(items: balls)
    ballProperties.elasticity = 1
    ballProperties.resistance = 0
    ballProperties.allowsRotation = false
    for behavior in [gravity, collision, ballProperties] {
      animator.addBehavior(behavior)
    }
  }
}
