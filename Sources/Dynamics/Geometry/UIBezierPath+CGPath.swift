import Foundation

#if !canImport(UIKit)

extension UIBezierPath {
  /// The path as a Core Graphics path (for `CAShapeLayer.path`); setting it replaces every element.
  public var cgPath: CGPath {
    get {
      let path = CGMutablePath()
      for element in elements {
        switch element {
        case .move(let p): path.move(to: p)
        case .line(let p): path.addLine(to: p)
        case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
        case .close: path.closeSubpath()
        }
      }
      return path
    }
    set {
      removeAllPoints()
      // Written with Core Graphics' own API, so that it also reads Apple's paths on macOS.
      newValue.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: move(to: points[0])
        case .addLineToPoint: addLine(to: points[0])
        case .addQuadCurveToPoint: addQuadCurve(to: points[1], controlPoint: points[0])
        case .addCurveToPoint: addCurve(to: points[2], controlPoint1: points[0], controlPoint2: points[1])
        case .closeSubpath: close()
        @unknown default: break
        }
      }
    }
  }

  /// A path with the elements of a Core Graphics path.
  public convenience init(cgPath: CGPath) {
    self.init()
    self.cgPath = cgPath
  }
}

#endif
