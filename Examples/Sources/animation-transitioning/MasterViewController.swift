// The transitions of "[iOS7 UI Programming - part 1] Animation Transitioning" (a Korean blog post;
// catalog id animation-transitioning, lessons bounce-present and shrink-dismiss): the list controller
// is the transitioning delegate of the screen it presents, and hands out one animation controller
// that bounces the screen in and one that shrinks it away.

// Differs from the article: Swift instead of Objective-C, and `import Dynamics` instead of UIKit.
import Dynamics

// Differs from the article: a UIViewController, not a UITableViewController (there are no table
// views here); the article leaves its table methods, `viewDidLoad` and the segue empty, and its cats
// come from the app delegate, so a label stands in for the list.

/// The article's `MasterViewController`: it keeps the two animation controllers and returns them from
/// the transitioning delegate's two methods.
final class MasterViewController: UIViewController, UIViewControllerTransitioningDelegate {
  private let bounceAnimationController: BouncePresentAnimationController
  private let shrinkDismissAnimationController: ShrinkDismissAnimationController

  // Differs from the article: `init()` instead of `initWithCoder:`, as there is no storyboard.
  override init() {
    bounceAnimationController = BouncePresentAnimationController()
    shrinkDismissAnimationController = ShrinkDismissAnimationController()
    super.init()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let list = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 44))
    list.text = "Cats"
    list.backgroundColor = .cyan
    view.addSubview(list)
  }

  // MARK: UIViewControllerTransitioningDelegate

  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return bounceAnimationController
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return shrinkDismissAnimationController
  }
}
