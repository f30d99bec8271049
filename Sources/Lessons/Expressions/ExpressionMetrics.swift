import Foundation

/// The metrics of lessons.md §0.3, evaluated over a recorded run.
extension ExpressionEvaluator {
  func metric(_ name: String, _ args: [Expression], sample: Sample?, run: String, offset: Int)
    throws(ExpressionError) -> ExpressionValue {
    let trajectory = try self.trajectory(run, offset: offset)
    guard trajectory.count > 0 else { return .number(.infinity) }
    let times = trajectory.times

    /// Evaluates `expression` as a number at sample `i`.
    func at(_ expression: Expression, _ i: Int) throws(ExpressionError) -> Double {
      try asNumber(try value(expression, sample: Sample(run: trajectory, index: i), run: run), expression)
    }
    /// A number argument evaluated outside any sample (times, targets).
    func scalar(_ index: Int, default fallback: Double) throws(ExpressionError) -> Double {
      guard index < args.count else { return fallback }
      return try asNumber(try value(args[index], sample: sample, run: run), args[index])
    }
    /// Sample indices inside the window [t0, t1] given by arguments `first` and `first + 1`.
    func window(_ first: Int) throws(ExpressionError) -> [Int] {
      let t0 = try scalar(first, default: 0)
      let t1 = try scalar(first + 1, default: .infinity)
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
    func itemName(_ index: Int) throws(ExpressionError) -> String {
      guard index < args.count else { throw ExpressionError(offset: offset, message: "\(name) needs an item") }
      switch args[index] {
      case .name(let item, _, _): return item
      case .text(let text): return text
      default: throw ExpressionError(offset: Self.offset(of: args[index]), message: "\(name) expects an item name here")
      }
    }

    switch name {
    case "initial":
      return .number(try at(args[0], 0))
    case "at":
      return .number(try interpolated(args[1], try scalar(0, default: 0)))
    case "before":
      let t = try scalar(0, default: 0)
      guard let i = times.lastIndex(where: { $0 < t - 1e-12 }) else { return .number(.nan) }
      return .number(try at(args[1], i))
    case "max_of", "min_of", "mean_of", "argmax_of", "argmin_of":
      let indices = try window(1)
      guard !indices.isEmpty else { return .number(.nan) }
      var values: [Double] = []
      for i in indices { values.append(try at(args[0], i)) }
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
    case "time_when":
      return .number(try timeWhen(args[0], trajectory: trajectory, run: run))
    case "first_contact":
      let item = try itemName(0)
      let other = args.count > 1 ? try itemName(1) : nil
      let hit = trajectory.contacts.first { $0.began && Self.involves($0, item, other) }
      return .number(hit?.time ?? .infinity)
    case "contacts":
      let item = try itemName(0)
      let other = args.count > 1 ? try itemName(1) : nil
      let t0 = try scalar(2, default: 0), t1 = try scalar(3, default: .infinity)
      let count = trajectory.contacts.filter {
        $0.began && $0.time >= t0 - 1e-9 && $0.time <= t1 + 1e-9 && Self.involves($0, item, other)
      }.count
      return .number(Double(count))
    case "swing":
      guard let sample else {
        throw ExpressionError(offset: offset, message: "swing(I) changes over the run; use it inside a metric")
      }
      let item = try itemName(0)
      guard let track = sample.run.track(item) else {
        throw ExpressionError(offset: offset, message: "unknown item \"\(item)\"")
      }
      return .number(track.value(of: .swing, at: min(sample.index, max(track.x.count - 1, 0))))
    default:
      throw ExpressionError(offset: offset, message: "the metric \(name) is not available yet")
    }
  }

  static func involves(_ record: ContactRecord, _ item: String, _ other: String?) -> Bool {
    if record.item == item { return other == nil || record.other == other }
    if record.other == item { return other == nil || record.item == other }
    return false
  }

  /// First time the condition holds, interpolated between the two samples around it when the
  /// condition compares two numbers; ∞ if it never holds.
  func timeWhen(_ condition: Expression, trajectory: Trajectory, run: String) throws(ExpressionError) -> Double {
    let times = trajectory.times
    func holds(_ i: Int) throws(ExpressionError) -> Bool {
      try asBool(try value(condition, sample: Sample(run: trajectory, index: i), run: run), condition)
    }
    for i in times.indices where try holds(i) {
      guard i > 0 else { return times[0] }
      if case .binary(let op, let lhs, let rhs) = condition, op.isComparison {
        func gap(_ j: Int) throws(ExpressionError) -> Double {
          let sample = Sample(run: trajectory, index: j)
          return try asNumber(try value(lhs, sample: sample, run: run), lhs)
            - asNumber(try value(rhs, sample: sample, run: run), rhs)
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
