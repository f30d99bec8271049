import Dynamics
import Foundation
import Testing

@Suite("UIGravityBehavior")
struct GravityTests {
  @Test("defaults: direction (0, 1), angle π/2, magnitude 1 (1000 pt/s²)")
  func defaults() {
    let gravity = UIGravityBehavior(items: [])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(abs(gravity.angle - .pi / 2) < 1e-12 && gravity.magnitude == 1)
    #expect(UIGravityBehavior.pointsPerSecondSquaredPerUnit == 1000)
  }

  @Test("angle, magnitude and gravityDirection stay in sync; magnitude 0 resets the angle to 0")
  func sync() {
    let gravity = UIGravityBehavior(items: [])
    gravity.setAngle(.pi / 6, magnitude: 2)
    #expect(abs(gravity.gravityDirection.dx - 3.0.squareRoot()) < 1e-12 && abs(gravity.gravityDirection.dy - 1) < 1e-12)
    gravity.gravityDirection = CGVector(dx: -3, dy: -4)
    #expect(abs(gravity.magnitude - 5) < 1e-12 && abs(Double(gravity.angle) - atan2(-4.0, -3.0)) < 1e-12)
    gravity.magnitude = 0
    #expect(gravity.gravityDirection == .zero && gravity.angle == 0)
    gravity.magnitude = 1
    #expect(abs(gravity.gravityDirection.dx - 1) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
  }

  @Test("after magnitude 0 and back to 1 an item falls to the right")
  func resetAngleMovesRight() {
    let root = SceneFactory.referenceView(width: 10_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [view])
    gravity.magnitude = 0
    gravity.magnitude = 1
    animator.addBehavior(gravity)
    animator.advance(by: 0.5)
    #expect(abs(Double(view.center.x) - 125 - FreeFallTests.discreteDrop(g: 1000, steps: 30)) < 1e-9)
    #expect(view.center.y == 125)
  }

  @Test("several gravity behaviours on one item add up; each acts only on its own items")
  func gravitiesAdd() {
    let root = SceneFactory.referenceView(height: 100_000)
    let both = SceneFactory.view(root, 100, 100, 50, 50)
    let one = SceneFactory.view(root, 200, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let down = UIGravityBehavior(items: [both, one])
    let extra = UIGravityBehavior(items: [both])
    extra.magnitude = 0.5
    animator.addBehavior(down)
    animator.addBehavior(extra)
    animator.advance(by: 0.5)
    #expect(abs(Double(both.center.y) - 125 - FreeFallTests.discreteDrop(g: 1500, steps: 30)) < 1e-9)
    #expect(abs(Double(one.center.y) - 125 - FreeFallTests.discreteDrop(g: 1000, steps: 30)) < 1e-9)
  }

  @Test("a negative magnitude reverses the pull")
  func negativeMagnitude() {
    let root = SceneFactory.referenceView(height: 100_000)
    let view = SceneFactory.view(root, 100, 50_000, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [view])
    gravity.magnitude = -2
    animator.addBehavior(gravity)
    animator.advance(by: 0.5)
    #expect(abs(Double(view.center.y) - 50_025 + FreeFallTests.discreteDrop(g: 2000, steps: 30)) < 1e-6)
  }

  @Test("items added and removed at run time start and stop falling")
  func addRemoveItems() {
    let root = SceneFactory.referenceView(height: 100_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let gravity = UIGravityBehavior(items: [])
    animator.addBehavior(gravity)
    animator.addBehavior(UIDynamicItemBehavior(items: [view]))
    animator.step()
    #expect(view.center.y == 125)
    gravity.addItem(view)
    animator.step()
    #expect(view.center.y > 125)
    gravity.removeItem(view)
    let v = animator.velocity(of: view)?.y ?? 0
    animator.step()
    #expect(animator.velocity(of: view)?.y == v)
  }
}
