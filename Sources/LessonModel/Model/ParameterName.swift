/// The parameter names that mean something to the tutor itself rather than to one lesson, in one
/// place: the scene's size and duration, the animator's debug overlay, and the switches that turn a
/// behaviour, a boundary or an animation off.
package enum ParameterName {
  /// How long a run lasts (s).
  package static let sceneDuration = "scene.duration"
  /// The reference view's width and height (pt).
  package static let sceneWidth = "scene.width"
  package static let sceneHeight = "scene.height"
  /// The scene's size and duration, which every lesson may offer.
  package static let scene = [sceneDuration, sceneWidth, sceneHeight]
  /// The animator's `debugEnabled`: iOS's debug overlay in the drawings.
  package static let debugOverlay = "animator.debugEnabled"

  /// `<id>.enabled`: 0 switches the behaviour, boundary or animation `id` off.
  package static func enabled(_ id: String) -> String { "\(id).enabled" }
}
