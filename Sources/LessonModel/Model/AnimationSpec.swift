/// A UIView animation of an `animation` lesson: one `UIView.animate…` call, made at time `at`, that
/// changes layers' properties over `duration` seconds after `delay`.
public struct AnimationSpec: Sendable {
  /// Which `UIView` class method makes it.
  public enum Kind: String, Sendable, CaseIterable {
    /// `animate(withDuration:delay:options:animations:completion:)` with a Bézier timing curve.
    case basic
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`.
    case spring
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    case keyframes
  }

  /// Id, usable as the object of parameters: `present.dampingRatio`.
  public var id: String
  public var kind: Kind
  /// When the call is made, how long it lasts and its delay (s); a parameter `<id>.<key>` may set each.
  public var at: Quantity?
  public var duration: Quantity?
  public var delay: Quantity?
  /// The timing curve of a basic animation.
  package var curve: AnimationCurve?
  /// The spring of a spring animation.
  package var dampingRatio: Quantity?
  package var initialVelocity: Quantity?
  /// How a keyframe animation interpolates between its keyframes.
  public var mode: KeyframeMode?
  /// What the animations block changes (basic and spring animations, and changes made outside any
  /// keyframe of a keyframe animation).
  package var changes: [LayerChange]
  /// The keyframes, in file order (keyframe animations only).
  public var keyframes: [KeyframeSpec]
  /// What the completion block changes, at delay + duration (not animated).
  public var completion: [LayerChange]

  /// Creates an animation description.
  public init(id: String, kind: Kind, changes: [LayerChange] = [], keyframes: [KeyframeSpec] = [],
              completion: [LayerChange] = []) {
    self.id = id
    self.kind = kind
    self.changes = changes
    self.keyframes = keyframes
    self.completion = completion
  }

  /// Every layer the animation or its completion touches.
  public var layers: Set<String> {
    Set((changes + completion + keyframes.flatMap(\.changes)).map(\.layer))
  }
}

/// One keyframe of a keyframe animation: `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`.
public struct KeyframeSpec: Sendable {
  /// Start and length as fractions (0…1) of the animation's duration.
  public var start: Quantity
  public var duration: Quantity
  /// What the keyframe's block changes.
  package var changes: [LayerChange]

  /// Creates a keyframe.
  public init(start: Quantity, duration: Quantity, changes: [LayerChange]) {
    self.start = start
    self.duration = duration
    self.changes = changes
  }
}

/// New values for some properties of one layer, as an animations or completion block assigns them.
public struct LayerChange: Sendable {
  /// The layer's id.
  public var layer: String
  /// `frame` [x, y, w, h] (sets the centre and the size), `center` [x, y], `alpha`, `scale` (a uniform
  /// scale transform) and `rotation` (rad), each optional.
  public var frame: [Quantity]?
  public var center: QuantityPair?
  public var alpha: Quantity?
  public var scale: Quantity?
  package var rotation: Quantity?

  /// Creates a change.
  public init(layer: String, frame: [Quantity]? = nil, center: QuantityPair? = nil, alpha: Quantity? = nil,
              scale: Quantity? = nil, rotation: Quantity? = nil) {
    self.layer = layer
    self.frame = frame
    self.center = center
    self.alpha = alpha
    self.scale = scale
    self.rotation = rotation
  }

  /// Every number in the change, for checks.
  package var quantities: [Quantity] {
    (frame ?? []) + [center?.x, center?.y, alpha, scale, rotation].compactMap { $0 }
  }
}
