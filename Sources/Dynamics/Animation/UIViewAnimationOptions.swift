import Foundation

#if !canImport(UIKit)

extension UIView {
  /// Options of `UIView.animate(…)`, with UIKit's raw values. The engine honours the curve options
  /// (`curveEaseInOut`, the default, `curveEaseIn`, `curveEaseOut`, `curveLinear`) of basic animations;
  /// spring animations ignore the curve (the spring is the curve), as in UIKit. The other options are
  /// accepted and have no effect in the terminal (`repeat` and `autoreverse` are not simulated).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bit pattern.
    public let rawValue: UInt
    /// Options from UIKit's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews with the animation (no effect here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact while animating (no effect here).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the presentation value (animations here are additive, so always smooth).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (not simulated).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (not simulated).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignore the enclosing animation's duration (nested animations keep their own here).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignore the enclosing animation's curve (nested animations keep their own here).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw content while animating (no effect here).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide instead of removing views in transitions (no effect here).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore the enclosing animation's options (no effect here).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (raw value 0, so it is also what no curve option means).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Core Animation's ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Core Animation's ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition style (transitions are not simulated).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition style (transitions are not simulated).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The timing curve the curve bits select.
    public var timingCurve: UIViewTimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: return .easeIn
      case 2: return .easeOut
      case 3: return .linear
      default: return .easeInOut
      }
    }
  }

  /// Options of `UIView.animateKeyframes(…)`, with UIKit's raw values. The calculation mode bits choose
  /// how values between keyframes are computed: `calculationModeLinear` (the default),
  /// `calculationModeDiscrete`, `calculationModePaced`, `calculationModeCubic` (Catmull-Rom) and
  /// `calculationModeCubicPaced`. The overall timing is linear (docs/engine-decisions.md, "Animation").
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// UIKit's bit pattern.
    public let rawValue: UInt
    /// Options from UIKit's bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews with the animation (no effect here).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Let the user interact while animating (no effect here).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from the presentation value (animations here are additive, so always smooth).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (not simulated).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (not simulated).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignore the enclosing animation's duration (nested animations keep their own here).
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignore the enclosing animation's options (no effect here).
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keys (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each key's value holds until the next key time.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight lines at constant speed; key times ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the keys.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A Catmull-Rom spline with segments timed by their length.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the mode bits select.
    public var calculationMode: UIViewKeyframeCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: return .discrete
      case 2: return .paced
      case 3: return .cubic
      case 4: return .cubicPaced
      default: return .linear
      }
    }
  }
}

#endif

/// How keyframe values are interpolated (Core Animation's `calculationMode`).
public enum UIViewKeyframeCalculationMode: String, Sendable, CaseIterable {
  /// Straight lines between keys at their key times.
  case linear
  /// Each key's value holds until the next key time.
  case discrete
  /// Straight lines, retimed so that the value moves at constant speed (key times ignored).
  case paced
  /// A Catmull-Rom spline through the keys (end points duplicated, uniform parameter per segment).
  case cubic
  /// The Catmull-Rom spline, retimed so that segments take time in proportion to their length.
  case cubicPaced
}
