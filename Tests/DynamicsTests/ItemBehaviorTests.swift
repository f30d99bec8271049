import Dynamics
import Foundation
import Testing

@Suite("UIDynamicItemBehavior")
struct ItemBehaviorTests {
  @Test("defaults are Apple's: elasticity 0, friction 0, density 1, no resistance, no charge, free to move and turn")
  func defaults() {
    let behavior = UIDynamicItemBehavior(items: [])
    #expect(behavior.elasticity == 0 && behavior.friction == 0 && behavior.density == 1)
    #expect(behavior.resistance == 0 && behavior.angularResistance == 0 && behavior.charge == 0)
    #expect(!behavior.isAnchored && behavior.allowsRotation)
    behavior.charge = -2.5
    #expect(behavior.charge == -2.5)
  }

  @Test("velocities added before the behaviour joins an animator accumulate, read back, and apply on joining")
  func velocitiesBeforeAnimator() {
    let root = SceneFactory.referenceView(width: 10_000)
    let view = SceneFactory.view(root, 100, 100, 50, 50)
    let other = SceneFactory.view(root, 300, 100, 50, 50)
    let behavior = UIDynamicItemBehavior(items: [view])
    behavior.addLinearVelocity(CGPoint(x: 100, y: -20), for: view)
    behavior.addLinearVelocity(CGPoint(x: 50, y: 0), for: view)
    behavior.addAngularVelocity(1.5, for: view)
    behavior.addLinearVelocity(CGPoint(x: 999, y: 0), for: other)  // not one of its items: ignored
    #expect(behavior.linearVelocity(for: view) == CGPoint(x: 150, y: -20))
    #expect(behavior.angularVelocity(for: view) == 1.5)
    #expect(behavior.linearVelocity(for: other) == .zero)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(behavior)
    #expect(behavior.linearVelocity(for: view) == CGPoint(x: 150, y: -20))
    animator.step()
    #expect(behavior.linearVelocity(for: view) == CGPoint(x: 150, y: -20))
    #expect(abs(view.center.x - 125 - 150.0 / 60) < 1e-9)
    #expect(abs(Double(behavior.angularVelocity(for: view)) - 1.5) < 1e-12)
    // In the animator, adding changes the velocity at once.
    behavior.addLinearVelocity(CGPoint(x: -150, y: 20), for: view)
    #expect(behavior.linearVelocity(for: view) == .zero)
  }

  @Test("an anchored item never moves but others collide with it")
  func anchored() {
    let root = SceneFactory.referenceView()
    let shelf = SceneFactory.view(root, 100, 300, 120, 20)
    let box = SceneFactory.view(root, 135, 100, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let pin = UIDynamicItemBehavior(items: [shelf])
    pin.isAnchored = true
    pin.addLinearVelocity(CGPoint(x: 100, y: 0), for: shelf)
    animator.addBehavior(pin)
    animator.addBehavior(UIGravityBehavior(items: [shelf, box]))
    animator.addBehavior(UICollisionBehavior(items: [shelf, box]))
    animator.advance(by: 2)
    #expect(shelf.center == CGPoint(x: 160, y: 310))
    #expect(pin.linearVelocity(for: shelf) == .zero)
    #expect(abs(box.center.y - 275) < 0.6)
  }

  @Test("allowsRotation false: an off-centre push moves the item without turning it")
  func noRotation() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.allowsRotation = false
    material.addAngularVelocity(3, for: view)
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: view)
    animator.addBehavior(material)
    animator.addBehavior(push)
    animator.advance(by: 0.5)
    #expect(view.transform == .identity)
    #expect(material.angularVelocity(for: view) == 0)
    #expect(abs(material.linearVelocity(for: view).x - 100) < 1e-9)
  }

  @Test("an item with no item behaviour bounces at most 1 pt (elasticity 0, §5.4 drop test)")
  func unconfiguredDoesNotBounce() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 100, 168, 100, 100)  // 300 pt above the floor
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    let ys = SceneFactory.record(animator, steps: 120) { Double(view.center.y) }
    guard let impact = ys.firstIndex(where: { $0 >= 517.5 }) else {
      Issue.record("never landed")
      return
    }
    #expect(518 - (ys[impact...].min() ?? 0) < 1)
  }

  @Test("the later-added behaviour wins a property it sets; removing it restores the earlier value")
  func laterBehaviourWins() {
    func bounce(_ configure: (UIDynamicAnimator, UIView) -> Void) -> Double {
      let root = SceneFactory.referenceView()
      let view = SceneFactory.view(root, 135, 200, 50, 50)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [view])
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(UIGravityBehavior(items: [view]))
      animator.addBehavior(collision)
      configure(animator, view)
      let ys = SceneFactory.record(animator, steps: 90) { Double(view.center.y) }
      // The impact is the lowest sample of the fall (the first after which the item rises): the solver
      // strikes at the time of impact, so a bouncing item need not be sampled at the floor.
      guard let impact = ys.indices.dropLast().first(where: { ys[$0 + 1] < ys[$0] }) else { return .nan }
      return 543 - (ys[impact...].min() ?? 543)
    }
    let bouncy = bounce { animator, view in
      let first = UIDynamicItemBehavior(items: [view])
      first.elasticity = 0.2
      let second = UIDynamicItemBehavior(items: [view])
      second.elasticity = 0.8
      second.density = 3  // sets density, not elasticity of the first
      animator.addBehavior(first)
      animator.addBehavior(second)
    }
    let dull = bounce { animator, view in
      let first = UIDynamicItemBehavior(items: [view])
      first.elasticity = 0.2
      let second = UIDynamicItemBehavior(items: [view])
      second.elasticity = 0.8
      animator.addBehavior(first)
      animator.addBehavior(second)
      animator.removeBehavior(second)
    }
    // Drop 318 pt (centre 225 → 543): e = 0.8 bounces about 0.64 · 318 = 204 pt, e = 0.2 about 13 pt.
    print("later behaviour wins: bounce e = 0.8 \(bouncy) pt, e = 0.2 \(dull) pt")
    #expect(bouncy > 150 && dull < 20 && dull > 5, "bouncy \(bouncy), dull \(dull)")
  }

  @Test("density changes the mass: a push accelerates a density-4 item a quarter as much")
  func densityChangesMass() {
    let root = SceneFactory.referenceView(width: 10_000)
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    animator.addBehavior(material)
    animator.addBehavior(push)
    material.density = 4
    animator.step()
    #expect(abs(material.linearVelocity(for: view).x - 25) < 1e-9)
  }

  @Test("resistance changed while running takes effect at the next step")
  func runtimeResistance() {
    let root = SceneFactory.referenceView(width: 10_000)
    let view = SceneFactory.view(root, 100, 100, 100, 100)
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: [view])
    material.addLinearVelocity(CGPoint(x: 240, y: 0), for: view)
    animator.addBehavior(material)
    animator.step()
    #expect(material.linearVelocity(for: view).x == 240)
    material.resistance = 60
    animator.step()
    #expect(abs(Double(material.linearVelocity(for: view).x) - 240 * pow(1.25, -4)) < 1e-9)
  }

  @Test("a change while running refreshes only the properties a behaviour sets: the earlier friction stays")
  func runtimeChangeKeepsOtherProperties() {
    // A 50×50 box sliding at 300 pt/s on the floor. The earlier behaviour sets friction 1 (pair friction
    // √(1 · 0.2) = 0.447 with the boundary: it stops after v²/2μg = 101 pt); the later one sets only
    // elasticity, and changing it while running must not put its default friction 0 in place.
    func slide(changeLater: Bool) -> Double {
      let root = SceneFactory.referenceView(width: 2000)
      let view = SceneFactory.view(root, 100, 518, 50, 50)  // resting on the floor at 568
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [view])
      collision.translatesReferenceBoundsIntoBoundary = true
      let earlier = UIDynamicItemBehavior(items: [view])
      earlier.friction = 1
      let later = UIDynamicItemBehavior(items: [view])
      later.elasticity = 0.1
      animator.addBehavior(UIGravityBehavior(items: [view]))
      animator.addBehavior(collision)
      animator.addBehavior(earlier)
      animator.addBehavior(later)
      animator.step()
      later.addLinearVelocity(CGPoint(x: 300, y: 0), for: view)
      if changeLater { later.elasticity = 0 }
      animator.advance(by: 2)
      return Double(view.center.x) - 125
    }
    let unchanged = slide(changeLater: false), changed = slide(changeLater: true)
    #expect(abs(unchanged - 101) < 10, "slid \(unchanged) pt")
    #expect(abs(changed - unchanged) < 1e-9, "slid \(changed) pt after the change, \(unchanged) without")
  }
}
