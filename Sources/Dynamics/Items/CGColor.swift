import Foundation

#if !canImport(UIKit)

/// A Core Graphics colour, for a layer's colours (`layer.borderColor = UIColor.red.cgColor`).
public final class CGColor: @unchecked Sendable, Equatable {
  /// Red, green, blue and alpha, each 0…1.
  public let components: [CGFloat]

  /// A colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey from its level (0 black, 1 white) and alpha.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The alpha component, 0…1.
  public var alpha: CGFloat { components[3] }

  /// The number of components: four (red, green, blue, alpha).
  public var numberOfComponents: Int { components.count }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// Colours are equal when their components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
}

#endif
