import Dynamics
import Foundation
import Testing

/// Spec §14 checks 10–13: fields against their closed forms.
@Suite("Fields: closed forms (spec §14 #10–#13)")
struct FieldClosedFormTests {
  let h = 1.0 / 60.0

  @Test("drag field: v(t) = v₀·e^(−s·t/m) at every step, and the item stops after v₀·m/s", arguments: [
    (strength: 1.0, side: 100.0), (strength: 2.0, side: 100.0), (strength: 1.0, side: 200.0),
  ])
  func dragDecay(strength: Double, side: Double) {
    let item = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    let mass = side * side / 10_000
    let drag = UIFieldBehavior.dragField()
    drag.strength = CGFloat(strength)
    drag.addItem(item)
    let (animator, probe) = FieldScene.animator(item, velocity: CGPoint(x: 300, y: 0), [drag])
    let x0 = Double(item.center.x)
    for n in 1...60 {
      animator.step()
      let exact = 300 * exp(-strength * Double(n) * h / mass)
      let v = Double(probe.linearVelocity(for: item).x)
      // The field applies the exact decay factor of each step, so only round-off separates them.
      #expect(abs(v - exact) <= 1e-9 * exact, "step \(n): v \(v) vs \(exact)")
    }
    animator.advance(by: 12 * mass / strength)
    let travel = Double(item.center.x) - x0
    let exact = 300 * mass / strength
    // Positions follow the sub-step velocities, which trail the exponential by about k·h/8 (0.2 % at
    // k = 1/s); what is left when the animator pauses below 1 pt/s adds at most 1 pt / k.
    #expect(abs(travel - exact) / exact < 0.01, "travel \(travel) vs \(exact)")
  }

  /// Upward zero crossings of x − x_field over `seconds` for an item released 60 pt right of a spring field.
  func springPeriod(side: Double, strength: Double, seconds: Double) -> (period: Double, amplitude: Double) {
    let item = UIView(frame: CGRect(x: 260 - side / 2, y: 300 - side / 2, width: side, height: side))
    let spring = UIFieldBehavior.springField()
    spring.position = CGPoint(x: 200, y: 300)
    spring.strength = CGFloat(strength)
    spring.addItem(item)
    let (animator, _) = FieldScene.animator(item, [spring])
    let steps = Int((seconds / h).rounded())
    let xs = (0..<steps).map { _ -> Double in
      animator.step()
      return Double(item.center.x) - 200
    }
    let amplitude = xs.suffix(Int(2 * (side / 100) / h)).map(abs).max() ?? .nan
    return (FieldScene.meanPeriod(FieldScene.upwardCrossings(xs, h: h)), amplitude)
  }

  @Test("spring field: T = 2π·√(m/s): 1 s for m = 1, s = 4π², and 2 s for m = 4 (T ∝ √m, Hooke)")
  func springFieldPeriod() {
    let s = 4 * Double.pi * Double.pi
    let light = springPeriod(side: 100, strength: s, seconds: 6)
    let heavy = springPeriod(side: 200, strength: s, seconds: 12)
    // The discrete scheme shortens the period by about (ω·h)²/24 (0.05 % at ω = 2π); 0.2 % is the bound.
    #expect(abs(light.period - 1) < 0.002, "m = 1: period \(light.period) s")
    #expect(abs(heavy.period - 2) < 0.004, "m = 4: period \(heavy.period) s")
    #expect(abs(heavy.period / light.period - 2) < 0.004)
    // The look-ahead evaluation keeps an undamped spring's amplitude (60 pt) within 1 % for 6 periods.
    #expect(abs(light.amplitude - 60) < 0.6, "amplitude after 6 s: \(light.amplitude)")
    #expect(abs(heavy.amplitude - 60) < 0.6, "amplitude after 12 s: \(heavy.amplitude)")
  }

  @Test("magnetic field: circular motion at ω = q·s/m, radius |v|/ω, constant speed, counter-clockwise on screen")
  func magneticCircle() {
    let item = UIView(frame: CGRect(x: 150, y: 350, width: 100, height: 100))  // centre (200, 400), m = 1
    let magnetic = UIFieldBehavior.magneticField()
    magnetic.strength = 1
    magnetic.addItem(item)
    let (animator, probe) = FieldScene.animator(item, charge: 2, velocity: CGPoint(x: 200, y: 0), [magnetic])
    let omega = 2.0, radius = 100.0
    // Moving right and turning counter-clockwise on screen means turning up: the centre is above.
    let centre = CGPoint(x: 200, y: 300)
    let period = 2 * Double.pi / omega
    let steps = Int((period / h).rounded())
    var worstRadius = 0.0, worstSpeed = 0.0
    for _ in 0..<steps {
      animator.step()
      let r = hypot(Double(item.center.x - centre.x), Double(item.center.y - centre.y))
      worstRadius = max(worstRadius, abs(r - radius))
      let v = probe.linearVelocity(for: item)
      worstSpeed = max(worstSpeed, abs(hypot(Double(v.x), Double(v.y)) - 200))
    }
    #expect(worstRadius < 0.01 * radius, "radius off by up to \(worstRadius) pt")
    #expect(worstSpeed < 1e-9 * 200, "speed off by up to \(worstSpeed) pt/s")
    // After one period (188.5 steps, so 188 here) the item is back within a step's travel of its start.
    #expect(hypot(Double(item.center.x) - 200, Double(item.center.y) - 400) < 200 * h)
  }

  @Test("magnetic field: the first turn is upward for q·s > 0 and downward for q·s < 0")
  func magneticOrientation() {
    for (charge, expectUp) in [(1.0, true), (-1.0, false)] {
      let item = UIView(frame: CGRect(x: 150, y: 350, width: 100, height: 100))
      let magnetic = UIFieldBehavior.magneticField()
      magnetic.addItem(item)
      let (animator, _) = FieldScene.animator(item, charge: CGFloat(charge), velocity: CGPoint(x: 200, y: 0),
                                             [magnetic])
      animator.advance(by: 0.25)
      #expect((item.center.y < 400) == expectUp, "charge \(charge): y \(item.center.y)")
    }
  }

  @Test("linear gravity field, strength 10, direction (0, 1) moves an item bit for bit like UIGravityBehavior")
  func linearGravityMatchesGravity() {
    func run(_ make: (UIView) -> UIDynamicBehavior) -> [UInt64] {
      let item = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
      let animator = UIDynamicAnimator()
      animator.addBehavior(make(item))
      return (0..<120).flatMap { _ -> [UInt64] in
        animator.step()
        return [Double(item.center.x).bitPattern, Double(item.center.y).bitPattern]
      }
    }
    let gravity = run { UIGravityBehavior(items: [$0]) }
    let field = run { item in
      let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
      field.strength = 10
      field.addItem(item)
      return field
    }
    #expect(gravity == field)
  }

  @Test("linear gravity field: 100·strength·|direction| pt/s² ↔ 1000·magnitude for any direction")
  func linearGravityAnyDirection() {
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 3, dy: -4))
    field.strength = 2
    field.addItem(item)
    let (animator, probe) = FieldScene.animator(item, [field])
    animator.advance(by: 0.5)
    let v = probe.linearVelocity(for: item)
    #expect(abs(Double(v.x) - 600 * 0.5) < 1e-9)
    #expect(abs(Double(v.y) + 800 * 0.5) < 1e-9)
  }
}
