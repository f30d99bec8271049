import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Adds `view` just behind `siblingSubview` (at the back when that is not a subview).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    view.removeFromSuperview()
    insertSubview(view, at: subviews.firstIndex(of: siblingSubview) ?? 0)
  }

  /// Adds `view` just in front of `siblingSubview` (at the front when that is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    view.removeFromSuperview()
    insertSubview(view, at: subviews.firstIndex(of: siblingSubview).map { $0 + 1 } ?? subviews.count)
  }

  /// Swaps the subviews at two indices of `subviews`; out-of-range indices change nothing.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let views = subviews
    guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
    let (low, high) = (min(index1, index2), max(index1, index2))
    let front = views[high], back = views[low]
    insertSubview(front, at: low)
    insertSubview(back, at: high)
  }

  /// The window the view is in: the `UIWindow` at the top of its superview chain, or nil.
  public var window: UIWindow? {
    var top: UIView = self
    while let parent = top.superview { top = parent }
    return top as? UIWindow
  }

  /// `point` (in this view's coordinates, points) in `view`'s coordinates; with a nil `view`, in the
  /// coordinates of the top of this view's hierarchy (its window). Centres, bounds' origins and
  /// transforms are all followed, as in UIKit.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let top = pointInTopView(point)
    return view?.pointFromTopView(top) ?? top
  }

  /// `point` (in `view`'s coordinates, or the top of the hierarchy's when nil) in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    pointFromTopView(view?.pointInTopView(point) ?? point)
  }

  /// The smallest rectangle in `view`'s coordinates (the top view's when nil) containing `rect`, which
  /// is in this view's coordinates.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    Self.enclosing(Self.corners(of: rect).map { convert($0, to: view) })
  }

  /// The smallest rectangle in this view's coordinates containing `rect`, which is in `view`'s (the
  /// top view's when nil).
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    Self.enclosing(Self.corners(of: rect).map { convert($0, from: view) })
  }

  /// A point of the bounds in the superview's coordinates: about the centre, through the transform.
  func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let t = transform
    let dx = point.x - bounds.midX, dy = point.y - bounds.midY
    return CGPoint(x: center.x + t.a * dx + t.c * dy + t.tx, y: center.y + t.b * dx + t.d * dy + t.ty)
  }

  /// A point of the superview's coordinates in this view's bounds; the inverse of `pointInSuperview`.
  func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let inverse = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0).inverted()
    let local = CGPoint(x: point.x - center.x - transform.tx, y: point.y - center.y - transform.ty).applying(inverse)
    return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
  }

  private func pointInTopView(_ point: CGPoint) -> CGPoint {
    var result = point
    var view = self
    while let parent = view.superview {
      result = view.pointInSuperview(result)
      view = parent
    }
    return result
  }

  private func pointFromTopView(_ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var view = self
    while let parent = view.superview {
      chain.append(view)
      view = parent
    }
    return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
  }

  private static func corners(of rect: CGRect) -> [CGPoint] {
    [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
  }

  private static func enclosing(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x), ys = points.map(\.y)
    let minX = xs.min() ?? 0, minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}

#endif
