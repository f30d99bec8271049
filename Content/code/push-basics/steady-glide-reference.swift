// Pushing with numbers: a file that passes the exercise.
//
// An instantaneous push changes the speed once, by 100 x magnitude / mass pt/s, and then switches
// itself off. The box is 100 x 100 pt at density 1, a mass of 1, so 80 pt/s takes magnitude 0.8.
// Angles run clockwise from +x on a screen, so straight up is -pi/2.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class PushBasicsViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let box = UIView(frame: CGRect(x: 110, y: 234, width: 100, height: 100))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    box.backgroundColor = .cyan
    view.addSubview(box)
    launchBox()
  }

  func launchBox() {
    let shove = UIPushBehavior(items: [box], mode: .instantaneous)
    shove.angle = -.pi / 2
    shove.magnitude = 0.8
    animator.addBehavior(shove)
  }
}
