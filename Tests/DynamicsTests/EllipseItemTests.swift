import Dynamics
import Foundation
import Testing

/// Ellipse items (`.ellipse` with width ≠ height) collide as true ellipses: they rest at their
/// semi-axis's height, settle on their flat side, never gain energy, stay in, and repeat bit for bit.
@Suite("Ellipse items: true ellipses")
struct EllipseItemTests {
  typealias Oval = SolverScenes.Ball

  /// An ellipse of `width × height` at rest-ish on the floor of a 400×400 view, turned `angle` rad,
  /// under gravity; after `steps` steps, its centre and angle.
  static func settle(width: CGFloat, height: CGFloat, angle: CGFloat, lift: CGFloat, rotates: Bool,
                     angularResistance: CGFloat = 0, steps: Int) -> (y: Double, angle: Double) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let oval = Oval(frame: CGRect(x: 200 - width / 2, y: 0, width: width, height: height))
    oval.transform = CGAffineTransform(rotationAngle: angle)
    oval.center = CGPoint(x: 200, y: 400 - max(width, height) / 2 - lift)
    root.addSubview(oval)
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [oval])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    animator.addBehavior(UIGravityBehavior(items: [oval]))
    let material = UIDynamicItemBehavior(items: [oval])
    material.allowsRotation = rotates
    material.elasticity = 0
    material.friction = 0.5
    material.angularResistance = angularResistance
    animator.addBehavior(material)
    for _ in 0..<steps { animator.step() }
    return (Double(oval.center.y), Double(oval.transform.rotationAngle))
  }

  @Test("an 80×40 ellipse lying flat rests with its centre 20 pt above the floor, standing up 40 pt (within 0.05 pt)")
  func restsAtSemiAxis() {
    let flat = Self.settle(width: 80, height: 40, angle: 0, lift: 1, rotates: false, steps: 180)
    #expect(abs((400 - flat.y) - 20) <= 0.05, "lying flat: centre \(400 - flat.y) pt above the floor")
    let standing = Self.settle(width: 40, height: 80, angle: 0, lift: 1, rotates: false, steps: 180)
    #expect(abs((400 - standing.y) - 40) <= 0.05, "standing: centre \(400 - standing.y) pt above the floor")
    let turned = Self.settle(width: 80, height: 40, angle: .pi / 2, lift: 1, rotates: false, steps: 180)
    #expect(abs((400 - turned.y) - 40) <= 0.05, "turned a quarter: centre \(400 - turned.y) pt above the floor")
  }

  @Test("stacked without turning, an 80×40 ellipse rests 20 pt above a 60×30 ellipse, a 40 pt ball and a 100×20 box (within 0.15 pt)")
  func stacksAtSemiAxes() {
    for (lower, below): (UIView, Double) in [
      (Oval(frame: CGRect(x: 170, y: 370, width: 60, height: 30)), 30),
      (Oval(frame: CGRect(x: 180, y: 360, width: 40, height: 40)), 40),
      (UIView(frame: CGRect(x: 150, y: 380, width: 100, height: 20)), 20),
    ] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let upper = Oval(frame: CGRect(x: 160, y: 400 - below - 42, width: 80, height: 40))
      root.addSubview(lower)
      root.addSubview(upper)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [lower, upper])
      collision.translatesReferenceBoundsIntoBoundary = true
      animator.addBehavior(collision)
      animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
      let material = UIDynamicItemBehavior(items: [lower, upper])
      material.allowsRotation = false
      material.elasticity = 0
      animator.addBehavior(material)
      for _ in 0..<240 { animator.step() }
      let height = 400 - Double(upper.center.y)
      // The soft contacts leave a resting overlap under load: 0.02 pt at the floor and 0.07–0.09 pt
      // between the items here, whatever the lower shape (the box's too).
      #expect(abs(height - (below + 20)) <= 0.15, "on \(lower.bounds.size): centre \(height) pt above the floor")
    }
  }

  // Rolling without slipping on a rigid floor loses no energy (an undamped ellipse rocks for ever, as
  // it should), so the ellipse is given some angular resistance, as app code damps a rocking item.
  @Test("an 80×40 ellipse dropped tilted 60° (angular resistance 2) rocks onto its flat side and rests there")
  func rocksOntoFlatSide() {
    let rest = Self.settle(width: 80, height: 40, angle: .pi / 3, lift: 5, rotates: true, angularResistance: 2,
                           steps: 900)
    #expect(abs(sin(rest.angle)) <= 0.01, "angle \(rest.angle) rad")
    #expect(abs((400 - rest.y) - 20) <= 0.1, "centre \(400 - rest.y) pt above the floor")
  }

  /// Ellipses, circles and a box tumbling in a 400×400 view with gravity.
  static func tumble(elasticity: CGFloat) -> (UIDynamicAnimator, [UIView]) {
    TumblingPile.make(elasticity: elasticity, seed: 0x2545_F491_4F6C_DD1D) { i, random in
      let width = 20 + 30 * random()
      let height = i % 3 == 0 ? width : width * (0.4 + 0.5 * random())
      let x = 40 + Double(i % 4) * 100 + 10 * random(), y = 50 + Double(i / 4) * 90
      let oval = Oval(frame: CGRect(x: x - width / 2, y: y - height / 2, width: width, height: height))
      oval.transform = CGAffineTransform(rotationAngle: 3 * random())
      return oval
    }
  }

  @Test("ellipses, circles and a box tumbling in a view never gain energy (elasticity 0, 0.5 and 1)")
  func energyNeverRises() {
    for elasticity in [0.0, 0.5, 1.0] as [CGFloat] {
      let (animator, items) = Self.tumble(elasticity: elasticity)
      let (start, worstRise, highest, previous) = TumblingPile.energyTrace(animator, items)
      // The same bounds as the circles' pile: a step gains at most a thousandth of E0 (soft contacts
      // push a resting overlap apart), and the total never passes the start.
      #expect(worstRise <= 1e-3 * start, "elasticity \(elasticity): a step gained \(worstRise / start) of E0")
      #expect(highest <= start * (1 + 1e-6), "elasticity \(elasticity): energy rose to \(highest / start) of E0")
      #expect(previous < start, "elasticity \(elasticity): E(10 s) / E0 = \(previous / start)")
    }
  }

  /// Throws a `width × height` ellipse from the middle of a 400×400 view at `speed` pt/s toward
  /// `degrees`, spinning at `spin` rad/s, for 2 s; the farthest its centre got outside the view or
  /// below a line across it at y = 300 (negative inside).
  static func thrown(width: CGFloat, height: CGFloat, speed: Double, degrees: Double, spin: Double) -> Double {
    ThrownItem.worstOutside(Oval(frame: CGRect(x: 0, y: 0, width: width, height: height)), speed: speed, degrees: degrees, spin: spin)
  }

  // The full scan of thin items, spinning at up to 12 000 pt/s and in every shape, is SpinningEscapeTests.
  @Test("ellipses of 24×12 to 40×16 pt thrown at up to 12 000 pt/s, or spinning at 50 rad/s at 2000 pt/s, stay above the line in the view")
  func spinningEllipsesStayIn() {
    var escapes: [String] = []
    var runs = 0
    for (width, height) in [(24.0, 12.0), (16.0, 40.0), (40.0, 16.0)] as [(CGFloat, CGFloat)] {
      for spin in [0.0, 50] {
        for speed in spin == 0 ? [2_000.0, 12_000] : [2_000.0] {
          for direction in 0..<24 {
            let degrees = Double(direction) * 15 + 1.25
            let out = Self.thrown(width: width, height: height, speed: speed, degrees: degrees, spin: spin)
            runs += 1
            if out > 0 { escapes.append("\(width)×\(height) \(speed) pt/s \(degrees)° \(spin) rad/s: \(out) pt out") }
          }
        }
      }
    }
    #expect(escapes.isEmpty, "\(escapes.count) of \(runs) runs escaped, e.g. \(escapes.prefix(5))")
  }

  @Test("a turned ellipse's frame for items(in:) is exact: √(a²cos²θ + b²sin²θ) across")
  func boundsAreExact() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let oval = Oval(frame: CGRect(x: 160, y: 180, width: 80, height: 40))
    oval.transform = CGAffineTransform(rotationAngle: .pi / 6)
    root.addSubview(oval)
    let animator = UIDynamicAnimator(referenceView: root)
    animator.addBehavior(UICollisionBehavior(items: [oval]))
    let c = 0.5 * 3.0.squareRoot(), s = 0.5
    let half = (40 * 40 * c * c + 20 * 20 * s * s).squareRoot()
    let inside = CGRect(x: 200 + half - 0.01, y: 199, width: 10, height: 2)
    let outside = CGRect(x: 200 + half + 0.01, y: 199, width: 10, height: 2)
    #expect(animator.items(in: inside).count == 1)
    #expect(animator.items(in: outside).isEmpty)
  }

  @Test("two runs of the tumbling ellipses give the same bits")
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
