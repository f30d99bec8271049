// Pull and let go, written by you.
//
// The cradle hangs at rest and every ball has a pan recognizer. Make the drag pull: while the finger is
// down, a continuous push should hold the dragged ball aside with the vector (translation.x / 10, 0),
// as the article's handler does; when the finger lifts, and also when the system cancels the touch,
// the push must go, so the ball swings back into the row and the last ball flies out.
// `check` drags ball 0 38 pt to the left over 2 s, lets go, and watches for 2 s more.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class PullAndLetGoViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var anchors: [UIView] = []
  var balls: [UIView] = []
  var push: UIPushBehavior?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let bounds = view.bounds
    let spacing = bounds.width / 12
    let rowY = bounds.height / 1.5
    for index in 0..<5 {
      let x = bounds.width / 3 + CGFloat(index) * spacing
      let anchor = UIView(frame: CGRect(x: x - 5, y: rowY - bounds.height / 4 - 5, width: 10, height: 10))
      anchor.backgroundColor = .blue
      anchor.accessibilityIdentifier = "anchor\(index)"
      let ball = UIView(frame: CGRect(x: x - (spacing - 1) / 2, y: rowY - (spacing - 1) / 2,
                                      width: spacing - 1, height: spacing - 1))
      ball.layer.cornerRadius = (spacing - 1) / 2
      ball.backgroundColor = .yellow
      ball.accessibilityIdentifier = "ball\(index)"
      view.addSubview(anchor)
      view.addSubview(ball)
      anchors.append(anchor)
      balls.append(ball)
#if canImport(UIKit)
      ball.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(ballPanned(_:))))
#else
      ball.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in self.ballPanned(pan) })
#endif
    }
    for (ball, anchor) in zip(balls, anchors) {
      animator.addBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: anchor.center))
    }
    let gravity = UIGravityBehavior(items: balls)
    gravity.magnitude = 10
    animator.addBehavior(gravity)
    animator.addBehavior(UICollisionBehavior(items: balls))
    let properties = UIDynamicItemBehavior(items: balls)
    properties.elasticity = 1
    properties.resistance = 1
    properties.allowsRotation = false
    animator.addBehavior(properties)
  }

#if canImport(UIKit)
  @objc
#endif
  func ballPanned(_ pan: UIPanGestureRecognizer) {
    // Your code: a push while the finger is down, gone when it lifts or the touch is cancelled.
  }
}
