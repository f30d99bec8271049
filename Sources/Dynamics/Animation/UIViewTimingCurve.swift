import Foundation

/// How a view animation's progress runs from 0 to 1 over its duration: Core Animation's cubic Bézier
/// timing functions, or a damped spring evaluated in closed form (spec §11.3).
public enum UIViewTimingCurve: Sendable, Equatable {
  /// Constant speed.
  case linear
  /// Core Animation's ease-in: Bézier (0.42, 0) (1, 1).
  case easeIn
  /// Core Animation's ease-out: Bézier (0, 0) (0.58, 1).
  case easeOut
  /// Core Animation's ease-in-ease-out, UIKit's default curve: Bézier (0.42, 0) (0.58, 1).
  case easeInOut
  /// A timing function through (0, 0), the two control points and (1, 1); x is time, y progress.
  case cubicBezier(CGPoint, CGPoint)
  /// A damped spring that starts at progress 0 with `initialVelocity` (progress per second: 1 is the
  /// whole distance per second) and settles at 1, with damping ratio `dampingRatio` (clipped to
  /// 0.01…1) and natural angular frequency `UIViewTimingCurve.springAngularFrequency(dampingRatio:duration:)`.
  case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)

  /// Mapping A of spec §11.1, the engine's duration-to-stiffness rule for spring view animations:
  /// ω₀ = ln(1500)/(ζ·T) rad/s, so the envelope e^(−ζω₀t) has fallen to 1/1500 of the travel at t = T
  /// (stiffness k = ω₀², damping c = 2ζω₀ for a unit mass). ζ is clipped to 0.01…1; a non-positive or
  /// non-finite duration gives ω₀ = 0.
  public static func springAngularFrequency(dampingRatio: CGFloat, duration: TimeInterval) -> Double {
    let zeta = clippedDampingRatio(dampingRatio)
    guard duration > 0, duration.isFinite else { return 0 }
    return log(1500) / (zeta * duration)
  }

  static func clippedDampingRatio(_ ratio: CGFloat) -> Double {
    let zeta = Double(ratio)
    guard zeta.isFinite else { return 1 }
    return min(max(zeta, 0.01), 1)
  }

  /// Progress (0 at the start, 1 at the end; a spring may overshoot) at `time` seconds into an
  /// animation of `duration` seconds. Before 0 it is 0; at and after `duration` it is exactly 1, since
  /// the animation has finished and the view shows its model value.
  public func progress(at time: TimeInterval, duration: TimeInterval) -> Double {
    guard time > 0 else { return 0 }
    guard duration > 0, time < duration else { return 1 }
    switch self {
    case .linear:
      return time / duration
    case .easeIn:
      return Self.bezier(time / duration, 0.42, 0, 1, 1)
    case .easeOut:
      return Self.bezier(time / duration, 0, 0, 0.58, 1)
    case .easeInOut:
      return Self.bezier(time / duration, 0.42, 0, 0.58, 1)
    case .cubicBezier(let c1, let c2):
      return Self.bezier(time / duration, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
    case .spring(let ratio, let velocity):
      let omega = Self.springAngularFrequency(dampingRatio: ratio, duration: duration)
      return 1 + Self.dampedOscillator(time, x0: -1, v0: Double(velocity), omega: omega,
                                       zeta: Self.clippedDampingRatio(ratio))
    }
  }

  /// Displacement x(t) of m·x'' + c·x' + k·x = 0 with ω₀ = √(k/m), ζ = c/(2√(km)), x(0) = x0, x'(0) = v0
  /// (spec §11.3: under-damped, critical and over-damped closed forms).
  public static func dampedOscillator(_ t: Double, x0: Double, v0: Double, omega: Double, zeta: Double) -> Double {
    guard omega > 0, omega.isFinite else { return x0 + v0 * t }
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * t)
      return envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
      let c1 = (v0 - r2 * x0) / (r1 - r2)
      return c1 * exp(r1 * t) + (x0 - c1) * exp(r2 * t)
    }
  }

  /// y at the x = `x` of the Bézier (0,0) (x1,y1) (x2,y2) (1,1): Newton's method on x(s), with
  /// bisection when the slope is flat.
  static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - x
      if abs(error) < 1e-12 { return coordinate(s, y1, y2) }
      let d = slope(s, x1, x2)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    var low = 0.0, high = 1.0
    s = min(max(s, 0), 1)
    if !(abs(coordinate(s, x1, x2) - x) < 1e-12) {
      s = x
      for _ in 0..<60 {
        let value = coordinate(s, x1, x2)
        if abs(value - x) < 1e-12 { break }
        if value < x { low = s } else { high = s }
        s = (low + high) / 2
      }
    }
    return coordinate(s, y1, y2)
  }
}
