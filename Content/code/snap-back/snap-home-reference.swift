// Snapping back home: a file that passes the exercise.
//
// Home is written down in viewDidLoad, while nothing has moved yet: the animator moves the views'
// centres as they fall, so by the time Stop is pressed `center` is no longer home. Each Stop makes
// fresh snaps to those points. Damping 0.6 rings less than UIKit's default 0.5, which passes home
// by about 14 pt here.
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
  var homes: [(view: UIView, point: CGPoint)] = []
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

    // Where home is, taken before anything moves.
    homes = [(fallingButton, fallingButton.center), (textField, textField.center)]

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
    snaps = []
    animator.addBehavior(gravity)
  }

  func stopTapped() {
    animator.removeBehavior(gravity)
    snaps = homes.map { home in
      let snap = UISnapBehavior(item: home.view, snapTo: home.point)
      snap.damping = 0.6
      return snap
    }
    snaps.forEach(animator.addBehavior)
  }
}
