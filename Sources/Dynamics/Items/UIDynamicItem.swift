import Foundation

/// The shape the animator uses for an item's collisions (iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable, CaseIterable {
  /// The item's `bounds` rectangle, rotated with the item. The default.
  case rectangle = 0
  /// The ellipse inscribed in `bounds` (radii width/2 and height/2). With equal width and height it
  /// collides as a true circle; other ellipses collide as polygons whose corners reach at most 0.1 pt
  /// beyond the ellipse (64 sides at most, so a little more beyond a 166 pt axis).
  case ellipse = 1
  /// The convex polygon in `collisionBoundingPath`, relative to the item's centre.
  case path = 2
}

/// Anything the dynamic animator can move: it reads `bounds` for the shape and mass, and writes
/// `center` (points, reference-view coordinates) and `transform` (a pure rotation) on every step.
///
/// `UIView` conforms; so can any class of your own, as in UIKit.
public protocol UIDynamicItem: AnyObject {
  /// Centre of the item in the reference view's coordinates, in points. Written by the animator.
  var center: CGPoint { get set }
  /// The item's own rectangle; only its size is used: it sets the collision shape and the mass
  /// (`density · width · height / 10 000`).
  var bounds: CGRect { get }
  /// Rotation of the item. The animator writes `CGAffineTransform(rotationAngle:)` on every step.
  var transform: CGAffineTransform { get set }
  /// The collision shape: `.rectangle` (the default), `.ellipse` or `.path`.
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// For `.path`: a convex polygon with (0, 0) at the item's centre. Either winding is accepted; a
  /// concave path is replaced by its convex hull.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// The default collision shape: the item's bounds rectangle.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The default bounding path: empty (unused unless `collisionBoundsType` is `.path`).
  public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}
