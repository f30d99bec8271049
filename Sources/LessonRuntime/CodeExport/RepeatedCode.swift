import LessonModel
import Foundation

/// Repeated views and behaviours written as an iOS developer writes them: each repeated behaviour of
/// the lesson (`rod{i}`) is an array filled in order, a member is an element (`balls[3]`), a list of
/// all of them is the array (`UIGravityBehavior(items: balls)`), and statements that repeat with the
/// index become one loop (`for rod in rods { cradle.addChildBehavior(rod) }`). The same calls run in
/// the same order.
struct RepeatedCode {
  private(set) var families: [ItemCode.Family]

  init(items: [ItemCode.Family]) { families = items }

  /// Finds the lesson's repeated behaviours among `declarations` (`var rod0: UIAttachmentBehavior!`, …)
  /// and returns the declarations with one array in place of each.
  mutating func behaviors(of lesson: Lesson, declarations: [String], source: SwiftSource) -> [String] {
    var declarations = declarations
    let ids = lesson.behaviors.map(\.id)
    for (start, id) in ids.enumerated() where id.hasSuffix("0") {
      let stem = String(id.dropLast())
      guard let last = stem.last, !last.isNumber else { continue }
      var count = 1
      while start + count < ids.count, ids[start + count] == stem + String(count) { count += 1 }
      let members = (0..<count).map { source.behavior(stem + String($0)) }
      let types = members.map { member in
        declarations.first { $0.hasPrefix("var \(member): ") && $0.hasSuffix("!") }
          .map { String($0.dropFirst("var \(member): ".count).dropLast()) }
      }
      guard count >= 2, let type = types[0], types.allSatisfy({ $0 == type }),
            let position = declarations.firstIndex(of: "var \(members[0]): \(type)!") else { continue }
      let array = source.array(stem)
      declarations[position] = "var \(array): [\(type)] = []"
      declarations.removeAll { line in members.dropFirst().contains { line == "var \($0): \(type)!" } }
      families.append(ItemCode.Family(members: members, array: array, element: source.local(stem)))
    }
    return declarations
  }

  /// `lines` with the members written as elements of their arrays; a behaviour's creation appends it.
  func rename(_ lines: [String]) -> [String] {
    guard !families.isEmpty else { return lines }
    return lines.map { line in
      var line = collapseLists(line)
      for family in families {
        for (index, member) in family.members.enumerated() {
          let indent = line.prefix { $0 == " " }
          if line.dropFirst(indent.count).hasPrefix(member + " = ") {
            line = indent + family.array + ".append(" + line.dropFirst(indent.count + member.count + 3) + ")"
          }
          line = Self.replacingWord(member, with: "\(family.array)[\(index)]", in: line)
        }
      }
      return line
    }
  }

  /// `[ball0, ball1, ball2]` → `balls`; `[p, dust0, …, dust7]` → `[p] + dusts`.
  private func collapseLists(_ line: String) -> String {
    var result = "", rest = Substring(line)
    while let open = rest.firstIndex(of: "[") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "]") else {
        rest = rest[open...]
        break
      }
      let inner = rest[rest.index(after: open)..<close]
      let names = inner.components(separatedBy: ", ")
      rest = rest[rest.index(after: close)...]
      guard names.count > 1, names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
        result += "[" + inner + "]"
        continue
      }
      var parts: [String] = [], loose: [String] = [], position = 0
      while position < names.count {
        if let family = families.first(where: { Array(names.dropFirst(position).prefix($0.members.count)) == $0.members }) {
          if !loose.isEmpty { parts.append("[" + loose.joined(separator: ", ") + "]"); loose = [] }
          parts.append(family.array)
          position += family.members.count
        } else {
          loose.append(names[position])
          position += 1
        }
      }
      if !loose.isEmpty { parts.append("[" + loose.joined(separator: ", ") + "]") }
      result += parts.joined(separator: " + ")
    }
    return result + rest
  }

  /// `word` replaced where it stands as an identifier, outside string literals.
  private static func replacingWord(_ word: String, with replacement: String, in line: String) -> String {
    guard line.contains(word) else { return line }
    var result = "", inString = false, index = line.startIndex
    func isIdentifier(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
    while index < line.endIndex {
      let c = line[index]
      if c == "\"" { inString.toggle() }
      if !inString, line[index...].hasPrefix(word),
         !isIdentifier(index > line.startIndex ? line[line.index(before: index)] : nil),
         !isIdentifier(line.index(index, offsetBy: word.count) < line.endIndex ? line[line.index(index, offsetBy: word.count)] : nil) {
        result += replacement
        index = line.index(index, offsetBy: word.count)
        continue
      }
      result.append(c)
      index = line.index(after: index)
    }
    return result
  }

  // MARK: Loops

  /// `lines` (unindented statements) with each run of blocks that differ only in the index of the
  /// elements they use as one loop.
  func fold(_ lines: [String]) -> [String] {
    guard !families.isEmpty else { return lines }
    let shapes = lines.map(shape)
    var result: [String] = [], start = 0
    while start < lines.count {
      if let (period, count) = run(at: start, shapes), let loop = loop(Array(shapes[start..<(start + period)]), count: count) {
        result += loop
        start += period * count
      } else {
        result.append(lines[start])
        start += 1
      }
    }
    return result
  }

  /// A line with each element's index replaced by `#`, and the index (nil without elements, -1 when
  /// it uses several).
  private func shape(_ line: String) -> (text: String, index: Int?) {
    var text = line, indices: Set<Int> = []
    for family in families {
      let marker = family.array + "["
      var searchStart = text.startIndex
      while let range = text.range(of: marker, range: searchStart..<text.endIndex) {
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        guard !digits.isEmpty, text[range.upperBound...].dropFirst(digits.count).hasPrefix("]"),
              !(range.lowerBound > text.startIndex && (text[text.index(before: range.lowerBound)].isLetter)) else {
          searchStart = range.upperBound
          continue
        }
        indices.insert(Int(digits) ?? 0)
        let end = text.index(range.upperBound, offsetBy: digits.count)
        text.replaceSubrange(range.upperBound..<end, with: "#")
        searchStart = text.index(range.upperBound, offsetBy: 1)
      }
    }
    return (text, indices.isEmpty ? nil : (indices.count == 1 ? indices.first : -1))
  }

  /// The longest run of at least two blocks from `start`: `period` lines each, the k-th using index k.
  private func run(at start: Int, _ shapes: [(text: String, index: Int?)]) -> (Int, Int)? {
    var best: (Int, Int)?
    for period in 1...12 where start + 2 * period <= shapes.count {
      let block = shapes[start..<(start + period)]
      guard block.contains(where: { $0.index == 0 }), block.allSatisfy({ $0.index == nil || $0.index == 0 }),
            balanced(block.map(\.text)) else { continue }
      var count = 1
      while start + (count + 1) * period <= shapes.count {
        let next = shapes[(start + count * period)..<(start + (count + 1) * period)]
        guard zip(block, next).allSatisfy({ $0.text == $1.text && ($0.index == nil ? $1.index == nil : $1.index == count) }) else { break }
        count += 1
      }
      if count >= 2, best.map({ period * count > $0.0 * $0.1 }) ?? true { best = (period, count) }
    }
    return best
  }

  private func balanced(_ lines: [String]) -> Bool {
    let text = lines.joined()
    return text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count && lines.first?.hasPrefix("}") == false
  }

  /// The loop for `count` blocks shaped `block`: over the array itself when the block uses one array,
  /// all of it, else over the index.
  private func loop(_ block: [(text: String, index: Int?)], count: Int) -> [String]? {
    var body = block.map(\.text)
    // A block of its own needs no `do` inside the loop.
    if body.first == "do {", body.last == "}" { body = Array(body.dropFirst().dropLast()) }
    let used = families.filter { family in body.contains { $0.contains(family.array + "[#]") } }
    if used.count == 1, let family = used.first, family.members.count == count,
       !body.contains(where: { $0.range(of: "\\b\(family.element)\\b", options: .regularExpression) != nil }) {
      return ["for \(family.element) in \(family.array) {"]
        + body.map { $0.replacingOccurrences(of: family.array + "[#]", with: family.element) } + ["}"]
    }
    guard !body.contains(where: { $0.range(of: #"\bi\b"#, options: .regularExpression) != nil }) else { return nil }
    return ["for i in 0..<\(count) {"] + body.map { $0.replacingOccurrences(of: "[#]", with: "[i]") } + ["}"]
  }
}
