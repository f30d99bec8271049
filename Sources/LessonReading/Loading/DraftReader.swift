import LessonModel
import TOML
import Expressions
/// A reader of one part of a lesson (items, behaviours, events, …): it reads its tables into the
/// draft the lesson reader composes, and checks what it reads against what the draft already holds.
protocol DraftReader {
  /// The lesson as read so far.
  var draft: LessonDraft { get }
}

extension DraftReader {
  var sink: DiagnosticSink { draft.sink }
  var scene: SceneSpec { draft.scene }
  var items: [ItemSpec] { draft.items }
  var behaviors: [BehaviorSpec] { draft.behaviors }
  var animations: [AnimationSpec] { draft.animations }
  var parameters: [ParameterSpec] { draft.parameters }
  var lets: [String] { draft.lets }

  /// Checks an expression's names against the draft (`NameChecker`).
  func check(_ expression: Expression, source: String = "", at position: SourcePosition?, what: String,
             dynamic: Bool, runs: Set<String> = [], extraNames: Set<String> = []) {
    NameChecker(draft: draft, sink: sink).check(expression, source: source, at: position, what: what, dynamic: dynamic,
                                                runs: runs, extraNames: extraNames)
  }

  /// Checks a quantity that is an expression (static).
  func check(_ quantity: Quantity?, at position: SourcePosition?, what: String, extraNames: Set<String> = []) {
    NameChecker(draft: draft, sink: sink).check(quantity, at: position, what: what, extraNames: extraNames)
  }
}
