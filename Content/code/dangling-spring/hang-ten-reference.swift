// The dangling button: a file that passes the exercise.
//
// At rest the spring stretches by g / (2 pi f)^2, so a 10 pt sag under 1000 pt/s^2 needs
// 2 pi f = 10, that is f = 1.59 Hz. A damping ratio of 0.7 lets the button sink into place with
// almost no bob past the resting point.
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
    // No length given: the spring's rest length is the 125 pt between the two centres right now.
    let spring = UIAttachmentBehavior(item: danglingButton, attachedToAnchor: redSquare.center)
    spring.frequency = 10 / (2 * .pi)  // about 1.59 Hz
    spring.damping = 0.7
    animator.addBehavior(spring)
  }
}
