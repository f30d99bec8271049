// Invisible barriers: a file that passes the exercise.
//
// Each boundary is computed from its bar's frame, so moving a bar in the layout moves its
// boundary too. The identifiers come back to the collision delegate, which keeps a log of what the square
// touched.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class BarrierBoundariesViewController: UIViewController, UICollisionBehaviorDelegate {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let red = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
  let yellow = UIView(frame: CGRect(x: 0, y: 300, width: 90, height: 20))
  let blue = UIView(frame: CGRect(x: 180, y: 380, width: 140, height: 20))
  var contactLog: [String] = []  // what the square touched, in order

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
    let collision = UICollisionBehavior(items: [red])
    collision.translatesReferenceBoundsIntoBoundary = true
    for (name, bar) in [("yellow", yellow), ("blue", blue)] {
      let top = bar.frame
      collision.addBoundary(withIdentifier: name as NSString,
                            from: CGPoint(x: top.minX, y: top.minY),
                            to: CGPoint(x: top.maxX, y: top.minY))
    }
    collision.collisionDelegate = self
    animator.addBehavior(collision)
  }

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at point: CGPoint) {
    contactLog.append((identifier as? String) ?? "screen edge")
  }
}
