// An iOS 7 lock screen: a file that passes the exercise.
//
// While the finger is down, the screen follows it and keeps no speed of its own; when the finger lets
// go, the pan's velocity is handed to the screen through its item behavior, and gravity takes it from
// there: a slow release drops it back onto the bottom boundary, a quick flick up carries it off the top.
// In Xcode, write `import UIKit` in place of `import Dynamics`.

import Dynamics

final class LockScreenViewController: UIViewController {
  lazy var animator = UIDynamicAnimator(referenceView: view)
  let lock = UIView()
  let lockProperties = UIDynamicItemBehavior()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    lock.frame = view.bounds
    lock.backgroundColor = .gray
    view.addSubview(lock)

    let gravity = UIGravityBehavior(items: [lock])
    animator.addBehavior(gravity)
    // The screen rests with its bottom edge on this line: exactly closed. Nothing above it.
    let floor = UICollisionBehavior(items: [lock])
    floor.collisionMode = .boundaries
    let bottom = view.bounds.height
    floor.addBoundary(withIdentifier: "bottom" as NSString, from: CGPoint(x: 0, y: bottom),
                      to: CGPoint(x: view.bounds.width, y: bottom))
    animator.addBehavior(floor)
    lockProperties.addItem(lock)
    lockProperties.elasticity = 0.5
    lockProperties.allowsRotation = false
    animator.addBehavior(lockProperties)

#if canImport(UIKit)
    lock.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(lockPanned(_:))))
#else
    lock.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in self.lockPanned(pan) })
#endif
  }

#if canImport(UIKit)
  @objc
#endif
  func lockPanned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .changed:
      // The screen follows the finger, and keeps no speed of its own while it is held.
      let moved = pan.translation(in: view)
      lock.center = CGPoint(x: lock.center.x, y: lock.center.y + moved.y)
      pan.setTranslation(.zero, in: view)
      animator.updateItem(usingCurrentState: lock)
      let velocity = lockProperties.linearVelocity(for: lock)
      lockProperties.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: lock)
    case .ended, .cancelled:
      // The finger lets go: the screen flies on with the finger's velocity.
      lockProperties.addLinearVelocity(pan.velocity(in: view), for: lock)
    default:
      break
    }
  }
}
