import Dynamics
import Foundation
import Testing

@Suite("Free fall and determinism")
struct FreeFallTests {
  /// Semi-implicit Euler with sub-steps: after N sub-steps of h the drop is g·h²·N(N+1)/2 exactly.
  static func discreteDrop(g: Double, steps: Int, substeps: Int = 4) -> Double {
    let h = 1.0 / 60.0 / Double(substeps)
    let n = Double(steps * substeps)
    return g * h * h * n * (n + 1) / 2
  }

  @Test("an item falls ½·g·t² under gravity magnitude G, within 1 %")
  func freeFallMatchesClosedForm() throws {
    for magnitude in [0.5, 1.0, 4.0] {
      let root = SceneFactory.referenceView(height: 100_000)
      let item = SceneFactory.view(root, 100, 100, 100, 100)
      let animator = UIDynamicAnimator(referenceView: root)
      let gravity = UIGravityBehavior(items: [item])
      gravity.magnitude = magnitude
      animator.addBehavior(gravity)
      let y0 = Double(item.center.y)
      animator.advance(by: 0.5)
      let drop = Double(item.center.y) - y0
      let exact = 0.5 * 1000 * magnitude * 0.25
      // The integrator leads the parabola by ½·g·h_sub·t (0.42 % here); 1 % is the stated bound.
      #expect(abs(drop - exact) / exact < 0.01, "magnitude \(magnitude): drop \(drop) vs \(exact)")
      // And it matches the discrete closed form to round-off.
      #expect(abs(drop - Self.discreteDrop(g: 1000 * magnitude, steps: 30)) < 1e-9)
      #expect(abs(animator.elapsedTime() - 0.5) < 1e-12)
    }
  }

  @Test("velocity after t seconds of free fall is g·t exactly at step boundaries")
  func freeFallVelocity() {
    let root = SceneFactory.referenceView(height: 100_000)
    let item = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [item])
    let probe = UIDynamicItemBehavior(items: [item])
    animator.addBehavior(gravity)
    animator.addBehavior(probe)
    animator.advance(by: 0.5)
    #expect(abs(Double(probe.linearVelocity(for: item).y) - 500) < 1e-9)
  }

  @Test("the same scene run twice gives identical bits")
  func determinism() {
    func run() -> [UInt64] {
      let root = SceneFactory.referenceView()
      let a = SceneFactory.view(root, 20, 120, 120, 30)
      let b = SceneFactory.view(root, 30, 60, 150, 30)
      let c = SceneFactory.view(root, 190, 215, 100, 30)
      let animator = UIDynamicAnimator(referenceView: root)
      let spring = UIAttachmentBehavior(item: c, attachedToAnchor: CGPoint(x: 240, y: 105))
      spring.frequency = 1
      spring.damping = 0.1
      let collision = UICollisionBehavior(items: [a, b, c])
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(UIGravityBehavior(items: [a, b, c]))
      animator.addBehavior(collision)
      animator.addBehavior(spring)
      var bits: [UInt64] = []
      for _ in 0..<300 {
        animator.step()
        for view in [a, b, c] {
          bits.append(Double(view.center.x).bitPattern)
          bits.append(Double(view.center.y).bitPattern)
          bits.append(Double(view.transform.b).bitPattern)
        }
      }
      return bits
    }
    #expect(run() == run())
  }
}
