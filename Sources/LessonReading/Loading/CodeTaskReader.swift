import LessonModel
import TOML
import Localization
import Foundation

/// Reads what a `code` exercise adds: its starter and reference files, what the run plays, how long
/// it lasts, and its measures.
struct CodeTaskReader: DraftReader {
  let draft: LessonDraft

  func read(_ reader: TableReader, id: String) -> ExerciseSpec.Kind? {
    let owner = "exercise \"\(id)\""
    let starter = file(reader, "starter", owner: owner)
    let reference = file(reader, "reference_code", owner: owner)
    if let starter, let reference, starter.path == reference.path {
      sink.error("\(owner): starter and reference_code are the same file", at: reader.node("reference_code")?.position)
    }
    var duration: Double?
    if let seconds = reader.number("duration") {
      if seconds.isFinite, seconds > 0, seconds <= SceneSpec.maximumRunDuration {
        duration = seconds
      } else {
        sink.error("\(owner): duration must be above 0 and at most \(Int(SceneSpec.maximumRunDuration)) s",
                   at: reader.node("duration")?.position)
      }
    }
    let play = readPlay(reader, owner: owner, duration: duration ?? draft.scene.duration)
    let measures = ExerciseKindReader(draft: draft).readMeasures(reader, id: id)
    guard let starter, let reference else { return nil }
    return .code(CodeTask(starterPath: starter.path, starter: starter.text, referencePath: reference.path,
                          reference: reference.text, play: play, duration: duration, measures: measures))
  }

  /// A Swift file of the course: `Content/code/<lesson>/<name>.swift`, read.
  private func file(_ reader: TableReader, _ key: String, owner: String) -> (path: String, text: String)? {
    guard let path = reader.string(key, required: true) else { return nil }
    let position = reader.node(key)?.position
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "Content", parts[1] == "code", !parts.contains(".."), path.hasSuffix(".swift"),
          parts.allSatisfy({ !$0.isEmpty }) else {
      sink.error("\(owner): \(key) must be a path of the form Content/code/<lesson>/<name>.swift", at: position)
      return nil
    }
    guard let text = draft.readCourseFile(path) else {
      sink.error("\(owner): \(key) file \"\(path)\" not found", at: position)
      return nil
    }
    return (path, text)
  }

  /// `play = [{ at = 0, press = "startButton" }, { at = 1.5, tap = [160, 300] }, …]`, in time order.
  private func readPlay(_ reader: TableReader, owner: String, duration: Double) -> [CodeInput] {
    var inputs: [CodeInput] = []
    let items = Set(draft.items.map(\.id))
    for table in reader.tables("play") {
      let entry = TableReader(table, of: .play, context: "\(owner) play", sink: sink)
      defer { entry.reportUnknownKeys() }
      guard let time = entry.number("at", required: true) else { continue }
      guard time.isFinite, time >= 0, time <= duration else {
        sink.error("\(owner): play at \(LessonSchema.show(time)) s is outside the run (0 to \(LessonSchema.show(duration)) s)",
                   at: entry.node("at")?.position)
        continue
      }
      let kinds = ["press", "tap", "drag", "tilt"].filter(entry.has)
      guard kinds.count == 1 else {
        sink.error("\(owner): each play entry does one thing: press, tap, drag or tilt", at: table.position)
        continue
      }
      var action: CodeInput.Action?
      switch kinds[0] {
      case "press":
        action = entry.string("press").map { .press(item: $0) }
      case "tap":
        if let point = numbers(entry, "tap", count: 2) { action = .tap(x: point[0], y: point[1]) }
      case "tilt":
        guard let tilt = numbers(entry, "tilt", count: 2) else { continue }
        guard tilt.allSatisfy({ abs($0) <= 1 }) else {
          sink.error("\(owner): a tilt's components are between -1 and 1", at: entry.node("tilt")?.position)
          continue
        }
        action = .tilt(x: tilt[0], y: tilt[1])
      default:
        let by = numbers(entry, "by", count: 2)
        let seconds = entry.number("over") ?? 0.25
        if !(seconds > 0 && seconds <= duration) {
          sink.error("\(owner): a drag lasts more than 0 s and at most the run (over = \(LessonSchema.show(seconds)))",
                     at: entry.node("over")?.position)
        }
        if by == nil, !entry.has("by") { sink.error("\(owner): a drag needs by = [dx, dy]", at: table.position) }
        if let item = entry.string("drag"), let by { action = .drag(item: item, dx: by[0], dy: by[1], seconds: seconds) }
      }
      guard let action else { continue }
      let input = CodeInput(time: time, action: action)
      if let item = input.item, !items.contains(item) {
        sink.error("\(owner): play names \"\(item)\", which is not an item of the lesson"
                   + Suggestion.didYouMean(item, in: items.sorted()), at: entry.node(kinds[0])?.position)
        continue
      }
      if let last = inputs.last, last.time > time {
        sink.error("\(owner): play entries go in time order (\(LessonSchema.show(time)) s after \(LessonSchema.show(last.time)) s)",
                   at: entry.node("at")?.position)
      }
      inputs.append(input)
    }
    return inputs
  }

  private func numbers(_ entry: TableReader, _ key: String, count: Int) -> [Double]? {
    guard let node = entry.node(key) else { return nil }
    guard let array = node.array, array.count == count else {
      sink.error("\(entry.context): \(key) needs \(count) numbers", at: node.position)
      return nil
    }
    let values = array.compactMap { entry.number($0, what: key) }
    return values.count == count && values.allSatisfy(\.isFinite) ? values : nil
  }
}
