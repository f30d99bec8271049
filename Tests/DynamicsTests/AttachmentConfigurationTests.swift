import Dynamics
import Foundation
import Testing

/// A rope whose length is a getter of its own: no setter of the base class hears it change.
private final class ComputedLengthAttachment: UIAttachmentBehavior {
  var wanted: CGFloat = 100
  override var length: CGFloat {
    get { wanted }
    set { wanted = newValue }
  }
}

/// An attachment's public properties reach its joint in the next step, whether set through the class's
/// setters (which mark the joint stale) or read from a subclass's own getter (configured every step).
@Suite("Attachment properties reach the joint")
struct AttachmentConfigurationTests {
  /// Distance (pt) of the item's centre from the anchor after `steps` more steps.
  static func distance(_ view: UIView, _ anchor: CGPoint) -> Double {
    hypot(Double(view.center.x - anchor.x), Double(view.center.y - anchor.y))
  }

  static func scene(_ make: (UIView, CGPoint) -> UIAttachmentBehavior)
    -> (UIDynamicAnimator, UIView, CGPoint, UIAttachmentBehavior) {
    let root = SceneFactory.referenceView(width: 1000, height: 1000)
    let anchor = CGPoint(x: 500, y: 300)
    let view = SceneFactory.view(root, 500 - 10, 400 - 10, 20, 20)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = make(view, anchor)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(rod)
    animator.isSleepingEnabled = false
    return (animator, view, anchor, rod)
  }

  @Test("A rod's new length applies in the steps after the setter")
  func setterReachesJoint() {
    let (animator, view, anchor, rod) = Self.scene { UIAttachmentBehavior(item: $0, attachedToAnchor: $1) }
    for _ in 0..<30 { animator.step() }
    #expect(abs(Self.distance(view, anchor) - 100) < 0.5)
    rod.length = 60
    for _ in 0..<60 { animator.step() }
    #expect(abs(Self.distance(view, anchor) - 60) < 0.5)
    rod.frequency = 2
    rod.damping = 1
    rod.length = 150
    for _ in 0..<240 { animator.step() }
    // A critically damped 2 Hz spring under gravity: near its length plus the sag g/ω².
    let sag = 1000 / pow(2 * Double.pi * 2, 2)
    #expect(abs(Self.distance(view, anchor) - (150 + sag)) < 2)
  }

  @Test("A subclass's own length getter applies in the next steps")
  func overriddenGetterReachesJoint() {
    let (animator, view, anchor, rod) = Self.scene { ComputedLengthAttachment(item: $0, attachedToAnchor: $1) }
    for _ in 0..<30 { animator.step() }
    #expect(abs(Self.distance(view, anchor) - 100) < 0.5)
    (rod as? ComputedLengthAttachment)?.wanted = 60  // not through `length`'s setter
    for _ in 0..<60 { animator.step() }
    #expect(abs(Self.distance(view, anchor) - 60) < 0.5)
  }
}
