import Foundation

/// Moves one item to a point with a springy motion and turns it back upright.
///
/// The model (docs/engine-decisions.md, "Snap"): a damped spring of 4.2 Hz pulls the item's centre to
/// `snapPoint`, and a torsional spring of the same frequency turns it to the nearest upright angle. The
/// damping ratio is 1.26 × `damping`, so the default 0.5 gives ζ = 0.63 and a first overshoot of about
/// 7 % of the distance. Both act as accelerations: the motion does not depend on the item's size or
/// density. This reproduces Erica Sadun's measured trace of a 60×60 view within 1.6 pt. Combined with
/// other forces (gravity, pushes), the item settles where the spring balances them.
open class UISnapBehavior: UIDynamicBehavior {
  /// Frequency of the snap spring (Hz), the same for the translation and the rotation.
  public static let springFrequency: CGFloat = 4.2
  /// Damping ratio per unit of `damping`: ζ = 1.26 × damping.
  public static let dampingRatioPerDamping: CGFloat = 1.26

  /// The item that snaps.
  public let item: UIDynamicItem

  /// Where the item's centre goes, in reference coordinates (points). Settable (iOS 9): the item then
  /// heads for the new point from where it is, keeping its velocity.
  open var snapPoint: CGPoint {
    didSet { parameterDidChange() }
  }

  /// Amount of oscillation at the end of the snap, from 0 (the most) to 1 (none: the item creeps in
  /// without overshooting). Default 0.5. Values outside 0…1 are clamped; NaN counts as 0.5.
  open var damping: CGFloat = 0.5 {
    didSet { parameterDidChange() }
  }

  /// Creates a snap behaviour that moves `item` to `point` (reference coordinates).
  public init(item: UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// The damping ratio ζ the spring uses for the current `damping`.
  var dampingRatio: Double {
    let value = Double(damping)
    let clamped = value.isNaN ? 0.5 : min(max(value, 0), 1)
    return clamped * Double(Self.dampingRatioPerDamping)
  }

  // MARK: Engine hooks

  private var jointIndex: Int?

  override var ownItems: [UIDynamicItem] { [item] }

  override func contributeConstraints(_ builder: WorldBuilder) {
    jointIndex = nil
    guard let body = builder.body(of: item) else { return }
    var joint = Joint(kind: .snap, bodyA: 0, bodyB: body, localAnchorA: .zero, localAnchorB: .zero)
    configure(&joint)
    builder.world.joints.append(joint)
    jointIndex = builder.world.joints.count - 1
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    guard let index = jointIndex, index < world.joints.count else { return }
    configure(&world.joints[index])
  }

  private func configure(_ joint: inout Joint) {
    let target = Vec2(snapPoint)
    // A non-finite snap point pulls nowhere: the spring is off until the point is valid.
    if target.isFinite { joint.localAnchorA = target }
    joint.frequency = target.isFinite ? Double(Self.springFrequency) : 0
    joint.dampingRatio = dampingRatio
  }
}
