// A bouncy entrance, written by you.
//
// The list of cats fills the screen; the detail screen waits one screen height below it, out of
// sight. A tap on the list (a cat) should bring the detail screen up with a spring animation of 0.5 s, damping
// ratio 0.6 and no initial velocity, fading the list to alpha 0.2 in the same block; its completion
// puts the list's alpha back to 1.
//
// `check` taps the screen at 0 s and samples what the screen shows every 1/60 s for 0.6 s: how far the
// detail screen passes the top, how low the list's alpha dips, and where both end.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class EntranceViewController: UIViewController {
  let list = UIView()
  let detail = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    list.frame = view.bounds
    list.backgroundColor = .gray
    // The detail screen starts one screen height lower, just out of sight.
    detail.frame = view.bounds.offsetBy(dx: 0, dy: view.bounds.height)
    detail.backgroundColor = .cyan
    for subview in [list, detail] { view.addSubview(subview) }

#if canImport(UIKit)
    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTapped)))
#else
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.showTapped() })
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func showTapped() {
    let endFrame = view.bounds
    // Your code: one spring animation that moves detail to endFrame and fades list to 0.2;
    // its completion sets list's alpha back to 1.
    _ = endFrame
  }
}
