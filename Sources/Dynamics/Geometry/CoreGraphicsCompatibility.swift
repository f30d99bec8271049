import Foundation

// Foundation on Linux provides CGFloat, CGPoint, CGSize and CGRect but not the two CoreGraphics value
// types below. On Apple platforms they come from CoreGraphics, so these definitions are compiled only
// where CoreGraphics is missing and a learner's code reads the same on both.
#if !canImport(CoreGraphics)

/// A two-dimensional vector, as in CoreGraphics. UIKit Dynamics uses it for directions and forces:
/// `UIGravityBehavior.gravityDirection` (1.0 = 1000 pt/s²) and `UIPushBehavior.pushDirection`.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x component (toward the right of the screen).
  public var dx: CGFloat
  /// The y component (toward the bottom of the screen: UIKit's y axis points down).
  public var dy: CGFloat

  /// Creates a vector from its components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from integer components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from double components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector (0, 0): no direction, no magnitude.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// The components as `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}

/// An affine transform `[a b 0; c d 0; tx ty 1]` with CoreGraphics' row-vector convention:
/// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// The dynamic animator writes a pure rotation into `UIDynamicItem.transform` on every step.
public struct CGAffineTransform: Hashable, Sendable, Codable {
  /// Row 1, column 1.
  public var a: CGFloat
  /// Row 1, column 2.
  public var b: CGFloat
  /// Row 2, column 1.
  public var c: CGFloat
  /// Row 2, column 2.
  public var d: CGFloat
  /// Translation along x, in points.
  public var tx: CGFloat
  /// Translation along y, in points.
  public var ty: CGFloat

  /// Creates a transform from its six entries (`tx` and `ty` in points; the others unitless).
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Creates the identity transform.
  public init() {
    self = .identity
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on screen because y points down.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = EngineMath.sinCos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The rotation `rotation`: `init(rotationAngle:)` of the angle whose cosine and sine it holds.
  init(_ rotation: Rotation) {
    self.init(a: rotation.cosine, b: rotation.sine, c: -rotation.sine, d: rotation.cosine, tx: 0, ty: 0)
  }

  /// A scale by `sx` along x and `sy` along y.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation by (`tx`, `ty`) points.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A rotation by `angle` radians applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation by (`tx`, `ty`) points applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// The inverse transform, or `self` unchanged when it cannot be inverted (as CoreGraphics does).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `t`, ignoring translation (components may become negative, as in CoreGraphics).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle containing the four transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}

#endif

extension CGAffineTransform {
  /// The rotation angle of the transform in radians, `atan2(b, a)` (the engine's own, the same bits on every
  /// machine): the value the animator last wrote.
  public var rotationAngle: CGFloat { CGFloat(EngineMath.atan2(Double(b), Double(a))) }
}
