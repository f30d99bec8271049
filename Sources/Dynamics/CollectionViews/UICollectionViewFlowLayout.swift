import Foundation

#if !canImport(UIKit)

/// The grid layout of UIKit: items of `itemSize` in lines, section after section. Vertically (the
/// default) each line fills the width inside `sectionInset`, as many items as fit at
/// `minimumInteritemSpacing`, spread evenly (a lone item centred); lines are `minimumLineSpacing` apart.
/// Horizontally the same with rows and columns exchanged.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction of scrolling, with UIKit's raw values.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across; the content grows downward.
    case vertical = 0
    /// Lines run down; the content grows to the right.
    case horizontal = 1
  }

  /// The size of every item, points. Default 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50)
  /// The least space between lines, points. Default 10.
  open var minimumLineSpacing: CGFloat = 10
  /// The least space between items of a line, points. Default 10.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The margins of each section, points. Default zero.
  open var sectionInset = UIEdgeInsets.zero
  /// The scrolling direction. Default `.vertical`.
  open var scrollDirection = ScrollDirection.vertical
  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentSize = CGSize.zero

  /// Computes every item's frame from the collection view's size and number of items.
  open override func prepare() {
    super.prepare()
    cache.removeAll()
    guard let collectionView else { return contentSize = .zero }
    let vertical = scrollDirection == .vertical
    let across = vertical ? collectionView.bounds.width : collectionView.bounds.height
    let (itemAcross, itemAlong) = vertical ? (itemSize.width, itemSize.height) : (itemSize.height, itemSize.width)
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      let (startInset, endInset) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
      let room = across - startInset - endInset
      let perLine = max(1, Int(((room + minimumInteritemSpacing) / (itemAcross + minimumInteritemSpacing)).rounded(.down)))
      let gap = perLine > 1 ? (room - CGFloat(perLine) * itemAcross) / CGFloat(perLine - 1) : 0
      along += vertical ? sectionInset.top : sectionInset.left
      for item in 0..<count {
        let line = item / perLine, slot = item % perLine
        let position = perLine == 1 ? startInset + (room - itemAcross) / 2 : startInset + CGFloat(slot) * (itemAcross + gap)
        let lineStart = along + CGFloat(line) * (itemAlong + minimumLineSpacing)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = vertical
          ? CGRect(x: position, y: lineStart, width: itemAcross, height: itemAlong)
          : CGRect(x: lineStart, y: position, width: itemAlong, height: itemAcross)
        cache.append(attributes)
      }
      let lines = (count + perLine - 1) / perLine
      along += CGFloat(lines) * itemAlong + CGFloat(max(0, lines - 1)) * minimumLineSpacing
      along += vertical ? sectionInset.bottom : sectionInset.right
    }
    contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  /// Copies of the attributes of the items whose frames meet `rect`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    cache.filter { $0.frame.intersects(rect) }.map(Self.copied)
  }

  /// A copy of the attributes of the item at `indexPath`.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cache.first { $0.indexPath == indexPath }.map(Self.copied)
  }

  /// A copy of `attributes`; the attributes themselves when a subclass's `copy(with:)` returns something
  /// else (a mistake in app code should not trap the layout).
  private static func copied(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
  }

  /// The size of every item with its spacing and insets.
  open override var collectionViewContentSize: CGSize { contentSize }
}

#endif
