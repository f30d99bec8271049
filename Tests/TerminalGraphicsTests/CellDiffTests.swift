import Testing
@testable import TerminalGraphics

/// A tiny terminal: a grid of (text, SGR style) cells that understands exactly what `FrameDiff` writes
/// (cursor moves, clear to the end of the line, SGR, text), so a test can check what ends up on screen.
/// Like xterm, a wide character fills its cell and the next (a continuation, shown as nothing), writing
/// over either half of one blanks the other, and a combining mark joins the cell before the cursor.
private struct ScreenModel {
  static let continuation = "\u{0}"
  var cells: [[(String, String)]]
  var row = 0, column = 0
  var style = ""

  init(columns: Int, rows: Int) {
    cells = Array(repeating: Array(repeating: (" ", ""), count: columns), count: rows)
  }

  /// Blanks the other half of a wide character that cell `x` of the current row is half of.
  private mutating func breakWide(at x: Int) {
    guard row < cells.count, x < cells[row].count else { return }
    if cells[row][x].0 == Self.continuation, x > 0 { cells[row][x - 1] = (" ", "") }
    if x + 1 < cells[row].count, cells[row][x + 1].0 == Self.continuation { cells[row][x + 1] = (" ", "") }
  }

  private mutating func write(_ scalar: Unicode.Scalar) {
    guard row < cells.count else { return }
    let width = DisplayWidth.of(scalar)
    if width == 0 {
      var x = column - 1
      if x >= 0, x < cells[row].count, cells[row][x].0 == Self.continuation { x -= 1 }
      if x >= 0, x < cells[row].count { cells[row][x].0.unicodeScalars.append(scalar) }
      return
    }
    guard column < cells[row].count else { column += width; return }
    breakWide(at: column)
    if width == 2 {
      // FrameDiff never leaves a wide character half off the screen: show the mistake.
      guard column + 1 < cells[row].count else { cells[row][column] = ("!", style); column += 2; return }
      breakWide(at: column + 1)
      cells[row][column + 1] = (Self.continuation, style)
    }
    cells[row][column] = (String(scalar), style)
    column += width
  }

  mutating func apply(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        write(scalar)
        continue
      }
      _ = scalars.popFirst()  // "["
      var body = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          switch next {
          case "H":
            let parts = body.split(separator: ";").compactMap { Int($0) }
            (row, column) = (parts.first.map { $0 - 1 } ?? 0, parts.count > 1 ? parts[1] - 1 : 0)
          case "K":
            if row < cells.count {
              breakWide(at: column)
              for x in column..<cells[row].count { cells[row][x] = (" ", "") }
            }
          case "m":
            style = body == "0" ? "" : "\u{1B}[" + body + "m"
          default: break
          }
          break
        }
        body.unicodeScalars.append(next)
      }
    }
  }

  /// What the cells show: the text, and its style only where the text is not a space.
  var shown: [String] {
    cells.map { line in
      line.map { $0.0 == Self.continuation ? "" : $0.0 == " " ? " " : "\($0.1)\($0.0)" }.joined()
    }
  }
}

/// What `lines` look like on the model: the same normalisation as `ScreenModel.shown`.
private func shown(_ lines: [String], columns: Int, rows: Int) -> [String] {
  var screen = ScreenModel(columns: columns, rows: rows)
  var diff = FrameDiff()
  screen.apply(diff.update(to: lines, size: TerminalSize(columns: columns, rows: rows)))
  return screen.shown
}

@Suite("Frame diff by cells: only the changed run of a line is written, with its colours")
struct CellDiffTests {
  @Test("a clock that ticks rewrites the changed digits only")
  func clockTick() {
    var diff = FrameDiff(granularity: .cells)
    let size = TerminalSize(columns: 30, rows: 2)
    _ = diff.update(to: ["t = 1.23 s   ? keys", "body"], size: size)
    let update = diff.update(to: ["t = 1.24 s   ? keys", "body"], size: size)
    #expect(update == ANSI.moveTo(row: 1, column: 8) + "4")
  }

  @Test("a coloured span is written with its colour and ends with a reset; a shorter line clears its tail")
  func colouredAndShorter() {
    var diff = FrameDiff(granularity: .cells)
    let size = TerminalSize(columns: 20, rows: 1)
    let red = "\u{1B}[31m"
    _ = diff.update(to: ["ab" + red + "cd" + ANSI.reset + "efgh"], size: size)
    let update = diff.update(to: ["ab" + red + "cX" + ANSI.reset + "ef"], size: size)
    // "ef" is on screen already: the clear starts after it.
    #expect(update == ANSI.moveTo(row: 1, column: 4) + red + "X" + ANSI.reset + ANSI.moveTo(row: 1, column: 7)
      + ANSI.clearToEndOfLine)
  }

  @Test("a longer line writes its new tail")
  func longerLine() {
    var diff = FrameDiff(granularity: .cells)
    let size = TerminalSize(columns: 10, rows: 1)
    let red = "\u{1B}[31m"
    _ = diff.update(to: ["  x " + red + "⣿" + ANSI.reset], size: size)
    let update = diff.update(to: ["  x " + red + "⣿⣿" + ANSI.reset], size: size)
    #expect(update == ANSI.moveTo(row: 1, column: 6) + red + "⣿" + ANSI.reset)
  }

  @Test("after any sequence of frames the screen shows exactly the last frame", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func screenMatchesTheLastFrame(seed: UInt64) {
    screenMatchesTheLastFrame(seed: seed, pieces: ["a", "b", " ", "⣿", "x"])
  }

  @Test("the same with Hangul, Han, Cyrillic and combining marks among the cells", arguments: [11, 12, 13, 14, 15, 16, 17, 18])
  func screenMatchesTheLastFrameWithWideCharacters(seed: UInt64) {
    screenMatchesTheLastFrame(seed: seed, pieces: ["a", " ", "⣿", "가", "漢", "Ж", "e\u{301}", "😀"])
  }

  @Test("a wide character replaced by two narrow ones, and the reverse, is written whole")
  func wideReplacedByNarrow() {
    var diff = FrameDiff(granularity: .cells)
    let size = TerminalSize(columns: 10, rows: 1)
    _ = diff.update(to: ["ab가cd"], size: size)
    #expect(diff.update(to: ["abxycd"], size: size) == ANSI.moveTo(row: 1, column: 3) + "xy")
    #expect(diff.update(to: ["ab가cd"], size: size) == ANSI.moveTo(row: 1, column: 3) + "가")
    // A change after a wide character starts after it; one to a wide character starts at its first half.
    #expect(diff.update(to: ["ab가xd"], size: size) == ANSI.moveTo(row: 1, column: 5) + "x")
    #expect(diff.update(to: ["ab나xd"], size: size) == ANSI.moveTo(row: 1, column: 3) + "나")
  }

  @Test("a line too wide for the terminal is cut before a wide character that would not fit")
  func cutBeforeAWideCharacter() {
    var diff = FrameDiff(granularity: .cells)
    let size = TerminalSize(columns: 5, rows: 1)
    #expect(diff.update(to: ["ab가나"], size: size) == ANSI.moveTo(row: 1, column: 1) + "ab가 ")
  }

  private func screenMatchesTheLastFrame(seed: UInt64, pieces: [String]) {
    var random = SplitMix(seed: seed)
    let (columns, rows) = (24, 6)
    let styles = ["", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[1;34m"]
    func line() -> String {
      var text = ""
      var current = ""
      for _ in 0..<random.next(upTo: columns + 1) {
        let style = styles[random.next(upTo: styles.count)]
        if style != current { text += style.isEmpty ? ANSI.reset : style; current = style }
        text += pieces[random.next(upTo: pieces.count)]
      }
      return current.isEmpty ? text : text + ANSI.reset
    }
    var screen = ScreenModel(columns: columns, rows: rows)
    var diff = FrameDiff(granularity: .cells)
    var frame: [String] = []
    for _ in 0..<200 {
      frame = (0..<rows).map { _ in random.next(upTo: 3) == 0 ? line() : (frame.isEmpty ? line() : frame[random.next(upTo: frame.count)]) }
      let update = diff.update(to: frame, size: TerminalSize(columns: columns, rows: rows))
      screen.apply(update)
      #expect(screen.shown == shown(frame, columns: columns, rows: rows), "update \(update.debugDescription) frame \(frame)")
    }
  }
}

/// A small seeded generator, so a failure can be reproduced.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(upTo bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
  }
}
