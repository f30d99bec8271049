import Foundation

#if !canImport(UIKit)

/// The base class of motion effects: given the viewer's offset (the device tilt in UIKit, arrow keys or a
/// script in the terminal), it says how much to add to which key paths of the view it is attached to.
/// Subclass and override `keyPathsAndRelativeValues(forViewerOffset:)`, or use
/// `UIInterpolatingMotionEffect` and `UIMotionEffectGroup`.
open class UIMotionEffect {
  /// Creates a motion effect.
  public init() {}

  /// Relative values to add to key paths of the view (e.g. `["center.x": 12.5]`) for a viewer offset
  /// whose components run from −1 to 1 (0 is looking straight at the screen). The base class returns nil.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Maps one axis of the viewer offset linearly onto a key path: offset −1 gives
/// `minimumRelativeValue`, +1 gives `maximumRelativeValue`, so value = min + (offset + 1)/2·(max − min),
/// added to the key path's model value (spec §12.2).
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Which axis of the viewer offset drives the effect.
  public enum EffectType: Int, Sendable {
    /// The horizontal component (tilting left and right).
    case tiltAlongHorizontalAxis = 0
    /// The vertical component (tilting forward and back).
    case tiltAlongVerticalAxis = 1
  }

  /// The key path it adds to, such as `"center.x"` (see `UIViewPresentation.supportedKeyPaths`).
  public let keyPath: String
  /// The axis that drives it.
  public let type: EffectType
  /// The relative value at offset −1: a `CGFloat`, `Double`, `Float`, `Int`, `NSNumber` or `CGPoint`
  /// (for `"center"`). Nil (the default) makes the effect contribute nothing, as in UIKit.
  open var minimumRelativeValue: Any?
  /// The relative value at offset +1. Same types as `minimumRelativeValue`; default nil.
  open var maximumRelativeValue: Any?

  /// Creates an effect on `keyPath` driven by the axis `type`.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// `[keyPath: value]` with value = min + (offset + 1)/2·(max − min) for the offset's component along
  /// `type`, clamped to −1…1 (a CGFloat, or a CGPoint when both ends are points); nil when either end is
  /// missing or of another type.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    let raw = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let offset = raw.isFinite ? min(max(raw, -1), 1) : 0
    let fraction = (offset + 1) / 2
    if let low = Self.scalar(minimumRelativeValue), let high = Self.scalar(maximumRelativeValue) {
      return [keyPath: low + fraction * (high - low)]
    }
    if let low = minimumRelativeValue as? CGPoint, let high = maximumRelativeValue as? CGPoint {
      return [keyPath: CGPoint(x: low.x + fraction * (high.x - low.x), y: low.y + fraction * (high.y - low.y))]
    }
    return nil
  }

  /// A number of any of the accepted types as CGFloat.
  static func scalar(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}

/// Several motion effects applied together; their relative values for the same key path add up.
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects in the group. Default nil.
  open var motionEffects: [UIMotionEffect]?

  /// Creates an empty group.
  public override init() {
    super.init()
  }

  /// The sum of the members' relative values per key path (numbers add; points add component-wise).
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    var result: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      for (keyPath, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
        result[keyPath] = Self.sum(result[keyPath], value)
      }
    }
    return result.isEmpty ? nil : result
  }

  static func sum(_ a: Any?, _ b: Any) -> Any {
    guard let a else { return b }
    if let x = UIInterpolatingMotionEffect.scalar(a), let y = UIInterpolatingMotionEffect.scalar(b) { return x + y }
    if let p = a as? CGPoint, let q = b as? CGPoint { return CGPoint(x: p.x + q.x, y: p.y + q.y) }
    return b
  }
}

#endif
