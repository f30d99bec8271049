import Expressions
/// The vocabulary of lesson files (lessons.md §3.2): allowed keys, kinds and units.
enum LessonSchema {
  static let topLevelKeys = ["schema", "id", "title", "seed", "prose", "goals", "pages", "scene", "item", "behavior",
                             "event", "parameter", "preset", "plot", "exercise", "layer", "animation", "effect", "tilt",
                             "command", "gesture"]
  static let layerKeys = ["id", "kind", "frame", "alpha", "scale", "angle", "text", "color"]
  /// Properties of a layer a parameter `<layer>.<property>` may set (besides `frame.x|y|width|height`).
  static let layerProperties = ["alpha", "scale", "angle"]
  static let commonAnimationKeys = ["id", "type", "at", "duration", "delay", "changes", "completion"]
  static let animationKeys: [AnimationSpec.Kind: [String]] = [
    .basic: ["curve"],
    .spring: ["dampingRatio", "initialVelocity"],
    .keyframes: ["mode", "keyframe"],
  ]
  static let effectKeys = ["layer", "keyPath", "axis", "min", "max", "group"]
  static let commandKeys = ["name", "usage", "summary", "set", "run", "values"]
  static let sceneKeys = ["engine", "width", "height", "size_is_proposal", "duration", "step", "let"]
  static let itemKeys = ["id", "kind", "frame", "dynamic", "text", "color", "shape", "angle", "velocity", "count"]
  static let commonBehaviorKeys = ["id", "type", "items", "added", "count"]
  static let boundaryKeys = ["id", "from", "to", "along", "edge"]
  static let gestureKeys = ["type", "item", "presses", "titles"]
  static let eventKeys = ["at", "label", "count", "add", "remove", "capture", "fling", "tap", "pan", "place"]
  static let presetKeys = ["name", "description", "values"]
  static let parameterKeys = ["name", "type", "default", "min", "max", "options", "unit", "description"]
  /// The units' names, for suggestions.
  static let unitNames = Unit.allCases.map(\.symbol)
  static let plotKeys = ["id", "kind", "signals", "from", "to", "times", "y_down", "marks", "title", "on_run"]
  static let exerciseKeys = ["id", "kind", "question", "hint", "hints", "solution", "setup", "runs", "explain",
                             "answer", "unit", "tolerance", "verify", "choices", "outcome", "expected",
                             "vary", "measure", "reference", "counterexample", "show", "show_at"]
  static let seeds = ["000_e1304f5dd4ac986b.txt", "001_e915573d0a4fe9d5.txt", "002_50244feab3113b4f.txt",
                      "003_aa86dc2f9529bf2f.txt", "004_774ab6e0d6e6972c.txt"]

  /// A number for messages: `12` rather than `12.0`, `0.1` as written.
  static func show(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// Whether `id` is kebab-case: `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`.
  static func isKebabCase(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, let head = first.first, head.isASCII, head.isLowercase else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
  }

  /// Whether `id` is a valid item or behaviour id: `^[A-Za-z][A-Za-z0-9_]*$`.
  static func isIdentifier(_ id: String) -> Bool {
    guard let head = id.first, head.isASCII, head.isLetter else { return false }
    return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
