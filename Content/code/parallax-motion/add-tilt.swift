// Parallax layers, written by you.
//
// Three layers, back to front: the background (the screen grown by 50 pt on every side), a middle
// layer the size of the screen, and a 160 x 90 header centred at (220, 190). viewDidLoad gives the
// background a tilt of 50 pt and the header one of -20 pt through addTilt(to:by:), which is empty:
// write it. It should add to the view a group of two UIInterpolatingMotionEffects, one on
// "center.x" along the horizontal axis and one on "center.y" along the vertical axis, each from
// -amount to +amount.
//
// `check` holds the device tilted half right (0.5, 0) from 0 s, then fully left and down (-1, 1)
// from 1 s, and measures where the background and the header are shown.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class ParallaxViewController: UIViewController {
  let background = UIView()
  let middle = UIView()
  let header = UIView(frame: CGRect(x: 140, y: 145, width: 160, height: 90))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    background.frame = view.bounds.insetBy(dx: -50, dy: -50)
    background.backgroundColor = .blue
    middle.frame = view.bounds
    middle.backgroundColor = UIColor(white: 0.5, alpha: 0.5)
    header.backgroundColor = .yellow
    for layer in [background, middle, header] { view.addSubview(layer) }
    addTilt(to: background, by: 50)
    addTilt(to: header, by: -20)
  }

  func addTilt(to view: UIView, by amount: CGFloat) {
    // Your code: a UIMotionEffectGroup of two UIInterpolatingMotionEffects ("center.x" along
    // .tiltAlongHorizontalAxis, "center.y" along .tiltAlongVerticalAxis), each from -amount to
    // amount, added to view.
  }
}
