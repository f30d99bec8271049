// Written as an Xcode playground page: top-level code, PlaygroundSupport's live view.
import Dynamics
import PlaygroundSupport

final class DropViewController: UIViewController {
  let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
  var animator: UIDynamicAnimator?
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(square)
    let animator = UIDynamicAnimator(referenceView: view)
    animator.addBehavior(UIGravityBehavior(items: [square]))
    self.animator = animator
  }
}

let controller = DropViewController()
PlaygroundPage.current.liveView = controller
PlaygroundPage.current.needsIndefiniteExecution = true
