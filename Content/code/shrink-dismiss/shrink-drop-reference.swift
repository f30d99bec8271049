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
    UIView.animateKeyframes(withDuration: 0.5, delay: 0,
                            options: .calculationModeCubic,
                            animations: {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        self.detail.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        self.list.alpha = 0.5
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.detail.center.y += drop
        self.list.alpha = 1
      }
    }, completion: nil)
  }
}
