// The pull-and-let-go cradle, with the drag written by you.
//
// The cradle is built: five balls on rods under their anchors, gravity, collisions, elastic balls.
// Each ball has a pan recognizer that calls `dragged(_:)`. While a finger drags a ball, a continuous
// push a tenth of the finger's sideways translation leans it aside; when the finger lifts, the push
// goes and the ball swings back into the row. `check` drags ball 0 60 pt to the left over 1.7 s,
// lets go, and measures how far it was held out and how far the last ball then swings.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class PullReleaseViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var anchors: [UIView] = []
  var balls: [UIView] = []
  /// The push of the ball being dragged, while a finger is down.
  var dragPush: UIPushBehavior?

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
      let ball = UIView(frame: CGRect(x: 0, y: 0, width: spacing - 1, height: spacing - 1))
      ball.center = CGPoint(x: x, y: rowY)
      ball.layer.cornerRadius = (spacing - 1) / 2
      ball.backgroundColor = .yellow
      ball.accessibilityIdentifier = "ball\(index)"
      ball.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in dragged(pan) })
      view.addSubview(anchor)
      view.addSubview(ball)
      anchors.append(anchor)
      balls.append(ball)
    }
    let cradle = UIDynamicBehavior()
    for (ball, anchor) in zip(balls, anchors) {
      cradle.addChildBehavior(UIAttachmentBehavior(item: ball, attachedToAnchor: anchor.center))
    }
    let gravity = UIGravityBehavior(items: balls)
    gravity.magnitude = 10
    cradle.addChildBehavior(gravity)
    cradle.addChildBehavior(UICollisionBehavior(items: balls))
    let material = UIDynamicItemBehavior(items: balls)
    material.elasticity = 1
    material.resistance = 1
    material.allowsRotation = false
    cradle.addChildBehavior(material)
    animator.addBehavior(cradle)
  }

  /// A drag on a ball: a continuous push a tenth of the finger's sideways translation, removed when
  /// the finger lifts.
  func dragged(_ pan: UIPanGestureRecognizer) {
    // Your code: on .began a continuous UIPushBehavior on the dragged ball (pan.view), its
    // pushDirection following pan.translation(in: view).x / 10 on every call, and on .ended the push
    // taken out of the animator.
  }
}
