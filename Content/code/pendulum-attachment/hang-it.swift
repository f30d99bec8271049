// A pendulum, written by you.
//
// The ball hangs below the blue anchor and starts pulled 20 degrees to the left. Make it swing as a
// pendulum does: a rigid rod from the anchor to the ball, gravity of magnitude 10, and nothing that
// slows the ball down. `check` runs it for 6 s and measures the rod's length, the period of the
// swing and how far the ball still swings at the end.
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

    // Your code: the rod, gravity, and no air resistance on the ball.
  }
}
