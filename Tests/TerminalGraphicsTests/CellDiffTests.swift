import Testing
@testable import TerminalGraphics

/// A tiny terminal: a grid of (scalar, SGR style) cells that understands exactly what `FrameDiff` writes
/// (cursor moves, clear to the end of the line, SGR, text), so a test can check what ends up on screen.
private struct ScreenModel {
  var cells: [[(Unicode.Scalar, String)]]
  var row = 0, column = 0
  var style = ""

  init(columns: Int, rows: Int) {
    cells = Array(repeating: Array(repeating: (" ", ""), count: columns), count: rows)
  }

  mutating func apply(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        if row < cells.count, column < cells[row].count { cells[row][column] = (scalar, style) }
        column += 1
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
            if row < cells.count { for x in column..<cells[row].count { cells[row][x] = (" ", "") } }
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

  /// What the cells show: the scalar, and its style only where the scalar is not a space.
  var shown: [String] {
    cells.map { line in line.map { $0.0 == " " ? " " : "\($0.1)\(Character($0.0))" }.joined() }
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
    var random = SplitMix(seed: seed)
    let (columns, rows) = (24, 6)
    let styles = ["", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[1;34m"]
    func line() -> String {
      var text = ""
      var current = ""
      for _ in 0..<random.next(upTo: columns + 1) {
        let style = styles[random.next(upTo: styles.count)]
        if style != current { text += style.isEmpty ? ANSI.reset : style; current = style }
        text += ["a", "b", " ", "⣿", "x"][random.next(upTo: 5)]
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
