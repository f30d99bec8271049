import Localization
import Foundation

/// The metrics of lessons.md §0.3, evaluated over a recorded run.
extension ExpressionEvaluator {
  func metric(_ name: String, _ args: [Expression], _ context: Context, offset: Int)
    throws(ExpressionError) -> ExpressionValue {
    // List functions and per-sample functions do not need the whole run.
    switch name {
    case "count_ge":
      let list = try numbers(args[0], context)
      let threshold = try asNumber(try value(args[1], context), args[1])
      return .number(Double(list.filter { $0 >= threshold }.count))
    case "len":
      switch try value(args[0], context) {
      case .list(let list): return .number(Double(list.count))
      case .texts(let list): return .number(Double(list.count))
      default: throw ExpressionError(offset: offset, Messages.english("len needs a list"))
      }
    case "swing", "overlap_y", "gap":
      return .number(try perSample(name, args, context, offset: offset))
    default: break
    }

    let trajectory = try self.trajectory(context.run, offset: offset)
    guard trajectory.count > 0 else {
      return name == "bounce_apexes" ? .list([]) : (name == "contact_order" ? .texts([]) : .number(.infinity))
    }
    let times = trajectory.times
    let metrics = MetricContext(evaluator: self, trajectory: trajectory, args: args, context: context, name: name,
                                offset: offset)

    switch name {
    case "initial":
      return .number(try metrics.at(args[0], 0))
    case "at":
      return .number(try metrics.interpolated(args[1], try metrics.scalar(0, default: 0)))
    case "before":
      let t = try metrics.scalar(0, default: 0)
      guard let i = times.lastIndex(where: { $0 < t - 1e-12 }) else { return .number(.nan) }
      return .number(try metrics.at(args[1], i))
    case "max_of", "min_of", "mean_of", "argmax_of", "argmin_of":
      let indices = try metrics.window(1)
      guard !indices.isEmpty else { return .number(.nan) }
      let values = try metrics.series(args[0], indices)
      switch name {
      case "max_of": return .number(values.max() ?? .nan)
      case "min_of": return .number(values.min() ?? .nan)
      case "mean_of": return .number(values.reduce(0, +) / Double(values.count))
      case "argmax_of":
        let best = values.indices.max { values[$0] < values[$1] } ?? 0
        return .number(times[indices[best]])
      default:
        let best = values.indices.min { values[$0] < values[$1] } ?? 0
        return .number(times[indices[best]])
      }
    case "period_of", "decay_half_life":
      let indices = try metrics.window(1)
      let values = try metrics.series(args[0], indices)
      let windowTimes = indices.map { times[$0] }
      return .number(name == "period_of" ? SignalAnalysis.period(windowTimes, values)
                                          : SignalAnalysis.halfLife(windowTimes, values))
    case "overshoot":
      let target = try metrics.scalar(1, default: 0)
      let indices = try metrics.window(2)
      return .number(SignalAnalysis.overshoot(try metrics.series(args[0], indices), target: target))
    case "settle_time":
      let target = try metrics.scalar(1, default: 0)
      let tolerance = try metrics.scalar(2, default: 0)
      let indices = try metrics.window(3)
      let values = try metrics.series(args[0], indices)
      return .number(SignalAnalysis.settleTime(indices.map { times[$0] }, values, target: target, tolerance: tolerance))
    case "time_when":
      return .number(try timeWhen(args[0], trajectory: trajectory, context))
    case "first_contact":
      let item = try metrics.itemName(0)
      let other = args.count > 1 ? try metrics.itemName(1) : nil
      let hit = trajectory.contacts.first { $0.began && Self.involves($0, item, other) }
      return .number(hit?.time ?? .infinity)
    case "contacts":
      let item = try metrics.itemName(0)
      let other = args.count > 1 ? try metrics.itemName(1) : nil
      let t0 = try metrics.scalar(2, default: 0), t1 = try metrics.scalar(3, default: .infinity)
      let count = trajectory.contacts.filter {
        $0.began && $0.time >= t0 - 1e-9 && $0.time <= t1 + 1e-9 && Self.involves($0, item, other)
      }.count
      return .number(Double(count))
    case "contact_order":
      let item = try metrics.itemName(0)
      var order: [String] = []
      for record in trajectory.contacts where record.began && Self.involves(record, item, nil) {
        let other = record.item == item ? record.other : record.item
        if !order.contains(other) { order.append(other) }
      }
      return .texts(order)
    case "bounce_apexes":
      let item = try metrics.itemName(0)
      guard let track = trajectory.track(item) else {
        throw ExpressionError(offset: offset, Messages.english("unknown item \"{item}\""), ["item": item])
      }
      let bottoms = track.x.indices.map { track.value(of: .bottom, at: $0) }
      return .list(SignalAnalysis.bounceApexes(bottoms))
    default:
      throw ExpressionError(offset: offset, Messages.english("the metric {name} is not available yet"), ["name": name])
    }
  }

  /// `swing(I)`, `overlap_y(I, J)` and `gap(L)`: values at the current sample, so they only make sense inside
  /// another metric.
  private func perSample(_ name: String, _ args: [Expression], _ context: Context, offset: Int)
    throws(ExpressionError) -> Double {
    guard let sample = context.sample else {
      throw ExpressionError(offset: offset, Messages.english("{name}(…) changes over the run; use it inside a metric such as at(t, {name}(…))"), ["name": name])
    }
    func track(_ index: Int) throws(ExpressionError) -> ItemTrack {
      let id: String
      switch args[index] {
      case .name(let item, _, _): id = item
      case .text(let text): id = text
      default: throw ExpressionError(offset: Self.offset(of: args[index]), Messages.english("{name} expects an item name here"), ["name": name])
      }
      guard let found = sample.run.track(id) else { throw ExpressionError(offset: offset, Messages.english("unknown item \"{item}\""), ["item": id]) }
      return found
    }
    let first = try track(0)
    guard !first.x.isEmpty else { return .nan }
    let i = min(sample.index, first.x.count - 1)
    if name == "swing" { return first.value(of: .swing, at: i) }
    if name == "gap" {
      // The widest strip of the reference view the item's box leaves uncovered along any edge.
      let run = sample.run
      let uncovered = [first.value(of: .left, at: i), first.value(of: .top, at: i),
                       run.stageWidth - first.value(of: .right, at: i), run.stageHeight - first.value(of: .bottom, at: i)]
      return max(0, uncovered.max() ?? 0)
    }
    let second = try track(1)
    guard !second.x.isEmpty else { return .nan }
    let j = min(sample.index, second.x.count - 1)
    let top = max(first.value(of: .top, at: i), second.value(of: .top, at: j))
    let bottom = min(first.value(of: .bottom, at: i), second.value(of: .bottom, at: j))
    return max(0, bottom - top)
  }

  func numbers(_ expression: Expression, _ context: Context) throws(ExpressionError) -> [Double] {
    switch try value(expression, context) {
    case .list(let list): return list
    case .number(let x): return [x]
    default: throw ExpressionError(offset: Self.offset(of: expression), Messages.english("expected a list of numbers"))
    }
  }

  static func involves(_ record: ContactRecord, _ item: String, _ other: String?) -> Bool {
    if record.item == item { return other == nil || record.other == other }
    if record.other == item { return other == nil || record.item == other }
    return false
  }

  /// First time the condition holds, interpolated between the two samples around it when the
  /// condition compares two numbers; ∞ if it never holds.
  func timeWhen(_ condition: Expression, trajectory: Trajectory, _ context: Context) throws(ExpressionError) -> Double {
    let times = trajectory.times
    func holds(_ i: Int) throws(ExpressionError) -> Bool {
      try asBool(try value(condition, context.at(Sample(run: trajectory, index: i))), condition)
    }
    for i in times.indices where try holds(i) {
      guard i > 0 else { return times[0] }
      if case .binary(let op, let lhs, let rhs) = condition, op.isComparison {
        func gap(_ j: Int) throws(ExpressionError) -> Double {
          let at = context.at(Sample(run: trajectory, index: j))
          return try asNumber(try value(lhs, at), lhs) - asNumber(try value(rhs, at), rhs)
        }
        let before = try gap(i - 1), after = try gap(i)
        if before != after, before.isFinite, after.isFinite {
          let fraction = min(max(before / (before - after), 0), 1)
          return times[i - 1] + fraction * (times[i] - times[i - 1])
        }
      }
      return times[i]
    }
    return .infinity
  }
}

/// The arguments of one metric call over one run, with helpers to read them.
struct MetricContext {
  let evaluator: ExpressionEvaluator
  let trajectory: Trajectory
  let args: [Expression]
  let context: ExpressionEvaluator.Context
  let name: String
  let offset: Int

  var times: [Double] { trajectory.times }

  /// `expression` as a number at sample `i`.
  func at(_ expression: Expression, _ i: Int) throws(ExpressionError) -> Double {
    let sample = ExpressionEvaluator.Sample(run: trajectory, index: i)
    return try evaluator.asNumber(try evaluator.value(expression, context.at(sample)), expression)
  }

  /// `expression` at each sample of `indices`.
  func series(_ expression: Expression, _ indices: [Int]) throws(ExpressionError) -> [Double] {
    // A value of the whole run (a number, a metric) is the same at every sample: work it out once, so
    // that nested metrics (`max_of(max_of(y))`) take a pass each, not a pass per sample of the outer.
    if let first = indices.first, Self.isSampleIndependent(expression) {
      return Array(repeating: try at(expression, first), count: indices.count)
    }
    var values: [Double] = []
    values.reserveCapacity(indices.count)
    for i in indices { values.append(try at(expression, i)) }
    return values
  }

  /// Whether `expression` has the same value at every sample: it names no signal and calls no
  /// per-sample function (names may be signals, so they count as changing).
  static func isSampleIndependent(_ expression: Expression) -> Bool {
    switch expression {
    case .number, .boolean, .text: return true
    case .name: return false
    case .unary(_, let operand): return isSampleIndependent(operand)
    case .binary(_, let lhs, let rhs): return isSampleIndependent(lhs) && isSampleIndependent(rhs)
    case .index(let list, let position, _): return isSampleIndependent(list) && isSampleIndependent(position)
    case .call(let name, let arguments, _, _):
      // Whole-run metrics look at every sample themselves; the rest depend on their arguments.
      let perSample: Set<String> = ["swing", "overlap_y", "gap", "len", "count_ge"]
      if ExpressionFunctions.metrics[name] != nil, !perSample.contains(name) { return true }
      return !perSample.contains(name) && arguments.allSatisfy(isSampleIndependent)
    }
  }

  /// A number argument evaluated outside any sample (times, targets).
  func scalar(_ index: Int, default fallback: Double) throws(ExpressionError) -> Double {
    guard index < args.count else { return fallback }
    return try evaluator.asNumber(try evaluator.value(args[index], context), args[index])
  }

  /// Sample indices inside the window [t0, t1] given by arguments `first` and `first + 1`.
  func window(_ first: Int) throws(ExpressionError) -> [Int] {
    let t0 = try scalar(first, default: 0)
    let t1 = try scalar(first + 1, default: .infinity)
    guard !t0.isNaN, !t1.isNaN else { return [] }
    return times.indices.filter { times[$0] >= t0 - 1e-9 && times[$0] <= t1 + 1e-9 }
  }

  /// Value of `expression` at time `t`, interpolated linearly between samples.
  func interpolated(_ expression: Expression, _ t: Double) throws(ExpressionError) -> Double {
    guard t.isFinite else { return .nan }
    if t <= times[0] { return try at(expression, 0) }
    guard let upper = times.firstIndex(where: { $0 >= t }) else { return try at(expression, times.count - 1) }
    let lower = upper - 1
    let a = try at(expression, lower), b = try at(expression, upper)
    let span = times[upper] - times[lower]
    return span > 0 ? a + (b - a) * (t - times[lower]) / span : b
  }

  /// An item or boundary name argument: a bare name or a quoted text.
  func itemName(_ index: Int) throws(ExpressionError) -> String {
    guard index < args.count else { throw ExpressionError(offset: offset, Messages.english("{name} needs an item"), ["name": name]) }
    switch args[index] {
    case .name(let item, _, _): return item
    case .text(let text): return text
    default:
      throw ExpressionError(offset: ExpressionEvaluator.offset(of: args[index]), Messages.english("{name} expects an item name here"), ["name": name])
    }
  }
}
