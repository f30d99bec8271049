/// A rectangle of character cells, each with an optional foreground colour: the final layer every
/// renderer composes into before producing lines of text.
///
/// Cells are display columns, counted by `DisplayWidth`: a wide character (Hangul, Han, emoji) takes
/// two cells, the second a continuation that `lines(colorMode:)` skips, and combining marks ride on
/// the cell of the character before them. Writing over either half of a wide character blanks the
/// other half, and a wide character that does not fit (at the right edge, or past a `maxWidth`)
/// becomes a space, so no line ever shows half a glyph.
///
/// Writes outside the grid are ignored (clipped). `lines(colorMode:)` gives exactly `rows` strings,
/// each exactly `columns` display columns wide (plus colour escapes when the mode asks for them).
public struct TextGrid: Sendable, Equatable {
  /// Width in cells.
  public let columns: Int
  /// Height in cells.
  public let rows: Int
  private var scalars: [Unicode.Scalar]
  private var colors: [TerminalColor?]
  /// Zero-width scalars (combining marks, joiners, variation selectors) drawn after a cell's scalar;
  /// sparse, and empty for the drawings of this module.
  private var marks: [Int: [Unicode.Scalar]] = [:]

  /// Marks the second cell of a wide character. NUL: `printable` turns every control into a space,
  /// so no written character is ever stored as NUL.
  static let continuation: Unicode.Scalar = "\u{0}"

  /// A blank grid of `columns` × `rows` spaces (negative sizes count as zero).
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    scalars = Array(repeating: " ", count: self.columns * self.rows)
    colors = Array(repeating: nil, count: self.columns * self.rows)
  }

  /// The character at `column`, `row`, or nil outside the grid and in the second cell of a wide
  /// character (the first holds it).
  public func character(column: Int, row: Int) -> Unicode.Scalar? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    let scalar = scalars[row * columns + column]
    return scalar == Self.continuation ? nil : scalar
  }

  /// The colour at `column`, `row` (nil: default colour or outside the grid).
  public func color(column: Int, row: Int) -> TerminalColor? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return colors[row * columns + column]
  }

  /// Puts one character; ignored outside the grid. Control characters become spaces; a wide
  /// character takes this cell and the next (a space when there is no next cell in the row); a
  /// zero-width one alone draws nothing (`write` puts it on the character before it).
  public mutating func put(_ scalar: Unicode.Scalar, column: Int, row: Int,
                           color: TerminalColor? = nil) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let glyph = Self.printable(scalar)
    let width = DisplayWidth.of(glyph)
    guard width > 0 else { return }
    WideCells.put(glyph, width: width, color: color, at: row * columns + column, column: column, columns: columns,
                  cells: &scalars, colors: &colors, marks: &marks, continuation: Self.continuation, blank: " ")
  }

  /// Adds zero-width scalars after the character at `column`, `row` (ignored outside the grid).
  mutating func attach(_ extra: [Unicode.Scalar], column: Int, row: Int) {
    guard !extra.isEmpty, column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    guard scalars[index] != Self.continuation else { return }
    marks[index, default: []].append(contentsOf: extra)
  }

  /// Writes `text` starting at `column`, `row`, clipped to the grid and to `maxWidth` cells if given:
  /// one cell per character, two for a wide one, none for a combining mark (it joins the character
  /// before it). A wide character that would cross `maxWidth` becomes a space. Returns the number of
  /// cells the text covers (before clipping to the grid).
  @discardableResult
  public mutating func write(_ text: String, column: Int, row: Int, color: TerminalColor? = nil,
                             maxWidth: Int? = nil) -> Int {
    var x = column
    var count = 0
    var previous: Int? = nil  // the column of the last character written, for the marks after it
    for scalar in text.unicodeScalars {
      let glyph = Self.printable(scalar)
      let width = DisplayWidth.of(glyph)
      if width == 0 {
        if let previous { attach([glyph], column: previous, row: row) }
        continue
      }
      if let maxWidth, count + width > maxWidth {
        if count < maxWidth { put(" ", column: x, row: row, color: color); count += 1 }
        break
      }
      put(glyph, column: x, row: row, color: color)
      if x == -1 && width == 2 { put(" ", column: 0, row: row, color: color) }  // its right half, clipped
      // A wide character that did not fit the row is a space now: its marks are dropped.
      previous = width == 2 && x + 1 >= columns ? nil : x
      x += width
      count += width
    }
    return count
  }

  /// Copies `other` into this grid with its top-left cell at `column`, `row` (clipped).
  public mutating func place(_ other: TextGrid, column: Int, row: Int) {
    for y in 0..<other.rows {
      for x in 0..<other.columns {
        let index = y * other.columns + x
        let scalar = other.scalars[index]
        if scalar == Self.continuation {
          // Written with its first half, unless that half fell outside this grid.
          if column + x - 1 < 0 { put(" ", column: column + x, row: row + y) }
          continue
        }
        put(scalar, column: column + x, row: row + y, color: other.colors[index])
        if !other.marks.isEmpty, let extra = other.marks[index] { attach(extra, column: column + x, row: row + y) }
      }
    }
  }

  /// The grid as text: `rows` lines of `columns` cells. With a colour mode, a colour escape precedes
  /// each change of colour among non-space cells and every coloured line ends with a reset; with
  /// `.none` the lines contain no escape bytes at all.
  public func lines(colorMode: ColorMode = .none) -> [String] {
    var result: [String] = []
    result.reserveCapacity(rows)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(columns * 4)
    let hasMarks = !marks.isEmpty
    for row in 0..<rows {
      bytes.removeAll(keepingCapacity: true)
      var current: TerminalColor? = nil
      for column in 0..<columns {
        let index = row * columns + column
        let scalar = scalars[index]
        if scalar == Self.continuation { continue }
        if colorMode.usesColor, scalar != " ", colors[index] != current {
          current = colors[index]
          bytes.append(contentsOf: (current?.foregroundEscape(in: colorMode) ?? ANSI.reset).utf8)
        }
        Self.appendUTF8(scalar, to: &bytes)
        if hasMarks, let extra = marks[index] {
          for mark in extra { Self.appendUTF8(mark, to: &bytes) }
        }
      }
      if current != nil { bytes.append(contentsOf: ANSI.reset.utf8) }
      result.append(String(decoding: bytes, as: UTF8.self))
    }
    return result
  }

  @inline(__always)
  static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | (value >> 6)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | (value >> 12)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    default:
      bytes.append(UInt8(0xF0 | (value >> 18)))
      bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
      bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
      bytes.append(UInt8(0x80 | (value & 0x3F)))
    }
  }

  /// Control characters (including ESC, tab and newline, and the C1 controls) become a space, so
  /// that nothing written can move the cursor or start an escape sequence.
  @inline(__always)
  static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? " " : scalar }
    return value < 0xA0 ? " " : scalar
  }
}
