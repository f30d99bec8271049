import Foundation

#if !canImport(UIKit)

/// Where a layout puts one cell, as UIKit's: a frame, a transform, an alpha. It is a dynamic item, so a
/// layout can hand its attributes to a `UIDynamicAnimator(collectionViewLayout:)` and read them back
/// moved (the springy Messages layout of iOS 7).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem {
  /// The cell's index path.
  open var indexPath: IndexPath
  /// The centre in the collection view's content coordinates, points.
  open var center: CGPoint = .zero
  /// The size, points.
  open var size: CGSize = .zero
  /// The rotation and scale about the centre. Default identity.
  open var transform: CGAffineTransform = .identity
  /// The opacity, 0…1. Default 1.
  open var alpha: CGFloat = 1
  /// The drawing order among the cells (higher in front). Default 0.
  open var zIndex = 0
  /// Whether the cell is hidden. Default false.
  open var isHidden = false

  /// Attributes for the cell at `indexPath`, with a zero frame.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }

  /// The rectangle in content coordinates, from `center` and `size` (before the transform).
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The cell's own rectangle: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// A copy, as layouts make before changing the attributes their superclass returns.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    (copy.center, copy.size, copy.transform, copy.alpha) = (center, size, transform, alpha)
    (copy.zIndex, copy.isHidden) = (zIndex, isHidden)
    return copy
  }
}

#endif
