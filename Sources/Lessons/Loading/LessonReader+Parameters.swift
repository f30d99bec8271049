extension LessonReader {
  mutating func readEvent(_ table: TOMLTable) -> EventSpec? {
    let reader = TableReader(table, context: "[[event]]", sink: sink)
    guard let time = reader.quantity("at", required: true) else { return nil }
    check(time, at: reader.node("at")?.position, what: "event time")
    if case .literal(let seconds) = time, seconds < 0 || seconds > scene.duration {
      sink.error("event at \(seconds) s is outside the scene's 0 to \(scene.duration) s", at: reader.node("at")?.position)
    }
    let label = reader.string("label")
    let add = reader.strings("add") ?? []
    let remove = reader.strings("remove") ?? []
    let capture = reader.strings("capture")
    let fling = reader.subtable("fling")
    let actions = [!add.isEmpty || !remove.isEmpty, capture != nil, fling != nil].filter { $0 }.count
    reader.reportUnknownKeys(allowed: LessonSchema.eventKeys)
    guard actions == 1 else {
      sink.error(actions == 0 ? "event needs one action: add/remove, capture or fling"
                   : "event has more than one action; use one action per event", at: table.position)
      return nil
    }
    for id in add + remove + (capture ?? []) where !behaviors.contains(where: { $0.id == id }) {
      let suggestion = Suggestion.closest(to: id, in: behaviors.map(\.id))
      sink.error("event: behavior \"\(id)\" does not exist" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: table.position)
    }
    if let capture { return EventSpec(time: time, label: label, action: .capture(capture)) }
    if let fling {
      let flingReader = TableReader(fling, context: "fling", sink: sink)
      guard let item = flingReader.string("item", required: true),
            let velocity = flingReader.pair("velocity", meaning: "[vx, vy]") else { return nil }
      flingReader.reportUnknownKeys(allowed: ["item", "velocity"])
      return EventSpec(time: time, label: label, action: .fling(item: item, velocity: velocity))
    }
    return EventSpec(time: time, label: label, action: .change(add: add, remove: remove))
  }

  mutating func readParameter(_ table: TOMLTable) {
    let reader = TableReader(table, context: "[[parameter]]", sink: sink)
    guard let name = reader.string("name", required: true) else { return }
    reader.context = "parameter \"\(name)\""
    claim("parameter:" + name, at: reader.node("name")?.position ?? table.position)
    if let problem = parameterTarget(name) { sink.error(problem, at: reader.node("name")?.position) }
    let kindText = reader.string("type") ?? "number"
    guard let kind = ParameterSpec.Kind(rawValue: kindText) else {
      sink.error("parameter \"\(name)\": type must be number, integer, bool or enum", at: reader.node("type")?.position)
      return
    }
    let unit = reader.string("unit", required: true) ?? ""
    if reader.has("unit"), !LessonSchema.units.contains(unit) {
      let suggestion = Suggestion.closest(to: unit, in: LessonSchema.units.filter { !$0.isEmpty })
      sink.error("parameter \"\(name)\": unknown unit \"\(unit)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: reader.node("unit")?.position)
    }
    let description = reader.string("description", required: true) ?? ""
    if reader.has("description"), description.isEmpty || description.count > 120 {
      sink.error("parameter \"\(name)\": description must have 1 to 120 characters", at: reader.node("description")?.position)
    }
    var spec = ParameterSpec(name: name, kind: kind, defaultValue: 0, minimum: 0, maximum: 1, unit: unit,
                             description: description)
    switch kind {
    case .number, .integer:
      guard let minimum = reader.number("min", required: true), let maximum = reader.number("max", required: true),
            let value = reader.number("default", required: true) else { return }
      if minimum >= maximum {
        sink.error("parameter \"\(name)\": min \(minimum) is not below max \(maximum)", at: reader.node("min")?.position)
      } else if value < minimum || value > maximum {
        sink.error("parameter \"\(name)\": default \(value) is outside [\(minimum), \(maximum)]", at: reader.node("default")?.position)
      }
      (spec.minimum, spec.maximum, spec.defaultValue) = (minimum, maximum, value)
    case .bool:
      spec.defaultValue = (reader.bool("default") ?? false) ? 1 : 0
    case .enum:
      let options = reader.strings("options", required: true) ?? []
      let value = reader.string("default", required: true) ?? ""
      guard let index = options.firstIndex(of: value) else {
        if !options.isEmpty {
          sink.error("parameter \"\(name)\": default \"\(value)\" is not one of \(options.joined(separator: ", "))",
                     at: reader.node("default")?.position)
        }
        return
      }
      spec.options = options
      spec.defaultValue = Double(index)
      spec.maximum = Double(max(options.count - 1, 1))
    }
    checkAgreement(spec, at: reader.node("default")?.position)
    parameters.append(spec)
    reader.reportUnknownKeys(allowed: LessonSchema.parameterKeys)
  }

  /// A parameter and a literal in the scene for the same property must agree.
  func checkAgreement(_ parameter: ParameterSpec, at position: SourcePosition?) {
    let parts = parameter.name.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, let behavior = behaviors.first(where: { $0.id == parts[0] }),
          case .number(.literal(let literal))? = behavior.properties[parts[1]] else { return }
    if abs(literal - parameter.defaultValue) > 1e-12 {
      sink.error("behavior \"\(behavior.id)\" sets \(parts[1]) = \(literal) but parameter \"\(parameter.name)\" defaults to \(parameter.defaultValue); keep one",
                 at: position)
    }
  }

  func readPlot(_ table: TOMLTable) -> PlotSpec? {
    let reader = TableReader(table, context: "[[plot]]", sink: sink)
    guard let id = reader.string("id", required: true), let kind = reader.string("kind", required: true) else { return nil }
    reader.context = "plot \"\(id)\""
    if !LessonSchema.plotKinds.contains(kind) {
      sink.error("plot \"\(id)\": unknown kind \"\(kind)\"", at: reader.node("kind")?.position)
    }
    var spec = PlotSpec(kind: kind, id: id, signals: reader.strings("signals") ?? [], from: reader.number("from") ?? 0,
                        to: reader.number("to"), times: [], yDown: reader.bool("y_down") ?? false,
                        title: reader.string("title"), showsOnRun: reader.bool("on_run") ?? true)
    let signalNames = Set(items.flatMap { item in ItemSignal.allCases.map { "\(item.id).\($0.rawValue)" } })
    for signal in spec.signals where !signalNames.contains(signal) {
      let suggestion = Suggestion.closest(to: signal, in: signalNames.sorted())
      sink.error("plot \"\(id)\": unknown signal \"\(signal)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: reader.node("signals")?.position)
    }
    if kind == "series" && spec.signals.isEmpty {
      sink.error("plot \"\(id)\": a series plot needs signals", at: table.position)
    }
    if let to = spec.to, to > scene.duration || to <= spec.from {
      sink.error("plot \"\(id)\": to = \(to) must be after from and within the scene duration \(scene.duration)",
                 at: reader.node("to")?.position)
    }
    if let timesNode = reader.node("times") {
      let times = timesNode.array?.compactMap { reader.number($0, what: "times") } ?? []
      if kind == "filmstrip" && !(2...6).contains(times.count) {
        sink.error("plot \"\(id)\": filmstrip needs 2 to 6 times, found \(times.count)", at: timesNode.position)
      }
      for time in times where time < 0 || time > scene.duration {
        sink.error("plot \"\(id)\": time \(time) is outside the scene's 0 to \(scene.duration) s", at: timesNode.position)
      }
      spec.times = times
    } else if kind == "filmstrip" {
      sink.error("plot \"\(id)\": filmstrip needs times", at: table.position)
    }
    for mark in reader.tables("marks") {
      let markReader = TableReader(mark, context: "plot \"\(id)\" mark", sink: sink)
      let label = markReader.string("label") ?? ""
      if let y = markReader.quantity("y") {
        check(y, at: markReader.node("y")?.position, what: "mark")
        spec.horizontalMarks.append((y, label))
      } else if let x = markReader.quantity("x") {
        check(x, at: markReader.node("x")?.position, what: "mark")
        spec.verticalMarks.append((x, label))
      } else {
        sink.error("plot \"\(id)\": a mark needs y (a level) or x (a time)", at: mark.position)
      }
      markReader.reportUnknownKeys(allowed: ["x", "y", "label"])
    }
    reader.reportUnknownKeys(allowed: LessonSchema.plotKeys)
    return spec
  }
}
