/// Places scene labels on a canvas's text layer after all shapes are drawn. Nothing is left out:
///
/// 1. labels that fit inside their item go there first;
/// 2. the others take the first candidate position beside their shape that lies wholly inside the
///    canvas, covers no dots and keeps a blank column from every other label (so two labels never
///    run together);
/// 3. a label with no such position gets a number (`1`, `2`, … in order) next to its shape, or on
///    it when even that is crowded, and a note under the drawing says what the number stands for.
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
    /// A cell between the label and its shape that must be blank, so that a label beside a row of
    /// shapes does not touch the neighbour and read as its name.
    var gap: Int? = nil
    /// A cell between a label two rows away and its shape where a short leader (`│`) is drawn; it
    /// must be blank.
    var leader: (column: Int, row: Int)? = nil
  }

  private struct Request {
    var text: String
    var candidates: [Candidate]
    var color: TerminalColor?
    /// Cells next to the shape where a number may go, nearest first; the last is on the shape.
    var markerCells: [(column: Int, row: Int)]
    /// Written before the number (an arrow for an item out of view).
    var markerPrefix: String
  }

  private var requests: [Request] = []

  /// An item's label: inside the item when it fits between its left and right edges, else to the
  /// right, to the left, above, below, then at the corners.
  mutating func add(_ text: String, item box: Box, color: TerminalColor?) {
    let width = DisplayWidth.of(text)
    var candidates: [Candidate] = []
    if width <= box.maxColumn - box.minColumn - 1 {
      candidates.append(Candidate(column: box.center.column - width / 2, row: box.center.row,
                                  needsBlank: false))
    }
    let middle = box.center.column - width / 2
    candidates.append(Candidate(column: box.maxColumn + 2, row: box.center.row, needsBlank: true,
                                gap: box.maxColumn + 1))
    candidates.append(Candidate(column: box.minColumn - 1 - width, row: box.center.row,
                                needsBlank: true, gap: box.minColumn - 1))
    candidates.append(Candidate(column: middle, row: box.minRow - 1, needsBlank: true))
    candidates.append(Candidate(column: middle, row: box.maxRow + 1, needsBlank: true))
    // Two rows out, joined to the item by a leader, when the rows next to it are taken.
    candidates.append(Candidate(column: middle, row: box.minRow - 2, needsBlank: true,
                                leader: (box.center.column, box.minRow - 1)))
    candidates.append(Candidate(column: middle, row: box.maxRow + 2, needsBlank: true,
                                leader: (box.center.column, box.maxRow + 1)))
    // At the corners, only where the cell between the label and the item's edge is blank: the rows
    // above and below may hold another item, which the label must not touch.
    for (column, row, gap) in [
                          (box.maxColumn + 1, box.minRow - 1, box.maxColumn), (box.minColumn - width, box.minRow - 1, box.minColumn),
                          (box.maxColumn + 1, box.maxRow + 1, box.maxColumn), (box.minColumn - width, box.maxRow + 1, box.minColumn)] {
      candidates.append(Candidate(column: column, row: row, needsBlank: true, gap: gap))
    }
    let markers = [(box.maxColumn + 1, box.center.row), (box.minColumn - 1, box.center.row),
                   (box.center.column, box.minRow - 1), (box.center.column, box.maxRow + 1),
                   (box.maxColumn + 1, box.minRow - 1), (box.maxColumn + 1, box.maxRow + 1),
                   (box.minColumn - 1, box.minRow - 1), (box.minColumn - 1, box.maxRow + 1),
                   (box.center.column, box.center.row)].map { (column: $0.0, row: $0.1) }
    requests.append(Request(text: text, candidates: candidates, color: color,
                            markerCells: markers, markerPrefix: ""))
  }

  /// A label beside a marker cell: `offset` cells to its right (or left), else above or below.
  mutating func add(_ text: String, near cell: (column: Int, row: Int)?, color: TerminalColor?,
                    preferLeft: Bool = false, offset: Int = 2) {
    guard let cell else { return }
    let width = DisplayWidth.of(text)
    let right = Candidate(column: cell.column + offset, row: cell.row, needsBlank: true)
    let left = Candidate(column: cell.column - offset - width + 1, row: cell.row, needsBlank: true)
    var candidates = preferLeft ? [left, right] : [right, left]
    candidates.append(Candidate(column: cell.column - width / 2, row: cell.row - 1,
                                needsBlank: true))
    candidates.append(Candidate(column: cell.column - width / 2, row: cell.row + 1,
                                needsBlank: true))
    let markers = [(cell.column + 1, cell.row), (cell.column - 1, cell.row),
                   (cell.column, cell.row - 1), (cell.column, cell.row + 1),
                   (cell.column, cell.row)].map { (column: $0.0, row: $0.1) }
    requests.append(Request(text: text, candidates: candidates, color: color,
                            markerCells: markers, markerPrefix: ""))
  }

  /// A label starting at a given cell inside a shape whose last column is `lastColumn`; numbered
  /// when it would not end before that column.
  mutating func add(_ text: String, at cell: (column: Int, row: Int), before lastColumn: Int,
                    color: TerminalColor?) {
    let fits = cell.column + DisplayWidth.of(text) <= lastColumn
    requests.append(Request(text: text,
                            candidates: fits ? [Candidate(column: cell.column, row: cell.row,
                                                          needsBlank: false)] : [],
                            color: color, markerCells: [cell], markerPrefix: ""))
  }

  /// The mark of an item outside the view: `arrow text` starting at `cell` on the edge the item
  /// left by (or `text arrow` ending there, or one row further in), else the arrow and a number.
  mutating func addOutside(_ text: String, arrow: String, at cell: (column: Int, row: Int),
                           inward: (columns: Int, rows: Int), color: TerminalColor?) {
    let forward = arrow + " " + text
    let backward = text + " " + arrow
    let width = DisplayWidth.of(forward)
    var candidates: [Candidate] = []
    // On the edge row or a row or two further in, the arrow at the item's column or a little
    // beside it (a trail often runs down to where the item left).
    for step in 0..<3 {
      let row = cell.row + step * inward.rows
      for shift in [0, 2, -2, 4, -4, 6, -6] {
        let column = cell.column + step * inward.columns + shift
        candidates.append(Candidate(column: column, row: row, needsBlank: true))
        candidates.append(Candidate(column: column - width + 1, row: row, needsBlank: true))
      }
    }
    // The arrow leads when the text reads rightwards from it, and trails when it ends there.
    var request = Request(text: forward, candidates: [], color: color,
                          markerCells: [cell, (cell.column + inward.columns, cell.row + inward.rows)],
                          markerPrefix: arrow)
    request.candidates = candidates
    requests.append(request)
    alternateTexts[requests.count - 1] = backward
  }

  /// For requests whose text reads differently at a left-extending candidate (arrow last).
  private var alternateTexts: [Int: String] = [:]

  /// Writes the labels and returns the notes for those that went under the drawing. `numbered`
  /// holds the texts numbered so far (shared by the panels of a filmstrip so that one label keeps
  /// one number); a text's number is its position in it, plus one.
  func place(on canvas: inout Canvas, numbered: inout [String]) -> [SceneNote] {
    var placed: [(row: Int, start: Int, end: Int)] = []
    var done = Array(repeating: false, count: requests.count)
    func fits(_ text: String, _ candidate: Candidate) -> Bool {
      let width = DisplayWidth.of(text)
      let column = candidate.column
      guard candidate.row >= 0, candidate.row < canvas.rows, column >= 0,
            column + width <= canvas.columns else { return false }
      // Another label on the row keeps at least one blank column from this one.
      for other in placed where other.row == candidate.row
        && column <= other.end + 1 && column + width - 1 >= other.start - 1 {
        return false
      }
      if let gap = candidate.gap, gap >= 0, gap < canvas.columns,
         !canvas.isBlank(column: gap, row: candidate.row) {
        return false
      }
      if let leader = candidate.leader {
        guard canvas.isBlank(column: leader.column, row: leader.row) else { return false }
        for other in placed where other.row == leader.row
          && leader.column <= other.end + 1 && leader.column >= other.start - 1 {
          return false
        }
      }
      return (column..<(column + width)).allSatisfy {
        candidate.needsBlank ? canvas.isBlank(column: $0, row: candidate.row)
          : !canvas.hasGlyph(column: $0, row: candidate.row)
      }
    }
    func put(_ text: String, _ column: Int, _ row: Int, _ color: TerminalColor?) {
      canvas.text(text, column: column, row: row, color: color)
      placed.append((row, column, column + DisplayWidth.of(text) - 1))
    }
    // Inside labels first, so that a neighbour's outside label cannot take an item's own middle.
    for pass in 0..<2 {
      for (index, request) in requests.enumerated() where !done[index] && !request.text.isEmpty {
        for (number, candidate) in request.candidates.enumerated()
        where pass == 1 || !candidate.needsBlank {
          // Of an outside mark's candidates, every second one has the arrow at its end.
          let text = number % 2 == 1 ? (alternateTexts[index] ?? request.text) : request.text
          if fits(text, candidate) {
            if let leader = candidate.leader {
              let glyph: Unicode.Scalar = canvas.backend == .ascii ? "|" : "│"
              canvas.putGlyph(glyph, column: leader.column, row: leader.row, color: request.color)
              placed.append((leader.row, leader.column, leader.column))
            }
            put(text, candidate.column, candidate.row, request.color)
            done[index] = true
            break
          }
        }
      }
    }
    var notes: [SceneNote] = []
    for (index, request) in requests.enumerated() where !done[index] && !request.text.isEmpty {
      let noteText = request.markerPrefix.isEmpty
        ? request.text : String(request.text.unicodeScalars.dropFirst(request.markerPrefix.unicodeScalars.count + 1))
      let number: Int
      if let known = numbered.firstIndex(of: request.text) {
        number = known + 1
      } else {
        numbered.append(request.text)
        number = numbered.count
      }
      let marker = request.markerPrefix + String(number)
      let note = SceneNote(marker: marker, text: noteText, color: request.color)
      if !notes.contains(note) { notes.append(note) }
      let width = DisplayWidth.of(marker)
      var spot: (column: Int, row: Int)? = nil
      for needsBlank in [true, false] where spot == nil {
        for cell in request.markerCells {
          // A number left of its shape ends next to it.
          let column = cell.column < (request.markerCells.last?.column ?? cell.column)
            ? cell.column - width + 1 : cell.column
          if fits(marker, Candidate(column: column, row: cell.row, needsBlank: needsBlank)) {
            spot = (column, cell.row)
            break
          }
        }
      }
      let last = request.markerCells.last ?? (0, 0)
      let forced = (column: min(max(0, last.column), max(0, canvas.columns - width)),
                    row: min(max(0, last.row), max(0, canvas.rows - 1)))
      let chosen = spot ?? forced
      put(marker, chosen.column, chosen.row, request.color)
    }
    return notes
  }
}
