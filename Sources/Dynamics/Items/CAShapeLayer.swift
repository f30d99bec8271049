import Foundation

#if !canImport(UIKit)

/// A layer that draws a path, as Core Animation's: `path` (often a `UIBezierPath`'s `cgPath`), its fill
/// and stroke colours and line width. Among a view's sublayers, `DynamicsDrawing` draws its path as lines
/// (the part from `strokeStart` to `strokeEnd` when it is not filled); the colours are stored.
open class CAShapeLayer: CALayer {
  /// The path, in the layer's coordinates (points). Default nil.
  open var path: CGPath?
  /// The fill colour. Default opaque black.
  open var fillColor: CGColor? = UIColor.black.cgColor
  /// The stroke colour. Default nil (no stroke).
  open var strokeColor: CGColor?
  /// The stroke width, points. Default 1.
  open var lineWidth: CGFloat = 1
  /// Where the stroke starts along the path, 0…1. Default 0.
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, 0…1. Default 1; animating it draws the path progressively.
  open var strokeEnd: CGFloat = 1

  /// An empty shape layer.
  public override init() {
    super.init()
  }

  /// A copy of `layer`'s properties, its shape's included when it is a shape layer.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    (path, fillColor, strokeColor, lineWidth) = (other.path, other.fillColor, other.strokeColor, other.lineWidth)
    (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
  }
}

#endif
