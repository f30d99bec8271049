import LessonModel
import TOML
/// Turns a parsed TOML document into a `Lesson`, checking it against the schema and against itself.
/// Every problem goes to the sink; reading goes on after a problem so that all of them are reported.
/// It reads the top level itself and composes one reader per kind of table (`ItemReader`,
/// `BehaviorReader`, …), which share the lesson read so far (`LessonDraft`).
struct LessonReader {
  let root: TOMLTable
  /// Where problems go.
  let sink: DiagnosticSink
  let expectedID: String?
  /// The course's source files a `seed` must name (nil: no catalog gives them, any name is accepted).
  let seeds: [String]?
  let readProse: (String) -> String?

  /// Whether to check the course's text too (`LessonLoader.load(…, courseChecks:)`).
  var courseChecks = true
  /// The lesson as read so far, which the readers of its parts share.
  let draft: LessonDraft

  init(root: TOMLTable, sink: DiagnosticSink, expectedID: String?, seeds: [String]?,
       readProse: @escaping (String) -> String?) {
    self.root = root
    self.sink = sink
    self.expectedID = expectedID
    self.seeds = seeds
    self.readProse = readProse
    draft = LessonDraft(sink: sink)
    draft.readCourseFile = readProse
  }

  func read() -> Lesson? {
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
      SceneReader(draft: draft).read(sceneTable)
    } else if !top.has("scene") {
      top.missing("scene")
    }
    let layers = LayerReader(draft: draft)
    layers.checkEngineTables(top)
    var animations: [AnimationSpec] = [], effects: [EffectSpec] = [], tilt: TiltSpec?
    let engine = draft.scene.engine
    switch engine {
    case .dynamics:
      for table in top.tables("item") { ItemReader(draft: draft).read(table) }
      let behaviors = BehaviorReader(draft: draft)
      for table in top.tables("behavior") { behaviors.read(table) }
      behaviors.checkReferences()
    case .animation, .motion:
      for table in top.tables("layer") { layers.read(table) }
      if engine == .animation {
        animations = top.tables("animation").compactMap { AnimationReader(draft: draft).read($0) }
        draft.animations = animations
      } else {
        let motion = MotionReader(draft: draft)
        effects = top.tables("effect").compactMap { motion.readEffect($0) }
        tilt = top.subtable("tilt").map { motion.readTilt($0) }
      }
      if draft.items.isEmpty { sink.error("a \(engine.rawValue) lesson needs at least one [[layer]]", at: root.position) }
    }
    for table in top.tables("parameter") { ParameterReader(draft: draft).read(table) }
    if engine == .dynamics, !draft.parameters.contains(where: { $0.name == ParameterSpec.debugOverlayName }) {
      draft.parameters.append(.debugOverlay)
    }
    let names = NameChecker(draft: draft, sink: sink)
    for pending in draft.pendingChecks {
      names.check(pending.quantity, at: pending.position, what: pending.what, extraNames: pending.extra)
    }
    let presets = PresetReader(draft: draft).read(top.tables("preset"))
    let events = engine == .dynamics ? top.tables("event").compactMap { EventReader(draft: draft).read($0) } : []
    let gestures = engine == .dynamics
      ? GestureReader(draft: draft).read(top.tables("gesture"), items: draft.items, events: events) : []
    let commands = CommandReader(draft: draft).read(top.tables("command"))
    let plots = PlotReader(draft: draft).read(top, root: root)
    let exerciseTables = top.tables("exercise")
    let exercises = ExerciseReader(draft: draft).read(exerciseTables, prose: prose, plots: plots)
    // Code exercises come on top of those answered at the prompt: writing the code is a lesson's last
    // step, not a replacement for its questions.
    let codeCount = exerciseTables.filter { $0["kind"]?.string == ExerciseKind.code.rawValue }.count
    let promptCount = exerciseTables.count - codeCount
    if !(2...4).contains(promptCount) {
      sink.error("\(promptCount) exercise\(promptCount == 1 ? "" : "s") answered at the prompt; a lesson has 2 to 4",
                 at: exerciseTables.first?.position ?? root.position)
    }
    if codeCount > 2 {
      sink.error("\(codeCount) code exercises; a lesson has at most 2", at: exerciseTables.first?.position ?? root.position)
    }
    let pages = PageReader(draft: draft).read(top, prose: prose, exercises: exercises)
    top.reportUnknownKeys()

    var lesson = Lesson(id: id, title: title, seeds: seeds, goals: goals, scene: draft.scene, items: draft.items,
                        behaviors: draft.behaviors, events: events, parameters: draft.parameters, plots: plots,
                        exercises: exercises, pages: pages, prose: prose ?? Prose(sections: []), sourcePath: sink.file,
                        presets: presets, animations: animations, effects: effects, tilt: tilt, commands: commands,
                        gestures: gestures)
    lesson.prosePath = draft.proseSource?.path ?? ""
    EvaluatedChecks(draft: draft, root: root).check(lesson)
    if courseChecks {
      CommandReferenceChecks(draft: draft, root: root).check(lesson)
      QuotedValueChecks(draft: draft).check(lesson)
    }
    lesson.warnings = sink.sorted.filter { $0.severity == .warning }
    return lesson
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
    draft.proseSource = (path, text)
    let prose = Prose.parse(text)
    var seen: Set<String> = []
    for section in prose.sections where !seen.insert(section.slug).inserted {
      sink.error("prose file \"\(path)\" has two \"## \(section.slug)\" sections (the second at its line \(section.line))",
                 at: top.node("prose")?.position)
    }
    return prose
  }

  /// The values a text gives a parameter (`QuotedValueChecks`).
  static func quotedValues(of parameter: ParameterSpec, in text: String) -> [(text: String, value: Double)] {
    QuotedValueChecks.quotedValues(of: parameter, in: text)
  }
}
