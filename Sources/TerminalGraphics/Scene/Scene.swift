import Foundation

/// A physical scene at one instant, as plain shapes in UIKit points (origin top-left, y down):
/// the reference bounds and everything drawn inside them.
///
/// ```swift
/// var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 320, height: 568))
/// scene.items = [.rectangle(frame: CGRect(x: 20, y: 120, width: 120, height: 30),
///                           label: "fallingButton")]
/// scene.anchors = [SceneAnchor(point: CGPoint(x: 240, y: 105))]
/// scene.attachments = [SceneAttachment(from: CGPoint(x: 240, y: 105),
///                                      to: CGPoint(x: 240, y: 230), style: .spring)]
/// let lines = SceneDrawing(scene: scene).render(width: 40, height: 30)
/// ```
public struct Scene: Sendable, Equatable {
  /// The reference bounds (the animator's reference view) in points; drawn as a frame.
  public var bounds: CGRect
  /// The part of the plane to show, in points; nil shows exactly `bounds`.
  public var viewport: CGRect?
  /// Whether to draw the frame of `bounds`.
  public var showsBounds: Bool
  /// Dynamic items (rectangles and ellipses), drawn in order.
  public var items: [SceneItem]
  /// Collision boundaries.
  public var boundaries: [SceneBoundary]
  /// Attachment anchors.
  public var anchors: [SceneAnchor]
  /// Attachment lines (rods, springs, ropes).
  public var attachments: [SceneAttachment]
  /// Snap targets.
  public var snapPoints: [SceneSnapPoint]
  /// Arrows, e.g. push directions.
  public var arrows: [SceneArrow]
  /// Field regions.
  public var regions: [SceneRegion]
  /// Field vector arrows.
  public var fields: [SceneVectorField]
  /// Motion trails.
  public var trails: [SceneTrail]

  /// Creates a scene; the default bounds are an iPhone SE screen, 320 × 568 points.
  public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 568),
              viewport: CGRect? = nil, showsBounds: Bool = true, items: [SceneItem] = [],
              boundaries: [SceneBoundary] = [], anchors: [SceneAnchor] = [],
              attachments: [SceneAttachment] = [], snapPoints: [SceneSnapPoint] = [],
              arrows: [SceneArrow] = [], regions: [SceneRegion] = [],
              fields: [SceneVectorField] = [], trails: [SceneTrail] = []) {
    self.bounds = bounds
    self.viewport = viewport
    self.showsBounds = showsBounds
    self.items = items
    self.boundaries = boundaries
    self.anchors = anchors
    self.attachments = attachments
    self.snapPoints = snapPoints
    self.arrows = arrows
    self.regions = regions
    self.fields = fields
    self.trails = trails
  }

  /// The rectangle actually shown: `viewport` or `bounds`, or a unit square when that is empty or
  /// not finite.
  public var visibleRect: CGRect {
    let rect = (viewport ?? bounds).standardized
    let values = [rect.minX, rect.minY, rect.width, rect.height].map { Double($0) }
    guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else {
      return CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    return rect
  }
}
