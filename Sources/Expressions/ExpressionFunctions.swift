/// The functions and metrics an expression may call, with their arities.
package enum ExpressionFunctions {
  /// Pure math functions: name → allowed argument counts.
  package static let math: [String: ClosedRange<Int>] = [
    "sqrt": 1...1, "abs": 1...1, "exp": 1...1, "ln": 1...1, "log": 1...1, "log10": 1...1,
    "sin": 1...1, "cos": 1...1, "tan": 1...1, "asin": 1...1, "acos": 1...1, "atan": 1...1, "atan2": 2...2, "hypot": 2...2,
    "min": 2...16, "max": 2...16, "deg": 1...1, "rad": 1...1, "floor": 1...1, "round": 1...1, "sign": 1...1,
  ]

  /// Metrics over a run (lessons.md §0.3): name → allowed argument counts. They need a run, so they may
  /// appear only in dynamic expressions (`verify`, `outcome`, `target`).
  package static let metrics: [String: ClosedRange<Int>] = [
    "initial": 1...1, "at": 2...2, "before": 2...2,
    "max_of": 1...3, "min_of": 1...3, "mean_of": 1...3, "argmax_of": 1...3, "argmin_of": 1...3,
    "time_when": 1...1, "first_contact": 1...2, "contacts": 1...4,
    "period_of": 1...3, "decay_half_life": 1...3, "overshoot": 2...4, "settle_time": 3...4,
    "bounce_apexes": 1...1, "count_ge": 2...2, "len": 1...1, "swing": 1...1, "contact_order": 1...1,
    "overlap_y": 2...2, "gap": 1...1,
  ]

  /// Metrics whose arguments at these positions are item names (or, for the second argument of the
  /// contact metrics, a boundary identifier or `bounds`), not values.
  package static let itemArguments: [String: [Int]] = [
    "first_contact": [0, 1], "contacts": [0, 1], "contact_order": [0], "bounce_apexes": [0], "swing": [0],
    "overlap_y": [0, 1], "gap": [0],
  ]

  /// Every callable name, sorted, for suggestions.
  package static var allNames: [String] { (Array(math.keys) + Array(metrics.keys)).sorted() }
}
