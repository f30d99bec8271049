// The push recipe of "Ознакомительный отрывок" (a Russian preview excerpt of an iOS 7 recipe book;
// catalog id recipe-book-excerpt, lessons push-basics and tap-to-push): a square in the middle of the
// controller's view, kept in by the view's bounds, is pushed by a continuous push behaviour towards
// each tap, harder the farther the tap is from the square's centre.

// Differs from the article: the excerpt describes this recipe in prose only and its code is not part
// of it, so the structure follows its steps (view, collision, tap recognizer, angle and distance),
// and the square's size and the distance's scale follow lesson tap-to-push. Swift, `import Dynamics`.
import Dynamics

/// The recipe's controller: a square, an animator with a collision and a continuous push, and a tap
/// recognizer on the controller's view that aims the push.
final class ViewController: UIViewController {
  /// The small square in the middle of the view.
  var squareView: UIView?
  /// Runs the scene in the controller's view.
  var animator: UIDynamicAnimator?
  /// The continuous push that each tap aims; magnitude 0 until the first tap.
  var pushBehavior: UIPushBehavior?

  /// Points of tap distance per unit of push magnitude (one magnitude unit accelerates 100 pt/s^2 on an
  /// item of mass 1). The excerpt says to use the distance as the magnitude; it needs a scale.
  static let distanceScale: CGFloat = 200

  override func viewDidLoad() {
    super.viewDidLoad()
    createSmallSquareView()
    createGestureRecognizer()
    createAnimatorAndBehaviors()
  }

  private func createSmallSquareView() {
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    square.backgroundColor = .red
    square.center = view.center
    view.addSubview(square)
    squareView = square
  }

  private func createGestureRecognizer() {
    // Differs from the article: a closure instead of `initWithTarget:action:` with a selector (Linux
    // has no Objective-C runtime).
    let tapRecognizer = UITapGestureRecognizer { [unowned self] tap in handleTap(tap) }
    view.addGestureRecognizer(tapRecognizer)
  }

  private func createAnimatorAndBehaviors() {
    guard let squareView else { return }
    let animator = UIDynamicAnimator(referenceView: view)
    let collision = UICollisionBehavior(items: [squareView])
    collision.translatesReferenceBoundsIntoBoundary = true
    let push = UIPushBehavior(items: [squareView], mode: .continuous)
    animator.addBehavior(collision)
    animator.addBehavior(push)
    self.animator = animator
    pushBehavior = push
  }

  /// Aims the push from the square's centre towards the tap, with the tap's distance as its strength.
  func handleTap(_ tap: UITapGestureRecognizer) {
    guard let squareView, let pushBehavior else { return }
    let tapPoint = tap.location(in: view)
    let deltaX = tapPoint.x - squareView.center.x
    let deltaY = tapPoint.y - squareView.center.y
    pushBehavior.angle = atan2(deltaY, deltaX)
    pushBehavior.magnitude = hypot(deltaX, deltaY) / Self.distanceScale
  }
}
