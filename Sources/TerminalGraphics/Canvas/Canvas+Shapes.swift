import Foundation

/// World-coordinate primitives. Angles are in radians; with y pointing down (screen coordinates) a
/// positive angle turns clockwise on screen, as UIKit's rotation does.
extension Canvas {
  /// Lights the dot at a world point (skipped when not finite or outside).
  public mutating func point(_ point: CGPoint, color: TerminalColor? = nil) {
    let (x, y) = mapping.dot(point)
    guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return }
    setDot(x: Int(x.rounded()), y: Int(y.rounded()), color: color)
  }

  /// A straight line between two world points.
  public mutating func line(from start: CGPoint, to end: CGPoint, color: TerminalColor? = nil,
                            style: LineStyle = .solid) {
    var phase = 0
    let (x0, y0) = mapping.dot(start)
    let (x1, y1) = mapping.dot(end)
    dotLine(x0, y0, x1, y1, color: color, pattern: style.pattern, phase: &phase)
  }

  /// Joined line segments through `points`; a non-finite point breaks the line into separate pieces.
  /// `closed` joins the last point back to the first.
  public mutating func polyline(_ points: [CGPoint], color: TerminalColor? = nil,
                                style: LineStyle = .solid, closed: Bool = false) {
    let dots = points.map { mapping.dot($0) }
    strokeDots(dots, color: color, pattern: style.pattern, closed: closed)
  }

  /// A polygon through `points` (world), outlined and optionally filled.
  public mutating func polygon(_ points: [CGPoint], color: TerminalColor? = nil,
                               filled: Bool = false, style: LineStyle = .solid) {
    let dots = points.map { mapping.dot($0) }
    if filled { fillDots(dots, color: color) }
    strokeDots(dots, color: color, pattern: style.pattern, closed: true)
  }

  /// A rectangle of `size` centred on `center`, turned by `angle` radians about its centre.
  public mutating func rectangle(center: CGPoint, size: CGSize, angle: Double = 0,
                                 color: TerminalColor? = nil, filled: Bool = false,
                                 style: LineStyle = .solid) {
    polygon(Self.rectangleCorners(center: center, size: size, angle: angle), color: color,
            filled: filled, style: style)
  }

  /// An axis-aligned rectangle.
  public mutating func rectangle(_ rect: CGRect, color: TerminalColor? = nil, filled: Bool = false,
                                 style: LineStyle = .solid) {
    rectangle(center: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, color: color,
              filled: filled, style: style)
  }

  /// An ellipse with semi-axes `radiusX`, `radiusY` (world units) about `center`, turned by `angle`.
  public mutating func ellipse(center: CGPoint, radiusX: Double, radiusY: Double, angle: Double = 0,
                               color: TerminalColor? = nil, filled: Bool = false,
                               style: LineStyle = .solid) {
    let perimeter = 2 * Double.pi * max(abs(radiusX * mapping.scaleX), abs(radiusY * mapping.scaleY))
    let segments = Int((perimeter / 1.5).clamped(12, 360))
    polygon(Self.ellipsePoints(center: center, radiusX: radiusX, radiusY: radiusY, angle: angle,
                               segments: segments),
            color: color, filled: filled, style: style)
  }

  /// A circle of `radius` world units (round on screen when the mapping preserves aspect).
  public mutating func circle(center: CGPoint, radius: Double, color: TerminalColor? = nil,
                              filled: Bool = false, style: LineStyle = .solid) {
    ellipse(center: center, radiusX: radius, radiusY: radius, color: color, filled: filled,
            style: style)
  }

  /// An arrow from `start` to `end` with a two-stroke head at `end`. The head is `headLength` cell
  /// widths long (at most half the arrow) and looks the same on every back end.
  public mutating func arrow(from start: CGPoint, to end: CGPoint, color: TerminalColor? = nil,
                             style: LineStyle = .solid, headLength: Double = 2) {
    let (x0, y0) = mapping.dot(start)
    let (x1, y1) = mapping.dot(end)
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    var phase = 0
    dotLine(x0, y0, x1, y1, color: color, pattern: style.pattern, phase: &phase)
    // Work in physically square units: one unit = one dot width.
    let aspect = Canvas.cellAspect * Double(backend.dotsPerColumn) / Double(backend.dotsPerRow)
    let dx = x1 - x0
    let dy = (y1 - y0) * aspect
    let length = (dx * dx + dy * dy).squareRoot()
    guard length >= 1 else { return }
    let head = min(max(0, headLength) * Double(backend.dotsPerColumn), length * 0.5)
    let ux = dx / length
    let uy = dy / length
    let spread = 0.55  // about 32°
    for side in [-1.0, 1.0] {
      let wx = -(ux * cos(spread) - side * uy * sin(spread)) * head
      let wy = -(side * ux * sin(spread) + uy * cos(spread)) * head
      var wingPhase = 0
      dotLine(x1, y1, x1 + wx, y1 + wy / aspect, color: color, pattern: nil, phase: &wingPhase)
    }
  }

  /// Writes `text` on the text layer next to a world point: starting at its cell (`.left`), centred
  /// on it, or ending at it (`.right`). Clipped to the canvas.
  public mutating func text(_ text: String, at point: CGPoint, alignment: TextAlignment = .left,
                            color: TerminalColor? = nil) {
    guard let (column, row) = cell(of: point) else { return }
    let width = DisplayWidth.of(text)
    let start: Int
    switch alignment {
    case .left: start = column
    case .center: start = column - width / 2
    case .right: start = column - width + 1
    }
    self.text(text, column: start, row: row, color: color)
  }

  /// Places a single marker glyph on the text layer at the cell of a world point.
  public mutating func glyph(_ glyph: Unicode.Scalar, at point: CGPoint,
                             color: TerminalColor? = nil) {
    guard let (column, row) = cell(of: point) else { return }
    putGlyph(glyph, column: column, row: row, color: color)
  }

  // MARK: Geometry helpers

  /// The four corners of a rectangle of `size` centred on `center` and turned by `angle` radians
  /// (clockwise on screen with y down), in order around the outline.
  public static func rectangleCorners(center: CGPoint, size: CGSize, angle: Double) -> [CGPoint] {
    let hw = Double(size.width) / 2
    let hh = Double(size.height) / 2
    return [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map {
      rotate($0.0, $0.1, by: angle, around: center)
    }
  }

  /// `segments` points around an ellipse.
  public static func ellipsePoints(center: CGPoint, radiusX: Double, radiusY: Double, angle: Double,
                                   segments: Int) -> [CGPoint] {
    let count = max(3, segments)
    return (0..<count).map { index in
      let t = 2 * Double.pi * Double(index) / Double(count)
      return rotate(radiusX * cos(t), radiusY * sin(t), by: angle, around: center)
    }
  }

  /// Offset (`x`, `y`) turned by `angle` and added to `center`.
  static func rotate(_ x: Double, _ y: Double, by angle: Double, around center: CGPoint) -> CGPoint {
    let c = angle.isFinite ? cos(angle) : 1
    let s = angle.isFinite ? sin(angle) : 0
    return CGPoint(x: Double(center.x) + x * c - y * s, y: Double(center.y) + x * s + y * c)
  }

  // MARK: Dot-space strokes and fills

  /// Strokes a polyline given in dot coordinates, breaking at non-finite points.
  mutating func strokeDots(_ dots: [(x: Double, y: Double)], color: TerminalColor?,
                           pattern: [Bool]?, closed: Bool) {
    guard let first = dots.first else { return }
    var phase = 0
    var previous = first
    if dots.count == 1 {
      if first.x.isFinite, first.y.isFinite {
        dotLine(first.x, first.y, first.x, first.y, color: color, pattern: nil, phase: &phase)
      }
      return
    }
    for next in dots.dropFirst() {
      dotLine(previous.x, previous.y, next.x, next.y, color: color, pattern: pattern, phase: &phase)
      previous = next
    }
    if closed, dots.count > 2 {
      dotLine(previous.x, previous.y, first.x, first.y, color: color, pattern: pattern,
              phase: &phase)
    }
  }

  /// Fills a polygon given in dot coordinates (even–odd rule, dot centres inside are lit).
  mutating func fillDots(_ dots: [(x: Double, y: Double)], color: TerminalColor?) {
    guard dots.count >= 3, dots.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
    let minY = dots.map(\.y).min() ?? 0
    let maxY = dots.map(\.y).max() ?? 0
    guard maxY >= 0, minY <= Double(dotRows - 1) else { return }
    let firstRow = Int(max(0, minY.rounded(.up)))
    let lastRow = Int(min(Double(dotRows - 1), maxY.rounded(.down)))
    guard firstRow <= lastRow else { return }
    var crossings: [Double] = []
    for row in firstRow...lastRow {
      let y = Double(row)
      crossings.removeAll(keepingCapacity: true)
      var previous = dots[dots.count - 1]
      for current in dots {
        if (previous.y <= y && current.y > y) || (current.y <= y && previous.y > y) {
          crossings.append(previous.x + (y - previous.y) * (current.x - previous.x)
                             / (current.y - previous.y))
        }
        previous = current
      }
      crossings.sort()
      var index = 0
      while index + 1 < crossings.count {
        let from = max(0, crossings[index].rounded(.up))
        let to = min(Double(dotColumns - 1), crossings[index + 1].rounded(.down))
        if from <= to {
          for x in Int(from)...Int(to) { setDot(x: x, y: row, color: color) }
        }
        index += 2
      }
    }
  }
}
