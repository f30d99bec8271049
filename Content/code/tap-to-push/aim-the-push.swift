// Tap to push, written by you.
//
// A tap anywhere on the screen should point the square's push from the square's centre towards the
// finger, and set its strength from how far away the finger landed: one UIKit newton of magnitude
// for every 200 pt of distance. The screen edges are walls.
//
// The square, the push (waiting, with magnitude 0), the walls and the tap recognizer are set up;
// fill in tapped(_:). `check` taps at (300, 334) at 0 s and follows the square for 1.5 seconds.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class TapToPushViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let square = UIView(frame: CGRect(x: 120, y: 244, width: 80, height: 80))
  var push: UIPushBehavior!

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
    // Your code: aim the push at the finger and scale its magnitude by the distance.
  }
}
