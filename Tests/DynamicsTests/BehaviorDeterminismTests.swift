import Dynamics
import Foundation
import TestSupport
import Testing

@Suite("Determinism of behaviours")
struct BehaviorDeterminismTests {
  /// A scene with every behaviour: snap, both pushes, every attachment kind, a group, collisions with
  /// boundaries and reference bounds, item properties, delegate callbacks.
  static func run() -> (bits: [UInt64], events: [String]) {
    let root = SceneFactory.referenceView()
    var views: [UIView] = []
    for i in 0..<8 {
      let x = CGFloat(20 + 35 * i), y = CGFloat(60 + 20 * (i % 3)), w = CGFloat(20 + 3 * i)
      views.append(SceneFactory.view(root, x, y, w, 24, name: "v\(i)"))
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let group = UIDynamicItemGroup(items: [views[6], views[7]])
    let items: [UIDynamicItem] = Array(views[0..<6]) + [group]
    let material = UIDynamicItemBehavior(items: items)
    material.elasticity = 0.4
    material.friction = 0.3
    material.angularResistance = 0.2
    material.addAngularVelocity(2, for: views[1])
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let bowl = UIBezierPath()
    bowl.addArc(withCenter: CGPoint(x: 160, y: 380), radius: 120, startAngle: 0.2, endAngle: .pi - 0.2, clockwise: true)
    collision.addBoundary(withIdentifier: "bowl" as NSCopying, for: bowl)
    final class Log: UICollisionBehaviorDelegate {
      var events: [String] = []
      func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                             withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        events.append("b \((item as? UIView)?.name ?? "group") \(identifier.map { "\($0)" } ?? "nil") \(p.x.bitPattern)")
      }
      func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                             with item2: UIDynamicItem, at p: CGPoint) {
        events.append("i \(p.x.bitPattern) \(p.y.bitPattern)")
      }
    }
    let log = Log()
    collision.collisionDelegate = log
    let push = UIPushBehavior(items: [views[2], group], mode: .continuous)
    push.setAngle(-0.3, magnitude: 0.2)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: 3), for: group)
    let kick = UIPushBehavior(items: [views[3]], mode: .instantaneous)
    kick.setAngle(-1.2, magnitude: 0.5)
    let snap = UISnapBehavior(item: views[4], snapTo: CGPoint(x: 250, y: 150))
    let spring = UIAttachmentBehavior(item: views[0], offsetFromCenter: UIOffset(horizontal: 8, vertical: 0),
                                      attachedToAnchor: CGPoint(x: 40, y: 30))
    spring.frequency = 2
    spring.damping = 0.3
    let rope = UIAttachmentBehavior.limitAttachment(with: views[1], offsetFromCenter: .zero, attachedTo: views[0],
                                                    offsetFromCenter: .zero)
    let pin = UIAttachmentBehavior.pinAttachment(with: views[5], attachedTo: views[2], attachmentAnchor: CGPoint(x: 205, y: 75))
    pin.frictionTorque = 0.5
    let weld = UIAttachmentBehavior.fixedAttachment(with: views[3], attachedTo: views[5], attachmentAnchor: CGPoint(x: 140, y: 80))
    let rail = UIAttachmentBehavior.slidingAttachment(with: views[4], attachmentAnchor: CGPoint(x: 160, y: 100),
                                                      axisOfTranslation: CGVector(dx: 1, dy: 0.2))
    rail.attachmentRange = UIFloatRange(minimum: -80, maximum: 80)
    for behavior in [material, collision, push, kick, snap, spring, rope, pin, weld, rail, UIGravityBehavior(items: items)] as [UIDynamicBehavior] {
      animator.addBehavior(behavior)
    }
    var bits: [UInt64] = []
    for step in 0..<240 {
      animator.step()
      if step == 100 { kick.active = true }
      if step == 150 { snap.snapPoint = CGPoint(x: 60, y: 200) }
      for view in views {
        bits.append(Double(view.center.x).bitPattern)
        bits.append(Double(view.center.y).bitPattern)
        bits.append(Double(view.transform.b).bitPattern)
      }
    }
    return (bits, log.events)
  }

  @Test("a scene using every behaviour gives identical bits and identical delegate calls on every run")
  func identicalRuns() {
    let first = Self.run(), second = Self.run()
    #expect(first.bits == second.bits)
    #expect(first.events == second.events)
    #expect(!first.events.isEmpty)
    // A digest to compare across processes: `swift test` twice prints the same value.
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in first.bits { digest = (digest ^ b) &* 0x100_0000_01b3 }
    print("behaviour determinism digest: \(String(digest, radix: 16)), \(first.events.count) contact reports")
  }

  @Test("the seeded random sweep is reproducible bit for bit")
  func sweepReproducible() {
    func run() -> [UInt64] {
      var sweep = SceneSweep(rng: SweepRandom(seed: 77), nasty: false)
      var bits: [UInt64] = []
      for _ in 0..<20 {
        let (animator, views) = sweep.makeScene()
        animator.advance(by: 1)
        for view in views { bits += [Double(view.center.x).bitPattern, Double(view.center.y).bitPattern] }
      }
      return bits
    }
    #expect(run() == run())
  }
}
