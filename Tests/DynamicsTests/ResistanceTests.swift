import Dynamics
import Foundation
import Testing

/// uikit-dynamics.md §14 #9: linear resistance c. Terminal velocity g/c under gravity; coasting
/// v(t) = v₀e^(−ct) and distance v₀/c without forces. Box2D's damping v ← (v + h·g)/(1 + h·c) has the
/// same fixed point g/c, and its coasting distance Σ h·v₀(1 + hc)^(−n) is exactly v₀/c.
@Suite("Resistance")
struct ResistanceTests {
  @Test("terminal velocity under gravity 1 with resistance 10 is g/c = 100 pt/s")
  func terminalVelocity() {
    for (magnitude, resistance) in [(1.0, 10.0), (2.0, 4.0), (0.5, 1.0)] {
      let root = SceneFactory.referenceView(height: 100_000)
      let view = SceneFactory.view(root, 100, 100, 50, 50)
      let animator = UIDynamicAnimator(referenceView: root)
      let gravity = UIGravityBehavior(items: [view])
      gravity.magnitude = CGFloat(magnitude)
      let material = UIDynamicItemBehavior(items: [view])
      material.resistance = CGFloat(resistance)
      animator.addBehavior(gravity)
      animator.addBehavior(material)
      animator.advance(by: 15 / resistance)
      let v = Double(material.linearVelocity(for: view).y)
      let expected = 1000 * magnitude / resistance
      #expect(abs(v - expected) / expected < 1e-6, "G \(magnitude), c \(resistance): \(v)")
    }
  }

  @Test("coasting with resistance 1 from 500 pt/s: 184 pt/s after 1 s and 500 pt in total")
  func coasting() {
    let root = SceneFactory.referenceView(width: 100_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.resistance = 1
    material.addLinearVelocity(CGPoint(x: 500, y: 0), for: view)
    animator.addBehavior(material)
    animator.advance(by: 1)
    let v1 = Double(material.linearVelocity(for: view).x)
    // Continuous: 500·e^(−1) = 183.94; discrete: 500·(1 + 1/240)^(−240) = 184.32 (0.2 %).
    #expect(abs(v1 - 500 * exp(-1.0)) / (500 * exp(-1.0)) < 0.01)
    #expect(abs(v1 - 500 * pow(1 + 1.0 / 240, -240)) < 1e-9)
    animator.advance(by: 30)
    let travelled = Double(view.center.x) - 125
    // The animator pauses below 1 pt/s, which leaves at most 1 pt/s ÷ c = 1 pt untravelled.
    #expect(travelled <= 500 + 1e-9 && travelled > 499, "travelled \(travelled)")
    #expect(!animator.isRunning)
  }

  @Test("angular resistance decays spin as ω₀(1 + h·c)^(−n)")
  func angularResistance() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.angularResistance = 2
    material.addAngularVelocity(10, for: view)
    animator.addBehavior(material)
    animator.advance(by: 1)
    let w = Double(material.angularVelocity(for: view))
    #expect(abs(w - 10 * pow(1 + 2.0 / 240, -240)) < 1e-9)
    #expect(abs(w - 10 * exp(-2.0)) / (10 * exp(-2.0)) < 0.01)
  }
}
