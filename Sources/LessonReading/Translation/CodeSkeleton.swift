/// A code block as a translation must keep it, and the text in it that a translation may change.
///
/// - Code: every line without its `//` comment (a translated comment is allowed) and trailing spaces.
/// - A reference table (an indented block whose every line, comments aside, has two or more cells
///   separated by runs of two or more spaces): its header row and the cells that read as words
///   (`other items of the behavior only`, or any cell in another script) are text; the value cells
///   (`.items`, `1 (1 << 0)`, `0`, `true`, `elasticity`) stay, in place, so a row cannot lose or change a
///   value.
///
/// The text's numbers still count: they join the running text's, which must match the English's.
struct CodeSkeleton: Equatable {
  /// What must be the same in every language.
  var code: String
  /// Comments, a table's header and its word cells, joined with spaces.
  var text: String

  /// The skeleton of `block` (its lines as written, indentation and all).
  init(_ block: String) {
    var codeLines: [String] = []
    var comments: [String] = []
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      let (code, comment) = Self.splitComment(String(line))
      codeLines.append(code)
      if let comment { comments.append(comment) }
    }
    let rows = codeLines.filter { !$0.trimmingSpaces.isEmpty }
    let isTable = rows.count >= 2 && rows.allSatisfy { Self.cells($0).count >= 2 }
    guard isTable else {
      code = codeLines.joined(separator: "\n")
      text = comments.joined(separator: " ")
      return
    }
    var kept: [String] = []
    var words = comments
    for (index, row) in rows.enumerated() {
      let cells = Self.cells(row)
      if index == 0 {
        words += cells
        kept.append("|")
        continue
      }
      kept.append(cells.map { Self.isWords($0) ? "…" : $0 }.joined(separator: " | "))
      words += cells.filter(Self.isWords)
    }
    code = kept.joined(separator: "\n")
    text = words.joined(separator: " ")
  }

  /// A line without its `//` comment (one that starts the line or follows a space, so that `http://`
  /// stays code), trailing spaces trimmed; and the comment's words.
  static func splitComment(_ line: String) -> (code: String, comment: String?) {
    var previous: Character = " "
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      if line[index] == "/", next < line.endIndex, line[next] == "/", previous == " " {
        let comment = line[line.index(after: next)...]
        return (String(line[..<index]).trimmingTrailingSpaces, String(comment).trimmingSpaces)
      }
      previous = line[index]
      index = next
    }
    return (line.trimmingTrailingSpaces, nil)
  }

  /// A table row's cells: separated by runs of two or more spaces.
  static func cells(_ row: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var spaces = 0
    for character in row.trimmingSpaces {
      if character == " " {
        spaces += 1
        continue
      }
      if spaces >= 2, !cell.isEmpty {
        cells.append(cell)
        cell = ""
      } else if spaces == 1 {
        cell.append(" ")
      }
      spaces = 0
      cell.append(character)
    }
    if !cell.isEmpty { cells.append(cell) }
    return cells
  }

  /// Whether a cell reads as words: it has a letter outside ASCII (a translated cell), or two or more
  /// space-separated words of two or more letters (`all bits set`); a value has neither (`.items`,
  /// `1 (1 << 0)`, `true`).
  static func isWords(_ cell: String) -> Bool {
    if cell.contains(where: { $0.isLetter && !$0.isASCII }) { return true }
    return cell.split(separator: " ").filter { word in word.filter(\.isLetter).count >= 2 }.count >= 2
  }
}

private extension String {
  var trimmingTrailingSpaces: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }

  var trimmingSpaces: String {
    String(trimmingTrailingSpaces.drop { $0 == " " })
  }
}
