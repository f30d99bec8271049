@testable import Dynamics
import Foundation
import Testing

/// Sizes and counts far beyond any screen: each gets a bounded amount of work and a documented outcome
/// (Dynamics.docc, DifferencesFromUIKit.md, "Limits").
@Suite("Adversarial: limits", .adversarial)
struct LimitTests {
  @Test("10 000 items created at one spot: each step returns within a second and every item stays finite")
  func tenThousandItemsAtOneSpot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let items = (0..<10_000).map { _ in UIView(frame: CGRect(x: 195, y: 195, width: 10, height: 10)) }
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: items))
    var slowest = 0.0
    for _ in 0..<3 { slowest = max(slowest, Adversarial.seconds { animator.step() }) }
    #expect(slowest <= Adversarial.secondLimit, "a step took \(slowest) s")
    #expect(items.allSatisfy(HostileCalls.isFinite))
    #expect(animator.diagnostics.contains { $0.contains("contacts") }, "no message about the contact limit: \(animator.diagnostics)")
  }

  @Test("10 000 addBoundary calls take under a second, and the boundaries they add hold an item")
  func tenThousandBoundaries() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let item = UIView(frame: CGRect(x: 150, y: 100, width: 20, height: 20))
    root.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [item])
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [item]))
    let adding = Adversarial.seconds {
      for i in 0..<10_000 {
        let x = CGFloat(i) * 0.032
        collision.addBoundary(withIdentifier: "floor \(i)" as NSString, from: CGPoint(x: x, y: 400),
                              to: CGPoint(x: x + 0.032, y: 400))
      }
    }
    #expect(adding <= Adversarial.secondLimit, "10 000 distinct boundaries took \(adding) s")
    let replacing = Adversarial.seconds {
      for i in 0..<10_000 {
        collision.addBoundary(withIdentifier: "floor \(i % 100)" as NSString, from: CGPoint(x: CGFloat(i % 100) * 0.032, y: 400),
                              to: CGPoint(x: CGFloat(i % 100) * 0.032 + 0.032, y: 400))
      }
      for i in 0..<10_000 { _ = collision.boundary(withIdentifier: "floor \(i)" as NSString) }
    }
    #expect(replacing <= Adversarial.secondLimit, "10 000 replacements and look-ups took \(replacing) s")
    #expect(collision.boundaryIdentifiers?.count == 10_000)
    var slowest = 0.0
    for _ in 0..<120 { slowest = max(slowest, Adversarial.seconds { animator.step() }) }
    #expect(slowest <= Adversarial.secondLimit, "a step took \(slowest) s")
    #expect(abs(Double(item.center.y) - 390) < 1, "the item rests at y = \(item.center.y), not on the floor at 400")
    let removing = Adversarial.seconds {
      for i in 0..<10_000 { collision.removeBoundary(withIdentifier: "floor \(i)" as NSString) }
    }
    #expect(removing <= Adversarial.secondLimit, "removing 10 000 boundaries took \(removing) s")
    #expect(collision.boundaryIdentifiers == nil)
  }

  @Test("the 65th to 80th collision behaviours of an animator make their items collide like the first")
  func moreThanSixtyFourCollisionBehaviours() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
    let animator = UIDynamicAnimator(referenceView: root)
    var pairs: [(UIView, UIView)] = []
    for k in 0..<80 {
      let y = CGFloat(k) * 24 + 10
      let mover = UIView(frame: CGRect(x: 10, y: y, width: 20, height: 20))
      let target = UIView(frame: CGRect(x: 200, y: y, width: 20, height: 20))
      root.addSubview(mover)
      root.addSubview(target)
      animator.addBehavior(UICollisionBehavior(items: [mover, target]))
      let material = UIDynamicItemBehavior(items: [mover])
      material.addLinearVelocity(CGPoint(x: 600, y: 0), for: mover)
      animator.addBehavior(material)
      pairs.append((mover, target))
    }
    for _ in 0..<60 { animator.step() }
    let passed = pairs.indices.filter { pairs[$0].0.center.x > pairs[$0].1.center.x - 19 }
    #expect(passed.isEmpty, "behaviours \(passed) let their items pass through each other")
    let pushed = pairs.indices.filter { pairs[$0].1.center.x <= 210 }
    #expect(pushed.isEmpty, "behaviours \(pushed) did not make their items collide")
  }

  @Test("items of zero, tiny and negative sizes land on the view's floor and stay on it",
        arguments: [CGSize(width: 0, height: 0), CGSize(width: 0.001, height: 0.001), CGSize(width: 0.04, height: 0.04),
                    CGSize(width: 0.3, height: 0.3), CGSize(width: -20, height: -20), CGSize(width: -5, height: 10),
                    CGSize(width: CGFloat.nan, height: 5), CGSize(width: 1e-300, height: 5),
                    CGSize(width: -0.001, height: -0.001)])
  func tinyAndNegativeSizesRestOnTheFloor(size: CGSize) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let item = UIView(frame: .zero)
    item.bounds = CGRect(origin: .zero, size: size)
    item.center = CGPoint(x: 160, y: 300)
    root.addSubview(item)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [item]))
    var lowest = -Double.infinity
    for _ in 0..<180 {
      animator.step()
      lowest = max(lowest, Double(item.center.y))
    }
    #expect(HostileCalls.isFinite(item))
    #expect(lowest <= 568, "size \(size): the centre fell to y = \(lowest), through the floor at 568")
    #expect(Double(item.center.y) >= 500, "size \(size): the item did not land (y = \(item.center.y))")
  }

  @Test("an item a second animator begins to simulate moves with that one, bit for bit as alone, and the first lists it as ignored")
  func oneViewInTwoAnimators() {
    func makeScene(_ view: UIView, gravity: Bool) -> UIDynamicAnimator {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
      let animator = UIDynamicAnimator(referenceView: root)
      if gravity { animator.addBehavior(UIGravityBehavior(items: [view])) }
      let material = UIDynamicItemBehavior(items: [view])
      material.addLinearVelocity(CGPoint(x: gravity ? 0 : 100, y: 0), for: view)
      animator.addBehavior(material)
      return animator
    }
    let alone = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    let reference = makeScene(alone, gravity: false)
    let shared = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    let first = makeScene(shared, gravity: true)
    first.step()
    // The first animator moved it: start the one alone from there too.
    alone.center = shared.center
    reference.updateItem(usingCurrentState: alone)
    let second = makeScene(shared, gravity: false)
    for _ in 0..<60 {
      second.step()
      reference.step()
      first.step()
    }
    #expect(shared.center == alone.center, "shared at \(shared.center), alone at \(alone.center)")
    #expect(first.ignoredItems.contains { $0 === shared })
    #expect(second.ignoredItems.isEmpty)
    #expect(first.diagnostics.contains { $0.contains("another animator") }, "\(first.diagnostics)")
  }

  @Test("coordinates beyond ±10⁹ pt are brought to ±10⁹ pt, with a message in debug builds")
  func farCoordinates() {
    for far in [1e12, -1e20, 1e300, 1e9 * 1.5] as [CGFloat] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
      let item = UIView(frame: CGRect(x: far, y: -far, width: 20, height: 20))
      let animator = UIDynamicAnimator(referenceView: root)
      animator.addBehavior(UIGravityBehavior(items: [item]))
      animator.step()
      #expect(abs(Double(item.center.x)) <= 1e9 + 1 && abs(Double(item.center.y)) <= 1e9 + 1, "\(far): \(item.center)")
      #expect(animator.diagnostics.contains { $0.contains("10⁹") }, "\(far): \(animator.diagnostics)")
    }
  }
}
