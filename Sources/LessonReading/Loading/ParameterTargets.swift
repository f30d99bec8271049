import LessonModel
import Expressions
import TOML
import Localization

/// What a parameter's name may change: the scene, a let, an item, a behaviour's declared key, an
/// animation; the kind of parameter each needs, and the options an enum may offer.
struct ParameterTargets: DraftReader {
  let draft: LessonDraft

  /// The kind of parameter a property needs (bool for flags, enum for modes), or nil when any
  /// number kind fits.
  func expectedKind(_ name: String) -> ParameterSpec.Kind? {
    let property = name.split(separator: ".").last.map(String.init) ?? name
    if property == "enabled" || name == ParameterSpec.debugOverlayName { return .bool }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      if let behavior = behaviors.first(where: { $0.id == parts[0] }),
         let target = Self.target(parts[1], in: behavior.type.schema) {
        return target.kind
      }
      if items.contains(where: { $0.id == parts[0] }), let target = Self.target(parts[1], in: BehaviorType.item.schema) {
        return target.kind
      }
      if ["curve", "mode"].contains(parts[1]) && animations.contains(where: { $0.id == parts[0] }) { return .enum }
    }
    if lets.contains(name) { return nil }
    return .number
  }

  /// What `<object>.<property>` changes among a behaviour type's keys, if anything.
  static func target(_ property: String, in schema: [PropertySchema]) -> ParameterTarget? {
    for declared in schema where property.hasPrefix(declared.key) {
      if let target = declared.parameters.first(where: { declared.key + $0.suffix == property }) { return target }
    }
    return nil
  }

  /// For an enum parameter of a behaviour property: every option must name one of its values.
  func checkOptions(_ parameter: ParameterSpec, at position: SourcePosition?) {
    let parts = parameter.name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parameter.kind == .enum, parts.count == 2 else { return }
    let owner: String, names: [String], accepts: (String) -> Bool
    if let behavior = behaviors.first(where: { $0.id == parts[0] }),
       let target = Self.target(parts[1], in: behavior.type.schema), let acceptsOption = target.acceptsOption {
      (owner, names, accepts) = ("\(behavior.type)", target.optionNames, acceptsOption)
    } else if let animation = animations.first(where: { $0.id == parts[0] }), ["curve", "mode"].contains(parts[1]) {
      owner = "\(animation.kind.rawValue) animation's"
      names = parts[1] == "curve" ? AnimationCurve.lessonNames : KeyframeMode.lessonNames
      accepts = { names.contains($0) }
    } else {
      return
    }
    for option in parameter.options where !accepts(option) {
      sink.error("parameter \"\(parameter.name)\": option \"\(option)\" is not a \(owner) \(parts[1]) ("
                 + names.joined(separator: ", ") + ")" + Suggestion.didYouMean(option, in: names), at: position)
    }
  }

  /// Whether a parameter name refers to something in the scene; nil when it does, else the problem.
  func problem(_ name: String) -> String? {
    if lets.contains(name) || ParameterName.scene.contains(name) { return nil }
    if name == ParameterSpec.debugOverlayName {
      return scene.engine == .dynamics ? nil : "parameter \"\(name)\": only a dynamics scene has an animator"
    }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      return "parameter \"\(name)\" names nothing in the scene (use <object>.<property> or a [scene.let] name)"
        + Suggestion.didYouMean(name, in: lets)
    }
    let (object, property) = (parts[0], parts[1])
    let boundaryIDs = behaviors.flatMap { $0.boundaries.map(\.id) }
    if property == "enabled" && boundaryIDs.contains(object) { return nil }
    if scene.engine != .dynamics, items.contains(where: { $0.id == object }) {
      let keys = ["frame.x", "frame.y", "frame.width", "frame.height"] + LessonSchema.layerProperties
      if keys.contains(property) { return nil }
      return "parameter \"\(name)\": layers take " + keys.joined(separator: ", ") + Suggestion.didYouMean(property, in: keys)
    }
    if let animation = animations.first(where: { $0.id == object }) {
      let keys = ["at", "duration", "delay", "enabled"] + LessonTable.animation.keys
        .filter { $0.only == animation.kind.rawValue && $0.key != "keyframe" }.map(\.key)
      if keys.contains(property) { return nil }
      return "parameter \"\(name)\": a \(animation.kind.rawValue) animation has no property \"\(property)\""
        + Suggestion.didYouMean(property, in: keys)
    }
    if items.contains(where: { $0.id == object }) {
      let geometry = ["frame.x", "frame.y", "frame.width", "frame.height", "angle"]
      let itemKeys = BehaviorType.item.schema.map(\.key)
      if geometry.contains(property) { return nil }
      if itemKeys.contains(property) {
        if behaviors.contains(where: { $0.type == .item && $0.items == [object] }) { return nil }
        return "parameter \"\(name)\": no item behavior holds \"\(object)\" alone; add one with items = [\"\(object)\"]"
      }
      return "parameter \"\(name)\": items take " + (geometry + itemKeys).joined(separator: ", ")
        + Suggestion.didYouMean(property, in: geometry + itemKeys)
    }
    if let behavior = behaviors.first(where: { $0.id == object }) {
      if property == "enabled" { return nil }
      let schema = behavior.type.schema
      if Self.target(property, in: schema) != nil { return nil }
      if let declared = schema.first(where: { $0.key == property }) {
        if declared.parameters.isEmpty {
          return "parameter \"\(name)\": the \(property) of a \(behavior.type) behavior cannot be a parameter"
        }
        return "parameter \"\(name)\": a parameter sets the \(property) of a \(behavior.type) behavior by its parts: "
          + declared.parameters.map { "\(object).\(property)\($0.suffix)" }.joined(separator: ", ")
      }
      let keys = schema.map(\.key).filter { $0 != "boundary" }
      return "parameter \"\(name)\": a \(behavior.type) behavior has no property \"\(property)\""
        + Suggestion.didYouMean(property, in: keys + ["enabled"])
    }
    return "parameter \"\(name)\": no item, behavior or [scene.let] name \"\(object)\""
      + Suggestion.didYouMean(name, in: lets + items.map(\.id) + behaviors.map(\.id))
  }
}
