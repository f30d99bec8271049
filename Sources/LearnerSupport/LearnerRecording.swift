import Foundation

/// What the learner's program recorded of one run: every tracked view after every step, the contacts,
/// and what a drawing needs of the scene (stage, looks, boundaries, attachments, snap points, fields).
///
/// Written by the learner's process and read by the tutor's (`encoded()` / `init(decoding:)`), so the
/// format is versioned: a text line naming the format and its version, a line with the byte count of a
/// JSON header (names, sizes, looks, geometry, contacts), the header, then the samples as little-endian
/// IEEE doubles (the times, then per track x, y, angle, vx, vy, alpha, scale), so that numbers cross
/// the process boundary bit for bit.
public struct LearnerRecording: Sendable, Equatable {
  /// The format's first line; the version follows it.
  public static let magic = "dynamics-tutor-recording"
  /// The version this code writes and reads.
  public static let version = 3

  /// The controller's class name.
  public var controller: String
  /// The controller's root view size (pt).
  public var stageWidth: Double
  /// The root view's height (pt).
  public var stageHeight: Double
  /// Sample times (s): 0, then after every step.
  public var times: [Double] = []
  /// One track per recorded view, in the order first seen.
  public var tracks: [Track] = []
  /// Contacts in the order the collision behaviours reported them.
  public var contacts: [Contact] = []
  /// Collision boundary segments (pt); `bounds` names the reference-bounds boundary.
  public var boundaries: [Boundary] = []
  /// Attachments as the debug overlay shows them.
  public var attachments: [Attachment] = []
  /// Snap behaviours' points.
  public var snapPoints: [SnapPoint] = []
  /// Fields' positions and regions.
  public var fields: [Field] = []
  /// The first animator's `debugEnabled` when the run started.
  public var debugEnabled = false
  /// Things the tutor may tell the learner (no animator found, a view added late, …).
  public var notes: [LearnerNote] = []

  /// An empty recording of `controller` on a stage of this size.
  public init(controller: String, stageWidth: Double, stageHeight: Double) {
    self.controller = controller
    self.stageWidth = stageWidth
    self.stageHeight = stageHeight
  }
}

extension LearnerRecording {
  /// An RGBA colour (components 0…1).
  public struct Color: Sendable, Equatable, Codable {
    /// The components, 0…1.
    public var red, green, blue, alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
  }

  /// One view's samples and how it looks.
  public struct Track: Sendable, Equatable, Codable {
    /// The controller's property label (`box`, `boxes[2]`) or the path from the nearest named view
    /// (`view.subviews[1]`).
    public var name: String
    /// Size (pt), from the view's bounds when first seen.
    public var width, height: Double
    /// Frame origin (pt, root view coordinates) when first seen.
    public var frameX, frameY: Double
    /// Whether an animator moved it during the run.
    public var isDynamic = false
    /// A button's title or a label's text when first seen.
    public var label: String?
    /// The view's `backgroundColor`.
    public var backgroundColor: Color?
    /// The layer's border colour, when it has a border.
    public var borderColor: Color?
    /// The layer's corner radius (pt).
    public var cornerRadius = 0.0
    /// Whether it collides as an ellipse.
    public var collidesAsEllipse = false
    /// Centre (pt, root view coordinates), angle (rad) and velocity (pt/s) per sample, as the screen
    /// shows them (a running `UIView.animate` included).
    public var x: [Double] = [], y: [Double] = [], angle: [Double] = [], vx: [Double] = [], vy: [Double] = []
    /// Shown opacity and scale (the transform's scale times the shown width over the first width) per
    /// sample.
    public var alpha: [Double] = [], scale: [Double] = []

    /// A track with no samples.
    public init(name: String, width: Double, height: Double, frameX: Double, frameY: Double) {
      (self.name, self.width, self.height, self.frameX, self.frameY) = (name, width, height, frameX, frameY)
    }

    enum CodingKeys: String, CodingKey {
      case name, width, height, frameX, frameY, isDynamic, label, backgroundColor, borderColor, cornerRadius
      case collidesAsEllipse
    }
  }

  /// A contact that began or ended, after the step at `time`.
  public struct Contact: Sendable, Equatable, Codable {
    /// The time of the step after which it was reported (s).
    public var time: Double
    /// The track's name.
    public var item: String
    /// The other track's name, a boundary identifier, or `bounds`.
    public var other: String
    /// The contact point (pt); zero for ended contacts.
    public var x, y: Double
    /// True when the contact began, false when it ended.
    public var began: Bool

    /// A contact record.
    public init(time: Double, item: String, other: String, x: Double, y: Double, began: Bool) {
      (self.time, self.item, self.other, self.x, self.y, self.began) = (time, item, other, x, y, began)
    }
  }

  /// A boundary segment (pt).
  public struct Boundary: Sendable, Equatable, Codable {
    /// The boundary's identifier (`bounds` for the reference bounds).
    public var id: String
    /// The segment's ends (pt).
    public var x1, y1, x2, y2: Double
  }

  /// An attachment of a track to an anchor (pt) or to another track.
  public struct Attachment: Sendable, Equatable, Codable {
    /// The behaviour's property label or `behaviors[i]`.
    public var id: String
    /// The attached track.
    public var item: String
    /// The fixed anchor (pt), when attached to one.
    public var anchorX, anchorY: Double?
    /// The other track, when two items are attached.
    public var otherItem: String?
    /// Whether it is a spring (frequency above 0).
    public var isSpring: Bool
  }

  /// Where a snap behaviour sends its item (pt).
  public struct SnapPoint: Sendable, Equatable, Codable {
    /// The behaviour's property label or `behaviors[i]`.
    public var id: String
    /// The snapped track.
    public var item: String
    /// The snap point (pt).
    public var x, y: Double
  }

  /// A field: kind (`UIFieldBehavior.Kind` raw value), position (pt) and region.
  public struct Field: Sendable, Equatable, Codable {
    /// The behaviour's property label or `behaviors[i]`.
    public var id: String
    /// `UIFieldBehavior.Kind`'s raw value.
    public var kind: String
    /// The field's position (pt).
    public var x, y: Double
    /// `infinite`, `rectangle` (with `width`, `height`) or `circle` (with `radius`).
    public var region: String
    /// The region's size or radius (pt), as its shape has them.
    public var width, height, radius: Double?
  }
}
