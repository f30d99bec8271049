/// The keys of the tables of the `animation` and `motion` engines.
extension LessonTable {
  static let layerKeys = [
    TableKey("id", "identifier", "(required)"),
    TableKey("kind", TableKey.names(ItemKind.self), "the view's class; `view` by default"),
    TableKey("frame", "[x, y, width, height]", "pt (required)"),
    TableKey("alpha", "number", "0 to 1; 1 by default"),
    TableKey("scale", "number", "a uniform scale transform, above 0; 1 by default"),
    TableKey("angle", "number", "rad"),
    TableKey("text", "string", "a button's title, a label's or text field's text"),
    TableKey("color", TableKey.names(LessonColor.self), "the view's `backgroundColor`"),
  ]

  static let animationKeys = [
    TableKey("id", "identifier", "(required)"),
    TableKey("type", TableKey.names(AnimationSpec.Kind.self), "which `UIView` animation call (required)"),
    TableKey("at", "number", "s, when the call is made; 0 by default"),
    TableKey("duration", "number", "s, above 0 and at most 60 (required)"),
    TableKey("delay", "number", "s; 0 by default"),
    TableKey("changes", "tables", "what the animations block assigns"),
    TableKey("completion", "tables", "what the completion block assigns, not animated"),
    TableKey("curve", TableKey.names(AnimationCurve.self), "`easeInOut` by default", only: "basic"),
    TableKey("dampingRatio", "number", "above 0, at most 1", only: "spring"),
    TableKey("initialVelocity", "number", "travel per second", only: "spring"),
    TableKey("mode", TableKey.names(KeyframeMode.self), "`linear` by default", only: "keyframes"),
    TableKey("keyframe", "tables", "`[[animation.keyframe]]`", only: "keyframes"),
  ]

  static let keyframeKeys = [
    TableKey("start", "number", "a fraction 0 to 1 of the animation's duration (required)"),
    TableKey("duration", "number", "a fraction 0 to 1 of the animation's duration (required)"),
    TableKey("changes", "tables", "what the keyframe assigns (required)"),
  ]

  static let changeKeys = [
    TableKey("layer", "layer id", "the layer changed (required)"),
    TableKey("frame", "[x, y, width, height]", "pt; or `center`"),
    TableKey("center", "[x, y]", "pt; or `frame`"),
    TableKey("alpha", "number", "0 to 1"),
    TableKey("scale", "number", "a uniform scale"),
    TableKey("rotation", "number", "rad"),
  ]

  static let effectKeys = [
    TableKey("layer", "layer id", "the layer it moves (required)"),
    TableKey("keyPath", TableKey.names(EffectKeyPath.self), "what it changes (required)"),
    TableKey("axis", TableKey.names(EffectSpec.Axis.self), "which tilt it follows (required)"),
    TableKey("min", "number", "the relative value at tilt -1 (required)"),
    TableKey("max", "number", "the relative value at tilt +1 (required)"),
    TableKey("group", "string", "effects with the same group go into one `UIMotionEffectGroup`"),
  ]

  static let tiltKeys = [
    TableKey("x", "number", "the viewer's horizontal offset, -1 to 1, over `t`; 0 by default"),
    TableKey("y", "number", "the viewer's vertical offset, -1 to 1, over `t`; 0 by default"),
  ]
}
