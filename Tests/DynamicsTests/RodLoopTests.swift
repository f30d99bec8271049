import Dynamics
import Foundation
import Testing

/// Closed rings of rigid rods (`UIAttachmentBehavior`s of frequency 0 between items, the last back to the
/// first) are solved with the chains and trees, exactly (Solver/RodTrees.swift): their links keep their
/// lengths while the ring falls, tumbles and bounces off the view's edges.
@Suite("Rod loops")
struct RodLoopTests {
  /// `corners` 20×20 items on a circle of radius `radius` around (200, 150) in a 400×400 view with solid
  /// edges, each linked to the next by a rod and the last to the first; under gravity, bouncy, thrown
  /// sideways and spinning. Returns the worst rod length error (pt) over `seconds` and the rods' lengths.
  static func ring(corners: Int, radius: Double, seconds: Double) -> (error: Double, lengths: [Double]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let items = (0..<corners).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(corners) + 0.3
      let item = UIView(frame: CGRect(x: 190 + radius * cos(angle), y: 140 + radius * sin(angle), width: 20,
                                      height: 20))
      root.addSubview(item)
      return item
    }
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: items))
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bouncy = UIDynamicItemBehavior(items: items)
    bouncy.elasticity = 0.8
    animator.addBehavior(bouncy)
    var rods: [(UIView, UIView, Double)] = []
    for k in 0..<corners {
      let a = items[k], b = items[(k + 1) % corners]
      let rod = UIAttachmentBehavior(item: b, attachedTo: a)
      animator.addBehavior(rod)
      rods.append((a, b, Double(rod.length)))
    }
    // Thrown to the right and spun about the ring's centre, so that it tumbles and strikes the edges.
    for (k, item) in items.enumerated() {
      let angle = 2 * Double.pi * Double(k) / Double(corners) + 0.3
      bouncy.addLinearVelocity(CGPoint(x: 600 - 8 * radius * sin(angle), y: 8 * radius * cos(angle)), for: item)
    }
    var error = 0.0
    for _ in 0..<Int(seconds * 60) {
      animator.step()
      for (a, b, length) in rods {
        let d = hypot(Double(b.center.x - a.center.x), Double(b.center.y - a.center.y))
        error = max(error, d.isFinite ? abs(d - length) : .infinity)
      }
    }
    return (error, rods.map(\.2))
  }

  @Test("a square of four items and a triangle of three, linked in a loop by rods, fall, tumble and bounce off the view's edges for 10 s with every link within 1e-4 pt of its length",
        arguments: [(4, 50.0), (3, 50.0)])
  func ringsHold(corners: Int, radius: Double) {
    let (error, lengths) = Self.ring(corners: corners, radius: radius, seconds: 10)
    #expect(lengths.allSatisfy { $0 > 60 }, "rods of \(lengths) pt")
    #expect(error <= 1e-4, "\(corners) corners: a link off its length by \(error) pt")
  }

  @Test("a ring of twelve links falls and bounces for 10 s with every link within 1e-4 pt of its length")
  func longRingHolds() {
    let (error, _) = Self.ring(corners: 12, radius: 90, seconds: 10)
    #expect(error <= 1e-4, "a link off its length by \(error) pt")
  }
}
