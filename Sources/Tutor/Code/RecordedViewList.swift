/// The names of a learner's recorded views as one short list: a run of an array's elements in order
/// (`balls[0]`, `balls[1]`, … `balls[4]`) reads as `balls[0...4]`, so that ten bubbles take one line.
enum RecordedViewList {
  /// `names` joined by commas, each run of three or more consecutive elements of one array folded.
  static func text(_ names: [String]) -> String {
    var parts: [String] = []
    var index = 0
    while index < names.count {
      guard let (base, first) = element(names[index]) else {
        parts.append(names[index])
        index += 1
        continue
      }
      var end = index
      while end + 1 < names.count, let (nextBase, next) = element(names[end + 1]), nextBase == base,
            next == first + (end + 1 - index) {
        end += 1
      }
      if end - index >= 2 {
        parts.append("\(base)[\(first)...\(first + end - index)]")
      } else {
        parts += names[index...end]
      }
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// `balls[3]` as ("balls", 3); nil for a name that is not an array's element.
  private static func element(_ name: String) -> (String, Int)? {
    guard name.hasSuffix("]"), let open = name.lastIndex(of: "["), open > name.startIndex,
          let number = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]), number >= 0 else { return nil }
    return (String(name[..<open]), number)
  }
}
