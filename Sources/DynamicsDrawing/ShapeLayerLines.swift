import Dynamics
import TerminalGraphics

/// The lines of the shape layers in a view's layer tree, for `ViewDrawing`.
enum ShapeLayerLines {
  /// Every visible shape layer's path under `view.layer` (the view's own layer included), in the view's
  /// coordinates (points). A stroked path that is not filled keeps only its part from `strokeStart` to
  /// `strokeEnd`.
  static func lines(of view: UIView) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    collect(view.layer, offset: .zero, into: &result)
    return result
  }

  private static func collect(_ layer: CALayer, offset: CGPoint, into result: inout [(points: [CGPoint], closed: Bool)]) {
    guard !layer.isHidden else { return }
    if let shape = layer as? CAShapeLayer, let path = shape.path {
      let filled = shape.fillColor.map { $0.alpha > 0 } ?? false
      for polyline in UIBezierPath(cgPath: path).polylines() {
        let moved = polyline.points.map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) }
        if filled || (shape.strokeStart <= 0 && shape.strokeEnd >= 1) {
          result.append((moved, polyline.closed || filled))
        } else {
          let trimmed = trim(polyline.closed ? moved + moved.prefix(1) : moved, from: shape.strokeStart, to: shape.strokeEnd)
          if trimmed.count >= 2 { result.append((trimmed, false)) }
        }
      }
    }
    for sublayer in layer.sublayers ?? [] {
      // A sublayer's point p is at p − its bounds' origin + its frame's origin in this layer's coordinates.
      let origin = CGPoint(x: offset.x + sublayer.frame.minX - sublayer.bounds.minX,
                           y: offset.y + sublayer.frame.minY - sublayer.bounds.minY)
      collect(sublayer, offset: origin, into: &result)
    }
  }

  /// The part of a polyline between two fractions (0…1) of its length.
  static func trim(_ points: [CGPoint], from start: CGFloat, to end: CGFloat) -> [CGPoint] {
    let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
    let total = lengths.reduce(0, +)
    let low = max(0, min(start, 1)) * total, high = max(0, min(end, 1)) * total
    guard total > 0, high > low else { return [] }
    func point(at distance: CGFloat) -> CGPoint {
      var walked: CGFloat = 0
      for (index, length) in lengths.enumerated() {
        if walked + length >= distance, length > 0 {
          let t = (distance - walked) / length, a = points[index], b = points[index + 1]
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        walked += length
      }
      return points[points.count - 1]
    }
    var result = [point(at: low)]
    var walked: CGFloat = 0
    for (index, length) in lengths.enumerated() {
      walked += length
      if walked > low && walked < high { result.append(points[index + 1]) }
    }
    result.append(point(at: high))
    return result
  }
}
