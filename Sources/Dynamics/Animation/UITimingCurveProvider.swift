import Foundation

#if !canImport(UIKit)

/// The kinds of timing curve, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
  /// One of the named curves (ease in, ease out, …).
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve for some properties and a spring for others (not made here).
  case composed = 3
}

/// What a `UIViewPropertyAnimator` reads its timing from: cubic or spring parameters.
public protocol UITimingCurveProvider: AnyObject {
  /// Which of the parameters apply.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic parameters, for cubic and named curves.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, for springs.
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
  /// The named timing curves of view animations, with UIKit's raw values.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends: UIKit's default.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve as the engine evaluates it.
    var timingCurve: UIViewTimingCurve {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}

extension UITimingCurveProvider {
  /// The curve the engine evaluates for these parameters.
  var engineCurve: UIViewTimingCurve {
    if timingCurveType == .spring, let spring = springTimingParameters { return spring.timingCurve }
    return cubicTimingParameters?.timingCurve ?? .easeInOut
  }
}

#endif
