// The scene of "[iOS7 DynamicAnimator] 샘플 코드" (iOS 7 DynamicAnimator sample code, a Korean blog
// post; catalog id dynamic-animator-sample, lesson barrier-boundaries): a red square falls under
// gravity of magnitude 4 onto invisible boundaries drawn along the top edges of a yellow and a blue bar.

// Differs from the article: Swift instead of Objective-C, and `import Dynamics` instead of UIKit.
import Dynamics

/// The article's only controller: it builds the three rectangles and the behaviours in `viewDidLoad`,
/// and is the collision behaviour's delegate.
final class ViewController: UIViewController, UICollisionBehaviorDelegate {
  // The article's two instance variables.
  private var animator: UIDynamicAnimator?
  private var gravity: UIGravityBehavior?

  // Differs from the article: its delegate method is empty; this one records each boundary's first
  // contact (identifier and scene time) so that main.swift can check when the square landed.
  private(set) var firstContacts: [(identifier: String, time: TimeInterval)] = []

  /// The animator the scene runs in (nil before `viewDidLoad`).
  var dynamicAnimator: UIDynamicAnimator? { animator }

  override func viewDidLoad() {
    super.viewDidLoad()
    let red = boostupRedRectangle()
    let collision = boostupAnimationAndBehaviorApplyToView(red)

    let yellow = boostupYellowRectangle()
    addBarrier(on: collision, withBarrierView: yellow, andBoundaryIdentifier: "yellow")

    let blue = boostupBlueRectangle()
    addBarrier(on: collision, withBarrierView: blue, andBoundaryIdentifier: "blue")
  }

  // MARK: UICollisionBehaviorDelegate

  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                         withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
    guard let name = (identifier as? NSString).map({ String($0) }),
          !firstContacts.contains(where: { $0.identifier == name }) else { return }
    firstContacts.append((name, animator?.elapsedTime() ?? 0))
  }

  // MARK: Building the views

  private func boostupRedRectangle() -> UIView {
    let redRectangle = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    redRectangle.backgroundColor = .red
    view.addSubview(redRectangle)
    return redRectangle
  }

  private func boostupYellowRectangle() -> UIView {
    let yellowRectangle = UIView(frame: CGRect(x: 0, y: 300, width: 90, height: 20))
    yellowRectangle.backgroundColor = .yellow
    view.addSubview(yellowRectangle)
    return yellowRectangle
  }

  private func boostupBlueRectangle() -> UIView {
    let blueRectangle = UIView(frame: CGRect(x: 180, y: 380, width: 140, height: 20))
    blueRectangle.backgroundColor = .blue
    view.addSubview(blueRectangle)
    return blueRectangle
  }

  // MARK: Behaviours

  private func boostupAnimationAndBehaviorApplyToView(_ item: UIView) -> UICollisionBehavior {
    let animator = UIDynamicAnimator(referenceView: view)
    let gravity = UIGravityBehavior()
    gravity.addItem(item)
    animator.addBehavior(gravity)
    gravity.magnitude = 4.0
    self.animator = animator
    self.gravity = gravity

    let collision = UICollisionBehavior(items: [item])
    collision.collisionDelegate = self
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    return collision
  }

  /// An invisible boundary along the top edge of `barrier`: the view itself is only paint.
  private func addBarrier(on collision: UICollisionBehavior, withBarrierView barrier: UIView,
                          andBoundaryIdentifier identifier: String) {
    let startPoint = barrier.frame.origin
    let endPoint = CGPoint(x: barrier.frame.origin.x + barrier.frame.size.width, y: barrier.frame.origin.y)
    // Differs from the article: the identifier goes in as an NSString; Swift on iOS would write
    // `identifier as NSCopying`, but Linux has no String-to-NSString bridging.
    collision.addBoundary(withIdentifier: identifier as NSString, from: startPoint, to: endPoint)
  }
}
