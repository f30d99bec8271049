import Dynamics
import Testing

/// A rope that knows its own kind, made with a factory as UIKit code subclasses attachments.
private final class Rope: UIAttachmentBehavior {
  var label = "rope"
}

/// Toggles a snap on each tap, as the snap demos do: the behaviour is found in the animator's list by
/// identity (`contains`, `firstIndex(of:)`), which needs behaviours to be `NSObject`s.
private final class SnapToggleViewController: UIViewController {
  let square = UIView(frame: CGRect(x: 110, y: 100, width: 100, height: 100))
  lazy var animator = UIDynamicAnimator(referenceView: view)
  lazy var snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 160, y: 400))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(square)
  }

  func toggleSnap() {
    if let index = animator.behaviors.firstIndex(of: snap) {
      animator.removeBehavior(animator.behaviors[index])
    } else if !animator.behaviors.contains(snap) {
      animator.addBehavior(snap)
    }
  }
}

@Suite("Behaviours and the animator are NSObjects; attachment types as UIKit names them")
struct BehaviorIdentityTests {
  @Test("animator.behaviors.contains(snap) and firstIndex(of:) find a behaviour by identity")
  func behaviorsFoundByIdentity() {
    let controller = SnapToggleViewController()
    controller.loadViewIfNeeded()
    controller.toggleSnap()
    #expect(controller.animator.behaviors.contains(controller.snap))
    controller.animator.advance(by: 2)
    #expect(abs(controller.square.center.y - 400) < 1, "the snap ran: \(controller.square.center)")
    controller.toggleSnap()
    #expect(controller.animator.behaviors.isEmpty)
    let other = UISnapBehavior(item: controller.square, snapTo: .zero)
    #expect(other != controller.snap && Set<UIDynamicBehavior>([other, other, controller.snap]).count == 2)
  }

  @Test("the animator and behaviours convert to NSObject")
  func convertToNSObject() {
    let animator = UIDynamicAnimator()
    let objects: [NSObject] = [animator, UIGravityBehavior(items: []), UIDynamicBehavior()]
    #expect(objects.count == 3 && objects[0] is UIDynamicAnimator)
  }

  @Test("UIAttachmentBehavior.AttachmentType names what an attachment connects")
  func attachmentType() {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let b = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
    let anchored = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 10, y: -40))
    let paired = UIAttachmentBehavior(item: a, attachedTo: b)
    let type: UIAttachmentBehavior.AttachmentType = anchored.attachedBehaviorType
    #expect(type == .anchor && paired.attachedBehaviorType == .items)
    #expect(UIAttachmentBehavior.AttachmentType(rawValue: 0) == .items)
  }

  @Test("the attachment factories return Self: a subclass's factory makes that subclass")
  func factoriesReturnSelf() {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let b = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
    let rope: Rope = Rope.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
    let pin: Rope = Rope.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 35, y: 10))
    let fixed: Rope = Rope.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 35, y: 10))
    let rail: Rope = Rope.slidingAttachment(with: a, attachmentAnchor: a.center, axisOfTranslation: CGVector(dx: 1, dy: 0))
    let pair: Rope = Rope.slidingAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 35, y: 10),
                                            axisOfTranslation: CGVector(dx: 1, dy: 0))
    #expect([rope, pin, fixed, rail, pair].allSatisfy { $0.label == "rope" })
    #expect(rope.attachedBehaviorType == .items && rail.attachedBehaviorType == .anchor)
    #expect(abs(rope.length - 50) < 1e-9, "the limit's length is the distance at creation")
    let plain = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 35, y: 10))
    #expect(type(of: plain) == UIAttachmentBehavior.self)
  }
}
