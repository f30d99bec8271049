import Expressions
import TOML
import Localization
extension LessonReader {
  mutating func readParameter(_ table: TOMLTable) {
    let reader = TableReader(table, of: .parameter, context: "[[parameter]]", sink: sink)
    guard let name = reader.string("name", required: true) else { return }
    reader.context = "parameter \"\(name)\""
    let namePosition = reader.node("name")?.position ?? table.position
    if let first = parameterPositions[name] {
      sink.error("duplicate parameter \"\(name)\" (first defined at line \(first.line))", at: namePosition)
    }
    parameterPositions[name] = parameterPositions[name] ?? namePosition
    if let problem = parameterTarget(name) { sink.error(problem, at: namePosition) }
    let kindText = reader.string("type") ?? "number"
    guard let kind = ParameterSpec.Kind(rawValue: kindText) else {
      sink.error("parameter \"\(name)\": type must be number, integer, bool or enum"
                 + Suggestion.didYouMean(kindText, in: ParameterSpec.Kind.allCases.map(\.rawValue)), at: reader.node("type")?.position)
      reader.reportUnknownKeys()
      return
    }
    if let expected = expectedKind(name), expected != kind, !(expected == .number && kind == .integer) {
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
      checkOptions(spec, at: reader.node("options")?.position)
    }
    checkAgreement(spec, at: reader.node("default")?.position ?? namePosition)
    parameters.append(spec)
  }

  /// The kind of parameter a property needs (bool for flags, enum for modes), or nil when any
  /// number kind fits.
  func expectedKind(_ name: String) -> ParameterSpec.Kind? {
    let property = name.split(separator: ".").last.map(String.init) ?? name
    if property == "enabled" || name == ParameterSpec.debugOverlayName { return .bool }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      if let behavior = behaviors.first(where: { $0.id == parts[0] }),
         let target = Self.target(parts[1], in: behavior.type.keys.schema) {
        return target.kind
      }
      if items.contains(where: { $0.id == parts[0] }), let target = Self.target(parts[1], in: ItemPropertiesSpec.schema) {
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
       let target = Self.target(parts[1], in: behavior.type.keys.schema), let acceptsOption = target.acceptsOption {
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
  func parameterTarget(_ name: String) -> String? {
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
      let itemKeys = ItemPropertiesSpec.schema.map(\.key)
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
      let schema = behavior.type.keys.schema
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
      if scenePositions[key] != nil, abs(written - parameter.defaultValue) > 1e-12 {
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
        compare(written(holder)[parts[1]], parts[1], "behavior \"\(holder.id)\"")
      }
      return
    }
    if let behavior = behaviors.first(where: { $0.id == parts[0] }) {
      compare(written(behavior)[parts[1]], parts[1], "behavior \"\(behavior.id)\"")
    }
  }

  /// `[[preset]]`: named bundles of parameter values.
  func readPresets(_ tables: [TOMLTable]) -> [PresetSpec] {
    var presets: [PresetSpec] = []
    for table in tables {
      let reader = TableReader(table, of: .preset, context: "[[preset]]", sink: sink)
      guard let name = reader.string("name", required: true) else { continue }
      reader.context = "preset \"\(name)\""
      if !LessonSchema.isKebabCase(name) {
        sink.error("preset name \"\(name)\" must be kebab-case", at: reader.node("name")?.position)
      }
      if presets.contains(where: { $0.name == name }) {
        sink.error("duplicate preset \"\(name)\"", at: reader.node("name")?.position)
      }
      let description = reader.string("description", required: true) ?? ""
      let values = readValues(reader.node("values"), owner: "preset \"\(name)\"", what: "values")
      if !reader.has("values") { reader.missing("values") }
      reader.reportUnknownKeys()
      presets.append(PresetSpec(name: name, description: description, values: values))
    }
    return presets
  }

  /// `{ "gravity.magnitude" = 4.0, "collision.mode" = "items" }`: parameter names with values of the
  /// parameter's kind, inside its range.
  func readValues(_ node: TOMLNode?, owner: String, what: String) -> [(name: String, value: Double)] {
    guard let node else { return [] }
    guard let table = node.table else {
      sink.error("\(owner): \(what) must be a table such as { \"gravity.magnitude\" = 4.0 }", at: node.position)
      return []
    }
    var result: [(name: String, value: Double)] = []
    for entry in table.entries {
      if let nested = entry.node.table {
        let inner = nested.keys.first ?? "…"
        sink.error("\(owner): \(what) contains a nested table \"\(entry.key)\"; quote dotted parameter names: { \"\(entry.key).\(inner)\" = … }",
                   at: entry.keyPosition)
        continue
      }
      guard let parameter = parameters.first(where: { $0.name == entry.key }) else {
        sink.error("\(owner): \(what) names \"\(entry.key)\", which is not a parameter"
                   + Suggestion.didYouMean(entry.key, in: parameters.map(\.name)), at: entry.keyPosition)
        continue
      }
      if let value = value(of: entry.node, for: parameter, owner: owner, what: what) {
        result.append((entry.key, value))
      }
    }
    return result
  }

  /// One value for a parameter, as a number (bool 0/1, enum option index).
  func value(of node: TOMLNode, for parameter: ParameterSpec, owner: String, what: String) -> Double? {
    let name = parameter.name
    switch parameter.kind {
    case .bool:
      guard let flag = node.bool else {
        sink.error("\(owner): \(what) \"\(name)\" must be true or false", at: node.position)
        return nil
      }
      return flag ? 1 : 0
    case .enum:
      guard let text = node.string, let index = parameter.options.firstIndex(of: text) else {
        sink.error("\(owner): \(what) \"\(name)\" must be one of \(parameter.options.joined(separator: ", "))"
                   + Suggestion.didYouMean(node.string ?? "", in: parameter.options), at: node.position)
        return nil
      }
      return Double(index)
    case .number, .integer:
      guard let value = node.double, value.isFinite else {
        sink.error("\(owner): \(what) \"\(name)\" must be a finite number", at: node.position)
        return nil
      }
      if value < parameter.minimum || value > parameter.maximum {
        sink.error("\(owner): \(what) \"\(name)\" = \(LessonSchema.show(value)) is outside [\(LessonSchema.show(parameter.minimum)), \(LessonSchema.show(parameter.maximum))]",
                   at: node.position)
      } else if parameter.kind == .integer && value != value.rounded() {
        sink.error("\(owner): \(what) \"\(name)\" must be a whole number", at: node.position)
      }
      return value
    }
  }
}
