import Foundation

#if !canImport(UIKit)

/// The arithmetic that `UIBezierPath` and (where Core Graphics is missing) `CGPath` share: arcs as cubic
/// curves, flattening into polylines, and the fill rules.
enum PathGeometry {
  /// One cubic piece of an arc: its end point and two control points.
  typealias Cubic = (to: CGPoint, control1: CGPoint, control2: CGPoint)

  /// A circular arc (angles in radians, measured from +x toward +y) from `startAngle` the short way round
  /// to `endAngle`, toward increasing angles when `increasing`; at most one full turn. Nil for a
  /// non-finite centre, radius or angle.
  static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                  increasing: Bool) -> (start: CGPoint, pieces: [Cubic])? {
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite
    else { return nil }
    let turn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if !sweep.isFinite || abs(sweep) > turn {
      sweep = increasing ? turn : -turn
    } else if increasing {
      if sweep < 0 { sweep += turn }
    } else {
      if sweep > 0 { sweep -= turn }
    }
    let (startSine, startCosine) = EngineMath.sinCos(startAngle)
    let start = CGPoint(x: center.x + radius * startCosine, y: center.y + radius * startSine)
    // Arcs of up to a quarter turn are exact enough as one cubic each.
    let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(count)
    let handle = 4.0 / 3.0 * CGFloat(EngineMath.tan(Double(step / 4))) * radius
    var angle = startAngle
    var pieces: [Cubic] = []
    for _ in 0..<count {
      let next = angle + step
      let (sine0, cosine0) = EngineMath.sinCos(angle), (sine3, cosine3) = EngineMath.sinCos(next)
      let p0 = CGPoint(x: center.x + radius * cosine0, y: center.y + radius * sine0)
      let p3 = CGPoint(x: center.x + radius * cosine3, y: center.y + radius * sine3)
      let c1 = CGPoint(x: p0.x - handle * sine0, y: p0.y + handle * cosine0)
      let c2 = CGPoint(x: p3.x + handle * sine3, y: p3.y - handle * cosine3)
      pieces.append((p3, c1, c2))
      angle = next
    }
    return (start, pieces)
  }

  /// How far (pt) a boundary's lines may stray from the curves they stand for: a ball at rest in a
  /// curved bowl sits this close to where the true curve would hold it.
  static let boundaryTolerance = 0.05

  /// A path flattened for collisions: each curve becomes at least 12 lines, and as many more as keep
  /// every line within `boundaryTolerance` of its curve (at most `UIBezierPath.maximumSegmentsPerCurve`).
  static func boundaryPolylines(_ elements: [UIBezierPath.Element]) -> [(points: [CGPoint], closed: Bool)] {
    polylines(elements, pieces: 12, tolerance: boundaryTolerance)
  }

  /// Lines a curve needs so that none strays more than `tolerance` from it (at least `pieces`): a
  /// chord over a parameter span 1/n strays at most max|B″|/(8n²), and |B″| is at most 6·M for a cubic
  /// and 2·M for a quadratic, M being the largest second difference of the control points.
  private static func pieces(_ secondDifferences: [CGPoint], cubic: Bool, atLeast pieces: Int,
                             tolerance: Double?) -> Int {
    guard let tolerance, tolerance > 0 else { return pieces }
    let m = secondDifferences.map { Double(($0.x * $0.x + $0.y * $0.y).squareRoot()) }.max() ?? 0
    let needed = ((cubic ? 0.75 : 0.25) * m / tolerance).squareRoot().rounded(.up)
    guard needed.isFinite else { return UIBezierPath.maximumSegmentsPerCurve }
    return min(max(pieces, Int(needed)), UIBezierPath.maximumSegmentsPerCurve)
  }

  /// The elements flattened into polylines, one per subpath; each curve becomes `pieces` lines, or
  /// with a `tolerance` (pt) as many more as keep each line that close to its curve.
  static func polylines(_ elements: [UIBezierPath.Element], pieces fixedPieces: Int,
                        tolerance: Double? = nil) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    func finish(closed: Bool) {
      if current.count >= 2 || (closed && current.count >= 1) { result.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [last] }
        let p0 = last
        let pieces = Self.pieces([CGPoint(x: p0.x - 2 * c.x + p.x, y: p0.y - 2 * c.y + p.y)], cubic: false,
                                 atLeast: fixedPieces, tolerance: tolerance)
        for i in 1...pieces {
          let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
          current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                 y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        let p0 = last
        let pieces = Self.pieces([CGPoint(x: p0.x - 2 * c1.x + c2.x, y: p0.y - 2 * c1.y + c2.y),
                                  CGPoint(x: c1.x - 2 * c2.x + p.x, y: c1.y - 2 * c2.y + p.y)], cubic: true,
                                 atLeast: fixedPieces, tolerance: tolerance)
        for i in 1...pieces {
          let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                 y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
        last = p
      case .close:
        if let first = current.first {
          if current.count > 1, current.last == first { current.removeLast() }
          finish(closed: true)
          last = first
        }
      }
    }
    finish(closed: false)
    return result
  }

  /// Lines per curve when deciding whether a point is inside: a quarter circle of 1000 pt radius then
  /// strays under 0.2 pt from its curve.
  static let containmentPieces = 64

  /// Whether `point` is inside the area the elements enclose, every subpath closed, by the non-zero
  /// winding rule or, when `evenOdd`, the even-odd rule.
  static func contains(_ point: CGPoint, in elements: [UIBezierPath.Element], evenOdd: Bool) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    var winding = 0
    for polyline in polylines(elements, pieces: containmentPieces) where polyline.points.count >= 3 {
      let points = polyline.points
      for index in points.indices {
        let a = points[index], b = points[(index + 1) % points.count]
        // A crossing of the horizontal ray to the right of the point, counted with the edge's direction;
        // the half-open test counts a vertex shared by two edges once.
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > point.x { winding += b.y > a.y ? 1 : -1 }
        }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// The smallest rectangle containing every point of the polylines; `.zero` when there are none.
  static func bounds(of polylines: [(points: [CGPoint], closed: Bool)]) -> CGRect {
    let points = polylines.flatMap(\.points)
    guard let first = points.first else { return .zero }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points {
      minX = min(minX, p.x); maxX = max(maxX, p.x)
      minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The elements with every point transformed.
  static func transformed(_ elements: [UIBezierPath.Element], by t: CGAffineTransform) -> [UIBezierPath.Element] {
    guard !t.isIdentity else { return elements }
    return elements.map { element in
      switch element {
      case .move(let p): .move(p.applying(t))
      case .line(let p): .line(p.applying(t))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
      case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
      case .close: .close
      }
    }
  }
}

#endif
