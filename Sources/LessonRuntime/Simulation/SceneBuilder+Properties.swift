import LessonModel
import Dynamics
import Foundation

/// A behaviour property's value as the scene is built: the learner's parameter if there is one,
/// else the file's value, else the declaration's fallback.
extension SceneBuilder {
  /// The learner's value for a behaviour property: `<behavior>.<key>`, or for an item behaviour that
  /// holds a single item, `<item>.<key>`.
  func override(_ spec: BehaviorSpec, _ key: String) -> Double? {
    if let value = values["\(spec.id).\(key)"] { return value }
    if spec.type == .item, spec.items.count == 1, let value = values["\(spec.items[0]).\(key)"] { return value }
    return nil
  }

  /// A number property.
  func number<S>(_ property: BehaviorProperty<S, Quantity>, _ written: Quantity?, _ spec: BehaviorSpec,
                 fallback: Double? = nil) throws(SceneBuildError) -> Double {
    if let value = override(spec, property.key) { return value }
    guard let written else { return fallback ?? property.fallback ?? 0 }
    return try evaluateQuantity(written, "behavior \(spec.id): \(property.key)")
  }

  /// A number property of a spec that holds it.
  func number<S>(_ property: BehaviorProperty<S, Quantity>, in details: S, _ spec: BehaviorSpec,
                 fallback: Double? = nil) throws(SceneBuildError) -> Double {
    try number(property, property.value(in: details), spec, fallback: fallback)
  }

  /// Whether the file or the learner sets this property.
  func isSet<S, V>(_ property: BehaviorProperty<S, V>, _ written: V?, _ spec: BehaviorSpec) -> Bool {
    written != nil || override(spec, property.key) != nil
  }

  /// Whether the file or the learner sets this property of a spec that holds it.
  func isSet<S, V>(_ property: BehaviorProperty<S, V>, in details: S, _ spec: BehaviorSpec) -> Bool {
    isSet(property, property.value(in: details), spec)
  }

  /// A flag property, or a bool parameter.
  func flag<S>(_ property: BehaviorProperty<S, Bool>, in details: S, _ spec: BehaviorSpec, _ fallback: Bool) -> Bool {
    if let value = override(spec, property.key) { return value != 0 }
    return property.value(in: details) ?? fallback
  }

  /// A point property; parameters `<behavior>.<key>.x` and `.y` change its components.
  func point<S>(_ property: BehaviorProperty<S, QuantityPair>, _ written: QuantityPair?, _ spec: BehaviorSpec)
    throws(SceneBuildError) -> CGPoint? {
    try point(property.key, written, spec)
  }

  /// A point property of a spec that holds it.
  func point<S>(_ property: BehaviorProperty<S, QuantityPair>, in details: S, _ spec: BehaviorSpec)
    throws(SceneBuildError) -> CGPoint? {
    try point(property.key, property.value(in: details), spec)
  }

  /// The point written for `key` (an anchor's or a snap's point, or a pair), with the learner's components.
  func point(_ key: String, _ written: QuantityPair?, _ spec: BehaviorSpec) throws(SceneBuildError) -> CGPoint? {
    guard let pair = written else { return nil }
    let x = try override(values["\(spec.id).\(key).x"], pair.x, "\(spec.id).\(key)")
    let y = try override(values["\(spec.id).\(key).y"], pair.y, "\(spec.id).\(key)")
    return CGPoint(x: x, y: y)
  }

  /// One of a closed set of names: an enum parameter's chosen option, else the file's value.
  func choice<S, E: LessonChoice>(_ property: BehaviorProperty<S, E>, _ written: E?, _ spec: BehaviorSpec) -> E? {
    enumOption(spec, property.key).flatMap(E.init(lessonText:)) ?? written
  }

  /// One of a closed set of names that the spec must hold.
  func choice<S, E: LessonChoice>(_ property: RequiredBehaviorProperty<S, E>, in details: S, _ spec: BehaviorSpec) -> E {
    enumOption(spec, property.key).flatMap(E.init(lessonText:)) ?? property.value(in: details)
  }

  /// The option an enum parameter `<behavior>.<key>` has chosen.
  private func enumOption(_ spec: BehaviorSpec, _ key: String) -> String? {
    let name = "\(spec.id).\(key)"
    // Int(exactly:) is nil for NaN, ±∞ and values beyond Int, where Int(_:) would trap.
    guard let parameter = lesson.parameter(name), parameter.kind == .enum, let value = values[name],
          let index = Int(exactly: value.rounded(.towardZero)), parameter.options.indices.contains(index) else { return nil }
    return parameter.options[index]
  }

  /// The learner's value if there is one, else the file's quantity.
  func override(_ value: Double?, _ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
    if let value { return value }
    return try evaluateQuantity(quantity, what)
  }

  func evaluateQuantity(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
    try quantity.sceneValue(constants, what)
  }

  /// The view of an item the lesson names. The reader has checked that it exists; a lesson made in
  /// code may still name one that does not.
  func view(_ id: String, in views: [(id: String, view: UIView, isDynamic: Bool)], for spec: BehaviorSpec)
    throws(SceneBuildError) -> UIView {
    guard let found = views.first(where: { $0.id == id }) else {
      throw SceneBuildError("behavior \(spec.id) names an unknown item \(id)")
    }
    return found.view
  }
}
