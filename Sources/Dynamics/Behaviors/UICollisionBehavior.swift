import Foundation

/// Makes its items collide with each other and with boundaries: line segments, paths, and the
/// reference view's bounds.
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with. Options combine with bitwise OR.
  public struct Mode: OptionSet, Sendable, Hashable {
    /// The option bits (`items` = 1, `boundaries` = 2, `everything` = all bits).
    public let rawValue: UInt
    /// Creates a mode from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other (and ignore boundaries unless `.boundaries` is also set).
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with boundaries only, and pass through each other.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Items collide with everything: the default.
    public static let everything = Mode(rawValue: UInt.max)
  }

  /// The items taking part in this behaviour.
  public private(set) var items: [UIDynamicItem]

  /// What the items collide with. Default `.everything`.
  open var collisionMode: Mode = .everything {
    didSet { setNeedsRebuild() }
  }

  /// Whether the reference view's bounds (inset by `referenceBoundsInsets`) act as a boundary.
  /// Default false. Its contacts report a nil identifier. The outside is solid: an item pushed past an
  /// edge (up to the view's size, at least 1 000 pt) is pushed back in.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet { setNeedsRebuild() }
  }

  /// Insets of the reference-bounds boundary in points; positive values move the walls inward,
  /// negative values outside the view. Default `.zero`.
  public private(set) var referenceBoundsInsets: UIEdgeInsets = .zero

  /// Receives contact reports.
  open weak var collisionDelegate: UICollisionBehaviorDelegate?

  private var namedBoundaries = NamedBoundaries()

  /// Creates a collision behaviour for `items`.
  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Creates a collision behaviour with no items.
  public convenience override init() {
    self.init(items: [])
  }

  /// Turns the reference bounds, inset by `insets`, into a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceBoundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    items.removeAll { $0 === item }
    setNeedsRebuild()
  }

  /// Adds an immovable, infinitely thin line segment from `p1` to `p2` (reference coordinates, points).
  /// An existing boundary with the same identifier is replaced.
  open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// Adds a boundary along the outline of `bezierPath` (closed subpaths form closed loops). Adding,
  /// replacing, finding and removing a boundary take the same time however many there are.
  open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
    namedBoundaries.set(identifier, path: bezierPath)
    setNeedsRebuild()
  }

  /// The path of the boundary with this identifier, or nil.
  open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
    namedBoundaries.path(for: identifier)
  }

  /// Removes the boundary with this identifier.
  open func removeBoundary(withIdentifier identifier: NSCopying) {
    namedBoundaries.remove(identifier)
    setNeedsRebuild()
  }

  /// Removes every named boundary (the reference-bounds boundary stays).
  open func removeAllBoundaries() {
    namedBoundaries.removeAll()
    setNeedsRebuild()
  }

  /// Identifiers of the named boundaries, or nil when there are none. The reference bounds are not
  /// listed.
  open var boundaryIdentifiers: [NSCopying]? {
    namedBoundaries.isEmpty ? nil : namedBoundaries.entries.map(\.identifier)
  }

  // MARK: Engine hooks

  private var groupMask = CollisionMask()

  override var ownItems: [UIDynamicItem] { items }

  override func configureItems(_ builder: WorldBuilder) {
    groupMask = builder.registerCollisionBehavior(self)
    for item in items {
      guard let index = builder.index(of: item) else { continue }
      if collisionMode.contains(.items) { builder.itemMasks[index].formUnion(groupMask) }
      if collisionMode.contains(.boundaries) { builder.boundaryMasks[index].formUnion(groupMask) }
    }
  }

  override func contributeConstraints(_ builder: WorldBuilder) {
    if translatesReferenceBoundsIntoBoundary, let bounds = builder.referenceBounds {
      let rect = bounds.inset(by: referenceBoundsInsets)
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ]
      // The view's outside is solid, as deep as the view is large (at least 1 000 pt): an item pushed
      // past an edge comes back in.
      let width = Double(rect.width), height = Double(rect.height)
      let depth = width > 0 && height > 0 ? max(width, height, 1_000) : nil
      for i in 0..<4 {
        builder.addBoundarySegment(from: corners[i], to: corners[(i + 1) % 4], behavior: self,
                                   identifier: nil, groupMask: groupMask, solidDepth: depth)
      }
    }
    for boundary in namedBoundaries.entries {
      for polyline in PathGeometry.boundaryPolylines(boundary.path.elements) {
        let points = polyline.points
        let count = polyline.closed ? points.count : points.count - 1
        for i in 0..<max(count, 0) {
          builder.addBoundarySegment(from: points[i], to: points[(i + 1) % points.count], behavior: self,
                                     identifier: boundary.identifier, groupMask: groupMask)
        }
      }
    }
  }

  func reportBoundaryContact(item: UIDynamicItem, identifier: (any NSCopying)?, at point: CGPoint,
                             began: Bool) {
    guard let delegate = collisionDelegate else { return }
    if began {
      delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
    } else {
      delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
    }
  }

  func reportItemContact(_ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint, began: Bool) {
    guard let delegate = collisionDelegate else { return }
    if began {
      delegate.collisionBehavior(self, beganContactFor: item1, with: item2, at: point)
    } else {
      delegate.collisionBehavior(self, endedContactFor: item1, with: item2)
    }
  }
}
