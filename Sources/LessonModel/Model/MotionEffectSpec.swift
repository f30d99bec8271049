/// An interpolating motion effect of a `motion` lesson: the viewer's tilt along `axis` (−1…1) moves
/// `keyPath` of `layer` from `minimum` to `maximum`.
package struct EffectSpec: Sendable {
  /// Which tilt component drives the effect.
  package enum Axis: String, Sendable, CaseIterable {
    case horizontal, vertical
  }

  public var layer: String
  /// The key path it drives, such as `center.x`.
  public var keyPath: EffectKeyPath
  package var axis: Axis
  /// Relative values at tilt −1 and +1 (pt for positions).
  public var minimum: Quantity
  public var maximum: Quantity
  /// Effects with the same group name are attached as one `UIMotionEffectGroup`.
  public var group: String?

  /// Creates an effect.
  public init(layer: String, keyPath: EffectKeyPath, axis: Axis, minimum: Quantity, maximum: Quantity, group: String? = nil) {
    self.layer = layer
    self.keyPath = keyPath
    self.axis = axis
    self.minimum = minimum
    self.maximum = maximum
    self.group = group
  }
}

/// The viewer's tilt over a `motion` lesson's run: each component a static expression that may use `t`,
/// the time in seconds (`"sin(2 * pi * t / 4)"`); values are clamped to −1…1 as UIKit does.
public struct TiltSpec: Sendable {
  public var x: Quantity
  public var y: Quantity

  /// Creates a tilt description.
  public init(x: Quantity, y: Quantity) {
    self.x = x
    self.y = y
  }
}
