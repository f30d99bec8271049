import LessonModel
import Dynamics

/// The fixed parts of a built scene that drawings need besides the items' motion: the stage size, how
/// each view looks, and what the animator's debug overlay shows (boundary segments, attachment anchors,
/// snap points and fields).
package struct SceneGeometry: Sendable {
  /// How an item's view looks, read from the view as built: what a drawing of it honours.
  package struct Look: Sendable {
    public var id: String
    /// The view's `backgroundColor`.
    public var backgroundColor: UIColor?
    /// The layer's border colour when it has a border (`borderWidth` > 0).
    public var borderColor: UIColor?
    /// The layer's corner radius (pt).
    public var cornerRadius: Double
    /// Whether the item collides as an ellipse.
    package var collidesAsEllipse: Bool

    /// A look from its parts (a learner's run, recorded in another process).
    package init(id: String, backgroundColor: UIColor?, borderColor: UIColor?, cornerRadius: Double,
                 collidesAsEllipse: Bool) {
      (self.id, self.backgroundColor, self.borderColor) = (id, backgroundColor, borderColor)
      (self.cornerRadius, self.collidesAsEllipse) = (cornerRadius, collidesAsEllipse)
    }

    /// How `view` looks now.
    public init(id: String, view: UIView) {
      self.id = id
      backgroundColor = view.backgroundColor
      borderColor = view.layer.borderWidth > 0 ? view.layer.borderColor.map(UIColor.init(cgColor:)) : nil
      cornerRadius = Double(view.layer.cornerRadius)
      collidesAsEllipse = view.collisionBoundsType == .ellipse
    }
  }

  /// A boundary segment (pt) and its identifier (`bounds` for the reference-bounds walls).
  package struct Boundary: Sendable {
    public var id: String
    package var x1, y1, x2, y2: Double
  }

  /// An attachment from an anchor point to an item (or between two items).
  package struct Attachment: Sendable {
    public var id: String
    public var item: String
    /// Fixed anchor (pt), or nil when the attachment joins two items.
    public var anchor: (x: Double, y: Double)?
    package var otherItem: String?
    package var isSpring: Bool
  }

  /// Where a snap behaviour sends its item (pt), as built; a `capture` event moves it during the run.
  public struct SnapPoint: Sendable {
    public var id: String
    public var item: String
    public var x, y: Double
  }

  /// A field's position and the region it acts in, for debug drawings (the animator's `debugEnabled`).
  package struct Field: Sendable {
    /// Where the field acts.
    package enum Region: Sendable, Equatable {
      case infinite
      /// A rectangle of this size centred on the field's position (pt).
      case rectangle(width: Double, height: Double)
      /// A disc of this radius around the field's position (pt).
      case circle(radius: Double)
    }

    public var id: String
    /// `spring`, `drag`, `radialGravity`, … (`UIFieldBehavior.Kind` raw values).
    public var kind: String
    public var x, y: Double
    public var region: Region
    /// Whether the field is added to the animator when the run starts.
    package var isActive: Bool
  }

  public var width: Double
  public var height: Double
  /// Every item's look, in lesson order.
  package var looks: [Look] = []
  /// The animator's `debugEnabled` when the run started: whether drawings show the overlay below.
  public var debugEnabled = false
  package var boundaries: [Boundary] = []
  package var attachments: [Attachment] = []
  package var snapPoints: [SnapPoint] = []
  public var fields: [Field] = []

  /// Records what the debug overlay shows of `behavior` (the one reading of it that every drawing
  /// of the overlay shares, `debugOverlayElements`), naming it `id` and its items by `itemIDs`. The
  /// reference bounds are the stage's; they are kept as boundaries named `bounds`.
  mutating func record(_ behavior: UIDynamicBehavior, id: String, itemIDs: [ObjectIdentifier: String]) {
    let stage = CGRect(x: 0, y: 0, width: width, height: height)
    for element in behavior.debugOverlayElements(referenceBounds: stage) {
      switch element {
      case .boundary(let identifier, let from, let to):
        let name = identifier.map { ($0 as? String) ?? "\($0)" } ?? "bounds"
        boundaries.append(Boundary(id: name, x1: from.x, y1: from.y, x2: to.x, y2: to.y))
      case .attachment(let item, let other, let anchor, let isSpring):
        guard let itemID = itemIDs[ObjectIdentifier(item)] else { continue }
        attachments.append(Attachment(id: id, item: itemID, anchor: anchor.map { (Double($0.x), Double($0.y)) },
                                      otherItem: other.flatMap { itemIDs[ObjectIdentifier($0)] }, isSpring: isSpring))
      case .snap(let item, let point):
        guard let itemID = itemIDs[ObjectIdentifier(item)] else { continue }
        snapPoints.append(SnapPoint(id: id, item: itemID, x: point.x, y: point.y))
      case .field(let kind, let position, let region):
        let drawn: Field.Region
        switch region.shape {
        case .rectangle(let size): drawn = .rectangle(width: size.width, height: size.height)
        case .circle(let radius): drawn = .circle(radius: radius)
        default: drawn = .infinite
        }
        fields.append(Field(id: id, kind: kind.rawValue, x: position.x, y: position.y, region: drawn, isActive: false))
      }
    }
  }
}
