import Foundation

/// Pushes its items with a force: continuously, or once as an impulse.
///
/// Magnitude 1.0 is one UIKit newton: it accelerates a 100×100 pt item of density 1 (mass 1) at
/// 100 pt/s², and in general at `100 · magnitude / mass` pt/s², where mass = density·width·height/10 000.
/// An instantaneous push of magnitude 1 changes that item's velocity by 100 pt/s.
///
/// `pushDirection`, `angle` and `magnitude` describe the same vector and stay in sync:
/// `pushDirection = magnitude · (cos angle, sin angle)`.
open class UIPushBehavior: UIDynamicBehavior {
  /// How the force is applied.
  public enum Mode: Int, Sendable {
    /// A constant force on every step while `active`.
    case continuous = 0
    /// One impulse at the first step after the behaviour is added (or made active again); then `active`
    /// turns false.
    case instantaneous = 1
  }

  /// The items pushed.
  public private(set) var items: [UIDynamicItem]
  /// Continuous or instantaneous; fixed at creation.
  public let mode: Mode

  /// Whether the push acts. True at creation. An instantaneous push sets it to false after its impulse;
  /// set it to true to push again with the same vector. Use it rather than removing and re-adding.
  open var active: Bool {
    get { isActive }
    set {
      isActive = newValue
      parameterDidChange()
    }
  }

  /// Direction in radians from +x toward +y (π/2 pushes down; positive angles turn clockwise on
  /// screen). Default 0.
  open var angle: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// Strength in UIKit newtons; negative values push the opposite way. Default 0 (no force). Setting it
  /// to 0 keeps `angle` (unlike `UIGravityBehavior`), so a later non-zero magnitude pushes the same way.
  open var magnitude: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// The force vector in UIKit newtons: (1, 0) pushes a 100×100, density-1 item right at 100 pt/s².
  /// Default (0, 0). Setting it sets `magnitude` to its length and `angle` to `atan2(dy, dx)`.
  open var pushDirection: CGVector {
    get {
      let (sine, cosine) = EngineMath.sinCos(angle)
      return CGVector(dx: magnitude * cosine, dy: magnitude * sine)
    }
    set {
      setAngle(CGFloat(EngineMath.atan2(Double(newValue.dy), Double(newValue.dx))),
               magnitude: CGFloat(EngineMath.hypot(Double(newValue.dx), Double(newValue.dy))))
    }
  }

  private var isActive = true
  /// Points of application relative to each item's centre, in the item's frame (they turn with it).
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// Creates a push for `items` in `mode`, active, with magnitude 0.
  public init(items: [UIDynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  /// Sets the direction (radians) and magnitude (UIKit newtons) together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item (and its target offset).
  open func removeItem(_ item: UIDynamicItem) {
    items.removeAll { $0 === item }
    offsets[ObjectIdentifier(item)] = nil
    setNeedsRebuild()
  }

  /// Applies the force to `item` at `offset` points from its centre, in the item's own frame (the point
  /// turns with the item). An off-centre push also spins the item: torque = offset × force. Default
  /// `.zero`.
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
    parameterDidChange()
  }

  /// The point of application set for `item`, relative to its centre (points). Default `.zero`.
  open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  // MARK: Engine hooks

  /// Bodies and their offsets, refreshed each step from `offsets`.
  private var targets: [(body: Int32, item: UIDynamicItem)] = []

  override var ownItems: [UIDynamicItem] { items }

  override func contributeConstraints(_ builder: WorldBuilder) {
    targets = items.compactMap { item in builder.body(of: item).map { ($0, item) } }
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    guard isActive else { return }
    if mode == .instantaneous { isActive = false }  // one impulse, without waking anything
    let a = Double(angle), m = Double(magnitude)
    // UIKit newtons → mu·pt/s² (a UIKit newton is 1 mu · 100 pt/s²).
    let (sine, cosine) = EngineMath.sinCos(a)
    let force = Vec2(100 * m * cosine, 100 * m * sine)
    guard force.isFinite, force != .zero else { return }
    for (index, item) in targets {
      let b = Int(index)
      guard b < world.bodies.count, !world.bodies[b].isStatic else { continue }
      let body = world.bodies[b]
      let offset = Vec2(offsets[ObjectIdentifier(item)] ?? .zero)
      let arm = offset.isFinite ? body.rotation.rotate(offset) : .zero
      let torque = arm.cross(force)
      switch mode {
      case .continuous:
        world.bodies[b].force += force
        world.bodies[b].torque += torque
      case .instantaneous:
        // The force as an impulse in mu·pt/s: Δv = 100·magnitude/mass, Δω = (r × J)/I.
        world.bodies[b].velocity += body.inverseMass * force
        world.bodies[b].angularVelocity += body.inverseInertia * torque
      }
    }
  }
}
