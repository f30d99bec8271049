import Foundation

#if !canImport(UIKit)

/// The view properties that view animations capture: the ones UIKit animates for `UIView` (frame is
/// `center` plus `bounds`).
enum AnimatedProperty: Int, CaseIterable, Sendable {
  case center, bounds, alpha, transform
}

/// A property's value before a change, handed over by `UIView`'s observers.
enum AnimatedOldValue {
  case center(CGPoint)
  case bounds(CGRect)
  case alpha(CGFloat)
  case transform(CGAffineTransform)

  var property: AnimatedProperty {
    switch self {
    case .center: return .center
    case .bounds: return .bounds
    case .alpha: return .alpha
    case .transform: return .transform
    }
  }

  var value: AnimatedValue {
    switch self {
    case .center(let p): return AnimatedValue(center: p)
    case .bounds(let r): return AnimatedValue(bounds: r)
    case .alpha(let a): return AnimatedValue(alpha: a)
    case .transform(let t): return AnimatedValue(transform: t)
    }
  }
}

/// A property value as a small vector that animations interpolate component by component:
/// center (x, y); bounds (x, y, width, height); alpha (a); transform decomposed as
/// (tx, ty, scale x, rotation, shear, scale y), so that rotations and scales interpolate as Core
/// Animation's do rather than matrix entry by entry.
struct AnimatedValue: Equatable, Sendable {
  var components: SIMD8<Double>

  init(_ components: SIMD8<Double>) {
    self.components = components
  }

  init(center p: CGPoint) {
    components = SIMD8(Double(p.x), Double(p.y), 0, 0, 0, 0, 0, 0)
  }

  init(bounds r: CGRect) {
    components = SIMD8(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height),
                       0, 0, 0, 0)
  }

  init(alpha a: CGFloat) {
    components = SIMD8(Double(a), 0, 0, 0, 0, 0, 0, 0)
  }

  /// Decomposes M = [a c; b d] as rotation(θ) · [sx k; 0 sy]: sx = |(a, b)|, θ = atan2(b, a).
  init(transform t: CGAffineTransform) {
    let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
    let sx = (a * a + b * b).squareRoot()
    let theta = sx > 0 ? atan2(b, a) : 0
    let cosine = cos(theta), sine = sin(theta)
    let shear = c * cosine + d * sine
    let sy = -c * sine + d * cosine
    components = SIMD8(Double(t.tx), Double(t.ty), sx, theta, shear, sy, 0, 0)
  }

  /// Reads a property of a view.
  init(_ property: AnimatedProperty, of view: UIView) {
    switch property {
    case .center: self.init(center: view.center)
    case .bounds: self.init(bounds: view.bounds)
    case .alpha: self.init(alpha: view.alpha)
    case .transform: self.init(transform: view.transform)
    }
  }

  var center: CGPoint { CGPoint(x: components[0], y: components[1]) }
  var bounds: CGRect { CGRect(x: components[0], y: components[1], width: components[2], height: components[3]) }
  var alpha: CGFloat { CGFloat(components[0]) }
  var transform: CGAffineTransform {
    let sx = components[2], theta = components[3], shear = components[4], sy = components[5]
    let cosine = cos(theta), sine = sin(theta)
    return CGAffineTransform(a: CGFloat(sx * cosine), b: CGFloat(sx * sine),
                             c: CGFloat(shear * cosine - sy * sine), d: CGFloat(shear * sine + sy * cosine),
                             tx: CGFloat(components[0]), ty: CGFloat(components[1]))
  }

  /// `other` with its rotation moved by whole turns to within half a turn of this value's, so that an
  /// animation from this value to it turns the short way (transforms only).
  func nearestTurn(of other: AnimatedValue, property: AnimatedProperty) -> AnimatedValue {
    guard property == .transform else { return other }
    var result = other
    let delta = other.components[3] - components[3]
    result.components[3] = components[3] + remainder(delta, 2 * Double.pi)
    return result
  }

  /// Euclidean distance, for paced keyframes.
  func distance(to other: AnimatedValue) -> Double {
    let d = other.components - components
    return (d * d).sum().squareRoot()
  }
}

#endif
