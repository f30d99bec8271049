// The scene of NSHipster's "UIFieldBehavior" (Jordan Morgan, read in 김필권's Korean translation;
// catalog id nshipster-uifieldbehavior, lessons item-properties, spring-fields-pip and field-gallery):
// a FaceTime-style picture-in-picture avatar with a spring field per corner, an item behaviour that
// gives it weight and drag, a pan that flings it, and the screen's edges as walls.

// Differs from the article: `import Dynamics` instead of UIKit; the article shows snippets, gathered
// here into one controller in the order it introduces them (its first, a drag field that only
// introduces the API, is left out).
import Dynamics

/// The picture-in-picture controller: the avatar, the animator made lazily on the controller's view,
/// the four spring fields, the avatar's physical properties, the bounds collision, and a pan.
final class ViewController: UIViewController {
  // Differs from the article: it gives no sizes; the 96 x 128 avatar starting tucked into the
  // top-left corner follows lesson spring-fields-pip.
  /// The FaceTime picture-in-picture view.
  let facetimeAvatar = UIView(frame: CGRect(x: 16, y: 16, width: 96, height: 128))

  lazy var animator: UIDynamicAnimator = {
    return UIDynamicAnimator(referenceView: view)
  }()

  // Differs from the article: it calls this behaviour avatarPhysicalProperties where it is made and
  // facetimeAvatarBehavior in the pan handler; one property serves both here.
  /// The avatar's weight, drag and rotation lock, and the pan's fling.
  lazy var avatarPhysicalProperties = UIDynamicItemBehavior(items: [facetimeAvatar])

  override func viewDidLoad() {
    super.viewDidLoad()
    facetimeAvatar.backgroundColor = .green
    view.addSubview(facetimeAvatar)
    // Differs from the article: a root view on an iPhone has margins of 16 pt; here views start with
    // UIView's 8, so they are set before the fields read them (the lesson's margin).
    view.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)

    // The article's double loop over the layout margins' key paths, as it writes it.
    let scale = CGAffineTransform(scaleX: 0.5, y: 0.5)
    for vertical in [\UIEdgeInsets.left, \UIEdgeInsets.right] {
      for horizontal in [\UIEdgeInsets.top, \UIEdgeInsets.bottom] {
        let springField = UIFieldBehavior.springField()
        // Differs from the article: `view.layoutMargins`; its snippet reads `layoutMargins` as if it
        // ran inside a view.
        springField.position = CGPoint(x: view.layoutMargins[keyPath: horizontal],
                                       y: view.layoutMargins[keyPath: vertical])
        springField.region = UIRegion(size: view.bounds.size.applying(scale))
        animator.addBehavior(springField)
        springField.addItem(facetimeAvatar)
      }
    }

    avatarPhysicalProperties.allowsRotation = false
    avatarPhysicalProperties.resistance = 8
    avatarPhysicalProperties.density = 0.02
    animator.addBehavior(avatarPhysicalProperties)

    let parentViewBoundsCollision = UICollisionBehavior(items: [facetimeAvatar])
    parentViewBoundsCollision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(parentViewBoundsCollision)

    // The article's hidden debug switch, through key-value coding.
    animator.setValue(true, forKey: "debugEnabled")

    // Differs from the article: a closure instead of a target and a selector (no Objective-C runtime).
    facetimeAvatar.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handlePan(pan) })
  }

  /// The pan's handler. The article shows only the end of its switch: the release hands the finger's
  /// velocity to the avatar, which then falls into a field.
  func handlePan(_ panGesture: UIPanGestureRecognizer) {
    switch panGesture.state {
    case .cancelled, .ended:
      let velocity = panGesture.velocity(in: view)
      avatarPhysicalProperties.addLinearVelocity(velocity, for: facetimeAvatar)
    default:
      break
    }
  }
}
