// Collision modes, written by you.
//
// Two squares, red above green, should fall as soon as the screen opens and land on an invisible
// line across the screen at y = 468 (100 pt above the bottom edge). Set the collision up so that
// the line stops each square, but the squares ignore each other: red ends up inside green, both
// resting on the line.
//
// The squares are laid out; gravity and the collision are yours, in setUpPhysics(). `check` runs
// the screen for 1.5 seconds and looks at where both squares end.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class CollisionModesViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let green = UIView(frame: CGRect(x: 135, y: 319, width: 50, height: 50))
  let red = UIView(frame: CGRect(x: 135, y: 259, width: 50, height: 50))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    green.backgroundColor = .green
    red.backgroundColor = .red
    view.addSubview(green)
    view.addSubview(red)
    setUpPhysics()
  }

  func setUpPhysics() {
    // Your code: gravity on both squares, and a collision behavior with a boundary at y = 468.
  }
}
