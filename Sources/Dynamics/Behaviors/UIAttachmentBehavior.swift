import Foundation

/// What an attachment connects.
public enum UIAttachmentBehaviorType: Int, Sendable {
  /// Two items.
  case items = 0
  /// An item and a fixed anchor point.
  case anchor = 1
}

/// Connects an item to an anchor point, or two items to each other: a rigid rod when `frequency` is 0
/// (the default), otherwise a damped spring.
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// The attached items: one for an anchor attachment, two for an item-to-item attachment.
  public let items: [UIDynamicItem]
  /// Whether the attachment is to an anchor point or to another item.
  public let attachedBehaviorType: UIAttachmentBehaviorType

  /// The anchor point in reference coordinates (points). Settable while running, e.g. to drag an item.
  open var anchorPoint: CGPoint {
    didSet { parameterDidChange() }
  }

  /// Rest length in points. Default: the distance between the attachment points when the behaviour is
  /// created.
  open var length: CGFloat {
    didSet { parameterDidChange() }
  }

  /// Spring frequency in Hz; 0 (the default) makes the attachment a rigid rod. The oscillation
  /// frequency does not depend on the items' mass.
  open var frequency: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// Damping ratio of the spring: 0 (the default) oscillates forever, 1 is critical damping.
  open var damping: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// Torque resisting relative rotation, for pin attachments (mu·pt²/s²). Default 0.
  open var frictionTorque: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// Allowed translation (sliding, pt) or rotation (pin, rad). Default `.infinite`.
  open var attachmentRange: UIFloatRange = .infinite {
    didSet { parameterDidChange() }
  }

  /// Attachment points relative to each item's centre, in the item's own (rotating) frame.
  private let offsets: [UIOffset]

  /// Attaches the centre of `item` to `point`.
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point at `offset` from the centre of `item` to `point`.
  public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    offsets = [offset]
    length = Self.distance(Self.worldPoint(of: item, offset: offset), point)
    super.init()
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2`.
  public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
              offsetFromCenter offset2: UIOffset) {
    items = [item1, item2]
    attachedBehaviorType = .items
    offsets = [offset1, offset2]
    let p1 = Self.worldPoint(of: item1, offset: offset1)
    let p2 = Self.worldPoint(of: item2, offset: offset2)
    anchorPoint = CGPoint(x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2)
    length = Self.distance(p1, p2)
    super.init()
  }

  static func worldPoint(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
    let local = CGPoint(x: offset.horizontal, y: offset.vertical)
    let t = item.transform
    let rotated = CGPoint(x: t.a * local.x + t.c * local.y, y: t.b * local.x + t.d * local.y)
    return CGPoint(x: item.center.x + rotated.x, y: item.center.y + rotated.y)
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

  // MARK: Engine hooks

  private var jointIndex: Int?

  override var ownItems: [UIDynamicItem] { items }

  override func contributeConstraints(_ builder: WorldBuilder) {
    jointIndex = nil
    guard let bodyB = builder.body(of: items[0]) else { return }
    let offsetB = Vec2(Double(offsets[0].horizontal), Double(offsets[0].vertical))
    var joint: DistanceJoint
    switch attachedBehaviorType {
    case .anchor:
      joint = DistanceJoint(bodyA: 0, bodyB: bodyB, localAnchorA: Vec2(anchorPoint), localAnchorB: offsetB,
                            length: 0, frequency: 0, dampingRatio: 0)
    case .items:
      guard items.count > 1, let bodyA = builder.body(of: items[1]) else { return }
      let offsetA = Vec2(Double(offsets[1].horizontal), Double(offsets[1].vertical))
      joint = DistanceJoint(bodyA: bodyA, bodyB: bodyB, localAnchorA: offsetA, localAnchorB: offsetB,
                            length: 0, frequency: 0, dampingRatio: 0)
    }
    builder.world.joints.append(joint)
    jointIndex = builder.world.joints.count - 1
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    guard let index = jointIndex, index < world.joints.count else { return }
    if attachedBehaviorType == .anchor {
      let anchor = Vec2(anchorPoint)
      if anchor.isFinite { world.joints[index].localAnchorA = anchor }
    }
    world.joints[index].length = Double(length).isFinite ? max(0, Double(length)) : 0
    world.joints[index].frequency = Double(frequency).isFinite ? max(0, Double(frequency)) : 0
    world.joints[index].dampingRatio = Double(damping).isFinite ? max(0, Double(damping)) : 0
  }
}
