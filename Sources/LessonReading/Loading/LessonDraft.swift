import LessonModel
import TOML
/// The lesson as read so far: what the readers of its parts have found, which later parts name and
/// check against (items, behaviours, parameters, lets), and the checks left for when every name is
/// known. The readers share it; problems go to its sink.
final class LessonDraft {
  let sink: DiagnosticSink
  /// Reads a file of the course by its path relative to the course folder (nil: not there).
  var readCourseFile: (String) -> String? = { _ in nil }
  var scene = SceneSpec(engine: .dynamics, width: 320, height: 568, sizeIsProposal: false, duration: 1, step: 1.0 / 60,
                        lets: [])
  /// Where [scene] keys are, for agreement checks with parameters.
  var scenePositions: [String: SourcePosition] = [:]
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
  /// The prose file's path and text, for the check of the commands it names.
  var proseSource: (path: String, text: String)?
  /// Event times with their positions, for the duration check.
  var eventTimes: [(time: Quantity, position: SourcePosition?)] = []
  /// Events without `at`, by label, where they are written (a button gesture must press each).
  var gestureOnlyEvents: [(label: String, position: SourcePosition?)] = []

  init(sink: DiagnosticSink) {
    self.sink = sink
  }

  /// Records an id, reporting a duplicate.
  func claim(_ id: String, at position: SourcePosition) {
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

  /// The values a behaviour's file writes, by key (for agreement with parameters).
  func written(_ behavior: BehaviorSpec) -> [String: PropertyValue] {
    guard let index = behaviors.firstIndex(where: { $0.id == behavior.id }), behaviorsWritten.indices.contains(index) else {
      return [:]
    }
    return behaviorsWritten[index]
  }
}
