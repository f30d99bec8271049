// Newton's cradle, written by you.
//
// Five balls hang in a row, each under its own blue anchor, and the first is pulled 30 degrees to
// the left. Make it a cradle: every ball on a rigid rod from its anchor, gravity of magnitude 10,
// the balls colliding with each other, perfectly elastic and without air resistance. When it works,
// the first ball strikes the row and the last one flies out almost as high as the first started.
// `check` runs it for 2 s and measures the last ball's swing and how still the middle one stays.
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

    // Your code: the rods, gravity, collisions, and the balls' elasticity and resistance.
  }
}
