import LessonModel
import Dynamics

/// The fixed parts of a built scene that drawings need besides the items' motion: the stage size, how
/// each view looks, and what the animator's debug overlay shows (boundary segments, attachment anchors,
/// snap points and fields).
public struct SceneGeometry: Sendable {
  /// How an item's view looks, read from the view as built: what a drawing of it honours.
  public struct Look: Sendable {
    public var id: String
    /// The view's `backgroundColor`.
    public var backgroundColor: UIColor?
    /// The layer's border colour when it has a border (`borderWidth` > 0).
    public var borderColor: UIColor?
    /// The layer's corner radius (pt).
    public var cornerRadius: Double
    /// Whether the item collides as an ellipse.
    public var collidesAsEllipse: Bool

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
  public struct Boundary: Sendable {
    public var id: String
    public var x1, y1, x2, y2: Double
  }

  /// An attachment from an anchor point to an item (or between two items).
  public struct Attachment: Sendable {
    public var id: String
    public var item: String
    /// Fixed anchor (pt), or nil when the attachment joins two items.
    public var anchor: (x: Double, y: Double)?
    public var otherItem: String?
    public var isSpring: Bool
  }

  /// Where a snap behaviour sends its item (pt), as built; a `capture` event moves it during the run.
  public struct SnapPoint: Sendable {
    public var id: String
    public var item: String
    public var x, y: Double
  }

  /// A field's position and the region it acts in, for debug drawings (the animator's `debugEnabled`).
  public struct Field: Sendable {
    /// Where the field acts.
    public enum Region: Sendable, Equatable {
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
    public var isActive: Bool
  }

  public var width: Double
  public var height: Double
  /// Every item's look, in lesson order.
  public var looks: [Look] = []
  /// The animator's `debugEnabled` when the run started: whether drawings show the overlay below.
  public var debugEnabled = false
  public var boundaries: [Boundary] = []
  public var attachments: [Attachment] = []
  public var snapPoints: [SnapPoint] = []
  public var fields: [Field] = []
}
