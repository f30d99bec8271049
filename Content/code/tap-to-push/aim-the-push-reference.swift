// Tap to push: a file that passes the exercise.
//
// atan2(dy, dx) gives the direction from the square's centre to the finger, measured clockwise from
// +x on a screen, which is what a push's angle wants. The distance itself would be a huge force
// (hundreds of newtons on a square of mass 0.64), so it is scaled down: 200 pt per newton.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class TapToPushViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let square = UIView(frame: CGRect(x: 120, y: 244, width: 80, height: 80))
  var push: UIPushBehavior!
  let pointsPerNewton: CGFloat = 200

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    square.backgroundColor = .red
    view.addSubview(square)

    push = UIPushBehavior(items: [square], mode: .continuous)
    push.magnitude = 0
    animator.addBehavior(push)

    let walls = UICollisionBehavior(items: [square])
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)

#if canImport(UIKit)
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
#else
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] tap in self.tapped(tap) })
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func tapped(_ tap: UITapGestureRecognizer) {
    let finger = tap.location(in: view)
    let dx = finger.x - square.center.x
    let dy = finger.y - square.center.y
    push.angle = atan2(dy, dx)
    push.magnitude = hypot(dx, dy) / pointsPerNewton
  }
}
