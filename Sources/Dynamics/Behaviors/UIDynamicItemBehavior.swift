import Foundation

/// Sets the physical properties of its items (bounce, friction, density, air resistance, rotation) and
/// reads or adds their velocities. When several item behaviours name one item, a property set by a
/// later-added behaviour wins.
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items whose properties this behaviour sets.
  public private(set) var items: [UIDynamicItem]

  /// Restitution: 0 (the default) does not bounce, 1 bounces back at full speed. A contact bounces with
  /// the larger elasticity of the two parties, and only when it closes faster than 100 pt/s.
  open var elasticity: CGFloat = 0 { didSet { changed(\.elasticity) } }
  /// Coulomb friction coefficient: 0 (the default) is frictionless. Pairs combine as √(μ₁·μ₂).
  open var friction: CGFloat = 0 { didSet { changed(\.friction) } }
  /// Relative mass density, default 1: a 100×100 pt item at density 1 has mass 1.
  open var density: CGFloat = 1 { didSet { changed(\.density, rebuild: true) } }
  /// Linear velocity damping rate in 1/s: speed decays as e^(−resistance·t). Default 0.
  open var resistance: CGFloat = 0 { didSet { changed(\.resistance) } }
  /// Angular velocity damping rate in 1/s. Default 0.
  open var angularResistance: CGFloat = 0 { didSet { changed(\.angularResistance) } }
  /// Electric charge for electric and magnetic fields (unitless). Default 0.
  open var charge: CGFloat = 0 { didSet { changed(\.charge, rebuild: true) } }
  /// An anchored item takes part in collisions but never moves, like a boundary. Default false.
  open var isAnchored = false { didSet { changed(\.isAnchored, rebuild: true) } }
  /// Whether the items may rotate. Default true.
  open var allowsRotation = true { didSet { changed(\.allowsRotation, rebuild: true) } }

  private var explicitlySet: Set<PartialKeyPath<UIDynamicItemBehavior>> = []
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

  private func changed(_ key: PartialKeyPath<UIDynamicItemBehavior>, rebuild: Bool = false) {
    explicitlySet.insert(key)
    if rebuild { setNeedsRebuild() } else { parameterDidChange() }
  }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    items.removeAll { $0 === item }
    setNeedsRebuild()
  }

  /// Adds `velocity` (pt/s) to the item's velocity. Before the behaviour is in an animator, the values
  /// accumulate and apply when it joins one.
  open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
    guard items.containsItem(item), velocity.x.isFinite, velocity.y.isFinite else { return }
    if let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) {
      animator.world.bodies[Int(body)].velocity += Vec2(velocity)
      animator.wake()
    } else {
      let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
      pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
  }

  /// The item's current velocity in pt/s (zero when it is not in an animator).
  open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
    guard let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) else {
      return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }
    return animator.world.bodies[Int(body)].velocity.cgPoint
  }

  /// Adds `velocity` (rad/s; positive turns clockwise on screen) to the item's angular velocity.
  open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
    guard items.containsItem(item), velocity.isFinite else { return }
    if let animator = dynamicAnimator, let body = animator.bodyIndex(of: item) {
      if animator.world.bodies[Int(body)].allowsRotation {
        animator.world.bodies[Int(body)].angularVelocity += Double(velocity)
      }
      animator.wake()
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
  }

  /// The item's angular velocity in rad/s (zero when it is not in an animator).
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
      if explicitlySet.contains(\UIDynamicItemBehavior.elasticity) { m.elasticity = finite(elasticity, 0) }
      if explicitlySet.contains(\UIDynamicItemBehavior.friction) { m.friction = finite(friction, 0) }
      if explicitlySet.contains(\UIDynamicItemBehavior.density) { m.density = finite(density, 1) }
      if explicitlySet.contains(\UIDynamicItemBehavior.resistance) { m.resistance = finite(resistance, 0) }
      if explicitlySet.contains(\UIDynamicItemBehavior.angularResistance) {
        m.angularResistance = finite(angularResistance, 0)
      }
      if explicitlySet.contains(\UIDynamicItemBehavior.charge) { m.charge = finite(charge, 0) }
      if explicitlySet.contains(\UIDynamicItemBehavior.isAnchored) { m.isAnchored = isAnchored }
      if explicitlySet.contains(\UIDynamicItemBehavior.allowsRotation) { m.allowsRotation = allowsRotation }
      builder.materials[index] = m
    }
  }

  private func finite(_ value: CGFloat, _ fallback: Double) -> Double {
    Double(value).isFinite ? Double(value) : fallback
  }

  override func contributeConstraints(_ builder: WorldBuilder) {
    bodyIndices = items.compactMap { builder.body(of: $0) }
    for item in items {
      guard let body = builder.body(of: item) else { continue }
      if let v = pendingLinear[ObjectIdentifier(item)] {
        builder.world.bodies[Int(body)].velocity += Vec2(v)
      }
      if let w = pendingAngular[ObjectIdentifier(item)], builder.world.bodies[Int(body)].allowsRotation {
        builder.world.bodies[Int(body)].angularVelocity += Double(w)
      }
    }
    pendingLinear.removeAll()
    pendingAngular.removeAll()
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    // Cheap per-step refresh of the properties that need no rebuild.
    for index in bodyIndices where !world.bodies[Int(index)].isStatic {
      if explicitlySet.contains(\UIDynamicItemBehavior.resistance) {
        world.bodies[Int(index)].linearDamping = max(0, finite(resistance, 0))
      }
      if explicitlySet.contains(\UIDynamicItemBehavior.angularResistance) {
        world.bodies[Int(index)].angularDamping = max(0, finite(angularResistance, 0))
      }
      if explicitlySet.contains(\UIDynamicItemBehavior.elasticity) {
        world.bodies[Int(index)].restitution = max(0, finite(elasticity, 0))
      }
      if explicitlySet.contains(\UIDynamicItemBehavior.friction) {
        world.bodies[Int(index)].friction = max(0, finite(friction, 0))
      }
    }
  }
}
