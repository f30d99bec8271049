import Dynamics
import Testing

/// A shelf that lays out its shelf line in `layoutSubviews()`, from its bounds.
private final class ShelfView: UIView {
  let line = UIView()
  var layouts = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(line)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    line.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
  }
}

/// Makes its animator and boundaries once the view has its final size, in `viewDidLayoutSubviews()`,
/// as dynamics code commonly does.
private final class DropViewController: UIViewController {
  var animator: UIDynamicAnimator?
  let box = UIView(frame: CGRect(x: 100, y: 40, width: 60, height: 60))
  var calls: [String] = []

  override func loadView() {
    view = ShelfView(frame: .zero)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("will \(view.bounds.width)")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("did \(view.bounds.width)")
    guard animator == nil else { return }
    let animator = UIDynamicAnimator(referenceView: view)
    let collision = UICollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [box]))
    self.animator = animator
  }
}

@Suite("Layout callbacks: layoutSubviews, setNeedsLayout, layoutIfNeeded, the controller's will/did layout")
struct LayoutCallbackTests {
  @Test("showing the controller in a window lays it out once, at the window's size; the animator made there runs")
  func animatorMadeInViewDidLayoutSubviews() {
    let controller = DropViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.calls == ["will 320.0", "did 320.0"])
    let shelf = controller.view as! ShelfView
    #expect(shelf.layouts == 1 && shelf.line.frame == CGRect(x: 0, y: 566, width: 320, height: 2))
    controller.animator?.advance(by: 3)
    #expect(abs(controller.box.frame.maxY - 568) < 1, "the box rests on the bottom: \(controller.box.frame)")
    #expect(shelf.layouts == 1, "nothing was due: advance(by:) laid nothing out again")
  }

  @Test("a change of size, or setNeedsLayout(), lays out again at the next pass; layoutIfNeeded() runs it now")
  func relayout() {
    let controller = DropViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    window.rootViewController = controller
    let shelf = controller.view as! ShelfView
    controller.view.frame = CGRect(x: 0, y: 0, width: 568, height: 320)   // turned to landscape
    #expect(shelf.layouts == 1, "layout waits for the next pass")
    controller.animator?.advance(by: 1.0 / 60)
    #expect(shelf.layouts == 2 && shelf.line.frame.width == 568)
    #expect(controller.calls.suffix(2) == ["will 568.0", "did 568.0"])
    shelf.setNeedsLayout()
    shelf.layoutIfNeeded()
    shelf.layoutIfNeeded()
    #expect(shelf.layouts == 3)
  }
}
