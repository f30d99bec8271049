/// A rectangle of character cells, each with an optional foreground colour: the final layer every
/// renderer composes into before producing lines of text.
///
/// Writes outside the grid are ignored (clipped). `lines(colorMode:)` gives exactly `rows` strings,
/// each exactly `columns` characters wide (plus colour escapes when the mode asks for them).
public struct TextGrid: Sendable, Equatable {
  /// Width in cells.
  public let columns: Int
  /// Height in cells.
  public let rows: Int
  private var scalars: [Unicode.Scalar]
  private var colors: [TerminalColor?]

  /// A blank grid of `columns` × `rows` spaces (negative sizes count as zero).
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    scalars = Array(repeating: " ", count: self.columns * self.rows)
    colors = Array(repeating: nil, count: self.columns * self.rows)
  }

  /// The character at `column`, `row`, or nil outside the grid.
  public func character(column: Int, row: Int) -> Unicode.Scalar? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return scalars[row * columns + column]
  }

  /// The colour at `column`, `row` (nil: default colour or outside the grid).
  public func color(column: Int, row: Int) -> TerminalColor? {
    guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
    return colors[row * columns + column]
  }

  /// Puts one character; ignored outside the grid. Control characters become spaces.
  public mutating func put(_ scalar: Unicode.Scalar, column: Int, row: Int,
                           color: TerminalColor? = nil) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    let index = row * columns + column
    scalars[index] = Self.printable(scalar)
    colors[index] = color
  }

  /// Writes `text` starting at `column`, `row`, one cell per Unicode scalar, clipped to the grid
  /// and to `maxWidth` cells if given. Returns the number of cells the text covers (before clipping
  /// to the grid).
  @discardableResult
  public mutating func write(_ text: String, column: Int, row: Int, color: TerminalColor? = nil,
                             maxWidth: Int? = nil) -> Int {
    var x = column
    var count = 0
    for scalar in text.unicodeScalars {
      if let maxWidth, count >= maxWidth { break }
      put(scalar, column: x, row: row, color: color)
      x += 1
      count += 1
    }
    return count
  }

  /// Copies `other` into this grid with its top-left cell at `column`, `row` (clipped).
  public mutating func place(_ other: TextGrid, column: Int, row: Int) {
    for y in 0..<other.rows {
      for x in 0..<other.columns {
        let index = y * other.columns + x
        put(other.scalars[index], column: column + x, row: row + y, color: other.colors[index])
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
    for row in 0..<rows {
      bytes.removeAll(keepingCapacity: true)
      var current: TerminalColor? = nil
      for column in 0..<columns {
        let index = row * columns + column
        let scalar = scalars[index]
        if colorMode.usesColor, scalar != " ", colors[index] != current {
          current = colors[index]
          bytes.append(contentsOf: (current?.foregroundEscape(in: colorMode) ?? ANSI.reset).utf8)
        }
        Self.appendUTF8(scalar, to: &bytes)
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

  /// Keeps one scalar = one column: control characters (including ESC, tab and newline) become a
  /// space; zero-width (combining, joiners, variation selectors) and double-width (CJK, emoji)
  /// scalars become `?`.
  @inline(__always)
  static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? " " : scalar }
    if value < 0xA0 { return " " }
    if value < 0x300 { return scalar }
    for range in unsafeRanges where range.contains(value) { return "?" }
    return scalar
  }

  private static let unsafeRanges: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F,
    0x1100...0x115F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200B...0x200F, 0x2028...0x202E,
    0x2060...0x206F, 0x20D0...0x20FF, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xD800...0xDFFF, 0xF900...0xFAFF, 0xFE00...0xFE0F,
    0xFE10...0xFE19, 0xFE20...0xFE2F, 0xFE30...0xFE6F, 0xFEFF...0xFEFF, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD, 0xE0000...0xE01EF,
  ]
}
