import LessonModel
import TOML
import Expressions
import Localization
/// Which names expressions may use, and checks of expressions against them: the names the draft
/// holds so far. Its sink is its own so that the prose's figures can report into the prose file.
struct NameChecker {
  let draft: LessonDraft
  let sink: DiagnosticSink

  private var items: [ItemSpec] { draft.items }
  private var nameCache: NameCache { draft.nameCache }

  /// Names usable in static expressions: parameters, lets, the scene size and duration, and the
  /// items' initial geometry. Built once per state of the lists it depends on (they only grow).
  var staticNames: Set<String> {
    let key = NameCache.Key(items: items.count, parameters: draft.parameters.count, lets: draft.lets.count)
    if let cached = nameCache.staticNames, nameCache.staticKey == key { return cached }
    var names: Set<String> = ["width", "height", "duration"]
    names.formUnion(draft.parameters.map(\.name))
    names.formUnion(draft.lets)
    for item in items {
      for suffix in ["frame.x", "frame.y", "frame.width", "frame.height", "width", "height", "x", "y"] {
        names.insert("\(item.id).\(suffix)")
      }
    }
    nameCache.staticNames = names
    nameCache.staticKey = key
    return names
  }

  /// Names usable in dynamic expressions: static names plus every item's signals.
  var dynamicNames: Set<String> {
    let key = NameCache.Key(items: items.count, parameters: draft.parameters.count, lets: draft.lets.count)
    if let cached = nameCache.dynamicNames, nameCache.dynamicKey == key { return cached }
    var names = staticNames
    for item in items {
      for signal in ItemSignal.allCases { names.insert("\(item.id).\(signal.rawValue)") }
    }
    nameCache.dynamicNames = names
    nameCache.dynamicKey = key
    return names
  }

  /// Boundary identifiers a contact metric may name: every boundary, and `bounds`.
  var contactPartners: Set<String> {
    var names: Set<String> = ["bounds"]
    for behavior in draft.behaviors { names.formUnion(behavior.boundaries.map(\.id)) }
    names.formUnion(items.map(\.id))
    return names
  }

  /// Checks an expression's names, calls and run prefixes. Static expressions may not use signals,
  /// metrics or runs; dynamic ones may use the runs in `runs`. `extraNames` are also allowed (`i`).
  func check(_ expression: Expression, source: String = "", at position: SourcePosition?, what: String,
             dynamic: Bool, runs: Set<String> = [], extraNames: Set<String> = []) {
    let names = dynamic ? dynamicNames : staticNames
    let column = { (offset: Int) in position.map { TableReader.column($0, offset: offset) } }
    func checkRun(_ run: String?, _ offset: Int) {
      guard let run else { return }
      if !dynamic {
        sink.error("\(what) must be static but uses the run \"\(run)\"", at: column(offset))
      } else if !runs.contains(run) {
        sink.error("\(what): no run named \"\(run)\"" + (runs.isEmpty ? "; declare it in the exercise's runs"
                                                                       : Suggestion.didYouMean(run, in: runs)),
                   at: column(offset))
      }
    }
    func walk(_ node: Expression) {
      switch node {
      case .number, .boolean, .text: break
      case .name(let name, let run, let offset):
        checkRun(run, offset)
        guard !names.contains(name), !extraNames.contains(name) else { break }
        if !dynamic, dynamicNames.contains(name) {
          sink.error("\(what) must be static but uses the signal \(name)", at: column(offset))
        } else if items.contains(where: { $0.id == name }) {
          sink.error("\(what): the item name \(name) needs a signal (\(name).y) or belongs inside first_contact, contacts, …",
                     at: column(offset))
        } else {
          sink.error("\(what): unknown name \"\(name)\"" + Suggestion.didYouMean(name, in: names.union(extraNames).sorted()), at: column(offset))
        }
      case .unary(_, let operand): walk(operand)
      case .binary(_, let lhs, let rhs):
        walk(lhs)
        walk(rhs)
      case .index(let list, let index, _):
        walk(list)
        walk(index)
      case .call(let name, let arguments, let run, let offset):
        checkRun(run, offset)
        if let arity = ExpressionFunctions.metrics[name] {
          if !dynamic { sink.error("\(what) must be static but uses the metric \(name)", at: column(offset)) }
          if !arity.contains(arguments.count) {
            sink.error("\(what): \(name) takes \(Self.describe(arity)) arguments, found \(arguments.count)", at: column(offset))
          }
          let itemPositions = ExpressionFunctions.itemArguments[name] ?? []
          for (index, argument) in arguments.enumerated() {
            guard itemPositions.contains(index) else {
              walk(argument)
              continue
            }
            let partner = index == 1 && ["first_contact", "contacts"].contains(name)
            let allowed = partner ? contactPartners : Set(items.map(\.id))
            switch argument {
            case .name(let id, _, let argumentOffset):
              if !allowed.contains(id) {
                sink.error("\(what): \(name) needs \(partner ? "an item, a boundary or bounds" : "an item") here, not \"\(id)\""
                           + Suggestion.didYouMean(id, in: allowed), at: column(argumentOffset))
              }
            case .text(let id):
              if !allowed.contains(id) {
                sink.error("\(what): \(name) needs \(partner ? "an item, a boundary or bounds" : "an item") here, not \"\(id)\""
                           + Suggestion.didYouMean(id, in: allowed), at: column(offset))
              }
            default:
              sink.error("\(what): argument \(index + 1) of \(name) must be an item name", at: column(offset))
            }
          }
          if name == "time_when", let condition = arguments.first, !condition.isCondition {
            sink.error("\(what): time_when needs a condition such as box.y >= 400", at: column(offset))
          }
        } else if let arity = ExpressionFunctions.math[name] {
          if !arity.contains(arguments.count) {
            sink.error("\(what): \(name) takes \(Self.describe(arity)) argument\(arity.upperBound == 1 ? "" : "s"), found \(arguments.count)",
                       at: column(offset))
          }
          arguments.forEach(walk)
        } else {
          sink.error("\(what): unknown function \"\(name)\"" + Suggestion.didYouMean(name, in: ExpressionFunctions.allNames),
                     at: column(offset))
          arguments.forEach(walk)
        }
      }
    }
    walk(expression)
  }

  static func describe(_ arity: ClosedRange<Int>) -> String {
    arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
  }

  /// Checks a quantity that is an expression (static).
  func check(_ quantity: Quantity?, at position: SourcePosition?, what: String, extraNames: Set<String> = []) {
    guard case .expression(let expression, let source)? = quantity else { return }
    check(expression, source: source, at: position, what: what, dynamic: false, extraNames: extraNames)
  }
}
