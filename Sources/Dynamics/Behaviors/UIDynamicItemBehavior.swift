import Foundation

/// Sets the physical properties of its items (bounce, friction, density, air resistance, rotation) and
/// reads or adds their velocities.
///
/// An item that no item behaviour names has friction 0.2 and elasticity 0 (PhysicsKit's defaults). Once
/// an item behaviour names it, it starts from the defaults below and takes every property a behaviour
/// sets explicitly; when several item behaviours set the same property, the one added later wins, and
/// removing it restores the earlier value. Changes take effect at the next step.
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// Properties a behaviour has set explicitly (only those override other behaviours).
  struct Explicit: OptionSet {
    let rawValue: UInt16
    static let elasticity = Explicit(rawValue: 1 << 0)
    static let friction = Explicit(rawValue: 1 << 1)
    static let density = Explicit(rawValue: 1 << 2)
    static let resistance = Explicit(rawValue: 1 << 3)
    static let angularResistance = Explicit(rawValue: 1 << 4)
    static let charge = Explicit(rawValue: 1 << 5)
    static let isAnchored = Explicit(rawValue: 1 << 6)
    static let allowsRotation = Explicit(rawValue: 1 << 7)
  }

  /// The items whose properties this behaviour sets.
  public private(set) var items: [UIDynamicItem]

  /// Restitution (unitless), default 0: 0 does not bounce, 1 bounces back at full speed, values above 1
  /// add energy. A contact bounces with the larger elasticity of its two parties (boundaries have 0), and
  /// only when it closes faster than 100 pt/s. Negative and non-finite values count as 0.
  @exclusivity(unchecked) open var elasticity: CGFloat = 0 { didSet { changed(.elasticity) } }
  /// Coulomb friction coefficient (unitless, ≥ 0), default 0: frictionless. A contact uses √(μ₁·μ₂);
  /// boundaries have 0.2. Negative and non-finite values count as 0.
  @exclusivity(unchecked) open var friction: CGFloat = 0 { didSet { changed(.friction) } }
  /// Relative mass density (unitless, > 0), default 1: mass = density · area / 10 000, so a 100×100 pt
  /// item at density 1 has mass 1 and a push of magnitude 1 accelerates it at 100 pt/s². Values ≤ 0 and
  /// non-finite values mean 1; others are used within 10⁻⁶…10⁶.
  open var density: CGFloat = 1 { didSet { changed(.density, rebuild: true) } }
  /// Linear velocity damping rate in 1/s (≥ 0), default 0: without forces the speed decays as
  /// (1 + h·resistance)^(−t/h) ≈ e^(−resistance·t) and the item coasts v₀/resistance points; under
  /// gravity it reaches the terminal speed g/resistance.
  @exclusivity(unchecked) open var resistance: CGFloat = 0 { didSet { changed(.resistance) } }
  /// Angular velocity damping rate in 1/s (≥ 0), default 0; like `resistance` for spin.
  @exclusivity(unchecked) open var angularResistance: CGFloat = 0 { didSet { changed(.angularResistance) } }
  /// Electric charge (unitless, any sign), default 0: how strongly electric and magnetic fields
  /// (`UIFieldBehavior`) act on the item. Changing it takes effect at the next step.
  open var charge: CGFloat = 0 { didSet { changed(.charge, rebuild: true) } }
  /// Default false. An anchored item takes part in collisions but never moves, like a boundary; it
  /// ignores gravity, pushes and added velocities.
  open var isAnchored = false { didSet { changed(.isAnchored, rebuild: true) } }
  /// Default true. When false the items keep their angle: collisions, off-centre pushes and snaps do not
  /// turn them, and added angular velocity is ignored.
  open var allowsRotation = true { didSet { changed(.allowsRotation, rebuild: true) } }

  private(set) var explicitlySet: Explicit = []
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// Creates an item behaviour for `items`.
  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Creates an item behaviour with no items.
  public convenience override init() {
    self.init(items: [])
  }

  private func changed(_ key: Explicit, rebuild: Bool = false) {
    explicitlySet.insert(key)
    if rebuild { setNeedsRebuild() } else { parameterDidChange() }
  }

  /// Adds an item (once; adding it again does nothing).
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item; its properties fall back to other item behaviours or to the defaults.
  open func removeItem(_ item: UIDynamicItem) {
    items.removeAll { $0 === item }
    setNeedsRebuild()
  }

  /// Adds `velocity` (pt/s) to the velocity of `item`, which must be one of this behaviour's items
  /// (others are ignored, as are non-finite values and anchored items). Before the behaviour is in an
  /// animator, the values accumulate and apply when it joins one. Wakes a paused animator. To set a
  /// velocity, add the difference from `linearVelocity(for:)`.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    guard items.containsItem(item), velocity.x.isFinite, velocity.y.isFinite else { return }
    if let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) {
      if !animator.world.bodies[Int(body)].isStatic {
        animator.world.bodies[Int(body)].velocity += Vec2(velocity)
      }
      animator.wake()
    } else {
      let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
      pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
  }

  /// The item's current velocity in pt/s. Before the behaviour is in an animator: the velocity added so
  /// far (zero by default).
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    guard let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) else {
      return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }
    return animator.world.bodies[Int(body)].velocity.cgPoint
  }

  /// Adds `velocity` (rad/s; positive turns clockwise on screen) to the angular velocity of `item`, one
  /// of this behaviour's items. Same rules as `addLinearVelocity(_:for:)`; ignored when the item may not
  /// rotate.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    guard items.containsItem(item), velocity.isFinite else { return }
    if let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) {
      if animator.world.bodies[Int(body)].allowsRotation && !animator.world.bodies[Int(body)].isStatic {
        animator.world.bodies[Int(body)].angularVelocity += Double(velocity)
      }
      animator.wake()
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
  }

  /// The item's angular velocity in rad/s (positive clockwise on screen). Before the behaviour is in an
  /// animator: the angular velocity added so far (zero by default).
  open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
    guard let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) else {
      return pendingAngular[ObjectIdentifier(item)] ?? 0
    }
    return CGFloat(animator.world.bodies[Int(body)].angularVelocity)
  }

  // MARK: Engine hooks

  private var bodyIndices: [Int32] = []

  override var ownItems: [UIDynamicItem] { items }

  override func configureItems(_ builder: WorldBuilder) {
    for item in items {
      guard let index = builder.index(of: item) else { continue }
      builder.beginItemBehavior(for: index)
      var m = builder.materials[index]
      if explicitlySet.contains(.elasticity) { m.elasticity = Self.finite(elasticity, 0) }
      if explicitlySet.contains(.friction) { m.friction = Self.finite(friction, 0) }
      if explicitlySet.contains(.density) { m.density = Self.finite(density, 1) }
      if explicitlySet.contains(.resistance) { m.resistance = Self.finite(resistance, 0) }
      if explicitlySet.contains(.angularResistance) { m.angularResistance = Self.finite(angularResistance, 0) }
      if explicitlySet.contains(.charge) { m.charge = Self.finite(charge, 0) }
      if explicitlySet.contains(.isAnchored) { m.isAnchored = isAnchored }
      if explicitlySet.contains(.allowsRotation) { m.allowsRotation = allowsRotation }
      builder.materials[index] = m
    }
  }

  private static func finite(_ value: CGFloat, _ fallback: Double) -> Double {
    Double(value).isFinite ? Double(value) : fallback
  }

  override func contributeConstraints(_ builder: WorldBuilder) {
    bodyIndices = items.compactMap { builder.body(of: $0) }
    for item in items {
      guard let body = builder.body(of: item) else { continue }
      let key = ObjectIdentifier(item)
      let static_ = builder.world.bodies[Int(body)].isStatic
      if let v = pendingLinear.removeValue(forKey: key), !static_ {
        builder.world.bodies[Int(body)].velocity += Vec2(v)
      }
      if let w = pendingAngular.removeValue(forKey: key), !static_, builder.world.bodies[Int(body)].allowsRotation {
        builder.world.bodies[Int(body)].angularVelocity += Double(w)
      }
    }
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    // Per-step refresh of the properties that need no rebuild, so that changes apply at once. Only the
    // properties this behaviour set explicitly (flags kept up to date by the setters) are written, so
    // the later-added behaviour wins; per item the work is a few branches and stores.
    let flags = explicitlySet
    guard !flags.isDisjoint(with: [.resistance, .angularResistance, .elasticity, .friction]) else { return }
    let linear = max(0, Self.finite(resistance, 0)), angular = max(0, Self.finite(angularResistance, 0))
    let restitution = max(0, Self.finite(elasticity, 0)), mu = max(0, Self.finite(friction, 0))
    let setsLinear = flags.contains(.resistance), setsAngular = flags.contains(.angularResistance)
    let setsRestitution = flags.contains(.elasticity), setsFriction = flags.contains(.friction)
    world.bodies.withUnsafeMutableBufferPointer { bodies in
      for index in bodyIndices where Int(index) < bodies.count && !bodies[Int(index)].isStatic {
        let i = Int(index)
        if setsLinear { bodies[i].linearDamping = linear }
        if setsAngular { bodies[i].angularDamping = angular }
        if setsRestitution { bodies[i].restitution = restitution }
        if setsFriction { bodies[i].friction = mu }
      }
    }
  }
}
