@testable import Dynamics
import Foundation
import Testing

/// The rod trees' passes are compiled twice (Solver/RodLevers.swift): with every angular term, and for
/// rods that hold each moving item at its centre, without the terms that are then zero.
@Suite("Rod levers")
struct RodLeverTests {
  /// Twelve 10×10 links 20 pt apart on rods, the first hanging from a point, released sideways under
  /// gravity and colliding with each other; `offset` is where each rod holds the link it hangs.
  static func chain(offset: UIOffset = .zero) -> (UIDynamicAnimator, [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let anchor = CGPoint(x: 500, y: 100)
    let links = (1...12).map { i in
      UIView(frame: CGRect(x: anchor.x + 20 * Double(i) - 5, y: anchor.y - 5, width: 10, height: 10))
    }
    links.forEach(root.addSubview)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.isSleepingEnabled = false  // a change of sleep would rebuild the trees
    animator.addBehavior(UIGravityBehavior(items: links))
    animator.addBehavior(UICollisionBehavior(items: links))
    animator.addBehavior(UIAttachmentBehavior(item: links[0], attachedToAnchor: anchor))
    for i in 1..<links.count {
      animator.addBehavior(UIAttachmentBehavior(item: links[i], offsetFromCenter: offset, attachedTo: links[i - 1],
                                                offsetFromCenter: .zero))
    }
    return (animator, links)
  }

  /// Every bit of a link's position, turn and velocities.
  static func state(_ animator: UIDynamicAnimator, _ links: [UIView]) -> [UInt64] {
    links.flatMap { link -> [UInt64] in
      let v = animator.velocity(of: link) ?? .zero
      return [link.center.x, link.center.y, link.transform.a, link.transform.b, v.x, v.y,
              animator.angularVelocity(of: link) ?? 0].map { Double($0).bitPattern }
    }
  }

  @Test("a chain held at its items' centres moves bit for bit the same through the passes without levers as through the general ones, for 10 s")
  func centredPassesMatchTheGeneralOnes() {
    let (centred, centredLinks) = Self.chain()
    let (general, generalLinks) = Self.chain()
    centred.step()
    general.step()
    #expect(centred.world.context.rodTrees.isCentred)
    general.world.context.rodTrees.isCentred = false  // kept while the trees are (no rebuild here)
    for _ in 1..<600 {
      centred.step()
      general.step()
    }
    #expect(!general.world.context.rodTrees.isCentred, "the trees were rebuilt")
    #expect(Self.state(centred, centredLinks) == Self.state(general, generalLinks))
    // The chain did swing: the last link is far from where it started.
    #expect(abs(Double(centredLinks[11].center.x) - 740) > 50)
  }

  @Test("a chain whose rods hold items off their centres takes the general passes, and the links turn")
  func offCentreRodsTakeTheGeneralPasses() {
    let (animator, links) = Self.chain(offset: UIOffset(horizontal: -5, vertical: 0))
    for _ in 0..<120 { animator.step() }
    #expect(!animator.world.context.rodTrees.isCentred)
    #expect(links.contains { abs(Double(animator.angularVelocity(of: $0) ?? 0)) > 0.1 })
  }
}
