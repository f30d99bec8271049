import LessonModel
import Expressions
import TOML
import Localization

/// Reads `[[parameter]]` tables: what the learner may change, checked against what it changes and
/// against the values the scene writes.
struct ParameterReader: DraftReader {
  let draft: LessonDraft

  func read(_ table: TOMLTable) {
    let reader = TableReader(table, of: .parameter, context: "[[parameter]]", sink: sink)
    guard let name = reader.string("name", required: true) else { return }
    reader.context = "parameter \"\(name)\""
    let namePosition = reader.node("name")?.position ?? table.position
    if let first = draft.parameterPositions[name] {
      sink.error("duplicate parameter \"\(name)\" (first defined at line \(first.line))", at: namePosition)
    }
    draft.parameterPositions[name] = draft.parameterPositions[name] ?? namePosition
    let targets = ParameterTargets(draft: draft)
    if let problem = targets.problem(name) { sink.error(problem, at: namePosition) }
    let kindText = reader.string("type") ?? "number"
    guard let kind = ParameterSpec.Kind(rawValue: kindText) else {
      sink.error("parameter \"\(name)\": type must be number, integer, bool or enum"
                 + Suggestion.didYouMean(kindText, in: ParameterSpec.Kind.allCases.map(\.rawValue)), at: reader.node("type")?.position)
      reader.reportUnknownKeys()
      return
    }
    if let expected = targets.expectedKind(name), expected != kind, !(expected == .number && kind == .integer) {
      sink.error("parameter \"\(name)\": needs type = \"\(expected.rawValue)\" for this property",
                 at: reader.node("type")?.position ?? namePosition)
    }
    let unitName = reader.string("unit", required: kind == .number || kind == .integer) ?? ""
    let unit = Unit(rawValue: unitName) ?? .none
    if reader.has("unit"), Unit(rawValue: unitName) == nil {
      sink.error("parameter \"\(name)\": unknown unit \"\(unitName)\""
                 + Suggestion.didYouMean(unitName, in: LessonSchema.unitNames.filter { !$0.isEmpty }), at: reader.node("unit")?.position)
    }
    let description = reader.string("description", required: true) ?? ""
    if reader.has("description"), description.isEmpty || description.count > 120 {
      sink.error("parameter \"\(name)\": description must have 1 to 120 characters", at: reader.node("description")?.position)
    }
    var spec = ParameterSpec(name: name, kind: kind, defaultValue: 0, minimum: 0, maximum: 1, unit: unit,
                             description: description)
    defer { reader.reportUnknownKeys() }
    switch kind {
    case .number, .integer:
      guard let minimum = reader.number("min", required: true), let maximum = reader.number("max", required: true),
            let value = reader.number("default", required: true) else { return }
      if minimum >= maximum {
        sink.error("parameter \"\(name)\": min \(LessonSchema.show(minimum)) is not below max \(LessonSchema.show(maximum))",
                   at: reader.node("min")?.position)
      } else if value < minimum || value > maximum {
        sink.error("parameter \"\(name)\": default \(LessonSchema.show(value)) is outside [\(LessonSchema.show(minimum)), \(LessonSchema.show(maximum))]",
                   at: reader.node("default")?.position)
      }
      if kind == .integer, [minimum, maximum, value].contains(where: { $0 != $0.rounded() }) {
        sink.error("parameter \"\(name)\": an integer parameter needs whole min, max and default",
                   at: reader.node("default")?.position)
      }
      (spec.minimum, spec.maximum, spec.defaultValue) = (minimum, maximum, value)
    case .bool:
      guard let node = reader.node("default") else {
        reader.missing("default")
        return
      }
      guard let flag = node.bool else {
        reader.wrongType("default", node, expected: "true or false")
        return
      }
      spec.defaultValue = flag ? 1 : 0
    case .enum:
      let options = reader.strings("options", required: true) ?? []
      if reader.has("options"), options.count < 2 || Set(options).count != options.count {
        sink.error("parameter \"\(name)\": options needs at least two different names", at: reader.node("options")?.position)
      }
      let value = reader.string("default", required: true) ?? ""
      guard let index = options.firstIndex(of: value) else {
        if !options.isEmpty && reader.has("default") {
          sink.error("parameter \"\(name)\": default \"\(value)\" is not one of \(options.joined(separator: ", "))",
                     at: reader.node("default")?.position)
        }
        return
      }
      spec.options = options
      spec.defaultValue = Double(index)
      spec.maximum = Double(max(options.count - 1, 1))
      targets.checkOptions(spec, at: reader.node("options")?.position)
    }
    checkAgreement(spec, at: reader.node("default")?.position ?? namePosition)
    draft.parameters.append(spec)
  }

  /// A parameter and a value written in the scene for the same property must agree: the parameter is
  /// the single source of truth, so nothing is silently shadowed.
  func checkAgreement(_ parameter: ParameterSpec, at position: SourcePosition?) {
    let name = parameter.name
    func disagree(_ written: String, _ place: String) {
      let shown = parameter.kind == .enum ? "\"\(parameter.options.indices.contains(Int(parameter.defaultValue)) ? parameter.options[Int(parameter.defaultValue)] : "?")\""
        : (parameter.kind == .bool ? (parameter.defaultValue != 0 ? "true" : "false") : LessonSchema.show(parameter.defaultValue))
      sink.error("\(place) sets \(written) but parameter \"\(name)\" defaults to \(shown); keep one", at: position)
    }
    func compare(_ value: PropertyValue?, _ key: String, _ place: String) {
      switch value {
      case .number(.literal(let literal))?:
        if abs(literal - parameter.defaultValue) > 1e-12 * max(1, abs(literal)) {
          disagree("\(key) = \(LessonSchema.show(literal))", place)
        }
      case .flag(let flag)?:
        if (flag ? 1.0 : 0.0) != parameter.defaultValue { disagree("\(key) = \(flag)", place) }
      case .text(let text)? where parameter.kind == .enum:
        if parameter.options.firstIndex(of: text).map(Double.init) != parameter.defaultValue {
          disagree("\(key) = \"\(text)\"", place)
        }
      default: break
      }
    }
    if ParameterName.scene.contains(name) {
      let key = String(name.dropFirst("scene.".count))
      let written = key == "duration" ? scene.duration : (key == "width" ? scene.width : scene.height)
      if draft.scenePositions[key] != nil, abs(written - parameter.defaultValue) > 1e-12 {
        disagree("\(key) = \(LessonSchema.show(written))", "[scene]")
      }
      return
    }
    if let index = lets.firstIndex(of: name) {
      if case .literal(let literal) = scene.lets[index].value, abs(literal - parameter.defaultValue) > 1e-12 {
        disagree("\(name) = \(LessonSchema.show(literal))", "[scene.let]")
      }
      return
    }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return }
    if let animation = animations.first(where: { $0.id == parts[0] }) {
      compare(animation.written(parts[1]), parts[1], "animation \"\(animation.id)\"")
      return
    }
    if scene.engine != .dynamics, let layer = items.first(where: { $0.id == parts[0] }),
       let index = LessonSchema.layerProperties.firstIndex(of: parts[1]) {
      let written = [layer.alpha, layer.scale, layer.angle][index]
      compare(written.map { .number($0) }, parts[1], "layer \"\(layer.id)\"")
      return
    }
    if let item = items.first(where: { $0.id == parts[0] }) {
      let components = ["frame.x", "frame.y", "frame.width", "frame.height"]
      if let index = components.firstIndex(of: parts[1]), item.frame.count == 4,
         case .literal(let literal) = item.frame[index], abs(literal - parameter.defaultValue) > 1e-12 {
        disagree("\(parts[1]) = \(LessonSchema.show(literal))", "item \"\(item.id)\"")
      }
      if let holder = behaviors.first(where: { $0.type == .item && $0.items == [item.id] }) {
        compare(draft.written(holder)[parts[1]], parts[1], "behavior \"\(holder.id)\"")
      }
      return
    }
    if let behavior = behaviors.first(where: { $0.id == parts[0] }) {
      compare(draft.written(behavior)[parts[1]], parts[1], "behavior \"\(behavior.id)\"")
    }
  }
}
