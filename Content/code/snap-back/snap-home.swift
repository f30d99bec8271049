// Snapping back home, written by you.
//
// Start drops the falling button, the text field and the dangling button onto the floor; that part
// is written. Stop should take gravity away and send the falling button and the text field back to
// where they were before anything moved, with a soft finish: the falling button may pass its home
// by 3 to 6 pt on the way in, no more and no less.
//
// The Start button is wired to startButtonPressed(), which calls startTapped() and stopTapped() in
// turn. `check` presses it at 0 s (Start) and at 0.6 s (Stop), then measures the way home.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class SnapBackViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let startButton = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 32))
  let redSquare = UIView(frame: CGRect(x: 230, y: 90, width: 20, height: 20))
  let textField = UITextField(frame: CGRect(x: 30, y: 60, width: 150, height: 30))
  let fallingButton = UIButton(frame: CGRect(x: 20, y: 120, width: 120, height: 30))
  let danglingButton = UIButton(frame: CGRect(x: 190, y: 210, width: 100, height: 30))
  var isRunning = false
  var gravity: UIGravityBehavior!
  var walls: UICollisionBehavior!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    startButton.setTitle("Start", for: .normal)
    startButton.setTitleColor(.systemBlue, for: .normal)
    redSquare.backgroundColor = .red
    textField.text = "type here"
    textField.backgroundColor = .cyan
    fallingButton.setTitle("Falling", for: .normal)
    fallingButton.backgroundColor = .yellow
    danglingButton.setTitle("Dangling", for: .normal)
    danglingButton.backgroundColor = .green
    for subview in [startButton, redSquare, textField, fallingButton, danglingButton] {
      view.addSubview(subview)
    }

    // The dangling button bobs on a soft spring below the red square the whole time.
    let spring = UIAttachmentBehavior(item: danglingButton, attachedToAnchor: redSquare.center)
    spring.frequency = 1
    spring.damping = 0.1
    animator.addBehavior(spring)

    let fallers = [fallingButton, textField, danglingButton]
    gravity = UIGravityBehavior(items: fallers)
    walls = UICollisionBehavior(items: fallers)
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)

#if canImport(UIKit)
    startButton.addTarget(self, action: #selector(startButtonPressed), for: .touchUpInside)
#else
    startButton.addAction(UIAction { [unowned self] _ in self.startButtonPressed() }, for: .touchUpInside)
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func startButtonPressed() {
    if isRunning {
      stopTapped()
      startButton.setTitle("Start", for: .normal)
    } else {
      startTapped()
      startButton.setTitle("Stop", for: .normal)
    }
    isRunning.toggle()
  }

  func startTapped() {
    // Your code, if you need it: anything that pulls the views home must let go of them here.
    animator.addBehavior(gravity)
  }

  func stopTapped() {
    animator.removeBehavior(gravity)
    // Your code: the falling button and the text field go home, gently.
  }
}
