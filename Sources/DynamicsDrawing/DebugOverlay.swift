import Dynamics

/// What iOS's debug overlay shows at an instant (an animator's `debugEnabled`), in the stage's
/// coordinates: collision boundaries, attachments with their anchors, snap points and field regions.
public struct DebugOverlay: Sendable {
  /// A boundary segment (pt).
  public struct Boundary: Sendable {
    public var from: CGPoint
    public var to: CGPoint
    public var label: String?

    /// A boundary segment.
    public init(from: CGPoint, to: CGPoint, label: String? = nil) {
      self.from = from
      self.to = to
      self.label = label
    }
  }

  /// An attachment's line: from its anchor (or the other item's centre) to its item's centre.
  public struct Attachment: Sendable {
    public var from: CGPoint
    public var to: CGPoint
    /// Whether `from` is a fixed anchor, drawn as one.
    public var isAnchored: Bool
    /// Whether it is a spring (a frequency above 0), drawn as a zig-zag.
    public var isSpring: Bool

    /// An attachment's line.
    public init(from: CGPoint, to: CGPoint, isAnchored: Bool, isSpring: Bool) {
      self.from = from
      self.to = to
      self.isAnchored = isAnchored
      self.isSpring = isSpring
    }
  }

  /// Where a snap behaviour sends its item (pt).
  public struct SnapPoint: Sendable {
    public var point: CGPoint
    public var label: String?

    /// A snap point.
    public init(point: CGPoint, label: String? = nil) {
      self.point = point
      self.label = label
    }
  }

  /// A field's position and the region it acts in.
  public struct Field: Sendable {
    /// Where a field acts.
    public enum Region: Sendable, Equatable {
      /// Everywhere: only the field's position is drawn.
      case infinite
      /// A rectangle (pt).
      case rectangle(CGRect)
      /// A disc of this radius around the field's position (pt).
      case circle(radius: Double)
    }

    public var position: CGPoint
    public var region: Region
    public var label: String?

    /// A field.
    public init(position: CGPoint, region: Region, label: String? = nil) {
      self.position = position
      self.region = region
      self.label = label
    }
  }

  public var boundaries: [Boundary] = []
  public var attachments: [Attachment] = []
  public var snapPoints: [SnapPoint] = []
  public var fields: [Field] = []

  /// An empty overlay.
  public init() {}

  /// What the overlay of `animator` shows now: every collision boundary in the animator's world, and
  /// the attachments, snaps and fields among its behaviours and their children, in the order they were
  /// added.
  public init(animator: UIDynamicAnimator) {
    boundaries = animator.boundarySegments.map { Boundary(from: $0.from, to: $0.to) }
    var pending = Array(animator.behaviors.reversed())
    while let behavior = pending.popLast() {
      pending += behavior.childBehaviors.reversed()
      add(behavior)
    }
  }

  /// The element `behavior` shows, if it shows one (its children are not visited).
  public mutating func add(_ behavior: UIDynamicBehavior, label: String? = nil) {
    switch behavior {
    case let attachment as UIAttachmentBehavior:
      guard let item = attachment.items.first else { return }
      let isSpring = attachment.frequency > 0
      if attachment.attachedBehaviorType == .anchor {
        attachments.append(Attachment(from: attachment.anchorPoint, to: item.center, isAnchored: true, isSpring: isSpring))
      } else if attachment.items.count > 1 {
        attachments.append(Attachment(from: attachment.items[1].center, to: item.center, isAnchored: false, isSpring: isSpring))
      }
    case let snap as UISnapBehavior:
      snapPoints.append(SnapPoint(point: snap.snapPoint, label: label))
    case let field as UIFieldBehavior:
      let p = field.position
      switch field.region.shape {
      case .infinite:
        fields.append(Field(position: p, region: .infinite, label: label))
      case .circle(let radius):
        fields.append(Field(position: p, region: .circle(radius: Double(radius)), label: label))
      case .rectangle(let size):
        let box = CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height)
        fields.append(Field(position: p, region: .rectangle(box), label: label))
      default:
        if let box = field.region.boundingBox {
          fields.append(Field(position: p, region: .rectangle(box.offsetBy(dx: p.x, dy: p.y)), label: label))
        }
      }
    default: break
    }
  }
}
