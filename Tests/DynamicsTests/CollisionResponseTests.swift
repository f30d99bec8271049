import Dynamics
import Foundation
import Testing

/// uikit-dynamics.md §14 #7 and #8: head-on collisions without friction or rotation, and bounce heights.
@Suite("Collision response")
struct CollisionResponseTests {
  struct Outcome {
    var before: (Double, Double)
    var after: (Double, Double)
    var masses: (Double, Double)
  }

  /// Two 50×50 items on a horizontal line, no gravity, no friction, rotation off; returns their
  /// velocities (pt/s) before and after one second.
  static func collide(v1: Double, v2: Double, density1: CGFloat = 1, density2: CGFloat = 1,
                      elasticity1: CGFloat = 0, elasticity2: CGFloat = 0) -> Outcome {
    let root = SceneFactory.referenceView(width: 4000, height: 1000)
    let a = SceneFactory.view(root, 1000, 300, 50, 50)
    let b = SceneFactory.view(root, 1200, 300, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let first = UIDynamicItemBehavior(items: [a])
    first.density = density1
    first.elasticity = elasticity1
    let second = UIDynamicItemBehavior(items: [b])
    second.density = density2
    second.elasticity = elasticity2
    for material in [first, second] {
      material.friction = 0
      material.allowsRotation = false
      animator.addBehavior(material)
    }
    first.addLinearVelocity(CGPoint(x: v1, y: 0), for: a)
    second.addLinearVelocity(CGPoint(x: v2, y: 0), for: b)
    animator.addBehavior(UICollisionBehavior(items: [a, b]))
    animator.advance(by: 3)
    let after = (Double(first.linearVelocity(for: a).x), Double(second.linearVelocity(for: b).x))
    return Outcome(before: (v1, v2), after: after,
                   masses: (Double(density1) * 0.25, Double(density2) * 0.25))
  }

  static func momentum(_ o: Outcome, after: Bool) -> Double {
    let v = after ? o.after : o.before
    return o.masses.0 * v.0 + o.masses.1 * v.1
  }

  @Test("momentum is conserved in every head-on collision")
  func momentumConserved() {
    for (v1, v2, d1, d2, e1, e2) in [(300.0, -100.0, CGFloat(1), CGFloat(1), CGFloat(1), CGFloat(1)),
                                     (400, 0, 1, 3, 0.5, 0), (250, -250, 2, 1, 0, 0), (500, 100, 1, 10, 0.8, 0.2)] {
      let o = Self.collide(v1: v1, v2: v2, density1: d1, density2: d2, elasticity1: e1, elasticity2: e2)
      let p0 = Self.momentum(o, after: false), p1 = Self.momentum(o, after: true)
      #expect(abs(p1 - p0) <= 1e-9 * max(1, abs(p0)), "\(o.after): \(p0) → \(p1)")
      #expect(o.after.1 >= o.after.0 - 1e-9, "they passed through each other: \(o.after)")
    }
  }

  @Test("relative velocity after = −e × before with e = max(e₁, e₂), within 1 %")
  func restitutionIsTheLarger() {
    for (e1, e2) in [(CGFloat(0.5), CGFloat(0)), (0, 0.5), (0.3, 0.8), (1, 0.2)] {
      let o = Self.collide(v1: 400, v2: -100, density1: 1, density2: 2, elasticity1: e1, elasticity2: e2)
      let e = Double(max(e1, e2))
      let separation = o.after.1 - o.after.0
      print("collision e1=\(e1) e2=\(e2): separation speed \(separation) (expected \(e * 500))")
      #expect(abs(separation - e * 500) <= 0.01 * e * 500, "e \(e): \(separation)")
    }
  }

  @Test("equal masses with e = 1 swap velocities (Newton's cradle)")
  func elasticSwap() {
    let o = Self.collide(v1: 300, v2: 0, elasticity1: 1, elasticity2: 1)
    #expect(abs(o.after.0) < 3 && abs(o.after.1 - 300) < 3, "\(o.after)")
    let head = Self.collide(v1: 200, v2: -120, elasticity1: 1, elasticity2: 1)
    #expect(abs(head.after.0 + 120) < 3.2 && abs(head.after.1 - 200) < 3.2, "\(head.after)")
  }

  @Test("e = 0 leaves both at the common velocity (m₁v₁ + m₂v₂)/(m₁ + m₂)")
  func perfectlyInelastic() {
    let o = Self.collide(v1: 400, v2: 0, density1: 1, density2: 3)
    let common = (0.25 * 400) / (0.25 + 0.75)
    #expect(abs(o.after.0 - common) <= 0.01 * common && abs(o.after.1 - common) <= 0.01 * common, "\(o.after)")
  }

  @Test("approaching slower than 100 pt/s does not bounce, even with e = 1; faster does")
  func restitutionThreshold() {
    let slow = Self.collide(v1: 80, v2: 0, elasticity1: 1, elasticity2: 1)
    #expect(abs(slow.after.1 - slow.after.0) < 1, "slow: \(slow.after)")
    #expect(abs(slow.after.0 - 40) < 1 && abs(slow.after.1 - 40) < 1)
    let fast = Self.collide(v1: 120, v2: 0, elasticity1: 1, elasticity2: 1)
    #expect(abs(fast.after.1 - fast.after.0 - 120) < 1.2, "fast: \(fast.after)")
  }
}
