// Pushing with numbers, written by you.
//
// The box sits in the middle of the screen, with no gravity and no walls. When the screen opens,
// give it a single shove so that it glides straight up at a steady 80 pt/s: the same distance in
// every second, no speeding up, no drifting sideways.
//
// The box is laid out; the push is yours, in launchBox(). `check` runs the screen for 2 seconds
// and measures how far the box goes in each second.
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
    // Your code: one push on the box, up the screen.
  }
}
