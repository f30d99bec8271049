import Dynamics
import Foundation

/// The scene of the round items' energy and determinism tests: twelve round items and a 60×30 box
/// thrown into a 400×400 view with gravity, friction 0.3 and no resistance. One seeded generator gives
/// every size, place, turn and throw, so that a scene is the same bits on every run.
enum TumblingPile {
  /// The animator and the items (the box last). `makeItem(i, random)` makes the `i`-th round item, drawing
  /// from `random` (uniform in 0..<1) in its own order.
  static func make(elasticity: CGFloat, seed start: UInt64,
                   makeItem: (Int, () -> Double) -> UIView) -> (UIDynamicAnimator, [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var items: [UIView] = []
    var seed = start
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for i in 0..<12 {
      let item = makeItem(i, random)
      root.addSubview(item)
      items.append(item)
    }
    let box = UIView(frame: CGRect(x: 180, y: 330, width: 60, height: 30))
    root.addSubview(box)
    items.append(box)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: items))
    let material = UIDynamicItemBehavior(items: items)
    material.elasticity = elasticity
    material.friction = 0.3
    material.resistance = 0
    for item in items {
      material.addLinearVelocity(CGPoint(x: 600 * random() - 300, y: 400 * random() - 200), for: item)
      material.addAngularVelocity(CGFloat(20 * random() - 10), for: item)
    }
    animator.addBehavior(material)
    return (animator, items)
  }

  /// Kinetic plus potential energy (gravity 1000 pt/s² down, mass = area / 10 000, the engine's density
  /// 1): an ellipse's mass π·w·h/4 and inertia m(w² + h²)/16 (a circle's m·w²/8), a box's m(w² + h²)/12.
  static func energy(_ animator: UIDynamicAnimator, _ items: [UIView]) -> Double {
    items.reduce(0) { sum, item in
      let w = Double(item.bounds.width), h = Double(item.bounds.height)
      let round = item.collisionBoundsType == .ellipse
      let mass = (round ? Double.pi * w * h / 4 : w * h) / 10_000
      let inertia = mass * (round ? (w * w + h * h) / 16 : (w * w + h * h) / 12)
      let v = animator.velocity(of: item) ?? .zero
      let omega = Double(animator.angularVelocity(of: item) ?? 0)
      let kinetic = 0.5 * mass * Double(v.x * v.x + v.y * v.y) + 0.5 * inertia * omega * omega
      return sum + kinetic + mass * 1000 * (400 - Double(item.center.y))
    }
  }

  /// The pile's energy over `steps` steps: at the start, the largest rise of one step, the highest
  /// and the last.
  static func energyTrace(_ animator: UIDynamicAnimator, _ items: [UIView], steps: Int = 600)
    -> (start: Double, worstRise: Double, highest: Double, end: Double) {
    let start = energy(animator, items)
    var previous = start, worstRise = 0.0, highest = start
    for _ in 0..<steps {
      animator.step()
      let e = energy(animator, items)
      worstRise = max(worstRise, e - previous)
      highest = max(highest, e)
      previous = e
    }
    return (start, worstRise, highest, previous)
  }
}
