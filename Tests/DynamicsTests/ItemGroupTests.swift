import Dynamics
import Foundation
import Testing

@Suite("UIDynamicItemGroup")
struct ItemGroupTests {
  @Test("the group's centre is the members' area-weighted centroid, its bounds their extent")
  func geometry() {
    let root = SceneFactory.referenceView()
    let big = SceneFactory.view(root, 0, 0, 100, 100)     // centre (50, 50), area 10 000
    let small = SceneFactory.view(root, 100, 25, 50, 50)  // centre (125, 50), area 2 500
    let group = UIDynamicItemGroup(items: [big, small])
    #expect(group.items.count == 2)
    #expect(abs(group.center.x - 65) < 1e-9 && abs(group.center.y - 50) < 1e-9)
    #expect(group.bounds.size == CGSize(width: 150, height: 100))
    #expect(group.transform == .identity)
    // Moving the group moves the members.
    group.center = CGPoint(x: 165, y: 150)
    #expect(big.center == CGPoint(x: 150, y: 150) && small.center == CGPoint(x: 225, y: 150))
    group.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(big.center.x - 165) < 1e-9 && abs(big.center.y - 135) < 1e-9)
    #expect(abs(small.transform.rotationAngle - .pi / 2) < 1e-12)
  }

  @Test("a group falls as one rigid body and its members keep their relative positions")
  func fallsAsOne() {
    let root = SceneFactory.referenceView()
    let left = SceneFactory.view(root, 60, 100, 100, 50, name: "left")
    let right = SceneFactory.view(root, 160, 60, 50, 90, name: "right")
    let group = UIDynamicItemGroup(items: [left, right])
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [group])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [group]))
    animator.addBehavior(collision)
    let offset0 = CGPoint(x: right.center.x - left.center.x, y: right.center.y - left.center.y)
    for _ in 0..<180 {
      animator.step()
      let angle = left.transform.rotationAngle
      let dx = right.center.x - left.center.x, dy = right.center.y - left.center.y
      let local = CGPoint(x: dx * cos(angle) + dy * sin(angle), y: -dx * sin(angle) + dy * cos(angle))
      #expect(abs(local.x - offset0.x) < 1e-6 && abs(local.y - offset0.y) < 1e-6)
      #expect(abs(right.transform.rotationAngle - angle) < 1e-9)
    }
    // Both members rest on the floor (their bottoms are level: 150 pt in the original layout).
    #expect(abs(left.frame.maxY - 568) < 0.6 && abs(right.frame.maxY - 568) < 0.6, "\(left.frame) \(right.frame)")
    #expect(animator.velocity(of: left) == animator.velocity(of: group))
  }

  @Test("a group's mass is the sum of its members': a push of 1 moves two 100×100 members at 50 pt/s²")
  func mass() {
    let root = SceneFactory.referenceView(width: 10_000)
    let a = SceneFactory.view(root, 100, 100, 100, 100)
    let b = SceneFactory.view(root, 200, 100, 100, 100)
    let group = UIDynamicItemGroup(items: [a, b])
    let animator = UIDynamicAnimator(referenceView: root)
    let push = UIPushBehavior(items: [group], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    // Off-centre by 50 pt: I = 2·(1666.7 + 1·50²) = 8333.3, Δω = 50·100/8333.3 = 0.6 rad/s.
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: group)
    animator.addBehavior(push)
    animator.step()
    #expect(abs(Double(animator.velocity(of: group)?.x ?? 0) - 50) < 1e-9)
    #expect(abs(Double(animator.angularVelocity(of: group) ?? 0) + 0.6) < 1e-9)
  }

  @Test("members named directly by another behaviour are ignored (listed), never a trap")
  func directUseIgnored() {
    let root = SceneFactory.referenceView(height: 10_000)
    let a = SceneFactory.view(root, 100, 100, 50, 50)
    let b = SceneFactory.view(root, 150, 100, 50, 50)
    let c = SceneFactory.view(root, 250, 100, 50, 50)
    let group = UIDynamicItemGroup(items: [a, b])
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: [a, c]))       // a directly: ignored
    animator.addBehavior(UIDynamicItemBehavior(items: [group]))  // the group itself: simulated
    let other = UIDynamicItemGroup(items: [b, c])                // shares b with the first group: ignored
    let nested = UIDynamicItemGroup(items: [group])               // a group in a group: ignored
    animator.addBehavior(UICollisionBehavior(items: [other, nested]))
    animator.advance(by: 0.5)
    #expect(animator.ignoredItems.count == 3)
    #expect(animator.ignoredItems.contains { $0 === a } && animator.ignoredItems.contains { $0 === other })
    #expect(animator.ignoredItems.contains { $0 === nested })
    #expect(a.center.y == 125 && b.center.y == 125, "the group felt no gravity")
    #expect(c.center.y > 125, "c is still an ordinary item")
  }

  @Test("contacts of a group are reported with the group as the item")
  func groupContacts() {
    let root = SceneFactory.referenceView()
    let a = SceneFactory.view(root, 100, 300, 50, 50, name: "a")
    let b = SceneFactory.view(root, 150, 300, 50, 50, name: "b")
    let group = UIDynamicItemGroup(items: [a, b])
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [group])
    collision.translatesReferenceBoundsIntoBoundary = true
    final class Recorder: UICollisionBehaviorDelegate {
      var items: [UIDynamicItem] = []
      func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                             withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) { items.append(item) }
    }
    let recorder = Recorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(UIGravityBehavior(items: [group]))
    animator.addBehavior(collision)
    animator.advance(by: 1)
    // Both members land on the floor together: one report, for the group.
    #expect(recorder.items.count == 1 && recorder.items.first === group)
  }
}
