import Dynamics
import Foundation
import Testing

/// Invariants of round items colliding as circles: energy never rises, nothing escapes, and every run
/// gives the same bits.
@Suite("Round items: energy, containment, determinism")
struct RoundItemInvariantTests {
  typealias Ball = SolverScenes.Ball

  /// Twelve balls of 20–50 pt dropped and thrown into a 400×400 view with gravity, a box among them;
  /// returns the animator and the balls.
  static func tumble(elasticity: CGFloat) -> (UIDynamicAnimator, [UIView]) {
    TumblingPile.make(elasticity: elasticity, seed: 0x9E37_79B9_7F4A_7C15) { i, random in
      let size = 20 + 30 * random()
      let x = 40 + Double(i % 4) * 100 + 10 * random(), y = 50 + Double(i / 4) * 90
      return Ball(frame: CGRect(x: x - size / 2, y: y - size / 2, width: size, height: size))
    }
  }

  @Test("twelve balls and a box tumbling in a view never gain energy (elasticity 0, 0.5 and 1)")
  func energyNeverRises() {
    for elasticity in [0.0, 0.5, 1.0] as [CGFloat] {
      let (animator, items) = Self.tumble(elasticity: elasticity)
      let (start, worstRise, highest, previous) = TumblingPile.energyTrace(animator, items)
      // A step may gain no more than a thousandth of the start's energy (the soft contacts push a
      // resting overlap apart), and the total never passes the start.
      #expect(worstRise <= 1e-3 * start, "elasticity \(elasticity): a step gained \(worstRise / start) of E0")
      #expect(highest <= start * (1 + 1e-6), "elasticity \(elasticity): energy rose to \(highest / start) of E0")
      #expect(previous < start, "elasticity \(elasticity): E(10 s) / E0 = \(previous / start)")
    }
  }

  /// Throws a ball of `size` from the middle of a 400×400 view at `speed` pt/s toward `degrees`,
  /// spinning at `spin` rad/s, for 2 s; the farthest its centre got outside the view (negative inside).
  static func thrown(size: CGFloat, speed: Double, degrees: Double, spin: Double) -> Double {
    ThrownItem.worstOutside(Ball(frame: CGRect(x: 0, y: 0, width: size, height: size)), speed: speed, degrees: degrees, spin: spin)
  }

  @Test("balls of 5, 10 and 20 pt thrown at up to 12 000 pt/s, spinning at up to 50 rad/s, stay above the line in the view")
  func spinningBallsStayIn() {
    var escapes: [String] = []
    var runs = 0
    for size in [5.0, 10, 20] as [CGFloat] {
      for spin in [0.0, 50] {
        for speed in [2_000.0, 12_000] {
          for direction in 0..<24 {
            let degrees = Double(direction) * 15 + 1.25
            let out = Self.thrown(size: size, speed: speed, degrees: degrees, spin: spin)
            runs += 1
            if out > 0 { escapes.append("\(Int(size)) pt \(speed) pt/s \(degrees)° \(spin) rad/s: \(out) pt out") }
          }
        }
      }
    }
    #expect(escapes.isEmpty, "\(escapes.count) of \(runs) runs escaped, e.g. \(escapes.prefix(5))")
  }

  @Test("two runs of the tumbling balls give the same bits")
  func determinism() {
    func run() -> [UInt64] {
      let (animator, items) = Self.tumble(elasticity: 0.5)
      for _ in 0..<300 { animator.step() }
      return items.flatMap { [Double($0.center.x).bitPattern, Double($0.center.y).bitPattern,
                              Double($0.transform.rotationAngle).bitPattern] }
    }
    #expect(run() == run())
  }
}
