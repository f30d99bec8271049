import Foundation

#if !canImport(UIKit)

/// What a view shows at one moment: its presentation values (Core Animation's presentation layer),
/// which differ from the model values (`UIView.center`, …) while an animation or a motion effect is
/// acting on it.
public struct UIViewPresentation: Equatable, Sendable {
  /// Centre in the superview's coordinates (pt).
  public var center: CGPoint
  /// The view's own rectangle (pt).
  public var bounds: CGRect
  /// Opacity, 0…1 (an animation may overshoot it; drawings clamp it).
  public var alpha: CGFloat
  /// Rotation, scale and translation about the centre.
  public var transform: CGAffineTransform

  /// Creates presentation values: centre and bounds in points, alpha 0…1, transform about the centre.
  public init(center: CGPoint, bounds: CGRect, alpha: CGFloat, transform: CGAffineTransform) {
    self.center = center
    self.bounds = bounds
    self.alpha = alpha
    self.transform = transform
  }

  /// The view's current model values.
  public init(modelOf view: UIView) {
    self.init(center: view.center, bounds: view.bounds, alpha: view.alpha, transform: view.transform)
  }

  /// The smallest rectangle in the superview's coordinates that holds the transformed view (as
  /// `UIView.frame`).
  public var frame: CGRect {
    let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// The key paths `value(forKeyPath:)` and motion effects understand.
  public static let supportedKeyPaths: [String] = [
    "center.x", "center.y", "alpha", "opacity", "layer.opacity", "bounds.origin.x", "bounds.origin.y",
    "bounds.size.width", "bounds.size.height", "frame.origin.x", "frame.origin.y", "frame.size.width",
    "frame.size.height", "frame.minY", "frame.maxY", "frame.minX", "frame.maxX", "transform.tx", "transform.ty",
    "transform.translation.x", "transform.translation.y", "transform.scale", "transform.scale.x",
    "transform.scale.y", "transform.rotation", "transform.rotation.z",
  ]

  /// The value at a key path such as `"center.x"`, `"alpha"`, `"frame.origin.y"` or
  /// `"transform.scale"` (a `"layer."` prefix is accepted for the transform and opacity), or nil for a
  /// key path it does not know.
  public func value(forKeyPath keyPath: String) -> CGFloat? {
    let path = Self.normalized(keyPath)
    let decomposed = AnimatedValue(transform: transform).components
    switch path {
    case "center.x": return center.x
    case "center.y": return center.y
    case "alpha", "opacity": return alpha
    case "bounds.origin.x": return bounds.origin.x
    case "bounds.origin.y": return bounds.origin.y
    case "bounds.size.width": return bounds.width
    case "bounds.size.height": return bounds.height
    case "frame.origin.x", "frame.minX": return frame.minX
    case "frame.origin.y", "frame.minY": return frame.minY
    case "frame.maxX": return frame.maxX
    case "frame.maxY": return frame.maxY
    case "frame.size.width": return frame.width
    case "frame.size.height": return frame.height
    case "transform.tx", "transform.translation.x": return transform.tx
    case "transform.ty", "transform.translation.y": return transform.ty
    case "transform.scale", "transform.scale.x": return CGFloat(decomposed[2])
    case "transform.scale.y": return CGFloat(decomposed[5])
    case "transform.rotation", "transform.rotation.z": return CGFloat(decomposed[3])
    default: return nil
    }
  }

  /// Adds `delta` to the value at `keyPath` (as a motion effect does); returns false, changing nothing,
  /// for an unknown or read-only key path (the frame's size).
  @discardableResult
  public mutating func add(_ delta: CGFloat, toKeyPath keyPath: String) -> Bool {
    var decomposed = AnimatedValue(transform: transform)
    switch Self.normalized(keyPath) {
    case "center.x", "frame.origin.x", "frame.minX", "frame.maxX": center.x += delta
    case "center.y", "frame.origin.y", "frame.minY", "frame.maxY": center.y += delta
    case "alpha", "opacity": alpha += delta
    case "bounds.origin.x": bounds.origin.x += delta
    case "bounds.origin.y": bounds.origin.y += delta
    case "bounds.size.width": bounds.size.width += delta
    case "bounds.size.height": bounds.size.height += delta
    case "transform.tx", "transform.translation.x": transform.tx += delta
    case "transform.ty", "transform.translation.y": transform.ty += delta
    case "transform.scale":
      decomposed.components[2] += Double(delta)
      decomposed.components[5] += Double(delta)
      transform = decomposed.transform
    case "transform.scale.x":
      decomposed.components[2] += Double(delta)
      transform = decomposed.transform
    case "transform.scale.y":
      decomposed.components[5] += Double(delta)
      transform = decomposed.transform
    case "transform.rotation", "transform.rotation.z":
      decomposed.components[3] += Double(delta)
      transform = decomposed.transform
    default:
      return false
    }
    return true
  }

  private static func normalized(_ keyPath: String) -> String {
    keyPath.hasPrefix("layer.") ? String(keyPath.dropFirst("layer.".count)) : keyPath
  }
}

#endif
