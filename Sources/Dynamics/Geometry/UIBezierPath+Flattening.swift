import Foundation

#if !canImport(UIKit)

extension UIBezierPath {
  /// The smallest rectangle containing every point of the flattened path.
  public var bounds: CGRect { PathGeometry.bounds(of: polylines()) }

  /// Most lines a curve becomes in `polylines(segmentsPerCurve:)`.
  public static let maximumSegmentsPerCurve = 1024

  /// The path flattened into polylines, one per subpath; curves become `segmentsPerCurve` lines each
  /// (1…`maximumSegmentsPerCurve`).
  public func polylines(segmentsPerCurve: Int = 12) -> [(points: [CGPoint], closed: Bool)] {
    PathGeometry.polylines(elements, pieces: min(max(1, segmentsPerCurve), Self.maximumSegmentsPerCurve))
  }

  /// Whether `point` (points) lies in the area the path encloses, each subpath counted as closed, by the
  /// non-zero winding rule or, when `usesEvenOddFillRule` is set, the even-odd rule. A point exactly on
  /// an edge may count either way.
  public func contains(_ point: CGPoint) -> Bool {
    PathGeometry.contains(point, in: elements, evenOdd: usesEvenOddFillRule)
  }
}

#endif
