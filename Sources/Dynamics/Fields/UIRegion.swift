import Foundation

/// The area in which a `UIFieldBehavior` acts, in points, relative to the field's `position` (a region
/// is always centred on its field). Regions are immutable: the set operations return new regions.
///
/// Membership is tested for an item's centre only (spec §10.3). Points on an edge are inside.
public final class UIRegion: Sendable, CustomStringConvertible {
  /// How a region is built, for drawings (the terminal's `debugEnabled` overlay) and messages.
  public indirect enum Shape: Sendable, Equatable {
    /// Every point.
    case infinite
    /// A disc of this radius (pt) around the centre.
    case circle(radius: CGFloat)
    /// An axis-aligned rectangle of this size (pt) centred on the centre.
    case rectangle(size: CGSize)
    /// Every point not in the region.
    case inverse(Shape)
    /// Points in either region.
    case union(Shape, Shape)
    /// Points in both regions.
    case intersection(Shape, Shape)
    /// Points in the first region and not in the second.
    case difference(Shape, Shape)
  }

  /// The construction of this region.
  public let shape: Shape

  /// Creates a region from its construction.
  public init(shape: Shape) {
    self.shape = shape
  }

  /// A region that contains every point: the default region of every field.
  public static let infinite = UIRegion(shape: .infinite)

  /// A disc of `radius` points centred on the field's position. A negative or NaN radius gives an
  /// empty disc; an infinite one contains every point.
  public convenience init(radius: CGFloat) {
    self.init(shape: .circle(radius: radius))
  }

  /// An axis-aligned rectangle of `size` points centred on the field's position (the rectangle spans
  /// ±width/2 and ±height/2). A negative or NaN extent gives an empty rectangle.
  public convenience init(size: CGSize) {
    self.init(shape: .rectangle(size: size))
  }

  /// The complement: every point this region does not contain.
  public func inverse() -> UIRegion {
    UIRegion(shape: .inverse(shape))
  }

  /// Points in this region or in `region` (UIKit's `byUnion(with:)`).
  public func byUnion(with region: UIRegion) -> UIRegion {
    UIRegion(shape: .union(shape, region.shape))
  }

  /// Points in both this region and `region` (UIKit's `byIntersection(with:)`).
  public func byIntersection(with region: UIRegion) -> UIRegion {
    UIRegion(shape: .intersection(shape, region.shape))
  }

  /// Points in this region that are not in `region`: `a.byDifference(from: b)` is a − b, as Apple's
  /// documentation of `byDifference(from:)` states ("subtracting the specified region from the current
  /// region"). Note that spec §10.3 guessed the opposite from the name; the documentation wins.
  public func byDifference(from region: UIRegion) -> UIRegion {
    UIRegion(shape: .difference(shape, region.shape))
  }

  /// The same as `byUnion(with:)` (the spelling used in the spec and older code).
  public func union(with region: UIRegion) -> UIRegion { byUnion(with: region) }
  /// The same as `byIntersection(with:)`.
  public func intersection(with region: UIRegion) -> UIRegion { byIntersection(with: region) }
  /// The same as `byDifference(from:)`: this region minus `region`.
  public func difference(from region: UIRegion) -> UIRegion { byDifference(from: region) }

  /// Whether `point` (pt, relative to the region's centre, i.e. the field's position) is inside.
  public func contains(_ point: CGPoint) -> Bool {
    Self.contains(shape, Double(point.x), Double(point.y))
  }

  /// Whether the region contains every point (a fast path for fields).
  public var isInfinite: Bool { shape == .infinite }

  /// A rectangle (relative to the centre) that holds every point of the region, or nil when it is
  /// unbounded (infinite, inverse, or a union with an unbounded part). For drawings.
  public var boundingBox: CGRect? { Self.bounds(of: shape) }

  /// The construction, for messages.
  public var description: String { "UIRegion(\(shape))" }

  // MARK: - Evaluation

  static func contains(_ shape: Shape, _ x: Double, _ y: Double) -> Bool {
    switch shape {
    case .infinite:
      return true
    case .circle(let radius):
      let r = Double(radius)
      return x * x + y * y <= r * r && r >= 0
    case .rectangle(let size):
      return abs(x) <= Double(size.width) / 2 && abs(y) <= Double(size.height) / 2
    case .inverse(let inner):
      return !contains(inner, x, y)
    case .union(let a, let b):
      return contains(a, x, y) || contains(b, x, y)
    case .intersection(let a, let b):
      return contains(a, x, y) && contains(b, x, y)
    case .difference(let a, let b):
      return contains(a, x, y) && !contains(b, x, y)
    }
  }

  private static func bounds(of shape: Shape) -> CGRect? {
    switch shape {
    case .infinite, .inverse:
      return nil
    case .circle(let radius):
      guard radius >= 0, radius.isFinite else { return radius.isFinite ? .zero : nil }
      return CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius)
    case .rectangle(let size):
      guard size.width >= 0, size.height >= 0 else { return .zero }
      guard size.width.isFinite, size.height.isFinite else { return nil }
      return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    case .union(let a, let b):
      guard let ra = bounds(of: a), let rb = bounds(of: b) else { return nil }
      return ra.union(rb)
    case .intersection(let a, let b):
      switch (bounds(of: a), bounds(of: b)) {
      case let (ra?, rb?): return ra.intersection(rb).isNull ? .zero : ra.intersection(rb)
      case let (ra?, nil): return ra
      case let (nil, rb?): return rb
      case (nil, nil): return nil
      }
    case .difference(let a, _):
      return bounds(of: a)
    }
  }
}
