import Dynamics
import Foundation

/// Chains of items on rigid rods or springs hanging from an anchor, and their mechanical energy.
struct Chain {
  let animator: UIDynamicAnimator
  let links: [UIView]
  let masses: [Double]
  let inertias: [Double]
  let anchor: CGPoint
  /// Rest length of each rod (pt).
  let rodLength: Double
  /// Gravity (pt/s², down).
  static let gravity = 1_000.0

  /// `count` 10×10 links `rodLength` pt apart, laid out horizontally to the right of an anchor at
  /// (500, 100) and released under gravity; the last link's density is `lastDensity` (1 for the others).
  /// `frequency` 0 makes rigid rods, more makes springs (undamped).
  init(count: Int, rodLength: Double = 20, lastDensity: Double = 1, frequency: CGFloat = 0,
       hanging: Bool = false) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 2000))
    anchor = CGPoint(x: 500, y: 100)
    self.rodLength = rodLength
    var links: [UIView] = []
    for i in 1...count {
      let d = Double(i) * rodLength
      let center = hanging ? CGPoint(x: 500, y: 100 + d) : CGPoint(x: 500 + d, y: 100)
      let link = UIView(frame: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10))
      root.addSubview(link)
      links.append(link)
    }
    animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UIGravityBehavior(items: links))
    let first = UIAttachmentBehavior(item: links[0], attachedToAnchor: anchor)
    first.frequency = frequency
    animator.addBehavior(first)
    for i in 1..<count {
      let rod = UIAttachmentBehavior(item: links[i], attachedTo: links[i - 1])
      rod.frequency = frequency
      animator.addBehavior(rod)
    }
    let heavy = UIDynamicItemBehavior(items: [links[count - 1]])
    heavy.density = CGFloat(lastDensity)
    animator.addBehavior(heavy)
    self.links = links
    masses = (0..<count).map { $0 == count - 1 ? lastDensity * 0.01 : 0.01 }
    inertias = masses.map { $0 * 200 / 12 }
  }

  /// Kinetic plus gravitational energy (mu·pt²/s²) at the instant of the positions, height measured
  /// downward from the anchor. An animator's velocities are those of the last sub-step's move, half a
  /// sub-step behind its positions (docs/engine-decisions.md, "The clock and the integrator"); they are
  /// brought to the positions' instant by gravity over that half sub-step, which is exact to first order
  /// because the rods' impulses do no work on the velocities they leave. Without it a chain whose energy
  /// is kept exactly reads ±Σm·v·g·h/2 (h the sub-step), ±1 % of m·g·L for two 20 pt links.
  var energy: Double {
    var total = 0.0
    let lag = 0.5 * animator.timeStep / Double(animator.substepCount)
    for (i, link) in links.enumerated() {
      let v = animator.velocity(of: link) ?? .zero
      let w = Double(animator.angularVelocity(of: link) ?? 0)
      let vx = Double(v.x), vy = Double(v.y) + Self.gravity * lag
      total += 0.5 * masses[i] * (vx * vx + vy * vy) + 0.5 * inertias[i] * w * w
      total -= masses[i] * Self.gravity * (Double(link.center.y) - Double(anchor.y))
    }
    return total
  }

  /// m·g·L: the chain's whole mass times gravity times its whole length.
  var energyScale: Double { masses.reduce(0, +) * Self.gravity * rodLength * Double(links.count) }

  /// The largest relative deviation of a rod's length from its rest length.
  var worstStretch: Double {
    var worst = 0.0
    var previous = anchor
    for link in links {
      let d = hypot(Double(link.center.x - previous.x), Double(link.center.y - previous.y))
      worst = max(worst, d.isFinite ? abs(d - rodLength) / rodLength : .infinity)
      previous = link.center
    }
    return worst
  }

  /// The farthest any link is from the anchor (pt).
  var reach: Double {
    links.map { hypot(Double($0.center.x - anchor.x), Double($0.center.y - anchor.y)) }
      .map { $0.isFinite ? $0 : .infinity }.max() ?? 0
  }

  /// Runs `seconds` and returns the largest energy gain and loss against the start (as fractions of
  /// `energyScale`), the worst stretch seen and the farthest reach.
  func run(seconds: Double) -> (gain: Double, loss: Double, stretch: Double, reach: Double) {
    let start = energy
    var gain = 0.0, loss = 0.0, stretch = 0.0, reach = 0.0
    for _ in 0..<Int(seconds * 60) {
      animator.step()
      let change = (energy - start) / energyScale
      gain = max(gain, change)
      loss = max(loss, -change)
      stretch = max(stretch, worstStretch)
      reach = max(reach, self.reach)
    }
    return (gain.isNaN ? .infinity : gain, loss.isNaN ? .infinity : loss, stretch, reach)
  }
}
