import TOML
/// Turns a parsed TOML document into a `Lesson`, checking it against the schema and against itself.
/// Every problem goes to the sink; reading goes on after a problem so that all of them are reported.
struct LessonReader {
  let root: TOMLTable
  /// Where problems go (a `var` only so that checks of the prose can collect theirs apart).
  var sink: DiagnosticSink
  let expectedID: String?
  /// The course's source files a `seed` must name (nil: no catalog gives them, any name is accepted).
  let seeds: [String]?
  let readProse: (String) -> String?

  /// Ids of items and behaviours seen so far, with their lines, for duplicate checks.
  var ids: [String: Int] = [:]
  var items: [ItemSpec] = []
  var behaviors: [BehaviorSpec] = []
  /// View animations read so far (`animation` engine), for parameter targets.
  var animations: [AnimationSpec] = []
  var parameters: [ParameterSpec] = []
  /// Where each parameter was declared (its `name` value).
  var parameterPositions: [String: SourcePosition] = [:]
  var lets: [String] = []
  /// Known-name sets for expression checks, rebuilt only when items, parameters or lets change.
  let nameCache = NameCache()
  /// Repeated items and behaviours: the id pattern (`ball{i}`) and the ids it produced.
  var itemPatterns: [String: [String]] = [:]
  var behaviorPatterns: [String: [String]] = [:]
  /// Static quantities to check once every name is known (lets and frames may use parameters).
  var pendingChecks: [(quantity: Quantity, position: SourcePosition?, what: String, extra: Set<String>)] = []
  /// Where each behaviour (in `behaviors` order) names its items, for messages about them.
  var behaviorPositions: [SourcePosition] = []
  /// What each behaviour's file writes, by key (in `behaviors` order), for agreement with parameters.
  var behaviorsWritten: [[String: PropertyValue]] = []
  /// Each behaviour's anchor when written as a string (in `behaviors` order), for the check that it
  /// names an item's centre.
  var anchorTexts: [String?] = []
  /// The layer of each motion effect group read so far.
  var effectGroups: [String: String] = [:]
  /// Where the exercises' setups and answers are, for the checks that evaluate them.
  var exercisePositions: [String: (table: SourcePosition, answer: SourcePosition?)] = [:]
  /// Plot marks with their positions and plot ids, for the check that evaluates them.
  var markChecks: [(mark: Quantity, position: SourcePosition?, plot: String)] = []
  /// Whether to check the course's text too (`LessonLoader.load(…, courseChecks:)`).
  var courseChecks = true
  /// The prose file's path and text, for the check of the commands it names.
  var proseSource: (path: String, text: String)?
  /// Event times with their positions, for the duration check.
  var eventTimes: [(time: Quantity, position: SourcePosition?)] = []
  /// Events without `at`, by label, where they are written (a button gesture must press each).
  var gestureOnlyEvents: [(label: String, position: SourcePosition?)] = []
  var scene = SceneSpec(engine: .dynamics, width: 320, height: 568, sizeIsProposal: false, duration: 1, step: 1.0 / 60,
                        lets: [])
  /// Where [scene] keys are, for agreement checks with parameters.
  var scenePositions: [String: SourcePosition] = [:]

  init(root: TOMLTable, sink: DiagnosticSink, expectedID: String?, seeds: [String]?,
       readProse: @escaping (String) -> String?) {
    self.root = root
    self.sink = sink
    self.expectedID = expectedID
    self.seeds = seeds
    self.readProse = readProse
  }

  mutating func read() -> Lesson? {
    let top = TableReader(root, of: .topLevel, context: "", sink: sink)
    if let schema = top.integer("schema", required: true), schema != 1 {
      sink.error("unsupported schema \(schema) (this tutor reads schema 1)", at: top.node("schema")?.position)
    }
    let id = top.string("id", required: true) ?? ""
    if top.has("id") {
      if !LessonSchema.isKebabCase(id) {
        sink.error("id \"\(id)\" must be kebab-case (lowercase words joined by -) and equal the file name",
                   at: top.node("id")?.position)
      } else if let expectedID, id != expectedID {
        sink.error("id \"\(id)\" must equal the file name \"\(expectedID)\"", at: top.node("id")?.position)
      }
    }
    let title = top.string("title", required: true) ?? ""
    if top.has("title"), title.isEmpty || title.count > 60 {
      sink.error("title must have 1 to 60 characters (it has \(title.count))", at: top.node("title")?.position)
    }
    let seeds = top.strings("seed", required: true) ?? []
    for seed in seeds {
      guard let known = self.seeds, !known.contains(seed) else { continue }
      sink.error("seed \"\(seed)\" is not one of the \(LessonSchema.countWord(known.count)) seed files (\(known.joined(separator: ", ")))",
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
    checkEngineTables(top)
    var animations: [AnimationSpec] = [], effects: [EffectSpec] = [], tilt: TiltSpec?
    switch scene.engine {
    case .dynamics:
      for table in top.tables("item") { readItem(table) }
      for table in top.tables("behavior") { readBehavior(table) }
      checkBehaviorReferences()
    case .animation, .motion:
      for table in top.tables("layer") { readLayer(table) }
      if scene.engine == .animation {
        animations = top.tables("animation").compactMap { readAnimation($0) }
        self.animations = animations
      } else {
        effects = top.tables("effect").compactMap { readEffect($0) }
        tilt = top.subtable("tilt").map { readTilt($0) }
      }
      if items.isEmpty { sink.error("a \(scene.engine.rawValue) lesson needs at least one [[layer]]", at: root.position) }
    }
    for table in top.tables("parameter") { readParameter(table) }
    if scene.engine == .dynamics, !parameters.contains(where: { $0.name == ParameterSpec.debugOverlayName }) {
      parameters.append(.debugOverlay)
    }
    for pending in pendingChecks { check(pending.quantity, at: pending.position, what: pending.what, extraNames: pending.extra) }
    let presets = readPresets(top.tables("preset"))
    let events = scene.engine == .dynamics ? top.tables("event").compactMap { readEvent($0) } : []
    let gestures = scene.engine == .dynamics ? readGestures(top.tables("gesture"), items: items, events: events) : []
    let commands = readCommands(top.tables("command"))
    let plots = readPlots(top)
    let exerciseTables = top.tables("exercise")
    let exercises = readExercises(exerciseTables, prose: prose, plots: plots)
    if !(2...4).contains(exerciseTables.count) {
      sink.error("\(exerciseTables.count) exercise\(exerciseTables.count == 1 ? "" : "s"); a lesson has 2 to 4",
                 at: exerciseTables.first?.position ?? root.position)
    }
    let pages = readPages(top, prose: prose, exercises: exercises)
    top.reportUnknownKeys()

    var lesson = Lesson(id: id, title: title, seeds: seeds, goals: goals, scene: scene, items: items,
                        behaviors: behaviors, events: events, parameters: parameters, plots: plots,
                        exercises: exercises, pages: pages, prose: prose ?? Prose(sections: []), sourcePath: sink.file,
                        presets: presets, animations: animations, effects: effects, tilt: tilt, commands: commands,
                        gestures: gestures)
    lesson.prosePath = proseSource?.path ?? ""
    checkEvaluated(lesson)
    if courseChecks {
      checkCommandReferences(lesson)
      checkQuotedValues(lesson)
    }
    lesson.warnings = sink.sorted.filter { $0.severity == .warning }
    return lesson
  }

  mutating func readProseFile(_ top: TableReader) -> Prose? {
    guard let path = top.string("prose", required: true) else { return nil }
    guard path.hasPrefix("Content/"), path.hasSuffix(".md"), !path.contains("..") else {
      sink.error("prose must be a path of the form Content/<name>.md", at: top.node("prose")?.position)
      return nil
    }
    guard let text = readProse(path) else {
      sink.error("prose file \"\(path)\" not found", at: top.node("prose")?.position)
      return nil
    }
    proseSource = (path, text)
    let prose = Prose.parse(text)
    var seen: Set<String> = []
    for section in prose.sections where !seen.insert(section.slug).inserted {
      sink.error("prose file \"\(path)\" has two \"## \(section.slug)\" sections (the second at its line \(section.line))",
                 at: top.node("prose")?.position)
    }
    return prose
  }

  mutating func readScene(_ table: TOMLTable) {
    let reader = TableReader(table, of: .scene, context: "[scene]", sink: sink)
    if let engine = reader.string("engine", required: true) {
      if let known = SceneEngine(rawValue: engine) {
        scene.engine = known
      } else {
        sink.error("[scene]: engine \"\(engine)\" is not one of dynamics, animation, motion", at: reader.node("engine")?.position)
      }
    }
    for key in ["width", "height"] {
      guard let value = reader.number(key, required: true) else { continue }
      scenePositions[key] = reader.node(key)?.position
      if !(1...4096).contains(value) {
        sink.error("[scene]: \(key) \(LessonSchema.show(value)) is outside 1...4096 points", at: reader.node(key)?.position)
      } else if key == "width" {
        scene.width = value
      } else {
        scene.height = value
      }
    }
    scene.sizeIsProposal = reader.bool("size_is_proposal") ?? false
    if let duration = reader.number("duration", required: true) {
      scenePositions["duration"] = reader.node("duration")?.position
      if duration > 0 && duration <= 60 {
        scene.duration = duration
      } else {
        sink.error("[scene]: duration must be in (0, 60] seconds, found \(LessonSchema.show(duration))", at: reader.node("duration")?.position)
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
    if let letTable = reader.subtable("let") { readLets(letTable, prefix: "") }
    reader.reportUnknownKeys()
  }

  /// `[scene.let]`: named numbers or static expressions. Dotted names (`pull.angle = 30`) are read
  /// as one name, so a learner can `set pull.angle 40`.
  mutating func readLets(_ table: TOMLTable, prefix: String) {
    let reader = TableReader(table, context: "[scene.let]", sink: sink)
    for entry in table.entries {
      let name = prefix + entry.key
      if let nested = entry.node.table {
        _ = reader.node(entry.key)
        readLets(nested, prefix: name + ".")
        continue
      }
      guard let quantity = reader.quantity(entry.key) else { continue }
      if !name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ LessonSchema.isIdentifier(String($0)) }) {
        sink.error("[scene.let]: name \"\(name)\" must start with a letter and use letters, digits and _ (parts joined by .)",
                   at: entry.keyPosition)
      } else if ["width", "height", "duration", "pi", "true", "false", "i"].contains(name) {
        sink.error("[scene.let]: \"\(name)\" is a reserved name", at: entry.keyPosition)
      }
      scene.lets.append((name, quantity))
      pendingChecks.append((quantity, entry.node.position, "scene.let \(name)", []))
      lets.append(name)
    }
  }

  /// Records an id, reporting a duplicate.
  mutating func claim(_ id: String, at position: SourcePosition) {
    if let first = ids[id] {
      sink.error("duplicate id \"\(id)\" (first defined at line \(first))", at: position)
    } else {
      ids[id] = position.line
    }
  }

  /// `count` of a repeated item or behaviour (1…32), or nil when absent or wrong. Reports an id
  /// that has `{i}` without a count, or a count without `{i}`.
  func readCount(_ reader: TableReader, id: String) -> Int? {
    let count = reader.integer("count")
    let hasPlaceholder = id.contains(Repetition.placeholder)
    if let count {
      if !(1...32).contains(count) {
        sink.error("\(reader.context): count must be 1 to 32, found \(count)", at: reader.node("count")?.position)
        return nil
      }
      if !hasPlaceholder {
        sink.error("\(reader.context): a repeated id needs {i}, e.g. \"ball{i}\"", at: reader.node("id")?.position)
        return nil
      }
      return count
    }
    if hasPlaceholder && !reader.has("count") {
      sink.error("\(reader.context): {i} in an id needs count = N", at: reader.node("id")?.position)
    }
    return nil
  }

  /// Expands `{i}` references to repeated items: `ball{i}` → ball0, ball1, …; other ids unchanged.
  func expandItems(_ ids: [String]) -> [String] {
    ids.flatMap { itemPatterns[$0] ?? [$0] }
  }
}
