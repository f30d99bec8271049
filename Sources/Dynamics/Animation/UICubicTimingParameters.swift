import Foundation

#if !canImport(UIKit)

/// A cubic Bézier timing curve for a `UIViewPropertyAnimator`, named or from two control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The named curve, or `.easeInOut` for one made from control points.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point (x is time, y progress, both 0…1 for a curve that does not overshoot).
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  private let isNamed: Bool

  /// UIKit's default curve, ease in and out.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of the named curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) = switch curve {
    case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
    isNamed = true
    super.init()
  }

  /// A curve through (0, 0), the two control points and (1, 1).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isNamed = false
    super.init()
  }

  /// `.builtin` for a named curve, `.cubic` for control points.
  public var timingCurveType: UITimingCurveType { isNamed ? .builtin : .cubic }
  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// None.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// The curve as the engine evaluates it.
  var timingCurve: UIViewTimingCurve {
    isNamed ? animationCurve.timingCurve : .cubicBezier(controlPoint1, controlPoint2)
  }
}

#endif
