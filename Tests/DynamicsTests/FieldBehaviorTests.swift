import Dynamics
import Foundation
import Testing

@Suite("Fields: items, regions, charge, mass, orientation, noise, sampling")
struct FieldBehaviorTests {
  @Test("a field acts only inside its region, which is centred on the field's position")
  func outsideRegionExertsNothing() {
    let inside = UIView(frame: CGRect(x: 210, y: 280, width: 40, height: 40))  // centre (230, 300)
    let outside = UIView(frame: CGRect(x: 290, y: 280, width: 40, height: 40))  // centre (310, 300)
    let spring = UIFieldBehavior.springField()
    spring.position = CGPoint(x: 200, y: 300)
    spring.region = UIRegion(radius: 50)
    spring.strength = 10
    spring.addItem(inside)
    spring.addItem(outside)
    let animator = UIDynamicAnimator()
    animator.addBehavior(spring)
    animator.advance(by: 0.1)
    #expect(outside.center == CGPoint(x: 310, y: 300))
    #expect(inside.center.x < 230)
    #expect(spring.acceleration(at: CGPoint(x: 310, y: 300)) == CGVector(dx: 0, dy: 0))
    #expect(spring.acceleration(at: CGPoint(x: 230, y: 300)).dx < 0)
  }

  @Test("items added later feel the field; removed items stop feeling it; others never do")
  func addAndRemoveItems() {
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let b = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    let bystander = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
    let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
    field.addItem(a)
    let animator = UIDynamicAnimator()
    let probe = UIDynamicItemBehavior(items: [a, b, bystander])
    animator.addBehavior(probe)
    animator.addBehavior(field)
    animator.advance(by: 0.5)
    #expect(abs(Double(probe.linearVelocity(for: a).y) - 50) < 1e-9)  // 100 pt/s² for 0.5 s
    field.addItem(b)
    field.removeItem(a)
    #expect(field.items.count == 1 && field.items[0] === b)
    animator.advance(by: 0.5)
    #expect(abs(Double(probe.linearVelocity(for: a).y) - 50) < 1e-9)
    #expect(abs(Double(probe.linearVelocity(for: b).y) - 50) < 1e-9)
    #expect(probe.linearVelocity(for: bystander) == .zero)
  }

  @Test("vortex with strength > 0 moves an item at (x + 100, y) upward on screen (counter-clockwise)")
  func vortexOrientation() {
    for (strength, up) in [(CGFloat(1), true), (-1, false)] {
      let item = UIView(frame: CGRect(x: 280, y: 280, width: 40, height: 40))  // centre (300, 300)
      let vortex = UIFieldBehavior.vortexField()
      vortex.position = CGPoint(x: 200, y: 300)
      vortex.strength = strength
      vortex.addItem(item)
      let (animator, _) = FieldScene.animator(item, [vortex])
      animator.advance(by: 0.2)
      #expect((item.center.y < 300) == up, "strength \(strength): y = \(item.center.y)")
      // The pull is tangential: at the start it has no radial part, 100 pt/s² per unit of strength.
      let a = vortex.acceleration(at: CGPoint(x: 300, y: 300))
      #expect(abs(a.dx) < 1e-12 && abs(Double(a.dy) + 100 * Double(strength)) < 1e-9)
    }
  }

  @Test("radial gravity: 100·strength pt/s² toward the field, so from rest t = √(2d/100): 1.414 s and 2 s")
  func radialGravityTimes() {
    func timeToCentre(_ d: CGFloat) -> Double {
      let item = UIView(frame: CGRect(x: 187.5 + d - 20, y: 313.5, width: 40, height: 40))
      let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 187.5, y: 333.5))
      field.addItem(item)
      let (animator, _) = FieldScene.animator(item, [field])
      var previous = Double(item.center.x)
      for n in 1...400 {
        animator.step()
        let x = Double(item.center.x)
        if x <= 187.5 { return (Double(n) - (187.5 - x) / (previous - x)) / 60 }
        previous = x
      }
      return .nan
    }
    let near = timeToCentre(100), far = timeToCentre(200)
    // Semi-implicit Euler with 4 sub-steps reaches the centre up to about one sub-step early.
    #expect(abs(near - 2.0.squareRoot()) < 0.01 * 2.0.squareRoot(), "near: \(near) s")
    #expect(abs(far - 2) < 0.02, "far: \(far) s")
    #expect(abs(far / near - 2.0.squareRoot()) < 0.01)
  }

  @Test("falloff: φ = (d/100 pt)^(−falloff), constant inside minimumRadius; ratio 0.25 at 200 vs 100 pt")
  func falloff() {
    let field = UIFieldBehavior.radialGravityField(position: .zero)
    field.falloff = 2
    field.minimumRadius = 50
    let at100 = field.acceleration(at: CGPoint(x: 100, y: 0)).dx
    let at200 = field.acceleration(at: CGPoint(x: 200, y: 0)).dx
    #expect(abs(Double(at100) + 100) < 1e-9)  // 1 m from the field: the strength itself
    #expect(abs(Double(at200 / at100) - 0.25) < 1e-12)
    let at20 = field.acceleration(at: CGPoint(x: 20, y: 0)).dx
    let at50 = field.acceleration(at: CGPoint(x: 50, y: 0)).dx
    #expect(at20 == at50)
    #expect(abs(Double(at50) + 400) < 1e-9)
  }

  @Test("electric field: push ∝ charge / mass; no charge, no force; like signs repel, opposite attract")
  func electricChargeAndMass() {
    let field = UIFieldBehavior.electricField()
    field.position = CGPoint(x: 0, y: 0)
    let point = CGPoint(x: 100, y: 0)
    #expect(field.acceleration(at: point, charge: 0) == CGVector(dx: 0, dy: 0))
    #expect(abs(Double(field.acceleration(at: point, mass: 1, charge: 1).dx) - 100) < 1e-9)
    #expect(abs(Double(field.acceleration(at: point, mass: 2, charge: 1).dx) - 50) < 1e-9)
    #expect(abs(Double(field.acceleration(at: point, mass: 1, charge: -3).dx) + 300) < 1e-9)
    field.strength = -2
    #expect(abs(Double(field.acceleration(at: point, mass: 1, charge: 1).dx) + 200) < 1e-9)

    // In the engine, charge comes from UIDynamicItemBehavior.charge, also when changed later.
    field.strength = 1
    let item = UIView(frame: CGRect(x: 80, y: -20, width: 40, height: 40))
    field.addItem(item)
    let (animator, properties) = FieldScene.animator(item, charge: 0, [field])
    animator.advance(by: 0.1)
    #expect(item.center == CGPoint(x: 100, y: 0))
    properties.charge = 2
    animator.step()
    #expect(properties.linearVelocity(for: item).x > 0)
  }

  @Test("electric field as app code: a +1 item 100 pt from a +1 field moves away by the discrete closed form, a −1 item toward it")
  func electricLikeChargesRepel() {
    for charge in [1.0, -1.0] {
      // A 100 × 100 pt view of density 1 has mass 1: the force of 1 UN gives 100 pt/s² along the x axis.
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      let ball = UIView(frame: CGRect(x: 250, y: 150, width: 100, height: 100))
      root.addSubview(ball)
      let animator = UIDynamicAnimator(referenceView: root)
      let electric = UIFieldBehavior.electricField()
      electric.position = CGPoint(x: 200, y: 200)
      electric.strength = 1
      electric.addItem(ball)
      let properties = UIDynamicItemBehavior(items: [ball])
      properties.charge = CGFloat(charge)
      properties.allowsRotation = false
      animator.addBehavior(properties)
      animator.addBehavior(electric)
      for _ in 0..<3 { animator.step() }
      let moved = Double(ball.center.x) - 300
      let exact = charge * FreeFallTests.discreteDrop(g: 100, steps: 3)
      #expect(abs(moved - exact) < 1e-9, "charge \(charge): moved \(moved), closed form \(exact)")
      #expect(ball.center.y == 200)
    }
  }

  @Test("minimumRadius: very small but not zero by default; falloff applies down to it, constant inside")
  func minimumRadiusDefault() {
    let field = UIFieldBehavior.radialGravityField(position: .zero)
    #expect(field.minimumRadius > 0 && field.minimumRadius <= 0.01)
    field.falloff = 2
    // φ = (d / 100 pt)^−2: at 0.5 pt, 4·10⁴ times the strength; inside 0.01 pt, held at 10⁸.
    let atHalf = Double(field.acceleration(at: CGPoint(x: 0.5, y: 0)).dx)
    #expect(abs(atHalf + 100 * 40_000) < 1e-6 * 100 * 40_000)
    let inside = Double(field.acceleration(at: CGPoint(x: 0.001, y: 0)).dx)
    let atRadius = Double(field.acceleration(at: CGPoint(x: Double(field.minimumRadius), y: 0)).dx)
    #expect(inside == atRadius)
    #expect(abs(atRadius + 100 * 1e8) < 1e-6 * 100 * 1e8)
  }

  @Test("mass: spring and drag fields depend on mass, linear gravity and vortex do not")
  func massDependence() {
    let spring = UIFieldBehavior.springField()
    let p = CGPoint(x: 100, y: 0)
    #expect(spring.acceleration(at: p, mass: 1).dx == 2 * spring.acceleration(at: p, mass: 2).dx)
    let drag = UIFieldBehavior.dragField()
    let v = CGVector(dx: 50, dy: 0)
    #expect(abs(Double(drag.acceleration(at: p, velocity: v, mass: 1).dx) + 50) < 1e-12)
    #expect(abs(Double(drag.acceleration(at: p, velocity: v, mass: 5).dx) + 10) < 1e-12)
    let gravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
    #expect(gravity.acceleration(at: p, mass: 1) == gravity.acceleration(at: p, mass: 7))
    let vortex = UIFieldBehavior.vortexField()
    #expect(vortex.acceleration(at: p, mass: 1) == vortex.acceleration(at: p, mass: 7))
  }

  @Test("noise is seeded: the same seed gives the same bits, another seed another field")
  func noiseDeterminism() {
    func run(seed: UInt64, turbulence: Bool = false) -> [UInt64] {
      let item = UIView(frame: CGRect(x: 180, y: 320, width: 20, height: 20))
      let field = turbulence
        ? UIFieldBehavior.turbulenceField(smoothness: 0.3, animationSpeed: 2)
        : UIFieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2)
      field.noiseSeed = seed
      field.strength = 5
      field.addItem(item)
      let (animator, _) = FieldScene.animator(item, velocity: CGPoint(x: 40, y: -30), [field])
      return (0..<120).flatMap { _ -> [UInt64] in
        animator.step()
        return [Double(item.center.x).bitPattern, Double(item.center.y).bitPattern]
      }
    }
    #expect(run(seed: 7) == run(seed: 7))
    #expect(run(seed: 7) != run(seed: 8))
    #expect(run(seed: 7, turbulence: true) == run(seed: 7, turbulence: true))
  }

  @Test("noise: bounded, zero-mean-ish, frozen at animationSpeed 0, varying in time otherwise")
  func noiseShape() {
    let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 0)
    let grid = field.sampleGrid(in: CGRect(x: 0, y: 0, width: 800, height: 800), columns: 40, rows: 40)
    let maximum = grid.maximumMagnitude
    #expect(maximum > 30 && maximum < 160, "largest noise acceleration \(maximum) pt/s²")
    let meanX = grid.vectors.reduce(0) { $0 + Double($1.dx) } / Double(grid.vectors.count)
    #expect(abs(meanX) < 20)
    let p = CGPoint(x: 123, y: 456)
    #expect(field.acceleration(at: p, time: 0) == field.acceleration(at: p, time: 5))
    field.animationSpeed = 1
    #expect(field.acceleration(at: p, time: 0) != field.acceleration(at: p, time: 0.5))
    // Turbulence is noise scaled by speed: nothing at rest.
    let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
    #expect(turbulence.acceleration(at: p, time: 0.3) == CGVector(dx: 0, dy: 0))
    #expect(turbulence.acceleration(at: p, velocity: CGVector(dx: 100, dy: 0), time: 0.3) != CGVector(dx: 0, dy: 0))
  }

  @Test("velocity field sets the velocity of its items to strength·direction")
  func velocityField() {
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 120, dy: -60))
    field.addItem(item)
    let (animator, probe) = FieldScene.animator(item, velocity: CGPoint(x: -500, y: 0), [field])
    animator.advance(by: 0.5)
    #expect(probe.linearVelocity(for: item) == CGPoint(x: 120, y: -60))
    #expect(abs(Double(item.center.x) - (20 + 60)) < 1e-9)
    #expect(abs(Double(item.center.y) - (20 - 30)) < 1e-9)
  }

  @Test("custom field: the block's force in UIKit newtons, with the item's mass and charge")
  func customField() {
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))  // m = 2
    nonisolated(unsafe) var seen: (mass: CGFloat, charge: CGFloat, dt: TimeInterval) = (0, 0, 0)
    let field = UIFieldBehavior.field { _, _, _, mass, charge, dt in
      seen = (mass, charge, dt)
      return CGVector(dx: 1, dy: 0)
    }
    field.addItem(item)
    let (animator, probe) = FieldScene.animator(item, charge: 3, [field])
    animator.advance(by: 1)
    #expect(abs(Double(probe.linearVelocity(for: item).x) - 50) < 1e-9)  // 100·1/2 pt/s² for 1 s
    #expect(seen.mass == 2 && seen.charge == 3 && abs(seen.dt - 1.0 / 60) < 1e-15)
  }

  @Test("grid sampling equals point sampling; several fields sum; the accumulating form adds in place")
  func gridSampling() {
    let rect = CGRect(x: 0, y: 0, width: 375, height: 667)
    let a = UIFieldBehavior.springField()
    a.position = CGPoint(x: 64, y: 80)
    a.region = UIRegion(size: CGSize(width: 247, height: 507))
    let b = UIFieldBehavior.vortexField()
    b.position = CGPoint(x: 200, y: 300)
    let grid = a.sampleGrid(in: rect, columns: 80, rows: 40)
    #expect(grid.vectors.count == 3200)
    for (column, row) in [(0, 0), (17, 9), (79, 39), (40, 20)] {
      #expect(grid.vector(column: column, row: row) == a.acceleration(at: grid.point(column: column, row: row)))
    }
    let both = UIFieldBehavior.sampleGrid(of: [a, b], in: rect, columns: 80, rows: 40)
    let p = both.point(column: 10, row: 5)
    let sum = both.vector(column: 10, row: 5)
    let expected = CGVector(dx: a.acceleration(at: p).dx + b.acceleration(at: p).dx,
                            dy: a.acceleration(at: p).dy + b.acceleration(at: p).dy)
    #expect(abs(sum.dx - expected.dx) < 1e-9 && abs(sum.dy - expected.dy) < 1e-9)
    var reused = UIFieldGrid(rect: rect, columns: 80, rows: 40)
    a.accumulate(into: &reused)
    #expect(reused == grid)
    #expect(grid.vector(column: -1, row: 0) == CGVector(dx: 0, dy: 0))
  }

  @Test("non-finite parameters make a field exert nothing instead of poisoning the world")
  func nonFiniteParameters() {
    let item = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let field = UIFieldBehavior.springField()
    field.strength = .nan
    field.addItem(item)
    let animator = UIDynamicAnimator()
    animator.addBehavior(field)
    animator.advance(by: 0.2)
    #expect(item.center == CGPoint(x: 20, y: 20))
    #expect(field.acceleration(at: CGPoint(x: 5, y: 5)) == CGVector(dx: 0, dy: 0))
  }
}
