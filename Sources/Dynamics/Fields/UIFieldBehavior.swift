import Foundation

/// The block of a custom field (`UIFieldBehavior.field(evaluationBlock:)`): given the field, an item's
/// centre (pt, reference coordinates), velocity (pt/s), mass (mass units) and charge, and the step length
/// (s), it returns the force on the item in UIKit newtons (1 UN gives a 1-mass-unit item 100 pt/s²).
public typealias UIFieldCustomEvaluator =
  (_ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector, _ mass: CGFloat, _ charge: CGFloat,
   _ deltaTime: TimeInterval) -> CGVector

/// A force field (iOS 9): acts on its own items while their centres are inside `region`, which is
/// centred on `position`. Make one with a factory (`springField()`, `dragField()`, …), add items, and
/// add it to an animator like any behaviour.
///
/// Units (docs/engine-decisions.md, "Fields"): one unit of `strength` is 100 pt/s² (1 m/s² at 100 pt
/// per metre) for acceleration fields and one UIKit newton for force fields; distances in `falloff` are
/// measured in metres (100 pt), so a field's strength means the same at 100 pt whatever its falloff.
/// "Counter-clockwise" (vortex, magnetic) means counter-clockwise as seen on the screen.
open class UIFieldBehavior: UIDynamicBehavior {
  /// What a field computes; set by the factory that made it.
  public enum Kind: String, Sendable, CaseIterable {
    /// `dragField()`.
    case drag
    /// `vortexField()`.
    case vortex
    /// `radialGravityField(position:)`.
    case radialGravity
    /// `linearGravityField(direction:)`.
    case linearGravity
    /// `velocityField(direction:)`.
    case velocity
    /// `noiseField(smoothness:animationSpeed:)`.
    case noise
    /// `turbulenceField(smoothness:animationSpeed:)`.
    case turbulence
    /// `springField()`.
    case spring
    /// `electricField()`.
    case electric
    /// `magneticField()`.
    case magnetic
    /// `field(evaluationBlock:)`.
    case custom
  }

  /// The kind of field, fixed by the factory.
  public let fieldKind: Kind

  /// The items the field acts on (only while their centres are inside `region`).
  public private(set) var items: [UIDynamicItem] = []

  /// The field's origin in the reference view's coordinates (pt). Default (0, 0), or the argument of
  /// `radialGravityField(position:)`. The region is centred here.
  open var position: CGPoint = .zero { didSet { parameterDidChange() } }

  /// Where the field acts, relative to `position`. Default `UIRegion.infinite`.
  open var region: UIRegion = .infinite { didSet { parameterDidChange() } }

  /// Scale of the field; negative values reverse it. Default 1. Units: 100 pt/s² for acceleration
  /// fields (vortex, radial and linear gravity, noise), UIKit newtons per unit of the kind's input for
  /// force fields (drag: per m/s; spring: per metre of displacement; electric: per unit charge;
  /// magnetic: per m/s and unit charge), 1 for velocity fields (a multiplier of `direction`).
  open var strength: CGFloat = 1 { didSet { parameterDidChange() } }

  /// Exponent of the distance attenuation φ(d) = max(d, minimumRadius)^(−falloff), d in metres
  /// (d_pt / 100). Default 0 (uniform). 2 gives an inverse-square field.
  open var falloff: CGFloat = 0 { didSet { parameterDidChange() } }

  /// Distance (pt) below which the attenuation stops growing. Default 0.01 pt: very small but not
  /// zero, as Apple documents it, so that `falloff` is applied down to well below a point while an
  /// item at the field's very centre still feels a finite force.
  open var minimumRadius: CGFloat = 0.01 { didSet { parameterDidChange() } }

  /// Direction and size of linear gravity (units of 100 pt/s² per unit of strength) and of velocity
  /// fields (pt/s). Default (0, 0) for the other kinds.
  open var direction: CGVector = CGVector(dx: 0, dy: 0) { didSet { parameterDidChange() } }

  /// Noise and turbulence only: 0 (the default for the other kinds) is as noisy as possible, 1 as smooth
  /// as possible. The noise's feature size is 20·2^(5·smoothness) pt (20 pt … 640 pt).
  open var smoothness: CGFloat = 0 { didSet { parameterDidChange() } }

  /// Noise and turbulence only: how fast the noise changes, in Hz (2 changes twice as fast as 1, 0
  /// freezes it). Default 0 for the other kinds.
  open var animationSpeed: CGFloat = 0 { didSet { parameterDidChange() } }

  /// Seed of the noise and turbulence pattern. Not in UIKit: the same seed gives the same field, bit
  /// for bit, on every run. Default 0x5EED.
  open var noiseSeed: UInt64 = 0x5EED {
    didSet {
      noise = GradientNoise(seed: noiseSeed)
      parameterDidChange()
    }
  }

  /// The custom field's block (nil for the other kinds).
  let evaluationBlock: UIFieldCustomEvaluator?
  private(set) var noise: GradientNoise

  init(kind: Kind, evaluationBlock: UIFieldCustomEvaluator? = nil) {
    fieldKind = kind
    self.evaluationBlock = evaluationBlock
    noise = GradientNoise(seed: 0x5EED)
    super.init()
  }

  // MARK: - Factories

  /// Slows items in proportion to their velocity, like air: F = −strength·v UN with v in m/s, so an
  /// item of mass m decays as v₀·e^(−strength·t/m).
  open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }

  /// Swirls items counter-clockwise on screen (clockwise for negative strength): a tangential
  /// acceleration of 100·strength pt/s², whatever the mass.
  open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }

  /// Pulls items toward `position` with 100·strength pt/s² (pushes them away for negative strength),
  /// attenuated by `falloff`.
  open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .radialGravity)
    field.position = position
    return field
  }

  /// Accelerates items by 100·strength·`direction` pt/s² everywhere in the region, like
  /// `UIGravityBehavior` with `gravityDirection = direction·strength/10`.
  open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// Sets the velocity of items inside the region to strength·`direction` (pt/s) at the start of every
  /// step, overriding what other behaviours did before it in that step.
  open class func velocityField(direction: CGVector) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .velocity)
    field.direction = direction
    return field
  }

  /// Random, smoothly varying accelerations of up to about 100·strength pt/s², independent of mass and
  /// velocity. Seeded (`noiseSeed`), so deterministic.
  open class func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .noise)
    field.smoothness = smoothness
    field.animationSpeed = animationSpeed
    return field
  }

  /// Like a noise field but scaled by the item's speed: strength·N·|v| pt/s² (|v| in pt/s), so items
  /// at rest feel nothing.
  open class func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> UIFieldBehavior {
    let field = UIFieldBehavior(kind: .turbulence)
    field.smoothness = smoothness
    field.animationSpeed = animationSpeed
    return field
  }

  /// Hooke's law toward `position`: F = −strength·r UN with r in metres, so an item of mass m
  /// oscillates with period 2π·√(m/strength) seconds.
  open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }

  /// Acts on charged items as a point charge of `strength` at `position` would: a force of
  /// |strength·charge| UN along the line to `position`, attenuated by `falloff`. Like signs repel
  /// (strength·charge > 0 pushes the item away), opposite signs attract.
  open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }

  /// A uniform magnetic field out of the screen: F = charge·strength·(v_y, −v_x) UN with v in m/s, so a
  /// charged item circles counter-clockwise on screen (for charge·strength > 0) at ω = charge·strength/m
  /// rad/s with constant speed.
  open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

  /// A field whose force (UIKit newtons) your block computes for each item inside the region, once
  /// per step.
  open class func field(evaluationBlock block: @escaping UIFieldCustomEvaluator) -> UIFieldBehavior {
    UIFieldBehavior(kind: .custom, evaluationBlock: block)
  }

  // MARK: - Items

  /// Adds an item to the field.
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item from the field.
  open func removeItem(_ item: UIDynamicItem) {
    guard items.containsItem(item) else { return }
    items.removeAll { $0 === item }
    setNeedsRebuild()
  }

  // MARK: - Engine hooks

  /// Body index and charge of each item, refreshed when the world is rebuilt (no allocation per step).
  private var bodyIndices: [Int32] = []
  private var charges: [Double] = []

  override var ownItems: [UIDynamicItem] { items }

  override func contributeConstraints(_ builder: WorldBuilder) {
    bodyIndices.removeAll(keepingCapacity: true)
    charges.removeAll(keepingCapacity: true)
    for item in items {
      guard let index = builder.index(of: item), let body = builder.body(of: item) else { continue }
      bodyIndices.append(body)
      let charge = builder.materials[index].charge
      charges.append(charge.isFinite ? charge : 0)
    }
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    guard !bodyIndices.isEmpty else { return }
    let parameters = FieldParameters(self)
    guard parameters.isUsable else { return }
    let substeps = Double(max(1, dynamicAnimator?.substepCount ?? 1))
    // Position-dependent terms are evaluated a little ahead, at x + γ·h·v with γ = (n − 1)/(2n) for n
    // sub-steps: with the force held over the step this makes a linear spring area-preserving, like
    // symplectic Euler (docs/engine-decisions.md, "Fields").
    let lookAhead = (substeps - 1) / (2 * substeps) * timeStep
    let time = Double(dynamicAnimator?.elapsedTime() ?? 0)
    for (slot, index) in bodyIndices.enumerated() {
      let i = Int(index)
      guard i < world.bodies.count, !world.bodies[i].isStatic else { continue }
      let body = world.bodies[i]
      let offset = body.position - parameters.origin
      guard parameters.regionContains(offset) else { continue }
      if parameters.kind == .velocity {
        world.bodies[i].velocity = parameters.imposedVelocity(offset: offset)
        world.bodies[i].acceleration = .zero
        world.bodies[i].force = .zero
        continue
      }
      let a: Vec2
      if let block = evaluationBlock {
        a = customAcceleration(block, body: body, charge: charges[slot], timeStep: timeStep)
      } else {
        a = parameters.acceleration(offset: offset + lookAhead * body.velocity, velocity: body.velocity,
                                    mass: body.mass, charge: charges[slot], time: time, step: timeStep)
      }
      if a.isFinite { world.bodies[i].acceleration += a }
    }
  }

  private func customAcceleration(_ block: UIFieldCustomEvaluator, body: Body, charge: Double,
                                  timeStep: Double) -> Vec2 {
    guard body.mass > 0 else { return .zero }
    let force = block(self, body.position.cgPoint, CGVector(dx: body.velocity.x, dy: body.velocity.y),
                      CGFloat(body.mass), CGFloat(charge), timeStep)
    return (100 / body.mass) * Vec2(Double(force.dx), Double(force.dy))
  }
}
