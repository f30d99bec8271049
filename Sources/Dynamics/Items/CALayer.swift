import Foundation

#if !canImport(UIKit)

/// A Core Animation layer, as view code uses it: a view's `layer` (corners, border, shadow, background
/// colour) and layers of your own added with `addSublayer(_:)`. A view's own layer shares the view's
/// geometry and background colour, as in UIKit.
///
/// Nothing composites layers here. Drawings honour a view layer's corner radius and border colour, and
/// draw the path of a `CAShapeLayer` among a view's sublayers as lines; everything else (shadows,
/// opacity, masks, `zPosition`) is stored for code that reads it back.
open class CALayer: NSObject {
  /// The view whose layer this is, if any: its geometry and background colour are the view's.
  weak var owningView: UIView?
  private var storedBounds = CGRect.zero
  private var storedPosition = CGPoint.zero
  private var storedBackgroundColor: CGColor?

  /// A layer with zero bounds at the origin.
  public override init() {
    super.init()
  }

  /// A copy of `layer`'s properties, as Core Animation makes presentation layers; `layer` that is not a
  /// `CALayer` gives a default layer.
  public init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    (storedBounds, storedPosition, storedBackgroundColor) = (other.bounds, other.position, other.backgroundColor)
    (cornerRadius, borderWidth, borderColor, masksToBounds) = (other.cornerRadius, other.borderWidth, other.borderColor, other.masksToBounds)
    (opacity, isHidden, zPosition, name) = (other.opacity, other.isHidden, other.zPosition, other.name)
    (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) =
      (other.shadowColor, other.shadowOpacity, other.shadowOffset, other.shadowRadius, other.shadowPath)
  }

  /// The layer's own coordinate rectangle, points; a view's layer has the view's bounds.
  open var bounds: CGRect {
    get { owningView?.bounds ?? storedBounds }
    set { if let owningView { owningView.bounds = newValue } else { storedBounds = newValue } }
  }

  /// The centre in the superlayer's coordinates, points (the anchor point is always the centre here);
  /// a view's layer has the view's centre.
  open var position: CGPoint {
    get { owningView?.center ?? storedPosition }
    set { if let owningView { owningView.center = newValue } else { storedPosition = newValue } }
  }

  /// The rectangle in the superlayer's coordinates, from `position` and `bounds`; setting it sets both.
  open var frame: CGRect {
    get { CGRect(x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
    set {
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      position = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The point about which the layer turns, in unit coordinates of its bounds: always the centre here.
  open var anchorPoint: CGPoint { CGPoint(x: 0.5, y: 0.5) }

  /// The fill colour; a view's layer has the view's `backgroundColor`. Default nil.
  open var backgroundColor: CGColor? {
    get { owningView.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
    set {
      if let owningView { owningView.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackgroundColor = newValue }
    }
  }

  /// Corner radius in points. Default 0.
  open var cornerRadius: CGFloat = 0
  /// Border width in points. Default 0 (no border).
  open var borderWidth: CGFloat = 0
  /// Border colour. Default black.
  open var borderColor: CGColor? = UIColor.black.cgColor
  /// Whether sublayers are clipped to the rounded bounds. Default false.
  open var masksToBounds = false
  /// Opacity of the layer, 0…1. Default 1.
  open var opacity: Float = 1
  /// Whether the layer is hidden. Default false.
  open var isHidden = false
  /// Position in front of (positive) or behind its siblings. Default 0; only stored.
  open var zPosition: CGFloat = 0
  /// A name for finding the layer. Default nil.
  open var name: String?

  /// The shadow's colour. Default opaque black.
  open var shadowColor: CGColor? = UIColor.black.cgColor
  /// The shadow's opacity, 0…1. Default 0 (no shadow).
  open var shadowOpacity: Float = 0
  /// The shadow's offset, points. Default (0, −3), as Core Animation's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius, points. Default 3.
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape, or nil for the layer's own. Default nil.
  open var shadowPath: CGPath?

  /// The layers inside this one, back to front, or nil when there are none.
  open private(set) var sublayers: [CALayer]?
  /// The layer this one is inside, if any.
  open private(set) weak var superlayer: CALayer?

  /// Adds `layer` in front of the other sublayers.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Adds `layer` at `index` among the sublayers (clamped to the valid range).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var layers = sublayers ?? []
    layers.insert(layer, at: min(Int(index), layers.count))
    sublayers = layers
    layer.superlayer = self
  }

  /// Adds `layer` just behind `sibling` (at the back when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    insertSublayer(layer, at: UInt32(sibling.flatMap { sublayers?.firstIndex(of: $0) } ?? 0))
  }

  /// Adds `layer` just in front of `sibling` (at the front when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { sublayers?.firstIndex(of: $0) }.map { $0 + 1 } ?? sublayers?.count ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  /// The layer as it is shown now. Nothing animates layers here, so what is shown is the model: the
  /// layer itself.
  open func presentation() -> Self? { self }

  /// The model layer: the layer itself.
  open func model() -> Self { self }

  /// Marks the layer's content as needing drawing; nothing caches it here, so it does nothing.
  open func setNeedsDisplay() {}
}

#endif
