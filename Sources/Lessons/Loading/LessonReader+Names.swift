/// Which names expressions may use, and checks of expressions against them.
extension LessonReader {
  /// Names usable in static expressions: parameters, lets, the scene size and the items' initial geometry.
  var staticNames: Set<String> {
    var names: Set<String> = ["width", "height"]
    names.formUnion(parameters.map(\.name))
    names.formUnion(lets)
    for item in items {
      for suffix in ["frame.x", "frame.y", "frame.width", "frame.height", "width", "height", "x", "y"] {
        names.insert("\(item.id).\(suffix)")
      }
    }
    return names
  }

  /// Names usable in dynamic expressions: static names plus every item's signals.
  var dynamicNames: Set<String> {
    var names = staticNames
    for item in items {
      for signal in ItemSignal.allCases { names.insert("\(item.id).\(signal.rawValue)") }
    }
    return names
  }

  /// Checks an expression's names and calls. Static expressions may not use signals or metrics.
  func check(_ expression: Expression, source: String, at position: SourcePosition?, what: String, dynamic: Bool) {
    let known = dynamic ? dynamicNames : staticNames
    let column = { (offset: Int) in position.map { TableReader.column($0, offset: offset) } }
    for (name, _, offset) in expression.names where !known.contains(name) {
      if !dynamic, dynamicNames.contains(name) {
        sink.error("\(what) must be static but uses the signal \(name)", at: column(offset))
        continue
      }
      // Item names may appear as arguments of metrics such as first_contact(box, floor).
      if dynamic, items.contains(where: { $0.id == name }) { continue }
      let suggestion = Suggestion.closest(to: name, in: known.sorted())
      sink.error("\(what): unknown name \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: column(offset))
    }
    for (name, offset) in expression.calls {
      if ExpressionFunctions.metrics[name] != nil {
        if !dynamic { sink.error("\(what) must be static but uses the metric \(name)", at: column(offset)) }
      } else if ExpressionFunctions.math[name] == nil {
        let suggestion = Suggestion.closest(to: name, in: ExpressionFunctions.allNames)
        sink.error("\(what): unknown function \"\(name)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                   at: column(offset))
      }
    }
  }

  /// Checks a quantity that is an expression.
  func check(_ quantity: Quantity?, at position: SourcePosition?, what: String) {
    guard case .expression(let expression, let source)? = quantity else { return }
    check(expression, source: source, at: position, what: what, dynamic: false)
  }

  /// Whether a parameter name refers to something in the scene, and what it is.
  func parameterTarget(_ name: String) -> String? {
    if lets.contains(name) || name == "scene.duration" { return nil }
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return "parameter \"\(name)\" names nothing in the scene (use <object>.<property>)" }
    let (object, property) = (parts[0], parts[1])
    if items.contains(where: { $0.id == object }) {
      let allowed = ["frame.x", "frame.y", "frame.width", "frame.height", "angle"]
      return allowed.contains(property) ? nil
        : "parameter \"\(name)\": items take \(allowed.joined(separator: ", "))"
    }
    if let behavior = behaviors.first(where: { $0.id == object }) {
      let keys = LessonSchema.behaviorKeys[behavior.type] ?? []
      let base = property.hasSuffix(".x") || property.hasSuffix(".y") ? String(property.dropLast(2)) : property
      if keys.contains(base) { return nil }
      let suggestion = Suggestion.closest(to: property, in: keys)
      return "parameter \"\(name)\": a \(behavior.type) behavior has no property \"\(property)\""
        + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
    }
    let suggestion = Suggestion.closest(to: object, in: items.map(\.id) + behaviors.map(\.id))
    return "parameter \"\(name)\": no item or behavior \"\(object)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
  }
}
