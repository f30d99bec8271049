import LessonModel
/// The outcome of checking an answer.
package enum Verdict: Sendable, Equatable {
  /// Right. `detail` says why (the expected value, what the run showed).
  case correct(detail: String)
  /// Wrong. `detail` says how far off, or what happened instead.
  case incorrect(detail: String)
  /// The question assumes parameter values that are not set; nothing was judged.
  case needsSetup([(name: String, value: Double, current: Double)])
  /// The answer could not be read; nothing was judged and no attempt is counted.
  case unreadable(String)

  /// Whether the answer was judged right.
  package var isCorrect: Bool {
    if case .correct = self { return true }
    return false
  }

  /// Whether this counts as an attempt.
  package var isAttempt: Bool {
    switch self {
    case .correct, .incorrect: true
    case .needsSetup, .unreadable: false
    }
  }

  package static func == (lhs: Verdict, rhs: Verdict) -> Bool {
    switch (lhs, rhs) {
    case (.correct(let a), .correct(let b)), (.incorrect(let a), .incorrect(let b)), (.unreadable(let a), .unreadable(let b)):
      return a == b
    case (.needsSetup(let a), .needsSetup(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value == $1.value && $0.current == $1.current }
    default:
      return false
    }
  }
}
