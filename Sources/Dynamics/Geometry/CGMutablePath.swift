import Foundation

#if !canImport(CoreGraphics)

/// A path that grows element by element, as Core Graphics' `CGMutablePath`. Every method takes an
/// optional `transform` applied to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() {
    super.init(elements: [])
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.applying(transform)))
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.line(point.applying(transform)))
  }

  /// Starts a subpath at the first point and adds lines through the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
    }
  }

  /// Adds a quadratic curve to `end` with one control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
  }

  /// Adds a cubic curve to `end` with two control points.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                           control2: control2.applying(transform)))
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    elements.append(.close)
  }

  /// Adds a closed rectangle as a subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += PathGeometry.transformed(UIBezierPath(rect: rect).elements, by: transform)
  }

  /// Adds each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a closed ellipse inscribed in `rect` as a subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += PathGeometry.transformed(UIBezierPath(ovalIn: rect).elements, by: transform)
  }

  /// Adds a rectangle with elliptical corners `cornerWidth` by `cornerHeight` points (each clamped to
  /// half the rectangle's side) as a closed subpath.
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                             transform: CGAffineTransform = .identity) {
    let rx = max(0, min(cornerWidth, rect.width / 2)), ry = max(0, min(cornerHeight, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
    // A quarter ellipse as one cubic: control points this fraction of the radius along the tangents.
    let kappa: CGFloat = 0.5522847498307936
    let kx = rx * kappa, ky = ry * kappa
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY), transform: transform)
    addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + kx, y: rect.minY),
             control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ky), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry), transform: transform)
    addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ky),
             control2: CGPoint(x: rect.maxX - rx + kx, y: rect.maxY), transform: transform)
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY), transform: transform)
    addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - kx, y: rect.maxY),
             control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ky), transform: transform)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry), transform: transform)
    addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ky),
             control2: CGPoint(x: rect.minX + rx - kx, y: rect.minY), transform: transform)
    closeSubpath()
  }

  /// Adds a circular arc about `center` (angles in radians). `clockwise` is Core Graphics' sense, for a
  /// y axis that points up: on a UIKit screen, whose y axis points down, `clockwise: true` turns
  /// counter-clockwise, the opposite of `UIBezierPath`'s flag. A line joins the current point to the
  /// arc's start when the path is not empty.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                     transform: CGAffineTransform = .identity) {
    guard let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                     increasing: !clockwise) else { return }
    if isEmpty { move(to: arc.start, transform: transform) } else { addLine(to: arc.start, transform: transform) }
    for piece in arc.pieces {
      addCurve(to: piece.to, control1: piece.control1, control2: piece.control2, transform: transform)
    }
  }

  /// Adds the elements of another path.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += PathGeometry.transformed(path.elements, by: transform)
  }
}

#endif
