// A gallery of fields: a file that passes the exercise.
//
// A drag field pushes against the velocity with a force of strength x v, so the probe slows at
// (strength / m) x v and coasts v0 x m / strength in all. The probe's mass is
// 1 x 40 x 40 / 10000 = 0.16, so 150 pt from 300 pt/s takes strength 300 x 0.16 / 150 = 0.32.
// With the article's strength 1 it would stop after only 48 pt.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class FieldGalleryViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  // Named as in the lesson, capital P included.
  let P = UIView(frame: CGRect(x: 267.5, y: 313.5, width: 40, height: 40))
  let dust0 = UIView(), dust1 = UIView(), dust2 = UIView(), dust3 = UIView()
  let dust4 = UIView(), dust5 = UIView(), dust6 = UIView(), dust7 = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    P.backgroundColor = .red
    view.addSubview(P)

    // Eight specks on a circle of radius 120 around the centre, to show where the field sits.
    let centre = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    for (i, speck) in [dust0, dust1, dust2, dust3, dust4, dust5, dust6, dust7].enumerated() {
      let angle = CGFloat(i) * .pi / 4
      speck.frame = CGRect(x: centre.x + 120 * cos(angle) - 8, y: centre.y + 120 * sin(angle) - 8,
                           width: 16, height: 16)
      speck.backgroundColor = .gray
      view.addSubview(speck)
    }

    addBrake()

    // The flick: 300 pt/s straight up.
    let flick = UIDynamicItemBehavior(items: [P])
    animator.addBehavior(flick)
    flick.addLinearVelocity(CGPoint(x: 0, y: -300), for: P)
  }

  func addBrake() {
    let brake = UIFieldBehavior.dragField()
    brake.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    brake.region = UIRegion(size: view.bounds.size)
    brake.strength = 0.32
    brake.addItem(P)
    animator.addBehavior(brake)
  }
}
