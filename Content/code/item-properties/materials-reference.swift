// What an item is made of: a file that passes the exercise.
//
// - A: under gravity g and resistance r the speed levels off at g / r, so 125 pt/s takes
//   r = 1000 / 125 = 8. Elasticity 0 (the default) lands it dead.
// - B: a rebound rises e^2 of the drop, so a quarter takes e = 0.5.
// - C: at least 300 of 408 pt needs e^2 >= 0.74, so e of about 0.87 or more; 0.9 gives about
//   330 pt.
// One behavior per material, each keeping its squares upright.
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
    let thickAir = UIDynamicItemBehavior(items: [A])
    thickAir.resistance = 8
    thickAir.elasticity = 0

    let rubber = UIDynamicItemBehavior(items: [B])
    rubber.elasticity = 0.5

    let superBall = UIDynamicItemBehavior(items: [C])
    superBall.elasticity = 0.9

    for material in [thickAir, rubber, superBall] {
      material.allowsRotation = false
      animator.addBehavior(material)
    }
  }
}
