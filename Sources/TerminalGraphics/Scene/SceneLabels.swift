/// Places scene labels on a canvas's text layer after all shapes are drawn: each label takes the
/// first candidate position that lies wholly inside the canvas and covers no earlier label (and,
/// outside an item or region, no dots either, so labels never hide other shapes). A label with no
/// such position is left out rather than drawn over another or cut.
struct SceneLabels {
  /// The cells an item covers and its centre cell.
  struct Box {
    var minColumn: Int
    var maxColumn: Int
    var minRow: Int
    var maxRow: Int
    var center: (column: Int, row: Int)
  }

  private struct Candidate {
    var column: Int
    var row: Int
    /// Whether the cells must be empty of dots too (true outside the labelled shape).
    var needsBlank: Bool
  }

  private struct Request {
    var text: String
    var candidates: [Candidate]
    var color: TerminalColor?
  }

  private var requests: [Request] = []

  /// An item's label: inside the item when it fits between its left and right edges, else to the
  /// right, to the left, above, below.
  mutating func add(_ text: String, item box: Box, color: TerminalColor?) {
    let width = text.unicodeScalars.count
    var candidates: [Candidate] = []
    if width <= box.maxColumn - box.minColumn - 1 {
      candidates.append(Candidate(column: box.center.column - width / 2, row: box.center.row,
                                  needsBlank: false))
    }
    candidates.append(Candidate(column: box.maxColumn + 2, row: box.center.row, needsBlank: true))
    candidates.append(Candidate(column: box.minColumn - 1 - width, row: box.center.row,
                                needsBlank: true))
    candidates.append(Candidate(column: box.center.column - width / 2, row: box.minRow - 1,
                                needsBlank: true))
    candidates.append(Candidate(column: box.center.column - width / 2, row: box.maxRow + 1,
                                needsBlank: true))
    requests.append(Request(text: text, candidates: candidates, color: color))
  }

  /// A label beside a marker cell: `offset` cells to its right (or left), else above or below.
  mutating func add(_ text: String, near cell: (column: Int, row: Int)?, color: TerminalColor?,
                    preferLeft: Bool = false, offset: Int = 2) {
    guard let cell else { return }
    let width = text.unicodeScalars.count
    let right = Candidate(column: cell.column + offset, row: cell.row, needsBlank: true)
    let left = Candidate(column: cell.column - offset - width + 1, row: cell.row, needsBlank: true)
    var candidates = preferLeft ? [left, right] : [right, left]
    candidates.append(Candidate(column: cell.column - width / 2, row: cell.row - 1,
                                needsBlank: true))
    candidates.append(Candidate(column: cell.column - width / 2, row: cell.row + 1,
                                needsBlank: true))
    requests.append(Request(text: text, candidates: candidates, color: color))
  }

  /// A label starting at a given cell inside a shape whose last column is `lastColumn`; left out
  /// when it would not end before that column.
  mutating func add(_ text: String, at cell: (column: Int, row: Int), before lastColumn: Int,
                    color: TerminalColor?) {
    guard cell.column + text.unicodeScalars.count <= lastColumn else { return }
    requests.append(Request(text: text,
                            candidates: [Candidate(column: cell.column, row: cell.row,
                                                   needsBlank: false)],
                            color: color))
  }

  /// Writes the labels, in the order they were added.
  func place(on canvas: inout Canvas) {
    for request in requests where !request.text.isEmpty {
      let width = request.text.unicodeScalars.count
      guard width <= canvas.columns else { continue }
      for candidate in request.candidates {
        let column = candidate.column
        let free = candidate.row >= 0 && candidate.row < canvas.rows && column >= 0
          && column + width <= canvas.columns
          && (column..<(column + width)).allSatisfy {
            candidate.needsBlank
              ? canvas.isBlank(column: $0, row: candidate.row)
              : !canvas.hasGlyph(column: $0, row: candidate.row)
          }
        if free {
          canvas.text(request.text, column: column, row: candidate.row, color: request.color)
          break
        }
      }
    }
  }
}
