// What an item is made of, written by you.
//
// Three 60 x 60 squares, A, B and C, drop 408 pt onto the floor under gravity. Give each one its
// material so that:
// - A falls through thick air: it never goes faster than 125 pt/s and does not bounce;
// - B bounces back up to about a quarter of its drop (about 100 pt);
// - C is very bouncy: its first rebound rises at least 300 pt.
//
// The squares, gravity and the walls are in place; the materials are yours, in setMaterials().
// `check` runs the screen for 4 seconds and measures the falls and the rebounds.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class ItemPropertiesViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  // Named as in the lesson, capitals included.
  let A = UIView(frame: CGRect(x: 30, y: 100, width: 60, height: 60))
  let B = UIView(frame: CGRect(x: 130, y: 100, width: 60, height: 60))
  let C = UIView(frame: CGRect(x: 230, y: 100, width: 60, height: 60))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    A.backgroundColor = .cyan
    B.backgroundColor = .yellow
    C.backgroundColor = .magenta
    let squares = [A, B, C]
    squares.forEach(view.addSubview)

    animator.addBehavior(UIGravityBehavior(items: squares))
    let walls = UICollisionBehavior(items: squares)
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)

    setMaterials()
  }

  func setMaterials() {
    // Your code: what each square is made of.
  }
}
