import Foundation

#if !canImport(UIKit)

/// A path made of straight and curved segments, as in UIKit. In the engine it describes boundaries
/// (`UICollisionBehavior.addBoundary(withIdentifier:for:)`) and custom collision shapes
/// (`UIDynamicItem.collisionBoundingPath`). Coordinates are in points.
open class UIBezierPath: CustomStringConvertible {
  /// One drawing command of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic Bézier curve to `to` with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its first point.
    case close
  }

  /// The path's commands in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a closed rectangular path (clockwise on screen, starting at the rectangle's origin).
  public convenience init(rect: CGRect) {
    self.init()
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// Creates a closed ellipse inscribed in `rect` (points), made of four cubic curves.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    // Control-point distance for a quarter circle drawn with one cubic Bézier curve.
    let kappa: CGFloat = 0.5522847498307936
    let cx = rect.midX, cy = rect.midY
    let rx = rect.width / 2, ry = rect.height / 2
    let ox = rx * kappa, oy = ry * kappa
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(to: CGPoint(x: cx, y: cy + ry),
             controlPoint1: CGPoint(x: cx + rx, y: cy + oy), controlPoint2: CGPoint(x: cx + ox, y: cy + ry))
    addCurve(to: CGPoint(x: cx - rx, y: cy),
             controlPoint1: CGPoint(x: cx - ox, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + oy))
    addCurve(to: CGPoint(x: cx, y: cy - ry),
             controlPoint1: CGPoint(x: cx - rx, y: cy - oy), controlPoint2: CGPoint(x: cx - ox, y: cy - ry))
    addCurve(to: CGPoint(x: cx + rx, y: cy),
             controlPoint1: CGPoint(x: cx + ox, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - oy))
    close()
  }

  /// Creates a rounded rectangle with corners of radius `cornerRadius` points.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    guard radius > 0 else {
      self.init(rect: rect)
      return
    }
    self.init()
    move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - radius, y: rect.minY))
    addArc(withCenter: CGPoint(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
           startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
    addArc(withCenter: CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius,
           startAngle: 0, endAngle: .pi / 2, clockwise: true)
    addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
    addArc(withCenter: CGPoint(x: rect.minX + radius, y: rect.maxY - radius), radius: radius,
           startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
    addArc(withCenter: CGPoint(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
           startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
    close()
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element, or `.zero` for an empty path.
  public private(set) var currentPoint: CGPoint = .zero
  private var subpathStart: CGPoint = .zero

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    elements.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  /// Adds a straight line to `point`.
  open func addLine(to point: CGPoint) {
    elements.append(.line(point))
    currentPoint = point
  }

  /// Adds a cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    currentPoint = endPoint
  }

  /// Adds a quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    elements.append(.quadCurve(to: endPoint, control: controlPoint))
    currentPoint = endPoint
  }

  /// Adds a circular arc (angles in radians; `clockwise` is clockwise on screen, i.e. increasing angle).
  /// A line joins the current point to the arc's start when the path already has a current point. The
  /// arc goes from `startAngle` the short way round to `endAngle` in the given direction and covers at
  /// most one full turn; a non-finite centre, radius or angle adds nothing.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                   clockwise: Bool) {
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite
    else { return }
    let turn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if !sweep.isFinite || abs(sweep) > turn {
      sweep = clockwise ? turn : -turn
    } else if clockwise {
      if sweep < 0 { sweep += turn }
    } else {
      if sweep > 0 { sweep -= turn }
    }
    let (startSine, startCosine) = EngineMath.sinCos(startAngle)
    let start = CGPoint(x: center.x + radius * startCosine, y: center.y + radius * startSine)
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    // Arcs of up to a quarter turn are exact enough as one cubic each.
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let handle = 4.0 / 3.0 * CGFloat(EngineMath.tan(Double(step / 4))) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (sine0, cosine0) = EngineMath.sinCos(angle), (sine3, cosine3) = EngineMath.sinCos(next)
      let p0 = CGPoint(x: center.x + radius * cosine0, y: center.y + radius * sine0)
      let p3 = CGPoint(x: center.x + radius * cosine3, y: center.y + radius * sine3)
      let c1 = CGPoint(x: p0.x - handle * sine0, y: p0.y + handle * cosine0)
      let c2 = CGPoint(x: p3.x + handle * sine3, y: p3.y - handle * cosine3)
      addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
      angle = next
    }
  }

  /// Closes the current subpath.
  open func close() {
    elements.append(.close)
    currentPoint = subpathStart
  }

  /// Removes every element.
  open func removeAllPoints() {
    elements.removeAll()
    currentPoint = .zero
    subpathStart = .zero
  }

  /// Appends the elements of another path.
  open func append(_ path: UIBezierPath) {
    for element in path.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
      case .close: close()
      }
    }
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    let old = elements
    removeAllPoints()
    for element in old {
      switch element {
      case .move(let p): move(to: p.applying(transform))
      case .line(let p): addLine(to: p.applying(transform))
      case .quadCurve(let p, let c): addQuadCurve(to: p.applying(transform), controlPoint: c.applying(transform))
      case .curve(let p, let c1, let c2):
        addCurve(to: p.applying(transform), controlPoint1: c1.applying(transform),
                 controlPoint2: c2.applying(transform))
      case .close: close()
      }
    }
  }

  /// The smallest rectangle containing every point of the flattened path.
  public var bounds: CGRect {
    let points = polylines().flatMap(\.points)
    guard let first = points.first else { return .zero }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in points {
      minX = min(minX, p.x); maxX = max(maxX, p.x)
      minY = min(minY, p.y); maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A short summary: the number of elements.
  public var description: String { "UIBezierPath(\(elements.count) elements)" }

  /// Most lines a curve becomes in `polylines(segmentsPerCurve:)`.
  public static let maximumSegmentsPerCurve = 1024

  /// The path flattened into polylines, one per subpath; curves become `segmentsPerCurve` lines each
  /// (1…`maximumSegmentsPerCurve`).
  public func polylines(segmentsPerCurve: Int = 12) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    let pieces = min(max(1, segmentsPerCurve), Self.maximumSegmentsPerCurve)
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
        for i in 1...pieces {
          let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
          current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                 y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        let p0 = last
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
}

#endif
