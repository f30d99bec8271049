import Foundation

/// Maps world coordinates (points, seconds, metres — whatever the caller draws in) to a canvas's dot
/// coordinates (dot (0, 0) is the top-left dot; x grows right, y grows down).
///
/// A terminal cell is about twice as tall as wide (`cellAspect` = height / width = 2). `fit` keeps
/// world shapes undistorted on screen: one world unit covers the same physical distance across and
/// down, and the world rectangle is centred (letterboxed) in the dots. `fill` stretches each axis
/// independently to use every dot, as plots do.
public struct CanvasMapping: Sendable, Equatable {
  /// The world x shown at the left edge of the mapped area.
  public var minX: Double
  /// The world y at the origin edge: the top edge when `yPointsDown`, the bottom edge otherwise.
  public var minY: Double
  /// Dots per world unit along x.
  public var scaleX: Double
  /// Dots per world unit along y.
  public var scaleY: Double
  /// Dot x of world `minX`.
  public var offsetX: Double
  /// Dot y of world `minY` (measured from the top when `yPointsDown`, from the bottom otherwise).
  public var offsetY: Double
  /// Whether larger y is lower on screen (UIKit screen coordinates). When false, larger y is higher
  /// (mathematical plots).
  public var yPointsDown: Bool
  /// Dot rows of the canvas (needed to flip y when `yPointsDown` is false).
  public var dotRows: Int

  /// Creates a mapping from its parts; most callers use `fill` or `fit`.
  public init(minX: Double, minY: Double, scaleX: Double, scaleY: Double, offsetX: Double,
              offsetY: Double, yPointsDown: Bool, dotRows: Int) {
    self.minX = minX
    self.minY = minY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.yPointsDown = yPointsDown
    self.dotRows = dotRows
  }

  /// The identity: world coordinates are dot coordinates (y down).
  public static func identity(dotRows: Int) -> CanvasMapping {
    CanvasMapping(minX: 0, minY: 0, scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, yPointsDown: true,
                  dotRows: dotRows)
  }

  /// Stretches `x` over all dot columns and `y` over all dot rows: the first dot is at the range's
  /// lower bound, the last dot at its upper bound.
  public static func fill(x: ClosedRange<Double>, y: ClosedRange<Double>, dotColumns: Int,
                          dotRows: Int, yPointsDown: Bool) -> CanvasMapping {
    let (x0, width) = Self.span(x)
    let (y0, height) = Self.span(y)
    return CanvasMapping(minX: x0, minY: y0, scaleX: Double(max(0, dotColumns - 1)) / width,
                         scaleY: Double(max(0, dotRows - 1)) / height, offsetX: 0, offsetY: 0,
                         yPointsDown: yPointsDown, dotRows: dotRows)
  }

  /// Fits `world` into the dots preserving its aspect on screen, centred.
  /// - Parameters:
  ///   - world: the world rectangle to show (e.g. the reference bounds 0, 0, 320, 568 in points).
  ///   - columns: the canvas's width in character cells.
  ///   - rows: the canvas's height in character cells.
  ///   - backend: gives the number of dots per cell.
  ///   - cellAspect: height / width of one terminal cell (about 2).
  ///   - yPointsDown: whether world y grows down the page, as in UIKit (the default), or up.
  public static func fit(world: CGRect, columns: Int, rows: Int, backend: CanvasBackend,
                         cellAspect: Double = Canvas.cellAspect, yPointsDown: Bool = true)
    -> CanvasMapping {
    let dotColumns = columns * backend.dotsPerColumn
    let dotRows = rows * backend.dotsPerRow
    let (x0, width) = Self.span(Double(world.minX)...Double(max(world.minX, world.maxX)))
    let (y0, height) = Self.span(Double(world.minY)...Double(max(world.minY, world.maxY)))
    // Physical size of one dot, in cell widths.
    let dotWidth = 1 / Double(backend.dotsPerColumn)
    let dotHeight = cellAspect / Double(backend.dotsPerRow)
    let spanX = Double(max(0, dotColumns - 1)) * dotWidth
    let spanY = Double(max(0, dotRows - 1)) * dotHeight
    let physical = min(spanX / width, spanY / height)  // cell widths per world unit
    let scaleX = physical / dotWidth
    let scaleY = physical / dotHeight
    let offsetX = ((Double(max(0, dotColumns - 1)) - width * scaleX) / 2).rounded()
    let offsetY = ((Double(max(0, dotRows - 1)) - height * scaleY) / 2).rounded()
    return CanvasMapping(minX: x0, minY: y0, scaleX: scaleX, scaleY: scaleY, offsetX: offsetX,
                         offsetY: offsetY, yPointsDown: yPointsDown, dotRows: dotRows)
  }

  /// Dot x (fractional) of world `x`.
  @inline(__always)
  public func dotX(_ x: Double) -> Double { offsetX + (x - minX) * scaleX }

  /// Dot y (fractional, from the top) of world `y`.
  @inline(__always)
  public func dotY(_ y: Double) -> Double {
    let fromOrigin = offsetY + (y - minY) * scaleY
    return yPointsDown ? fromOrigin : Double(dotRows - 1) - fromOrigin
  }

  /// Dot coordinates of a world point.
  public func dot(_ point: CGPoint) -> (x: Double, y: Double) {
    (dotX(Double(point.x)), dotY(Double(point.y)))
  }

  /// World x of dot x (the inverse of `dotX`).
  public func worldX(_ dotX: Double) -> Double {
    scaleX == 0 ? minX : minX + (dotX - offsetX) / scaleX
  }

  /// World y of dot y (the inverse of `dotY`).
  public func worldY(_ dotY: Double) -> Double {
    let fromOrigin = yPointsDown ? dotY : Double(dotRows - 1) - dotY
    return scaleY == 0 ? minY : minY + (fromOrigin - offsetY) / scaleY
  }

  /// Lower bound and a positive, finite width for a range (zero or non-finite width becomes 1,
  /// centred on the lower bound).
  static func span(_ range: ClosedRange<Double>) -> (Double, Double) {
    let lower = range.lowerBound.isFinite ? range.lowerBound : 0
    let width = range.upperBound - range.lowerBound
    guard width.isFinite, width > 0 else { return (lower - 0.5, 1) }
    return (lower, width)
  }
}
