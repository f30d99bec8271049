import Foundation

#if !canImport(UIKit)

extension UIBezierPath {
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

  /// Creates a rectangle whose `corners` are rounded with radius `cornerRadii.width` points (clamped to
  /// half the shorter side); UIKit reads only the width, and so does this. The other corners stay square.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    // Clockwise on screen from the top-left corner: each corner is a quarter arc about a point `radius`
    // inside it, or the corner itself.
    let quarters: [(corner: UIRectCorner, point: CGPoint, centre: CGPoint, start: CGFloat)] = [
      (.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + radius, y: rect.minY + radius), .pi),
      (.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -.pi / 2),
      (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
      (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + radius, y: rect.maxY - radius), .pi / 2),
    ]
    for quarter in quarters {
      if radius > 0, corners.contains(quarter.corner) {
        addArc(withCenter: quarter.centre, radius: radius, startAngle: quarter.start,
               endAngle: quarter.start + .pi / 2, clockwise: true)
      } else if isEmpty {
        move(to: quarter.point)
      } else {
        addLine(to: quarter.point)
      }
    }
    close()
  }

  /// Creates an open circular arc about `center` (points) of `radius` points from `startAngle` to
  /// `endAngle` (radians, 0 along +x); `clockwise` is clockwise on screen, toward increasing angles.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                          clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
}

#endif
