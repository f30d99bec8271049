/// The timing curve of a basic `UIView` animation: `curve` in the file.
package enum AnimationCurve: String, Sendable, CaseIterable, LessonChoice {
  case easeInOut, easeIn, easeOut, linear
}

/// How a keyframe animation interpolates between its keyframes: `mode` in the file.
public enum KeyframeMode: String, Sendable, CaseIterable, LessonChoice {
  case linear, discrete, paced, cubic, cubicPaced
}

/// A key path a motion effect may drive: the writable ones of `UIViewPresentation.supportedKeyPaths`.
package enum EffectKeyPath: String, Sendable, CaseIterable, LessonChoice {
  case centerX = "center.x"
  case centerY = "center.y"
  case alpha
  case layerOpacity = "layer.opacity"
  case translationX = "transform.translation.x"
  case translationY = "transform.translation.y"
  case scale = "transform.scale"
  case rotation = "transform.rotation.z"
}
