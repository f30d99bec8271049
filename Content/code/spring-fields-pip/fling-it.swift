// A picture-in-picture window, written by you.
//
// The green window sits in a corner; a spring field in each corner pulls it to the nearest one. What
// is missing is the finger: drag the window and it should follow, and when the finger lifts it should
// fly on with the finger's velocity, so that a quick flick down and to the right sends it to the
// bottom-right corner. Write `pipPanned(_:)`.
// `check` flicks the window 90 pt right and 180 pt down in 0.05 s, then waits 4 s.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class PictureInPictureViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let pip = UIView(frame: CGRect(x: 16, y: 16, width: 96, height: 128))
  let pipProperties = UIDynamicItemBehavior()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    pip.backgroundColor = .green
    view.addSubview(pip)

    // Where the window's centre rests in each corner: 16 pt from the edges.
    let inset = CGSize(width: 16 + pip.bounds.width / 2, height: 16 + pip.bounds.height / 2)
    let bounds = view.bounds
    let corners = [
      CGPoint(x: inset.width, y: inset.height), CGPoint(x: bounds.width - inset.width, y: inset.height),
      CGPoint(x: inset.width, y: bounds.height - inset.height),
      CGPoint(x: bounds.width - inset.width, y: bounds.height - inset.height),
    ]
    // Each field reaches halfway to the next corner: the window feels only the nearest one.
    let reach = CGSize(width: bounds.width - 2 * inset.width, height: bounds.height - 2 * inset.height)
    for corner in corners {
      let field = UIFieldBehavior.springField()
      field.position = corner
      field.region = UIRegion(size: reach)
      field.addItem(pip)
      animator.addBehavior(field)
    }
    pipProperties.addItem(pip)
    pipProperties.density = 0.02
    pipProperties.resistance = 8
    pipProperties.allowsRotation = false
    animator.addBehavior(pipProperties)
    let walls = UICollisionBehavior(items: [pip])
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)

#if canImport(UIKit)
    pip.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pipPanned(_:))))
#else
    pip.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in self.pipPanned(pan) })
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func pipPanned(_ pan: UIPanGestureRecognizer) {
    // Your code: follow the finger while it moves; when it lifts, hand the window its velocity.
  }
}
