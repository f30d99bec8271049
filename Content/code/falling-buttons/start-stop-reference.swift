// Falling buttons: a file that passes the exercise.
//
// The behaviours are made once, in viewDidLoad, while every view is still where it starts: a snap
// made there remembers the start as its point. The buttons add and remove them.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class FallingButtonsViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let startButton = UIButton(frame: CGRect(x: 20, y: 20, width: 80, height: 32))
  let redSquare = UIView(frame: CGRect(x: 230, y: 90, width: 20, height: 20))
  let textField = UITextField(frame: CGRect(x: 30, y: 60, width: 150, height: 30))
  let fallingButton = UIButton(frame: CGRect(x: 20, y: 120, width: 120, height: 30))
  let danglingButton = UIButton(frame: CGRect(x: 190, y: 210, width: 100, height: 30))
  var isRunning = false
  var gravity: UIGravityBehavior!
  var walls: UICollisionBehavior!
  var snaps: [UISnapBehavior] = []

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

    // The dangling button hangs from the red square on a soft spring from the start.
    let spring = UIAttachmentBehavior(item: danglingButton, attachedToAnchor: redSquare.center)
    spring.frequency = 1
    spring.damping = 0.1
    animator.addBehavior(spring)

    let fallers = [fallingButton, textField, danglingButton]
    gravity = UIGravityBehavior(items: fallers)
    walls = UICollisionBehavior(items: fallers)
    walls.translatesReferenceBoundsIntoBoundary = true
    snaps = [fallingButton, textField].map { UISnapBehavior(item: $0, snapTo: $0.center) }

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
    snaps.forEach(animator.removeBehavior)
    animator.addBehavior(gravity)
    animator.addBehavior(walls)
  }

  func stopTapped() {
    animator.removeBehavior(gravity)
    snaps.forEach(animator.addBehavior)
  }
}
