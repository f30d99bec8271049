/// A line of text as the cells it shows: one Unicode scalar per cell (as everything this module draws),
/// each with the SGR escape in force where it is written ("" for the default look).
struct ScreenLine {
  var scalars: [Unicode.Scalar] = []
  var styles: [Substring] = []

  /// Reads `text`: SGR sequences (`ESC [ … m`) set the style of the cells after them (a reset clears
  /// it); any other escape sequence makes the line unreadable as cells (nil).
  init?(_ text: String) {
    var style: Substring = ""
    let view = text.unicodeScalars
    var index = view.startIndex
    while index < view.endIndex {
      let scalar = view[index]
      guard scalar == "\u{1B}" else {
        scalars.append(scalar)
        styles.append(style)
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

  /// What turns `old` into `new` on screen row `row` (from 1) of a `columns`-wide terminal by writing only
  /// the cells from the first that differs to the last; "" when they look the same; nil when either
  /// line holds escapes other than SGR (the caller rewrites the line).
  static func changedSpan(from old: String, to new: String, row: Int, columns: Int) -> String? {
    guard let before = ScreenLine(old), let after = ScreenLine(new) else { return nil }
    let common = min(before.scalars.count, after.scalars.count)
    var first = 0
    while first < common, before.scalars[first] == after.scalars[first], before.styles[first] == after.styles[first] {
      first += 1
    }
    if first == common && before.scalars.count == after.scalars.count { return "" }
    var last = after.scalars.count - 1
    if after.scalars.count <= before.scalars.count {  // a longer line must write its new tail
      while last > first, before.scalars[last] == after.scalars[last], before.styles[last] == after.styles[last] { last -= 1 }
    }
    var output = ANSI.moveTo(row: row, column: first + 1)
    // Every write of a frame leaves the default look in force (colored lines end with a reset).
    var current: Substring = ""
    if first <= last {
      for index in first...last {
        if after.styles[index] != current {
          current = after.styles[index]
          output += current.isEmpty ? ANSI.reset : String(current)
        }
        output.unicodeScalars.append(after.scalars[index])
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
