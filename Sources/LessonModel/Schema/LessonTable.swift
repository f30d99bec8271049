/// The tables of a lesson file and of the catalog whose keys are declared as `TableKey`s (a
/// behaviour's own keys are its type's `BehaviorKeys`). Each has one declaration of its keys, which
/// its reader reads, lint allows and FORMAT.md lists.
package enum LessonTable: String, CaseIterable, Sendable {
  case topLevel, scene, item, behavior, boundary, event, fling, drag, tap, pan, place, gesture
  case layer, animation, keyframe, change, effect, tilt
  case parameter, preset, command, plot, mark, exercise, tolerance, measure, play
  case region, catalog, part, article

  /// How FORMAT.md names the table: `[[item]]`, `the top level`, …
  package var heading: String {
    switch self {
    case .topLevel: "the top level"
    case .scene, .tilt: "[\(rawValue)]"
    case .boundary: "[[behavior.boundary]]"
    case .keyframe: "[[animation.keyframe]]"
    case .fling, .drag, .tap, .pan, .place: "an event's \(rawValue)"
    case .change: "a change"
    case .mark: "a plot's mark"
    case .tolerance: "an exercise's tolerance"
    case .measure: "a tune or code exercise's measure"
    case .play: "a code exercise's play"
    case .region: "a field's region"
    case .catalog: "catalog.toml"
    default: "[[\(rawValue)]]"
    }
  }

  /// The table's keys in the order FORMAT.md lists them (and lint suggests them).
  package var keys: [TableKey] {
    switch self {
    case .topLevel: Self.topLevelKeys
    case .scene: Self.sceneKeys
    case .item: Self.itemKeys
    case .behavior: Self.behaviorKeys
    case .boundary: Self.boundaryKeys
    case .event: Self.eventKeys
    case .fling: Self.flingKeys
    case .drag: Self.dragKeys
    case .tap: Self.tapKeys
    case .pan: Self.panKeys
    case .place: Self.placeKeys
    case .gesture: Self.gestureKeys
    case .layer: Self.layerKeys
    case .animation: Self.animationKeys
    case .keyframe: Self.keyframeKeys
    case .change: Self.changeKeys
    case .effect: Self.effectKeys
    case .tilt: Self.tiltKeys
    case .parameter: Self.parameterKeys
    case .preset: Self.presetKeys
    case .command: Self.commandKeys
    case .plot: Self.plotKeys
    case .mark: Self.markKeys
    case .exercise: Self.exerciseKeys
    case .tolerance: Self.toleranceKeys
    case .measure: Self.measureKeys
    case .play: Self.playKeys
    case .region: Self.regionKeys
    case .catalog: Self.catalogKeys
    case .part: Self.partKeys
    case .article: Self.articleKeys
    }
  }

  /// The names of the keys lint allows in a table of kind `only` (all of them when nil).
  package func allowed(only kind: String? = nil) -> [String] {
    keys.filter { $0.only == nil || $0.only == kind }.map(\.key)
  }
}
