import Dynamics
import Foundation

/// Items joined by rods at given points, released under gravity; their energy at the positions' instant.
struct RodFrame {
  let animator: UIDynamicAnimator
  let items: [UIView]
  let masses: [Double]
  let inertias: [Double]
  /// Each rod: the two items (−1 for the anchor point), the offsets, and the rest length.
  var rods: [(a: Int, offsetA: UIOffset, b: Int, offsetB: UIOffset, length: Double)] = []
  let anchor = CGPoint(x: 500, y: 200)
  static let gravity = 1_000.0

  init(frames: [CGRect], rods spec: [(Int, UIOffset, Int, UIOffset)], collide: Bool = false) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 2000))
    items = frames.map { frame in
      let v = UIView(frame: frame)
      root.addSubview(v)
      return v
    }
    masses = frames.map { Double($0.width * $0.height) / 10_000 }
    inertias = zip(frames, masses).map { f, m in m * Double(f.width * f.width + f.height * f.height) / 12 }
    animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: items))
    if collide { animator.addBehavior(UICollisionBehavior(items: items)) }
    for (a, oa, b, ob) in spec {
      let rod = a < 0
        ? UIAttachmentBehavior(item: items[b], offsetFromCenter: ob, attachedToAnchor: anchor)
        : UIAttachmentBehavior(item: items[b], offsetFromCenter: ob, attachedTo: items[a], offsetFromCenter: oa)
      animator.addBehavior(rod)
      rods.append((a, oa, b, ob, Double(rod.length)))
    }
  }

  func point(_ i: Int, _ offset: UIOffset) -> (Double, Double) {
    guard i >= 0 else { return (Double(anchor.x), Double(anchor.y)) }
    let c = items[i].center, t = items[i].transform
    let x = Double(offset.horizontal), y = Double(offset.vertical)
    return (Double(c.x) + Double(t.a) * x + Double(t.c) * y, Double(c.y) + Double(t.b) * x + Double(t.d) * y)
  }

  var energy: Double {
    let lag = 0.5 * animator.timeStep / Double(animator.substepCount)
    var total = 0.0
    for (i, item) in items.enumerated() {
      let v = animator.velocity(of: item) ?? .zero
      let w = Double(animator.angularVelocity(of: item) ?? 0)
      let vx = Double(v.x), vy = Double(v.y) + Self.gravity * lag
      total += 0.5 * masses[i] * (vx * vx + vy * vy) + 0.5 * inertias[i] * w * w
      total -= masses[i] * Self.gravity * Double(item.center.y)
    }
    return total
  }
  /// m·g·L with L the frame's `span` (pt).
  var scale: Double { masses.reduce(0, +) * Self.gravity * span }
  var span = 100.0
  var worstError: Double {
    rods.map { r in
      let p = point(r.a, r.offsetA), q = point(r.b, r.offsetB)
      return abs(hypot(p.0 - q.0, p.1 - q.1) - r.length)
    }.max() ?? 0
  }
  func run(seconds: Double) -> (gain: Double, loss: Double, error: Double) {
    let start = energy
    var gain = 0.0, loss = 0.0, error = 0.0
    for _ in 0..<Int(seconds * 60) {
      animator.step()
      let e = (energy - start) / scale
      gain = max(gain, e); loss = min(loss, e); error = max(error, worstError)
    }
    return (gain, loss, error)
  }
}

