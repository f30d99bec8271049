/// The fixed parts of a built scene that drawings need besides the items: the stage size, boundary
/// segments and attachment anchors.
public struct SceneGeometry: Sendable {
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

  public var width: Double
  public var height: Double
  public var boundaries: [Boundary] = []
  public var attachments: [Attachment] = []
}
