// A picture-in-picture window: a file that passes the exercise.
//
// While the finger moves, the window is moved by hand and the animator told so; when it lifts, the
// finger's velocity becomes the window's, and the fields and the resistance take it from there.
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
    switch pan.state {
    case .changed:
      let moved = pan.translation(in: view)
      pip.center = CGPoint(x: pip.center.x + moved.x, y: pip.center.y + moved.y)
      pan.setTranslation(.zero, in: view)
      animator.updateItem(usingCurrentState: pip)
    case .ended, .cancelled:
      pipProperties.addLinearVelocity(pan.velocity(in: view), for: pip)
    default:
      break
    }
  }
}
