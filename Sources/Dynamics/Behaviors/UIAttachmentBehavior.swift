import Foundation

/// Connects an item to an anchor point, or two items to each other.
///
/// The plain initialisers make a distance attachment: a rigid rod when `frequency` is 0 (the default),
/// otherwise a damped spring whose oscillation frequency does not depend on the items' mass. A `length`
/// of 0 (within 0.5 pt) pins the attachment points together in both directions. The iOS 9 class methods
/// make the other kinds: `slidingAttachment` (a rail), `limitAttachment` (a rope), `fixedAttachment`
/// (a weld) and `pinAttachment` (a hinge).
///
/// Offsets are in the item's own frame and turn with it. Units: points, seconds, radians.
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// The joint an attachment becomes (not UIKit API; see the class methods).
  enum Kind: Sendable { case distance, sliding, limit, fixed, pin }

  /// The attached items: one for an anchor attachment, two for an item-to-item attachment, in the order
  /// given to the initialiser.
  public private(set) var items: [UIDynamicItem]
  /// Whether the attachment is to an anchor point (`.anchor`) or to another item (`.items`).
  public private(set) var attachedBehaviorType: AttachmentType

  /// The anchor point in reference coordinates (points). For anchor attachments (and the anchor form of
  /// `slidingAttachment`) it is settable while running, e.g. to drag an item; for item-to-item kinds it
  /// is the attachment point given at creation (or the midpoint of the two attachment points) and
  /// changing it has no effect on the physics.
  @exclusivity(unchecked) open var anchorPoint: CGPoint {
    didSet { parameterDidChange() }
  }

  /// Rest length in points (≥ 0) of a distance attachment, or the maximum length of a limit attachment.
  /// Default: the distance between the attachment points when the behaviour is created. Other kinds
  /// ignore it.
  @exclusivity(unchecked) open var length: CGFloat {
    didSet { parameterDidChange() }
  }

  /// Spring frequency in Hz (≥ 0). Default 0: a rigid rod. For a distance attachment a positive value
  /// makes a damped spring whose period is `1/frequency` whatever the items' mass; for a limit
  /// attachment an elastic rope; for a fixed attachment a soft weld. Sliding and pin attachments ignore
  /// it. Springs above about 19 Hz run as a soft constraint that damps a little more than asked.
  @exclusivity(unchecked) open var frequency: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// Damping ratio of the spring (≥ 0): 0 (the default) oscillates forever, 1 is critical damping,
  /// larger values creep back without overshoot.
  @exclusivity(unchecked) open var damping: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// For pin attachments: the largest torque (UIKit newton·points, ≥ 0) friction in the hinge exerts
  /// against relative rotation. Default 0 (a free hinge). One unit decelerates a 100×100, density-1
  /// item spinning about its centre by 100/1666.7 = 0.06 rad/s².
  open var frictionTorque: CGFloat = 0 {
    didSet { parameterDidChange() }
  }

  /// For sliding attachments: the allowed translation along the axis in points, relative to the
  /// position at creation. For pin attachments: the allowed rotation of the first item relative to the
  /// second in radians (positive clockwise on screen), relative to the angle at creation. Should include
  /// 0. Default `.infinite` (no limit). Other kinds ignore it.
  open var attachmentRange: UIFloatRange = .infinite {
    didSet { parameterDidChange() }
  }

  // MARK: Internal description of the joint

  private(set) var kind: Kind = .distance
  /// Attachment points in each item's own frame, relative to its centre: `[items[0], items[1]]`.
  private(set) var localAnchors: [Vec2]
  /// Sliding axis in the second item's frame (or in the reference view for the anchor form).
  private(set) var localAxis = Vec2(1, 0)
  /// Relative angle `angle(items[0]) − angle(items[1])` when the behaviour was created (rad).
  private(set) var creationRelativeAngle = 0.0

  /// Attaches the centre of `item` to `point` (reference coordinates) with a rod of the current distance.
  public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point at `offset` (points, in the item's frame) from the centre of `item` to `point`.
  ///
  /// `required` here (not in UIKit) so that the class methods can make an instance of the class they are
  /// called on and return `Self`: a subclass that declares designated initialisers of its own also
  /// declares this one.
  public required init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    items = [item]
    attachedBehaviorType = .anchor
    anchorPoint = point
    localAnchors = [Vec2(offset)]
    length = Self.distance(Self.worldPoint(of: item, local: Vec2(offset)), point)
    super.init()
  }

  /// Attaches the centres of two items with a rod of their current distance.
  public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches the point at `offset1` from the centre of `item1` to the point at `offset2` from the centre
  /// of `item2` (points, each in its item's frame).
  public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
              offsetFromCenter offset2: UIOffset) {
    items = [item1, item2]
    attachedBehaviorType = .items
    localAnchors = [Vec2(offset1), Vec2(offset2)]
    let p1 = Self.worldPoint(of: item1, local: Vec2(offset1))
    let p2 = Self.worldPoint(of: item2, local: Vec2(offset2))
    anchorPoint = CGPoint(x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2)
    length = Self.distance(p1, p2)
    super.init()
  }

  // MARK: iOS 9 kinds

  /// A rail between two items: `item1` may slide relative to `item2` only along `axis` (a direction
  /// in reference coordinates at creation, which then turns with `item2`; it is normalised) through
  /// `point`, and the two may not rotate relative to each other. `attachmentRange` limits the
  /// translation (points). Called on a subclass, it returns an instance of that subclass.
  open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint,
                                    axisOfTranslation axis: CGVector) -> Self {
    let behavior = anchoredPair(item1, item2, point, kind: .sliding)
    behavior.localAxis = Self.local(Self.unit(axis), in: item2)
    return behavior
  }

  /// A rail fixed in the reference view: `item` may slide only along `axis` through `point` and may not
  /// rotate. `attachmentRange` limits the translation (points); `anchorPoint` moves the rail.
  open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                    axisOfTranslation axis: CGVector) -> Self {
    let behavior = self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    behavior.kind = .sliding
    behavior.localAnchors = [Self.local(Vec2(point) - Vec2(item.center), in: item)]
    behavior.localAxis = Self.unit(axis)
    behavior.creationRelativeAngle = Double(item.transform.rotationAngle)
    behavior.length = 0
    return behavior
  }

  /// A rope between two points: the distance between the point at `offset1` on `item1` and the point
  /// at `offset2` on `item2` may shrink freely but never grow beyond `length` (default: the distance at
  /// creation). A positive `frequency` makes the rope elastic.
  open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                  attachedTo item2: UIDynamicItem,
                                  offsetFromCenter offset2: UIOffset) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: offset1, attachedToAnchor: .zero)
    behavior.connect(item1, offset1, to: item2, offset2)
    behavior.kind = .limit
    return behavior
  }

  /// Fuses two items at `point` (reference coordinates): they move as one rigid piece, keeping their
  /// relative position and angle. A positive `frequency` makes the weld springy. Remove the behaviour to
  /// break it.
  open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> Self {
    anchoredPair(item1, item2, point, kind: .fixed)
  }

  /// Pins two items together at `point` (reference coordinates): a hinge about which they turn freely,
  /// resisted by `frictionTorque` and limited by `attachmentRange` (radians).
  open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                attachmentAnchor point: CGPoint) -> Self {
    anchoredPair(item1, item2, point, kind: .pin)
  }

  /// Two items attached at one reference point, converted into each item's own frame; an instance of
  /// the class the factory was called on.
  private static func anchoredPair(_ item1: UIDynamicItem, _ item2: UIDynamicItem, _ point: CGPoint,
                                   kind: Kind) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedToAnchor: point)
    behavior.connect(item1, .zero, to: item2, .zero)
    behavior.kind = kind
    behavior.anchorPoint = point
    behavior.localAnchors = [Self.local(Vec2(point) - Vec2(item1.center), in: item1),
                             Self.local(Vec2(point) - Vec2(item2.center), in: item2)]
    behavior.creationRelativeAngle = Double(item1.transform.rotationAngle - item2.transform.rotationAngle)
    behavior.length = 0
    return behavior
  }

  /// Makes this attachment one between two items, as `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`
  /// does (the factories start from the anchor form, the initialiser every subclass has).
  private func connect(_ item1: UIDynamicItem, _ offset1: UIOffset, to item2: UIDynamicItem, _ offset2: UIOffset) {
    items = [item1, item2]
    attachedBehaviorType = .items
    localAnchors = [Vec2(offset1), Vec2(offset2)]
    let p1 = Self.worldPoint(of: item1, local: Vec2(offset1))
    let p2 = Self.worldPoint(of: item2, local: Vec2(offset2))
    anchorPoint = CGPoint(x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2)
    length = Self.distance(p1, p2)
  }

  // MARK: Geometry helpers

  /// A reference-frame vector expressed in the item's (rotated) frame.
  static func local(_ v: Vec2, in item: UIDynamicItem) -> Vec2 {
    let angle = Double(item.transform.rotationAngle)
    let local = Rotation(angle: angle.isFinite ? angle : 0).inverseRotate(v)
    return local.isFinite ? local : .zero
  }

  /// The unit vector along `axis`, or +x for a zero or non-finite axis.
  static func unit(_ axis: CGVector) -> Vec2 {
    let v = Vec2(Double(axis.dx), Double(axis.dy))
    let n = v.normalized
    return v.isFinite && n != .zero ? n : Vec2(1, 0)
  }

  static func worldPoint(of item: UIDynamicItem, local: Vec2) -> CGPoint {
    let angle = Double(item.transform.rotationAngle)
    let rotated = Rotation(angle: angle.isFinite ? angle : 0).rotate(local)
    return CGPoint(x: item.center.x + rotated.x, y: item.center.y + rotated.y)
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let d = CGFloat(EngineMath.hypot(Double(b.x - a.x), Double(b.y - a.y)))
    return d.isFinite ? d : 0
  }

  // MARK: Engine hooks

  var jointIndex: Int?
  /// Whether the joint holds the public properties as they are: every setter clears it. Only this class's
  /// own instances rely on it; a subclass may override a property with a getter no setter announces,
  /// so its joint is configured in every step (about 200 instructions per attachment and step).
  var jointIsCurrent = false

  override var ownItems: [UIDynamicItem] { items }

  override func contributeConstraints(_ builder: WorldBuilder) {
    jointIndex = makeJoint(builder)
    jointIsCurrent = jointIndex != nil
  }

  override func parameterDidChange() {
    jointIsCurrent = false
    super.parameterDidChange()
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    guard let index = jointIndex, index < world.joints.count else { return }
    if jointIsCurrent && type(of: self) == UIAttachmentBehavior.self { return }
    configure(&world.joints[index])
    jointIsCurrent = true
  }
}

extension Vec2 {
  /// A `UIOffset` as a vector (points).
  init(_ offset: UIOffset) {
    self.init(Double(offset.horizontal), Double(offset.vertical))
  }
}
