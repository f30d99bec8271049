import Dynamics
import Foundation
import Testing

/// Bodies that the elastic-impact pass sends faster than their contacts looked ahead, and bodies that
/// meet two things within one step, must still end every step outside the boundaries
/// (Solver/ContinuousCollision.swift, Solver/ElasticImpacts.swift).
@Suite("Impacts near boundaries")
struct ImpactContainmentTests {
  /// How far (pt) the item's frame reaches past the 320×568 reference bounds; negative when inside.
  static func overshoot(_ view: UIView) -> Double {
    let f = view.frame
    return Double(max(-f.minX, -f.minY, f.maxX - 320, f.maxY - 568))
  }

  /// A heavy square at `speed` strikes a light one resting `gap` pt from the right wall (2 pt apart,
  /// vertically centred on each other); both elastic. Returns the animator and the light square.
  static func wallScene(speed: Double, gap: Double, light lightSize: Double = 20, heavy heavySize: Double = 40,
                        lightDensity: Double, heavyDensity: Double,
                        allowsRotation: Bool) -> (animator: UIDynamicAnimator, light: UIView) {
    let root = SceneFactory.referenceView()
    let light = SceneFactory.view(root, 320 - gap - lightSize, 280 - lightSize / 2, lightSize, lightSize, name: "light")
    let heavy = SceneFactory.view(root, 320 - gap - lightSize - 2 - heavySize, 280 - heavySize / 2,
                                  heavySize, heavySize, name: "heavy")
    let animator = UIDynamicAnimator(referenceView: root)
    let collision = UICollisionBehavior(items: [light, heavy])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let material = UIDynamicItemBehavior(items: [light, heavy])
    material.elasticity = 1
    material.allowsRotation = allowsRotation
    animator.addBehavior(material)
    let lightMaterial = UIDynamicItemBehavior(items: [light])
    lightMaterial.density = lightDensity
    animator.addBehavior(lightMaterial)
    let heavyMaterial = UIDynamicItemBehavior(items: [heavy])
    heavyMaterial.density = heavyDensity
    heavyMaterial.addLinearVelocity(CGPoint(x: speed, y: 0), for: heavy)
    animator.addBehavior(heavyMaterial)
    return (animator, light)
  }

  /// A 40×40 square at `speed` strikes a 20×20 one resting `gap` pt from the right wall; both elastic,
  /// no rotation. Returns the light square's worst overshoot over 1 s and its speed just after the
  /// strike (pt/s).
  static func strikeTowardWall(speed: Double, gap: Double, lightDensity: Double = 0.5,
                               heavyDensity: Double = 2) -> (overshoot: Double, kicked: Double) {
    let (animator, light) = wallScene(speed: speed, gap: gap, lightDensity: lightDensity, heavyDensity: heavyDensity,
                                      allowsRotation: false)
    var worst = -Double.infinity, kicked = 0.0
    for step in 0..<60 {
      animator.step()
      worst = max(worst, overshoot(light))
      if step == 0 { kicked = Double(animator.velocity(of: light)?.x ?? 0) }
    }
    return (worst, kicked)
  }

  /// Densities 0.5 and 2: 16:1 in mass.
  @Test("a light square struck toward a wall at up to twice the striker's speed never ends a step inside it",
        arguments: [(600.0, 15.0), (900.0, 25.0), (1500.0, 40.0)])
  func struckTowardWall(speed: Double, gap: Double) {
    let (worst, kicked) = Self.strikeTowardWall(speed: speed, gap: gap)
    // The strike doubles the speed (m ≪ M, e = 1): the light square outruns the step's look-ahead.
    #expect(kicked > 1.5 * speed, "the light square left at \(kicked) pt/s")
    // Soft contacts allow the linear slop (0.5 pt) and a little more while pressed.
    #expect(worst <= 1, "the light square reached \(worst) pt past the wall")
  }

  /// Crushed between a much heavier item and a wall (400:1 in mass). It went through the wall until
  /// strikes against a resting item took the wall's reaction into account, and sank 3 pt into it while
  /// the impulse that had stopped it at 12 000 pt/s was carried into the next step as a warm start
  /// (World+Collide.swift, `wasImpact`), and up to 0.91 pt until last step's impulses were kept from
  /// adding energy (Solver/WarmStartLimit.swift). Measured now: it never reaches the wall (0.36 pt short).
  @Test("a light square crushed against a wall by one 400 times heavier stays within 1 pt of it",
        arguments: [(300.0, 15.0), (600.0, 15.0), (900.0, 15.0), (900.0, 25.0), (1500.0, 40.0)])
  func crushedAgainstWall(speed: Double, gap: Double) {
    let (worst, _) = Self.strikeTowardWall(speed: speed, gap: gap, lightDensity: 0.1, heavyDensity: 10)
    #expect(worst <= 1, "the light square reached \(worst) pt past the wall")
  }

  /// The extreme of the invariant tests' ranges: a 10×10 item at density 0.1 between the right wall and
  /// a 60×60 at density 10 (3600:1). The striker drives it into the wall and it bounces between them
  /// faster each time; before strikes against a resting item took the wall's reaction into account
  /// (Solver/ImpactResponse.swift) and struck bodies were swept against the boundaries
  /// (Solver/ContinuousCollision.swift), it left the world in 4 of these 9 runs. It bounces between them
  /// about 190 times at one instant: the impact pass gave up after 16 strikes and left it driving into
  /// the wall at 3 400 pt/s, which the warm-start limit then failed to hold (its strike budget is now
  /// 16 per contact). Pressed steadily at this ratio it still sinks up to 0.8 pt into the wall (5 pt
  /// before the limit): the soft contacts, solved one after another, cannot hold a 3600:1 sandwich stiff.
  @Test("a 10 pt item crushed against a wall by one 3600 times heavier never leaves", arguments: [
    300.0, 600.0, 900.0,
  ])
  func crushedAtTheExtreme(speed: Double) {
    for gap in [2.0, 15.0, 40.0] {
      let (animator, light) = Self.wallScene(speed: speed, gap: gap, light: 10, heavy: 60, lightDensity: 0.1,
                                             heavyDensity: 10, allowsRotation: true)
      var worst = -Double.infinity
      for _ in 0..<120 {
        animator.step()
        worst = max(worst, Self.overshoot(light))
        #expect((0...320).contains(light.center.x), "\(speed) pt/s, gap \(gap): the item left at x = \(light.center.x)")
        if !(0...320).contains(light.center.x) { break }
      }
      // Measured: 0.8 pt at worst; the contacts look 2 pt ahead.
      #expect(worst <= 2, "\(speed) pt/s, gap \(gap): the item reached \(worst) pt past the wall")
    }
  }
}
