// A gallery of fields, written by you.
//
// The red probe P (40 x 40 pt, density 1) is flicked straight up at 300 pt/s the moment the screen
// opens. With nothing to slow it, it sails off the top. Put a drag field in the middle of the
// screen, its region as big as the screen, acting on the probe, and set its strength so that the
// probe coasts to a stop 150 pt above where it started.
//
// The probe, the grey specks of dust around the centre and the flick are in place; the field is
// yours, in addBrake(). `check` runs the screen for 4 seconds and measures where the probe stops.
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
    // Your code: a drag field on the probe.
  }
}
