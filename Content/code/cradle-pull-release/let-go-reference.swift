// Pull and let go: a file that passes the exercise.
//
// A continuous push holds the dragged ball aside for as long as the finger is down; its vector is the
// finger's horizontal translation over 10, so a 38 pt drag is a push of 3.8 newtons. The push is made
// when the finger lands and removed when it lifts, and also when the system cancels the touch (a call
// coming in): without that case a cancelled drag would leave the ball held aside for good.
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
    guard let ball = pan.view else { return }
    switch pan.state {
    case .began:
      let push = UIPushBehavior(items: [ball], mode: .continuous)
      animator.addBehavior(push)
      self.push = push
    case .changed:
      push?.pushDirection = CGVector(dx: pan.translation(in: view).x / 10, dy: 0)
    case .ended, .cancelled, .failed:
      if let push { animator.removeBehavior(push) }
      push = nil
    default:
      break
    }
  }
}
