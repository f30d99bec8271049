import Foundation

// Small UIKit value types. They exist only in UIKit, so they are defined wherever UIKit is absent
// (Linux and macOS) and the learner's code compiles unchanged.
#if !canImport(UIKit)

/// An offset from a view's centre, in points. `horizontal` grows to the right, `vertical` downward.
public struct UIOffset: Hashable, Sendable, Codable {
  /// Horizontal offset in points.
  public var horizontal: CGFloat
  /// Vertical offset in points (positive is down).
  public var vertical: CGFloat

  /// Creates an offset from its components, in points.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The offset (0, 0).
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// Insets for each edge of a rectangle, in points. Positive values shrink the rectangle inward.
public struct UIEdgeInsets: Hashable, Sendable, Codable {
  /// Inset of the top edge, in points.
  public var top: CGFloat
  /// Inset of the left edge, in points.
  public var left: CGFloat
  /// Inset of the bottom edge, in points.
  public var bottom: CGFloat
  /// Inset of the right edge, in points.
  public var right: CGFloat

  /// Creates insets from the four edges' insets, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A closed range of floating-point values, used by `UIAttachmentBehavior.attachmentRange`
/// (points for sliding attachments, radians for pin attachments).
public struct UIFloatRange: Hashable, Sendable, Codable {
  /// Lower end of the range (points or radians, as the user of the range says).
  public var minimum: CGFloat
  /// Upper end of the range (points or radians, as the user of the range says).
  public var maximum: CGFloat

  /// Creates a range from its ends (points or radians, as the user of the range says).
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range from −∞ to +∞: no limit.
  public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
  /// The range [0, 0].
  public static let zero = UIFloatRange(minimum: 0, maximum: 0)

  /// Whether both ends are infinite.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, in points (grown where an inset is negative).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

#endif
