import Dynamics
import Testing

/// A card the finger drags and flicks into the nearest corner, as apps write it: the pan's translation
/// moves the card and is reset, and on release a snap to the corner the flick points at takes over.
private final class CardViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 110, y: 200, width: 100, height: 140))
  lazy var animator = UIDynamicAnimator(referenceView: view)
  var snap: UISnapBehavior?

  override func loadView() {
    view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    // In Xcode: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))).
    card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in self.handlePan(pan) })
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      if let snap { animator.removeBehavior(snap) }
    case .changed:
      let translation = pan.translation(in: view)
      card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
      pan.setTranslation(.zero, in: view)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: view)
      let corner = CGPoint(x: velocity.x > 0 ? view.bounds.maxX - 60 : 60,
                           y: velocity.y > 0 ? view.bounds.maxY - 80 : 80)
      let snap = UISnapBehavior(item: card, snapTo: corner)
      snap.damping = 0.7
      animator.addBehavior(snap)
      self.snap = snap
    default:
      break
    }
  }
}

/// A token that collides as the triangle its path draws, not as its bounds: a dynamic item of its own.
private final class Token: NSObject, UIDynamicItem {
  var center = CGPoint(x: 160, y: 100)
  var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
  var transform = CGAffineTransform.identity
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
  var collisionBoundingPath: UIBezierPath {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: -20))
    path.addLine(to: CGPoint(x: 20, y: 10))
    path.addLine(to: CGPoint(x: -20, y: 10))
    path.close()
    return path
  }
}

/// Gravity and a floor in one behaviour of the app's own, with an action block that counts the steps.
private final class FallBehavior: UIDynamicBehavior {
  private(set) var steps = 0

  init(items: [UIDynamicItem], floor: CGFloat) {
    super.init()
    addChildBehavior(UIGravityBehavior(items: items))
    let collision = UICollisionBehavior(items: items)
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: floor), to: CGPoint(x: 320, y: floor))
    addChildBehavior(collision)
    action = { [unowned self] in self.steps += 1 }
  }
}

/// Hears when the animator comes to rest and when it starts again.
private final class RestListener: NSObject, UIDynamicAnimatorDelegate {
  var events: [String] = []
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
}

@Suite("App code around the dynamics: controllers as iOS developers write them")
struct AppControllerTests {
  @Test("a dragged card follows the finger through translation(in:) and setTranslation, then snaps to the flicked-at corner")
  func draggableCard() {
    let controller = CardViewController()
    controller.loadViewIfNeeded()
    let view: UIView = controller.view
    var time = 0.0
    _ = view.sendTouch(UITouchSample(.began, at: CGPoint(x: 160, y: 270), time: time))
    for step in 1...8 {
      time += 1.0 / 60
      _ = view.sendTouch(UITouchSample(.moved, at: CGPoint(x: 160 + 5 * Double(step), y: 270 + 4 * Double(step)), time: time))
    }
    #expect(abs(controller.card.center.x - 200) < 1e-9 && abs(controller.card.center.y - 302) < 1e-9,
            "the card moved with the finger: \(controller.card.center)")
    _ = view.sendTouch(UITouchSample(.ended, at: CGPoint(x: 200, y: 302), time: time + 1.0 / 60))
    controller.animator.advance(by: 3)
    #expect(abs(controller.card.center.x - 260) < 1 && abs(controller.card.center.y - 488) < 1,
            "the snap took the card to the bottom-right corner: \(controller.card.center)")
  }

  @Test("a custom dynamic item with a bounding path rests on its path's edge; a composite behaviour's action runs each step")
  func customItemAndComposite() {
    let token = Token()
    let animator = UIDynamicAnimator()
    let listener = RestListener()
    animator.delegate = listener
    let fall = FallBehavior(items: [token], floor: 400)
    animator.addBehavior(fall)
    #expect(fall.childBehaviors.count == 2)
    animator.advance(by: 4)
    #expect(abs(token.center.y - 390) < 1, "the triangle's base, 10 pt below its centre, on the floor: \(token.center.y)")
    #expect(fall.steps > 0 && fall.steps <= 240)
    #expect(listener.events == ["pause"], "the animator paused once everything rested: \(listener.events)")
    animator.removeBehavior(fall)
    animator.addBehavior(UIGravityBehavior(items: [token]))
    #expect(listener.events == ["pause", "resume"])
  }

  @Test("a UIDynamicItemGroup moves its views as one body")
  func itemGroup() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let left = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
    let right = UIView(frame: CGRect(x: 180, y: 100, width: 40, height: 40))
    view.addSubview(left)
    view.addSubview(right)
    let group = UIDynamicItemGroup(items: [left, right])
    let animator = UIDynamicAnimator(referenceView: view)
    let push = UIPushBehavior(items: [group], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    animator.addBehavior(push)
    animator.addBehavior(UIGravityBehavior(items: [group]))
    animator.advance(by: 0.5)
    #expect(left.center.y > 150, "the group fell: \(left.center.y)")
    #expect(abs((right.center.x - left.center.x) - 80) < 1e-6 && abs(right.center.y - left.center.y) < 1e-6,
            "the two views kept their places in the group")
  }
}
