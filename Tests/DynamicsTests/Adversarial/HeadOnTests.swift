import Dynamics
import Foundation
import Testing

/// Fast items meeting each other: of unequal sizes, off-centre, spinning and elastic. Before a fast
/// pair's contact followed it through the step (Solver/FollowedContacts.swift), 126 of the 5 940 square
/// runs here passed through each other (and 694, 152 and 66 of 16 905 on a finer grid at elasticity 0,
/// 0.5 and 1), and one gained 1.4·10⁻⁶ of its energy.
@Suite("Adversarial: fast items meeting each other", .adversarial)
struct HeadOnTests {
  /// Two items (squares, or with `round` balls) of `sizes` thrown at each other at `speed` pt/s each,
  /// spinning at `spin` and −`spin` rad/s, the second `offset` pt below the first's line, in a 3000×400
  /// view with no gravity. Returns whether they passed through each other within 1 s (swapped sides
  /// along x while level within 90 % of their half sizes together) and the most their kinetic energy
  /// rose over its value after the first step, as a fraction of it.
  static func meet(sizes: (CGFloat, CGFloat), speed: Double, spin: Double, offset: CGFloat, elasticity: CGFloat,
                   round: Bool = false) -> (passed: Bool, energyRise: Double) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 3000, height: 400))
    let frames = [CGRect(x: 90, y: 200 - sizes.0 / 2, width: sizes.0, height: sizes.0),
                  CGRect(x: 2900, y: 200 + offset - sizes.1 / 2, width: sizes.1, height: sizes.1)]
    let items = frames.map { round ? SolverScenes.Ball(frame: $0) : UIView(frame: $0) }
    items.forEach(root.addSubview)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UICollisionBehavior(items: items))
    let material = UIDynamicItemBehavior(items: items)
    material.elasticity = elasticity
    for (item, sign) in zip(items, [1.0, -1.0]) {
      material.addLinearVelocity(CGPoint(x: sign * speed, y: 0), for: item)
      material.addAngularVelocity(CGFloat(sign * spin), for: item)
    }
    animator.addBehavior(material)
    /// ½mv² + ½Iω² at the engine's density 1 (mass = area / 10 000).
    func kineticEnergy() -> Double {
      items.reduce(0) { sum, item in
        let w = Double(item.bounds.width)
        let mass = (round ? Double.pi * w * w / 4 : w * w) / 10_000
        let inertia = round ? mass * w * w / 8 : mass * w * w / 6
        let v = animator.velocity(of: item) ?? .zero, omega = Double(animator.angularVelocity(of: item) ?? 0)
        return sum + 0.5 * mass * Double(v.x * v.x + v.y * v.y) + 0.5 * inertia * omega * omega
      }
    }
    animator.step()
    let start = kineticEnergy()
    var rise = 0.0
    let level = 0.9 * Double(sizes.0 + sizes.1) / 2
    for _ in 0..<60 {
      animator.step()
      rise = max(rise, kineticEnergy() / start - 1)
      let swapped = items[0].center.x > items[1].center.x
      if swapped && abs(Double(items[0].center.y - items[1].center.y)) < level { return (true, rise) }
    }
    return (false, rise)
  }

  /// Runs `meet` over the grid and collects the runs that passed through or gained energy.
  static func scan(round: Bool, elasticities: [CGFloat]) -> (runs: Int, crossings: [String], gains: [String]) {
    var runs = 0, crossings: [String] = [], gains: [String] = []
    for elasticity in elasticities {
      for sizes in [(5.0, 5.0), (10, 10), (20, 20), (5, 20), (20, 5)] as [(CGFloat, CGFloat)] {
        for offset in [0.0, 0.3, 0.6] as [CGFloat] {
          for spin in stride(from: 0.0, through: 50, by: 5) {
            for speed in stride(from: 1_000.0, through: Adversarial.speedLimit, by: 1_000) {
              runs += 1
              let run = meet(sizes: sizes, speed: speed, spin: spin, offset: offset * min(sizes.0, sizes.1),
                             elasticity: elasticity, round: round)
              let name = "e \(elasticity), \(Int(sizes.0))/\(Int(sizes.1)) pt, offset \(offset), \(speed) pt/s, ±\(spin) rad/s"
              if run.passed { crossings.append(name) }
              // Rounding allows a few parts in 10¹⁵; a bounce that reversed one manifold's approach about
              // another's levers had gained 14 %.
              if run.energyRise > 1e-9 { gains.append("\(name): +\(run.energyRise)") }
            }
          }
        }
      }
    }
    return (runs, crossings, gains)
  }

  @Test("squares of 5–20 pt, alike and not, meeting head-on and off-centre at 1 000–12 000 pt/s each, spinning at up to ±50 rad/s, elasticity 0, 0.5 and 1: none passes through the other, no hit makes energy")
  func squaresMeetAndPart() {
    let result = Self.scan(round: false, elasticities: [0, 0.5, 1])
    #expect(result.crossings.isEmpty, "\(result.crossings.count) of \(result.runs) passed through, e.g. \(result.crossings.prefix(5))")
    #expect(result.gains.isEmpty, "\(result.gains.count) of \(result.runs) gained energy, e.g. \(result.gains.prefix(5))")
  }

  @Test("balls of 5–20 pt meeting the same way, elasticity 0 and 1: none passes through the other, no hit makes energy")
  func ballsMeetAndPart() {
    let result = Self.scan(round: true, elasticities: [0, 1])
    #expect(result.crossings.isEmpty, "\(result.crossings.count) of \(result.runs) passed through, e.g. \(result.crossings.prefix(5))")
    #expect(result.gains.isEmpty, "\(result.gains.count) of \(result.runs) gained energy, e.g. \(result.gains.prefix(5))")
  }
}
