import Dynamics
import Foundation
import Testing

/// Items joined by an attachment do not collide with each other (Box2D's `collideConnected = false`);
/// they still collide with everything else.
@Suite("Connected items")
struct ConnectedItemsTests {
  enum Kind: String, CaseIterable, Sendable { case rod, spring, limit, fixed, pin, sliding }

  /// Two 60×60 items overlapping by 30 pt, in one collision behaviour, without gravity, joined by
  /// `kind` (or by nothing). Returns the contact reports and how far each item moved in 1 s.
  static func overlapping(_ kind: Kind?) -> (events: [ContactRecorder.Event], moved: CGFloat) {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 70, 70, 60, 60, name: "A")    // centre (100, 100)
    let b = SceneFactory.view(root, 100, 70, 60, 60, name: "B")   // centre (130, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [a, b])
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(collision)
    let middle = CGPoint(x: 115, y: 100)
    switch kind {
    case .rod: animator.addBehavior(UIAttachmentBehavior(item: a, attachedTo: b))
    case .spring:
      let spring = UIAttachmentBehavior(item: a, attachedTo: b)
      spring.frequency = 2
      spring.damping = 0.5
      animator.addBehavior(spring)
    case .limit:
      animator.addBehavior(UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b,
                                                                offsetFromCenter: .zero))
    case .fixed: animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: middle))
    case .pin: animator.addBehavior(UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: middle))
    case .sliding:
      animator.addBehavior(UIAttachmentBehavior.slidingAttachment(with: a, attachedTo: b, attachmentAnchor: middle,
                                                                  axisOfTranslation: CGVector(dx: 1, dy: 0)))
    case nil:
      // Something must keep the animator running: a behaviour that touches neither item's physics.
      animator.addBehavior(UIGravityBehavior(items: []))
    }
    animator.advance(by: 1)
    let moved = max(hypot(a.center.x - 100, a.center.y - 100), hypot(b.center.x - 130, b.center.y - 100))
    return (recorder.events, moved)
  }

  @Test("control: the same overlapping items without an attachment touch and are pushed apart")
  func unconnectedItemsCollide() {
    let (events, moved) = Self.overlapping(nil)
    #expect(events.contains { if case .beganItems = $0 { return true } else { return false } }, "\(events)")
    #expect(moved > 5, "moved \(moved)")
  }

  @Test("items joined by any attachment kind do not collide with each other", arguments: Kind.allCases)
  func connectedItemsDoNotCollide(_ kind: Kind) {
    let (events, moved) = Self.overlapping(kind)
    #expect(events.isEmpty, "\(kind): \(events)")
    #expect(moved < 0.01, "\(kind): moved \(moved)")
  }

  @Test("connected items still collide with other items, and anchor attachments keep the boundaries")
  func othersStillCollide() {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 135, 240, 50, 50, name: "A")  // centre (160, 265)
    let b = SceneFactory.view(root, 135, 300, 50, 50, name: "B")  // centre (160, 325), hangs from A
    let c = SceneFactory.view(root, 135, 100, 50, 50, name: "C")  // falls onto A
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [a, b, c])
    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 468), to: CGPoint(x: 320, y: 468))
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    // A hangs from an anchor on a soft spring that, loaded with B, would stretch B below the floor.
    let hanger = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 160, y: 50))
    hanger.frequency = 0.5
    hanger.damping = 1
    animator.addBehavior(hanger)
    animator.addBehavior(UIAttachmentBehavior(item: a, attachedTo: b))
    animator.addBehavior(UIGravityBehavior(items: [a, b, c]))
    animator.addBehavior(collision)
    animator.advance(by: 4)
    func touched(_ x: String, _ y: String) -> Bool {
      recorder.events.contains {
        if case .beganItems(let p, let q, _) = $0 { return Set([p, q]) == Set([x, y]) } else { return false }
      }
    }
    #expect(recorder.beganBoundaries.contains("floor"), "\(recorder.events)")
    #expect(abs(b.center.y - 443) < 1, "B \(b.center)")
    #expect(touched("A", "C") && !touched("A", "B"), "\(recorder.events)")
    #expect(abs(c.center.y - (a.center.y - 50)) < 1.5, "A \(a.center) C \(c.center)")
  }
}
