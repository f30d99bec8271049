// The dangling button, written by you.
//
// Gravity is switched on as soon as the screen is built. Without anything to hold it, the button
// simply drops off the bottom. Hang it from the red square's centre on a spring instead, tuned so
// that it comes to rest 10 pt below where it starts and dips no more than 12 pt on the way there.
//
// The views and the gravity are in place; the spring is yours, in hangButton(). `check` runs the
// screen for 4 seconds and measures where the button bobs and where it rests.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class DanglingSpringViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let redSquare = UIView(frame: CGRect(x: 230, y: 90, width: 20, height: 20))
  let danglingButton = UIButton(frame: CGRect(x: 190, y: 210, width: 100, height: 30))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    redSquare.backgroundColor = .red
    danglingButton.setTitle("Dangling", for: .normal)
    danglingButton.backgroundColor = .green
    view.addSubview(redSquare)
    view.addSubview(danglingButton)

    hangButton()

    // Full gravity (1000 pt/s^2) on the button from the first frame.
    let gravity = UIGravityBehavior(items: [danglingButton])
    animator.addBehavior(gravity)
  }

  func hangButton() {
    // Your code: a spring from the red square's centre to the button, added to the animator.
  }
}
