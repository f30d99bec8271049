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

  /// What the overlay of `animator` shows now: what each of its behaviours and their children shows,
  /// in the order they were added.
  public init(animator: UIDynamicAnimator) {
    var pending = Array(animator.behaviors.reversed())
    while let behavior = pending.popLast() {
      pending += behavior.childBehaviors.reversed()
      for element in behavior.debugOverlayElements(referenceBounds: animator.referenceView?.bounds) { add(element) }
    }
  }

  /// One element of the overlay, drawn where its items are now, with `label` beside it if given.
  package mutating func add(_ element: DebugOverlayElement, label: String? = nil) {
    switch element {
    case .boundary(_, let from, let to):
      boundaries.append(Boundary(from: from, to: to, label: label))
    case .attachment(let item, let other, let anchor, let isSpring):
      if let anchor {
        attachments.append(Attachment(from: anchor, to: item.center, isAnchored: true, isSpring: isSpring))
      } else if let other {
        attachments.append(Attachment(from: other.center, to: item.center, isAnchored: false, isSpring: isSpring))
      }
    case .snap(_, let point):
      snapPoints.append(SnapPoint(point: point, label: label))
    case .field(_, let position, let region):
      if let region = Field.Region(region, at: position) {
        fields.append(Field(position: position, region: region, label: label))
      }
    }
  }
}

extension DebugOverlay.Field.Region {
  /// How a field's region is drawn around `position`: everywhere, a rectangle, a disc, or the bounding
  /// box of a compound region; nil for one with no bounds to draw.
  package init?(_ region: UIRegion, at position: CGPoint) {
    switch region.shape {
    case .infinite: self = .infinite
    case .circle(let radius): self = .circle(radius: Double(radius))
    case .rectangle(let size):
      self = .rectangle(CGRect(x: position.x - size.width / 2, y: position.y - size.height / 2,
                               width: size.width, height: size.height))
    default:
      guard let box = region.boundingBox else { return nil }
      self = .rectangle(box.offsetBy(dx: position.x, dy: position.y))
    }
  }
}
