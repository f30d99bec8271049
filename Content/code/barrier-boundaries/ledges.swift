// Invisible barriers, written by you.
//
// The red square falls under strong gravity (magnitude 4) towards two coloured bars. The bars are
// only paint: nothing stops the square yet, and it falls straight out of the screen. Give it a
// collision behavior with the screen's edges as walls and two boundaries, "yellow" and "blue",
// along the top edges of the bars, so that the square lands on the yellow bar, tips off its end
// and comes to rest on the floor.
//
// The views and the gravity are in place; the collision is yours, in addBarriers(). `check` runs
// the screen for 2.5 seconds and looks at where the square is.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class BarrierBoundariesViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let red = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  let yellow = UIView(frame: CGRect(x: 0, y: 300, width: 90, height: 20))
  let blue = UIView(frame: CGRect(x: 180, y: 380, width: 140, height: 20))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    red.backgroundColor = .red
    yellow.backgroundColor = .yellow
    blue.backgroundColor = .blue
    for subview in [red, yellow, blue] {
      view.addSubview(subview)
    }

    let gravity = UIGravityBehavior(items: [red])
    gravity.magnitude = 4
    animator.addBehavior(gravity)

    addBarriers()
  }

  func addBarriers() {
    // Your code: walls at the screen's edges, and a boundary along the top of each bar.
  }
}
