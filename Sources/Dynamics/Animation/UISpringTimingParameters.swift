import Foundation

#if !canImport(UIKit)

/// A spring timing curve for a `UIViewPropertyAnimator`: a damping ratio (or a mass, stiffness and
/// damping, or iOS 17's duration and bounce) and an initial velocity.
///
/// The spring runs on the engine's spring curve (`UIViewTimingCurve.spring`), which settles within the
/// animator's duration. A spring given by mass, stiffness and damping, or by duration and bounce, has a
/// duration of its own (`settlingDuration`), which replaces the animator's, as in UIKit.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The damping ratio (1 settles without overshoot) (**Addition**: UIKit does not expose it).
  public let dampingRatio: CGFloat
  /// The initial velocity, as progress per second in each axis (1 covers the whole distance in one
  /// second); the curve uses `dx`.
  public let initialVelocity: CGVector
  /// The time the spring takes to settle, seconds, when the parameters fix it; nil when the animator's
  /// duration decides (`init(dampingRatio:)`) (**Addition**).
  public let settlingDuration: TimeInterval?

  /// UIKit's default spring: damping ratio 4.56 (over-damped; the engine's spring curve treats every
  /// ratio above 1 as 1), at rest at the start.
  public override convenience init() {
    self.init(dampingRatio: 4.56)
  }

  /// A spring of `ratio` (0…1), at rest at the start.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring of `ratio` (0…1) starting with `velocity` (progress per second).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
    settlingDuration = nil
    super.init()
  }

  /// A spring of a unit of `mass` on a spring of `stiffness` with `damping`, starting with `velocity`:
  /// damping ratio c / (2√(k·m)); it settles, to 1/1500 of its travel, in ln(1500) / (ζ·√(k/m)) seconds.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    let omega = (Double(stiffness) / max(Double(mass), 1e-9)).squareRoot()
    let zeta = Double(damping) / (2 * (Double(stiffness) * max(Double(mass), 1e-9)).squareRoot())
    dampingRatio = CGFloat(zeta.isFinite ? zeta : 1)
    initialVelocity = velocity
    let clipped = UIViewTimingCurve.clippedDampingRatio(dampingRatio)
    settlingDuration = omega > 0 && omega.isFinite ? log(1500) / (clipped * omega) : 0
    super.init()
  }

  /// iOS 17's spring of a perceived `duration` (seconds) and `bounce` (0 none, up to 1; negative is
  /// over-damped and counts as 0): damping ratio 1 − bounce.
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    dampingRatio = 1 - min(max(bounce, 0), 1)
    initialVelocity = velocity
    settlingDuration = duration
    super.init()
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// None.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The curve as the engine evaluates it.
  var timingCurve: UIViewTimingCurve {
    .spring(dampingRatio: dampingRatio, initialVelocity: initialVelocity.dx.isFinite ? initialVelocity.dx : 0)
  }
}

#endif
