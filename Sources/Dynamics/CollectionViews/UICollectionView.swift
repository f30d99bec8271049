import Foundation

#if !canImport(UIKit)

/// Supplies a collection view's cells, as UIKit's data source.
public protocol UICollectionViewDataSource: AnyObject {
  /// How many sections there are; one unless implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A cell of a collection view: a view with a `contentView` for its subviews.
open class UICollectionViewCell: UIView {
  /// The view to add the cell's content to.
  public let contentView = UIView()
  /// The reuse identifier the cell was made for.
  open internal(set) var reuseIdentifier: String?

  /// A cell of the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    addSubview(contentView)
  }

  /// Cells are not archived here; always nil.
  public required init?(coder: NSCoder) { nil }

  /// A cell of the given frame, made through its class: what `register(_:forCellWithReuseIdentifier:)`
  /// makes cells with, since Swift makes an instance from a class value only through a `required`
  /// initialiser. It calls `init(frame:)`, so a subclass's override runs. A subclass inherits it when
  /// it overrides `init(frame:)` (with `required init?(coder:)`, as UIKit asks) or declares no
  /// initialiser at all. **Addition.**
  public required convenience init(registeredFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Keeps the content view filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }
}

/// A scrolling grid of cells placed by a `UICollectionViewLayout`, as UIKit's. Each layout pass asks the
/// layout for the attributes of the visible rectangle and places one cell per item there (its centre,
/// size, transform and alpha); cells are made by the data source and kept per index path (no reuse pool).
/// Scrolling asks the layout `shouldInvalidateLayout(forBoundsChange:)`.
open class UICollectionView: UIScrollView {
  /// The layout placing the cells.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      setNeedsLayout()
    }
  }
  /// The source of the cells. UIKit keeps it weakly; so does this one.
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  private var cellFactories: [String: (CGRect) -> UICollectionViewCell] = [:]
  private var cells: [IndexPath: UICollectionViewCell] = [:]

  /// A collection view of `frame` laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Collection views are not archived here; always nil.
  public required init?(coder: NSCoder) { nil }

  /// The number of sections the data source gives (none without one).
  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  /// Registers the class of the cells made for `identifier`: a `UICollectionViewCell` subclass, whose
  /// `init(frame:)` makes each cell. Nil unregisters the identifier; a class that is not a cell
  /// registers plain cells (UIKit raises an exception for it).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellFactories[identifier] = nil
      return
    }
    let type = cellClass as? UICollectionViewCell.Type ?? UICollectionViewCell.self
    cellFactories[identifier] = { type.init(registeredFrame: $0) }
  }

  /// Registers how to make the cells for `identifier` (**Addition**), such as `{ BubbleCell(frame: $0) }`.
  open func register(forCellWithReuseIdentifier identifier: String, make: @escaping (CGRect) -> UICollectionViewCell) {
    cellFactories[identifier] = make
  }

  /// The cell for `indexPath`: the one already made for it, or a new one as registered.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    if let cell = cells[indexPath], cell.reuseIdentifier == identifier { return cell }
    let cell = (cellFactories[identifier] ?? { UICollectionViewCell(frame: $0) })(.zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The cell shown for `indexPath`, if it is placed.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells[indexPath].flatMap { $0.superview === self ? $0 : nil }
  }

  /// The cells placed now.
  open var visibleCells: [UICollectionViewCell] { subviews.compactMap { $0 as? UICollectionViewCell } }

  /// Forgets the cells and lays out again.
  open func reloadData() {
    for cell in cells.values { cell.removeFromSuperview() }
    cells.removeAll()
    setNeedsLayout()
  }

  /// Scrolling: asks the layout whether the new bounds need a new layout before they take effect.
  open override var bounds: CGRect {
    willSet {
      if newValue.origin != bounds.origin, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
        collectionViewLayout.invalidateLayout()
      }
    }
    didSet { if bounds.origin != oldValue.origin { setNeedsLayout() } }
  }

  /// Places the cells of the visible rectangle where the layout says.
  open override func layoutSubviews() {
    super.layoutSubviews()
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    var shown = Set<IndexPath>()
    for item in attributes where !item.isHidden {
      guard let dataSource else { break }
      let cell = cells[item.indexPath] ?? dataSource.collectionView(self, cellForItemAt: item.indexPath)
      cells[item.indexPath] = cell
      cell.bounds = CGRect(origin: .zero, size: item.size)
      cell.center = item.center
      cell.transform = item.transform
      cell.alpha = item.alpha
      if cell.superview !== self { addSubview(cell) }
      shown.insert(item.indexPath)
    }
    for (indexPath, cell) in cells where !shown.contains(indexPath) { cell.removeFromSuperview() }
  }
}

#endif
