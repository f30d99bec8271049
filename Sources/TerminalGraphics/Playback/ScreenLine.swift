/// A line of text as the cells it shows, each with the SGR escape in force where it is written (""
/// for the default look). Cells are display columns (`DisplayWidth`): a wide character fills its cell
/// and a continuation cell after it, and zero-width scalars (combining marks) belong to the cell of
/// the character before them.
struct ScreenLine {
  var scalars: [Unicode.Scalar] = []
  var styles: [Substring] = []
  /// Zero-width scalars written after a cell's scalar; sparse.
  var marks: [Int: [Unicode.Scalar]] = [:]

  /// Reads `text`: SGR sequences (`ESC [ … m`) set the style of the cells after them (a reset clears
  /// it); any other escape sequence, or a zero-width scalar with no character before it, makes the
  /// line unreadable as cells (nil).
  init?(_ text: String) {
    var style: Substring = ""
    let view = text.unicodeScalars
    var index = view.startIndex
    while index < view.endIndex {
      let scalar = view[index]
      guard scalar == "\u{1B}" else {
        switch DisplayWidth.of(scalar) {
        case 0:
          guard !scalars.isEmpty else { return nil }
          var last = scalars.count - 1
          if scalars[last] == TextGrid.continuation { last -= 1 }
          marks[last, default: []].append(scalar)
        case 2:
          scalars.append(scalar)
          styles.append(style)
          scalars.append(TextGrid.continuation)
          styles.append(style)
        default:
          scalars.append(scalar)
          styles.append(style)
        }
        index = view.index(after: index)
        continue
      }
      let start = index
      index = view.index(after: index)
      guard index < view.endIndex, view[index] == "[" else { return nil }
      index = view.index(after: index)
      while index < view.endIndex, !(0x40...0x7E).contains(view[index].value) { index = view.index(after: index) }
      guard index < view.endIndex, view[index] == "m" else { return nil }
      index = view.index(after: index)
      let sequence = Substring(view[start..<index])
      style = sequence == Substring(ANSI.reset) ? "" : sequence
    }
  }

  /// Whether cell `index` looks the same in both lines.
  @inline(__always)
  private static func same(_ before: ScreenLine, _ after: ScreenLine, _ index: Int) -> Bool {
    before.scalars[index] == after.scalars[index] && before.styles[index] == after.styles[index]
      && (before.marks.isEmpty && after.marks.isEmpty || before.marks[index] == after.marks[index])
  }

  /// What turns `old` into `new` on screen row `row` (from 1) of a `columns`-wide terminal by writing only
  /// the cells from the first that differs to the last; "" when they look the same; nil when either
  /// line holds escapes other than SGR (the caller rewrites the line).
  static func changedSpan(from old: String, to new: String, row: Int, columns: Int) -> String? {
    guard let before = ScreenLine(old), let after = ScreenLine(new) else { return nil }
    let continuation = TextGrid.continuation
    let common = min(before.scalars.count, after.scalars.count)
    var first = 0
    while first < common, same(before, after, first) { first += 1 }
    if first == common && before.scalars.count == after.scalars.count { return "" }
    // Never start in the second half of a wide character, old or new: writing there would leave
    // half a glyph.
    while first > 0, (first < after.scalars.count && after.scalars[first] == continuation)
      || (first < before.scalars.count && before.scalars[first] == continuation) {
      first -= 1
    }
    var last = after.scalars.count - 1
    if after.scalars.count <= before.scalars.count {  // a longer line must write its new tail
      while last > first, same(before, after, last) { last -= 1 }
      // Nor end in the first half of one: its second half is written with it.
      while last + 1 < after.scalars.count, after.scalars[last + 1] == continuation
        || (last + 1 < before.scalars.count && before.scalars[last + 1] == continuation) {
        last += 1
      }
    }
    var output = ANSI.moveTo(row: row, column: first + 1)
    // Every write of a frame leaves the default look in force (colored lines end with a reset).
    var current: Substring = ""
    if first <= last {
      for index in first...last where after.scalars[index] != continuation {
        if after.styles[index] != current {
          current = after.styles[index]
          output += current.isEmpty ? ANSI.reset : String(current)
        }
        output.unicodeScalars.append(after.scalars[index])
        if let extra = after.marks[index] { output.unicodeScalars.append(contentsOf: extra) }
      }
    }
    if !current.isEmpty { output += ANSI.reset }
    if after.scalars.count < before.scalars.count && after.scalars.count < columns {
      // The clear starts at the cursor: move it past the line's end unless the cells written end there.
      if last != after.scalars.count - 1 || first > last { output += ANSI.moveTo(row: row, column: after.scalars.count + 1) }
      output += ANSI.clearToEndOfLine
    }
    return output
  }
}
