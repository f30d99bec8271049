// Collision modes: a file that passes the exercise.
//
// One collision behavior holds both squares and a boundary segment across the screen. In the
// .boundaries mode it still stops items at boundaries but no longer checks items against each
// other, so red drops straight into green.
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
    let squares = [red, green]
    animator.addBehavior(UIGravityBehavior(items: squares))

    let lineY = view.bounds.maxY - 100
    let collision = UICollisionBehavior(items: squares)
    collision.collisionMode = .boundaries
    collision.addBoundary(withIdentifier: "bottomBoundary" as NSString,
                          from: CGPoint(x: 0, y: lineY),
                          to: CGPoint(x: view.bounds.maxX, y: lineY))
    animator.addBehavior(collision)
  }
}
