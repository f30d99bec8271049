/// Turns a parsed TOML document into a `Lesson`, checking it against the schema and against itself.
struct LessonReader {
  let root: TOMLTable
  let sink: DiagnosticSink
  let expectedID: String?
  let readProse: (String) -> String?

  /// Ids of items, behaviours and parameters seen so far, with their lines, for duplicate checks.
  var ids: [String: Int] = [:]
  var items: [ItemSpec] = []
  var behaviors: [BehaviorSpec] = []
  var parameters: [ParameterSpec] = []
  var lets: [String] = []
  /// Static quantities to check once every name is known (lets and frames may use parameters).
  var pendingChecks: [(quantity: Quantity, position: SourcePosition?, what: String)] = []
  /// Where each behaviour names its items, for messages about them.
  var referencePositions: [String: SourcePosition] = [:]
  var scene = SceneSpec(engine: .dynamics, width: 320, height: 568, sizeIsProposal: false, duration: 1, step: 1.0 / 60,
                        lets: [])

  init(root: TOMLTable, sink: DiagnosticSink, expectedID: String?, readProse: @escaping (String) -> String?) {
    self.root = root
    self.sink = sink
    self.expectedID = expectedID
    self.readProse = readProse
  }

  mutating func read() -> Lesson? {
    let top = TableReader(root, context: "", sink: sink)
    if let schema = top.integer("schema", required: true), schema != 1 {
      sink.error("unsupported schema \(schema) (this tutor reads schema 1)", at: top.node("schema")?.position)
    }
    let id = top.string("id", required: true) ?? ""
    if top.has("id") {
      if !LessonSchema.isKebabCase(id) {
        sink.error("id \"\(id)\" must be kebab-case (lowercase words joined by -)", at: top.node("id")?.position)
      } else if let expectedID, id != expectedID {
        sink.error("id \"\(id)\" must equal the file name \"\(expectedID)\"", at: top.node("id")?.position)
      }
    }
    let title = top.string("title", required: true) ?? ""
    if top.has("title"), title.isEmpty || title.count > 60 {
      sink.error("title must have 1 to 60 characters (it has \(title.count))", at: top.node("title")?.position)
    }
    let seeds = top.strings("seed", required: true) ?? []
    for seed in seeds where !LessonSchema.seeds.contains(seed) {
      sink.error("seed \"\(seed)\" is not one of the five seed files (\(LessonSchema.seeds.joined(separator: ", ")))",
                 at: top.node("seed")?.position)
    }
    let prose = readProseFile(top)
    let goals = top.strings("goals", required: true) ?? []
    if top.has("goals"), !(1...6).contains(goals.count) {
      sink.error("goals needs 1 to 6 entries, found \(goals.count)", at: top.node("goals")?.position)
    }

    if let sceneTable = top.subtable("scene") {
      readScene(sceneTable)
    } else if !top.has("scene") {
      top.missing("scene")
    }
    for table in top.tables("item") { readItem(table) }
    for table in top.tables("behavior") { readBehavior(table) }
    checkBehaviorReferences()
    for table in top.tables("parameter") { readParameter(table) }
    for pending in pendingChecks { check(pending.quantity, at: pending.position, what: pending.what) }
    let events = top.tables("event").compactMap { readEvent($0) }
    let plots = top.tables("plot").compactMap { readPlot($0) }
    if plots.isEmpty && !top.has("plot") {
      sink.error("a lesson needs at least one [[plot]]", at: root.position)
    }
    let exerciseTables = top.tables("exercise")
    let exercises = exerciseTables.compactMap { readExercise($0, prose: prose) }
    if !(2...4).contains(exerciseTables.count) {
      sink.error("\(exerciseTables.count) exercise\(exerciseTables.count == 1 ? "" : "s"); a lesson has 2 to 4",
                 at: exerciseTables.first?.position ?? root.position)
    }
    _ = top.node("preset")
    let pages = readPages(top, prose: prose, exercises: exercises)
    top.reportUnknownKeys(allowed: LessonSchema.topLevelKeys)

    return Lesson(id: id, title: title, seeds: seeds, goals: goals, scene: scene, items: items, behaviors: behaviors,
                  events: events, parameters: parameters, plots: plots, exercises: exercises, pages: pages,
                  prose: prose ?? Prose(sections: []), sourcePath: sink.file)
  }

  func readProseFile(_ top: TableReader) -> Prose? {
    guard let path = top.string("prose", required: true) else { return nil }
    guard path.hasPrefix("Content/"), path.hasSuffix(".md"), !path.contains("..") else {
      sink.error("prose must be a path of the form Content/<name>.md", at: top.node("prose")?.position)
      return nil
    }
    guard let text = readProse(path) else {
      sink.error("prose file \"\(path)\" not found", at: top.node("prose")?.position)
      return nil
    }
    return Prose.parse(text)
  }

  mutating func readScene(_ table: TOMLTable) {
    let reader = TableReader(table, context: "[scene]", sink: sink)
    if let engine = reader.string("engine", required: true) {
      if let known = SceneEngine(rawValue: engine) {
        scene.engine = known
      } else {
        sink.error("[scene]: engine \"\(engine)\" is not one of dynamics, animation, motion", at: reader.node("engine")?.position)
      }
    }
    for key in ["width", "height"] {
      guard let value = reader.number(key, required: true) else { continue }
      if !(1...4096).contains(value) {
        sink.error("[scene]: \(key) \(value) is outside 1...4096 points", at: reader.node(key)?.position)
      } else if key == "width" {
        scene.width = value
      } else {
        scene.height = value
      }
    }
    scene.sizeIsProposal = reader.bool("size_is_proposal") ?? false
    if let duration = reader.number("duration", required: true) {
      if duration > 0 && duration <= 60 {
        scene.duration = duration
      } else {
        sink.error("[scene]: duration must be in (0, 60] seconds, found \(duration)", at: reader.node("duration")?.position)
      }
    }
    if let step = reader.number("step") {
      let allowed = [1.0 / 60, 1.0 / 120, 1.0 / 240]
      if let match = allowed.first(where: { abs($0 - step) < 1e-9 }) {
        scene.step = match
      } else {
        sink.error("[scene]: step must be 1/60, 1/120 or 1/240 s", at: reader.node("step")?.position)
      }
    }
    if let letTable = reader.subtable("let") {
      let letReader = TableReader(letTable, context: "[scene.let]", sink: sink)
      for entry in letTable.entries {
        guard let quantity = letReader.quantity(entry.key) else { continue }
        if !LessonSchema.isIdentifier(entry.key) {
          sink.error("[scene.let]: name \"\(entry.key)\" must start with a letter and use letters, digits and _",
                     at: entry.keyPosition)
        }
        scene.lets.append((entry.key, quantity))
        pendingChecks.append((quantity, entry.node.position, "scene.let \(entry.key)"))
        lets.append(entry.key)
      }
    }
    reader.reportUnknownKeys(allowed: LessonSchema.sceneKeys)
  }

  /// Records an id, reporting a duplicate.
  mutating func claim(_ id: String, at position: SourcePosition) {
    if let first = ids[id] {
      sink.error("duplicate id \"\(id)\" (first defined at line \(first))", at: position)
    } else {
      ids[id] = position.line
    }
  }

  mutating func readItem(_ table: TOMLTable) {
    let reader = TableReader(table, context: "[[item]]", sink: sink)
    guard let id = reader.string("id", required: true) else { return }
    reader.context = "item \"\(id)\""
    if !LessonSchema.isIdentifier(id) {
      sink.error("item id \"\(id)\" must start with a letter and use letters, digits and _", at: reader.node("id")?.position)
    }
    claim(id, at: reader.node("id")?.position ?? table.position)
    let kind = reader.string("kind") ?? "view"
    if !LessonSchema.itemKinds.contains(kind) {
      let suggestion = Suggestion.closest(to: kind, in: LessonSchema.itemKinds)
      sink.error("item \"\(id)\": unknown kind \"\(kind)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""),
                 at: reader.node("kind")?.position)
    }
    let frame = reader.quantities("frame", count: 4, meaning: "[x, y, width, height]", required: true) ?? []
    for (index, name) in ["width", "height"].enumerated() where frame.count == 4 {
      if case .literal(let value) = frame[index + 2], value <= 0 {
        sink.error("item \"\(id)\": \(name) must be > 0", at: reader.node("frame")?.position)
      }
    }
    for quantity in frame { pendingChecks.append((quantity, reader.table.entry("frame")?.node.position, "item \"\(id)\" frame")) }
    let shape = reader.string("shape") ?? "rectangle"
    if !["rectangle", "ellipse"].contains(shape) {
      sink.error("item \"\(id)\": shape must be rectangle or ellipse", at: reader.node("shape")?.position)
    }
    items.append(ItemSpec(id: id, kind: kind, frame: frame, isDynamic: reader.bool("dynamic") ?? true,
                          text: reader.string("text"), color: reader.string("color"), shape: shape,
                          angle: reader.quantity("angle"), velocity: reader.pair("velocity", meaning: "[vx, vy]")))
    reader.reportUnknownKeys(allowed: LessonSchema.itemKeys)
  }
}
