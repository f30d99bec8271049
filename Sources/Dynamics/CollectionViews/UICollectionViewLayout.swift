import Foundation

#if !canImport(UIKit)

/// The base of collection view layouts, as UIKit's: subclasses say where each cell goes. The collection
/// view asks `prepare()` and then `layoutAttributesForElements(in:)` for its visible rectangle whenever
/// it lays out, and `shouldInvalidateLayout(forBoundsChange:)` whenever it scrolls.
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// A layout not yet in a collection view.
  public override init() {
    super.init()
  }

  /// Works out the layout before the collection view asks for attributes. Does nothing by default.
  open func prepare() {}

  /// The attributes of the cells in `rect` (content coordinates). None by default.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`. None by default.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// Whether a scroll to `newBounds` needs a new layout. False by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout as out of date: the collection view lays out again at the next layout pass.
  open func invalidateLayout() {
    collectionView?.setNeedsLayout()
  }

  /// The size of all the content, points. Zero by default.
  open var collectionViewContentSize: CGSize { .zero }
}

#endif
