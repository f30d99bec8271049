/// Suggests the closest known word to a misspelt one ("did you mean …?").
package enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
  package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    // Long input is never a typo of a short word; skip the quadratic work.
    guard word.count <= 64 else { return nil }
    let lowered = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance < best?.1 ?? Int.max { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(1, min(3, lowered.count / 3))
    return distance <= limit ? candidate : nil
  }

  /// ` (did you mean "x"?)` when a close candidate exists, else "" — ready to append to a message.
  /// Besides typos, a word that begins a candidate or is one of its dash-separated parts points to it
  /// (`push` → `push-basics`), or to up to three such candidates.
  package static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
    didYouMean(word, in: candidates, Messages.untranslated)
  }

  /// `didYouMean(_:in:)` in the language of `t`.
  package static func didYouMean(_ word: String, in candidates: some Sequence<String>, _ t: Messages) -> String {
    let meant = likelyMeant(word, in: candidates)
    guard let last = meant.last else { return "" }
    if meant.count == 1 { return t(" (did you mean \"{name}\"?)", ["name": last]) }
    let quoted = meant.dropLast().map { "\"\($0)\"" }.joined(separator: ", ")
    return t(" (did you mean {names} or \"{last}\"?)", ["names": quoted, "last": last])
  }

  /// The candidates `word` likely means: the closest by edit distance, else up to three that it begins
  /// or is a dash-separated part of; none when nothing is close or more than three are.
  static func likelyMeant(_ word: String, in candidates: some Sequence<String>) -> [String] {
    // A word with no letter or digit in it (`\`, `"`) is no misspelling of a name.
    guard word.contains(where: { $0.isLetter || $0.isNumber }) else { return [] }
    if let close = closest(to: word, in: candidates) { return [close] }
    let lowered = word.lowercased()
    guard lowered.count >= 3, lowered.count <= 64 else { return [] }
    let parts = candidates.filter { candidate in
      let name = candidate.lowercased()
      return name != lowered && (name.hasPrefix(lowered) || name.split(separator: "-").contains { $0 == lowered })
    }
    guard !parts.isEmpty, parts.count <= 3 else { return [] }
    return parts
  }

  /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours (optimal
  /// string alignment), so that `rnu` is one step from `run`.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
