import Dynamics
import Foundation
import Testing

/// uikit-dynamics.md §14 #2: x = x₀ + vₓt, y = y₀ + v_y·t + ½gt²; back at launch height after 2(−v_y)/g,
/// range 2vₓ(−v_y)/g.
@Suite("Projectile")
struct ProjectileTests {
  @Test("a projectile returns to its launch height after 2(−v_y)/g and lands 2vₓ(−v_y)/g away, within 1 %")
  func flightTimeAndRange() throws {
    for (vx, vy, magnitude) in [(200.0, -600.0, 1.0), (-150.0, -500.0, 1.0), (300.0, -1000.0, 0.5)] {
      let root = SceneFactory.referenceView(width: 100_000, height: 100_000)
      let view = SceneFactory.view(root, 50_000, 50_000, 20, 20)
      let animator = UIDynamicAnimator(referenceView: root)
      let gravity = UIGravityBehavior(items: [view])
      gravity.magnitude = CGFloat(magnitude)
      let material = UIDynamicItemBehavior(items: [view])
      material.addLinearVelocity(CGPoint(x: vx, y: vy), for: view)
      animator.addBehavior(material)
      animator.addBehavior(gravity)
      let x0 = Double(view.center.x), y0 = Double(view.center.y)
      var samples: [(x: Double, y: Double)] = []
      for _ in 0..<300 {
        animator.step()
        samples.append((Double(view.center.x) - x0, Double(view.center.y) - y0))
      }
      let g = 1000 * magnitude
      // Horizontal motion is uniform: exact at every step.
      // (to rounding: the item sits 50 000 pt from the origin)
      let drift = samples.enumerated().map { abs($1.x - vx * Double($0 + 1) / 60) }.max() ?? .infinity
      #expect(drift < 1e-6)
      let landing = try #require(OscillationAnalysis.zeroCrossings([0] + samples.map(\.y), dt: 1.0 / 60).dropFirst().first)
      let flight = 2 * -vy / g
      let range = samples.count > 0 ? vx * landing : 0
      // Semi-implicit Euler with h = 1/240 s lands one sub-step early (y_n = v_y·t + g·t(t + h)/2): 0.35 %
      // of a 1.2 s flight. The launches are long enough for that to stay under 1 %.
      print("projectile v=(\(vx), \(vy)) G=\(magnitude): flight \(landing) s (\(flight)), range \(range) (\(2 * vx * -vy / g))")
      #expect(abs(landing - flight) / flight < 0.01)
      #expect(abs(range - 2 * vx * -vy / g) / abs(2 * vx * -vy / g) < 0.01)
      #expect(abs(landing - (flight - 1.0 / 240)) < 1e-3)
      // Apex height v_y²/(2g), within 1 % (the discrete apex (v_y + g·h/2)²/(2g) is lower by g·h/|v_y| of
      // it, under 0.9 % for these launches), and the discrete apex to the 1/60 s sampling (< g/28 800 pt).
      let apex = -(samples.map(\.y).min() ?? 0)
      #expect(abs(apex - vy * vy / (2 * g)) / (vy * vy / (2 * g)) < 0.01)
      let discreteApex = pow(vy + g / 480, 2) / (2 * g)
      #expect(abs(apex - discreteApex) < g / 28_800, "apex \(apex) vs discrete \(discreteApex)")
    }
  }
}
