// Shrink and drop, written by you.
//
// The detail screen covers the list of cats, which waits behind it at alpha 0.5. A tap should
// dismiss the detail screen with one keyframe animation of 0.5 s in cubic mode: in the first half
// it shrinks to half its size (the list's alpha goes to 0.5), in the second half it drops one
// screen height while the list comes fully back (alpha 1).
//
// `check` taps the screen at 0 s and samples what the screen shows every 1/60 s for 0.5 s: the detail
// screen's scale at 0.25 s, when its top edge leaves the screen, and the list's alpha.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class ShrinkDropViewController: UIViewController {
  let list = UIView()
  let detail = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    list.frame = view.bounds
    list.backgroundColor = .gray
    list.alpha = 0.5
    detail.frame = view.bounds
    detail.backgroundColor = .cyan
    for subview in [list, detail] { view.addSubview(subview) }

#if canImport(UIKit)
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeTapped)))
#else
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.closeTapped() })
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func closeTapped() {
    let drop = view.bounds.height
    // Your code: UIView.animateKeyframes over 0.5 s with .calculationModeCubic, two keyframes of
    // half the time each: detail's transform to half scale and list's alpha to 0.5, then
    // detail's centre down by drop and list's alpha to 1.
    _ = drop
  }
}
