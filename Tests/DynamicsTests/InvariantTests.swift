import Dynamics
import Foundation
import TestSupport
import Testing

/// Random scenes for the engine's invariants, drawn from a seeded generator within these ranges (the
/// ranges the lessons use, inside the engine's documented limits in docs/engine-decisions.md):
///
/// | quantity | range |
/// |---|---|
/// | items | 2…8 rectangles on a 3×6 grid of 90 pt cells of the 320×568 reference view, never overlapping |
/// | size | 10…60 pt each side, any rotation |
/// | density | 0.1…10 |
/// | elasticity, friction | 0…1 |
/// | resistance, angular resistance | 0…2 (0 in the momentum scenes) |
/// | initial speed | 0…600 pt/s in any direction, spin −5…5 rad/s |
/// | gravity (boundary scenes) | magnitude 0…3, any angle |
/// | pushes (boundary scenes) | continuous or instantaneous, up to 2000 pt/s² (or pt/s) for the lightest item pushed |
///
/// Mass and inertia follow the documented rules: m = density·w·h/10 000, I = m(w² + h²)/12.
struct InvariantScene {
  let animator: UIDynamicAnimator
  let views: [UIView]
  let densities: [Double]
  let allowsRotation: Bool

  enum Kind {
    /// Reference bounds as a boundary, no gravity, no pushes: kinetic energy may only fall.
    case closedNoForces
    /// No boundaries, items collide with items only, no resistance: momentum is conserved.
    case freeCollisions
    /// Reference bounds as a boundary with gravity and pushes: items stay inside.
    case closedWithForces
  }

  init(_ kind: Kind, rng: inout SplitMix64, maxSpeed: Double = 600, sizes: ClosedRange<Double> = 10...60,
       densities densityRange: ClosedRange<Double> = 0.1...10) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), name: "reference")
    var cells = Array(0..<18)
    cells.shuffle(using: &rng)
    var views: [UIView] = []
    for (index, cell) in cells.prefix(rng.int(2...8)).enumerated() {
      let w = rng.double(sizes), h = rng.double(sizes)
      let cx = 45 + 90 * Double(cell % 3), cy = 45 + 90 * Double(cell / 3)
      let view = UIView(frame: CGRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h), name: "v\(index)")
      view.transform = CGAffineTransform(rotationAngle: rng.double(-3.2...3.2))
      root.addSubview(view)
      views.append(view)
    }
    let animator = UIDynamicAnimator(referenceView: root)
    let material = UIDynamicItemBehavior(items: views)
    material.elasticity = rng.double(0...1)
    material.friction = rng.double(0...1)
    material.resistance = kind == .freeCollisions ? 0 : rng.double(0...2)
    material.angularResistance = kind == .freeCollisions ? 0 : rng.double(0...2)
    allowsRotation = rng.double(0...1) < 0.7
    material.allowsRotation = allowsRotation
    animator.addBehavior(material)
    // A density per item, each in its own behaviour (the later-added one wins, per the engine's rules).
    var densities: [Double] = []
    for view in views {
      let own = UIDynamicItemBehavior(items: [view])
      let density = rng.double(densityRange)
      own.density = density
      densities.append(density)
      animator.addBehavior(own)
      let speed = rng.double(0...maxSpeed), heading = rng.double(-Double.pi...Double.pi)
      own.addLinearVelocity(CGPoint(x: speed * cos(heading), y: speed * sin(heading)), for: view)
      if allowsRotation { own.addAngularVelocity(rng.double(-5...5), for: view) }
    }
    let collision = UICollisionBehavior(items: views)
    if kind == .freeCollisions {
      collision.collisionMode = .items
    } else {
      collision.translatesReferenceBoundsIntoBoundary = true
    }
    animator.addBehavior(collision)
    if kind == .closedWithForces {
      let gravity = UIGravityBehavior(items: views)
      gravity.setAngle(rng.double(-Double.pi...Double.pi), magnitude: rng.double(0...3))
      animator.addBehavior(gravity)
      for _ in 0..<rng.int(0...2) {
        let chosen = views.filter { _ in rng.double(0...1) < 0.6 }
        let push = UIPushBehavior(items: chosen, mode: rng.double(0...1) < 0.5 ? .continuous : .instantaneous)
        // Magnitude 1 gives a mass-1 item 100 pt/s²: at most 2000 pt/s² (or 2000 pt/s at once) for the
        // lightest item pushed.
        let lightest = chosen.compactMap { view in views.firstIndex { $0 === view } }
          .map { densities[$0] * Double(views[$0].bounds.width * views[$0].bounds.height) / 10_000 }.min() ?? 0
        push.setAngle(rng.double(-Double.pi...Double.pi), magnitude: rng.double(0...20) * lightest)
        animator.addBehavior(push)
      }
    }
    self.animator = animator
    self.views = views
    self.densities = densities
  }

  func mass(_ index: Int) -> Double {
    densities[index] * Double(views[index].bounds.width * views[index].bounds.height) / 10_000
  }

  func inertia(_ index: Int) -> Double {
    let w = Double(views[index].bounds.width), h = Double(views[index].bounds.height)
    return mass(index) * (w * w + h * h) / 12
  }

  /// Σ ½mv² + ½Iω² (mass units · pt²/s²).
  var kineticEnergy: Double {
    views.indices.reduce(0) { sum, i in
      let v = animator.velocity(of: views[i]) ?? .zero
      let w = Double(animator.angularVelocity(of: views[i]) ?? 0)
      return sum + 0.5 * mass(i) * Double(v.x * v.x + v.y * v.y) + 0.5 * inertia(i) * w * w
    }
  }

  /// Σ mv (mass units · pt/s), and Σ m|v| for a scale.
  var momentum: (x: Double, y: Double, scale: Double) {
    views.indices.reduce((0, 0, 0)) { sum, i in
      let v = animator.velocity(of: views[i]) ?? .zero
      let m = mass(i)
      return (sum.0 + m * Double(v.x), sum.1 + m * Double(v.y), sum.2 + m * Double(hypot(v.x, v.y)))
    }
  }

  /// Every number the engine hands back about the items, as bits.
  var state: [UInt64] {
    views.flatMap { view -> [UInt64] in
      let v = animator.velocity(of: view) ?? .zero
      let t = view.transform
      return [view.center.x, view.center.y, t.a, t.b, t.c, t.d, v.x, v.y, animator.angularVelocity(of: view) ?? 0]
        .map { Double($0).bitPattern }
    }
  }
}

/// The engine's invariants over random scenes (seeded, so every run checks the same scenes; a failure
/// names the seed and the scene). Figures measured when these were written are in RELIABILITY.md.
@Suite("Engine invariants")
struct InvariantTests {
  static func finite(_ scene: InvariantScene) -> Bool {
    scene.views.allSatisfy { view in
      let v = scene.animator.velocity(of: view) ?? .zero
      let t = view.transform
      return [view.center.x, view.center.y, t.a, t.b, t.c, t.d, v.x, v.y, scene.animator.angularVelocity(of: view) ?? 0]
        .allSatisfy(\.isFinite)
    }
  }

  @Test("no NaN or ∞ in any item's centre, transform, velocity or spin, at any step", arguments: [
    InvariantScene.Kind.closedNoForces, .freeCollisions, .closedWithForces,
  ])
  func noNonFiniteValues(kind: InvariantScene.Kind) {
    var rng = SplitMix64(seed: 0x1A7A_0001)
    for index in 0..<100 {
      let scene = InvariantScene(kind, rng: &rng)
      for step in 0..<300 {
        scene.animator.step()
        guard Self.finite(scene) else {
          Issue.record("\(kind) scene \(index), step \(step): \(scene.views)")
          return
        }
      }
    }
  }

  /// Kinetic energy may grow by at most 0.1 % per second over any interval: for every pair of steps
  /// t₁ < t₂, E(t₂) ≤ E(t₁)·(1 + 0.001·(t₂ − t₁)) + 10⁻⁵·E(0). The absolute term covers rounding and the
  /// soft contacts' recovery of overlaps within the linear slop, which gives resting items a few pt/s.
  /// Returns the worst growth beyond that bound, as a fraction of E(0), and how many steps exceeded it.
  static func energyExcess(_ scene: InvariantScene, steps: Int) -> (worst: Double, step: Int?) {
    let e0 = scene.kineticEnergy
    let h = scene.animator.timeStep
    var envelope = e0, worst = 0.0, first: Int?
    for step in 0..<steps {
      scene.animator.step()
      let e = scene.kineticEnergy
      let excess = (e - envelope * (1 + 0.001 * h) - 1e-5 * e0) / e0
      if excess > 0 {
        worst = max(worst, excess)
        first = first ?? step
      }
      envelope = min(envelope * (1 + 0.001 * h), e)
    }
    return (worst, first)
  }

  /// Scene 142 of these exceeded the bound by 8·10⁻⁵ of E(0) until last step's impulses were kept from
  /// adding energy when carried into a step (Solver/WarmStartLimit.swift): a block turning at 0.4 rad/s
  /// meets one resting in a corner, and the corner's stale impulses threw the pressed block out.
  @Test("elasticity ≤ 1, no gravity, no pushes: kinetic energy never grows by more than 0.1 %/s (speeds ≤ 100 pt/s)")
  func energyGentle() {
    var rng = SplitMix64(seed: 0x1A7A_0002)
    var violations: [Int] = [], worst = 0.0
    for index in 0..<150 {
      let scene = InvariantScene(.closedNoForces, rng: &rng, maxSpeed: 100)
      let result = Self.energyExcess(scene, steps: 600)
      if result.step != nil { violations.append(index) }
      worst = max(worst, result.worst)
    }
    #expect(violations.isEmpty, "scenes \(violations) gained energy beyond the bound; worst \(worst) of E(0)")
  }

  /// Scene 127 of these gained 5.0·10⁻⁴ of E(0) in one step (a block pressed between another and a wall
  /// at 300 pt/s, thrown out by the same stale impulses) before the warm-start limit.
  @Test("elasticity ≤ 1, no gravity, no pushes: kinetic energy never grows by more than 0.1 %/s (speeds ≤ 600 pt/s)")
  func energyFullRange() {
    var rng = SplitMix64(seed: 0x1A7A_0003)
    var violations: [Int] = [], worst = 0.0
    for index in 0..<150 {
      let scene = InvariantScene(.closedNoForces, rng: &rng, maxSpeed: 600)
      let result = Self.energyExcess(scene, steps: 600)
      if result.step != nil { violations.append(index) }
      worst = max(worst, result.worst)
    }
    #expect(violations.isEmpty, "scenes \(violations) gained energy beyond the bound; worst \(worst) of E(0)")
  }

  /// A wider sample than the two tests above: another seed, 500 scenes per speed range. Before this
  /// session's fixes (Solver/WarmStartLimit.swift, the approach speed restitution reverses, the impact
  /// pass's wall rule) 19 of these scenes gained energy, 4.4·10⁻² of E(0) at worst.
  @Test("energy over a wider sample: never more than 0.1 %/s in 1 000 more scenes", arguments: [100.0, 600.0])
  func energyWideSample(maxSpeed: Double) {
    var rng = SplitMix64(seed: 0xBEEF_0001 + UInt64(maxSpeed))
    var violations: [Int] = [], worst = 0.0
    for index in 0..<500 {
      let scene = InvariantScene(.closedNoForces, rng: &rng, maxSpeed: maxSpeed)
      let result = Self.energyExcess(scene, steps: 600)
      if result.step != nil { violations.append(index) }
      worst = max(worst, result.worst)
    }
    #expect(violations.isEmpty, "scenes \(violations) gained energy beyond the bound; worst \(worst) of E(0)")
  }

  /// Scenes of a sweep of 3 000 more (three more seeds, 500 scenes per seed and speed range, with
  /// energyWideSample's loop) that exceeded the bound until the restitution fixes: a box bouncing off
  /// another after resistance had slowed their approach (C0FF_EE00 + 600, 350: 1 % of E(0)), boxes
  /// turning as they struck (313, and 1234_5678 + 600, 358: 5.6·10⁻³), where the second point's bounce
  /// carried the first past its target.
  @Test("energy: bounces after resistance, and of turning boxes, give back no more than came in", arguments: [
    (UInt64(0xC0FF_EE00), 600.0, 350), (0xC0FF_EE00, 600.0, 313), (0x1234_5678, 600.0, 358),
  ])
  func energyBounceScenes(seed: UInt64, maxSpeed: Double, index: Int) {
    let result = Self.energyExcess(Self.scene(seed: seed, maxSpeed: maxSpeed, index: index), steps: 600)
    #expect(result.step == nil, "gained \(result.worst) of E(0) beyond the bound, first at step \(result.step ?? -1)")
  }

  /// Scenes of that sweep that exceeded the bound by a little until the relax pass ran twice where no
  /// load needs the contacts (Solver/WarmStartLimit.swift): an item squeezed between another and a wall,
  /// 0.8 pt into the other, crept out at a few pt/s (2.3·10⁻⁴ of E(0) for 447; 1.9·10⁻⁵ and 2.6·10⁻⁵ for
  /// the others, against the bound's allowance of 10⁻⁵).
  @Test("energy: an item squeezed between two others does not creep out with energy it never had", arguments: [
    (UInt64(0x5EED_0000), 100.0, 311), (0x1234_5678, 100.0, 447), (0xABCD_EF00, 100.0, 3),
  ])
  func energySqueezedScenes(seed: UInt64, maxSpeed: Double, index: Int) {
    let result = Self.energyExcess(Self.scene(seed: seed, maxSpeed: maxSpeed, index: index), steps: 600)
    #expect(result.step == nil, "gained \(result.worst) of E(0) beyond the bound, first at step \(result.step ?? -1)")
  }

  /// Scene `index` (from 0) of the force-free scenes drawn from `seed + maxSpeed`.
  static func scene(seed: UInt64, maxSpeed: Double, index: Int) -> InvariantScene {
    var rng = SplitMix64(seed: seed &+ UInt64(maxSpeed))
    var scene = InvariantScene(.closedNoForces, rng: &rng, maxSpeed: maxSpeed)
    for _ in 0..<index { scene = InvariantScene(.closedNoForces, rng: &rng, maxSpeed: maxSpeed) }
    return scene
  }

  @Test("free collisions (items only, no boundaries, gravity or resistance) conserve momentum to 10⁻¹²")
  func momentum() {
    var rng = SplitMix64(seed: 0x1A7A_0004)
    for index in 0..<150 {
      let scene = InvariantScene(.freeCollisions, rng: &rng)
      let p0 = scene.momentum
      for step in 0..<300 {
        scene.animator.step()
        let p = scene.momentum
        let drift = hypot(p.x - p0.x, p.y - p0.y) / max(p0.scale, 1e-9)
        if drift > 1e-12 {
          Issue.record("scene \(index), step \(step): momentum drifted by \(drift) of Σm|v|")
          break
        }
      }
    }
  }

  /// Runs scenes with gravity and pushes inside the reference bounds; returns the scenes in which an
  /// item's centre left the bounds, and how far past them (pt) any item reached in the other scenes.
  static func escapes(seed: UInt64, scenes: Int, sizes: ClosedRange<Double> = 10...60,
                      densities: ClosedRange<Double> = 0.1...10) -> (escaped: [Int], overshoot: Double) {
    var rng = SplitMix64(seed: seed)
    var escaped: [Int] = [], worst = 0.0
    for index in 0..<scenes {
      let scene = InvariantScene(.closedWithForces, rng: &rng, sizes: sizes, densities: densities)
      var left = false, overshoot = 0.0
      for _ in 0..<600 {
        scene.animator.step()
        for view in scene.views {
          let f = view.frame
          left = left || !((0...320).contains(view.center.x) && (0...568).contains(view.center.y))
          overshoot = max(overshoot, -f.minX, -f.minY, f.maxX - 320, f.maxY - 568)
        }
      }
      if left { escaped.append(index) } else { worst = max(worst, overshoot) }
    }
    return (escaped, worst)
  }

  /// Inside: the centre never leaves the reference bounds, and no item reaches more than 8 pt past them
  /// (soft contacts let an item pressed by others overlap a wall; 6.0 pt was the worst measured).
  @Test("items inside a closed reference boundary stay inside (mass ratios up to 9:1)")
  func staysInside() {
    let (escaped, overshoot) = Self.escapes(seed: 0x1A7A_0005, scenes: 150, sizes: 20...60, densities: 1...1)
    #expect(escaped.isEmpty, "scenes \(escaped): an item left the boundary")
    #expect(overshoot <= 8, "an item reached \(overshoot) pt past the boundary")
  }

  /// With the full ranges of size and density (mass ratios up to 3600:1) no item leaves either; the
  /// worst reach past a wall measured was 8.7 pt. (Before the sweep against boundaries, light items
  /// struck by heavy ones were sent through the floor in 2 of these scenes.)
  @Test("items inside a closed reference boundary stay inside, any masses in the ranges")
  func staysInsideAnyMasses() {
    let (escaped, overshoot) = Self.escapes(seed: 0x1A7A_0005, scenes: 150)
    #expect(escaped.isEmpty, "scenes \(escaped): an item left the boundary")
    #expect(overshoot <= 12, "an item reached \(overshoot) pt past the boundary")
  }

  @Test("the same scene gives the same bits: every item's state at every step, twice over", arguments: [
    InvariantScene.Kind.closedNoForces, .freeCollisions, .closedWithForces,
  ])
  func sameBits(kind: InvariantScene.Kind) {
    for seed in UInt64(1)...20 {
      var first = SplitMix64(seed: seed), second = SplitMix64(seed: seed)
      let a = InvariantScene(kind, rng: &first), b = InvariantScene(kind, rng: &second)
      for step in 0..<300 {
        a.animator.step()
        b.animator.step()
        if a.state != b.state {
          Issue.record("\(kind) seed \(seed): the runs differ at step \(step)")
          break
        }
      }
    }
  }
}
