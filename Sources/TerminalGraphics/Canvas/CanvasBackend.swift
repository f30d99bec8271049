/// How a canvas turns its dots into characters. Each back end divides a character cell into a grid
/// of dots; a cell shows the character whose pattern matches its lit dots.
///
/// | back end    | dots per cell | dot shape (cell ≈ 1 wide × 2 tall) | characters             |
/// |-------------|---------------|------------------------------------|------------------------|
/// | `braille`   | 2 × 4         | square                             | U+2800–U+28FF          |
/// | `quadrant`  | 2 × 2         | twice as tall as wide              | `▘▝▀▖▌▞▛▗▚▐▜▄▙▟█`      |
/// | `halfBlock` | 1 × 2         | square                             | `▀▄█`                  |
/// | `ascii`     | 2 × 2         | twice as tall as wide              | `' . - _ \| / \\ + #`  |
public enum CanvasBackend: String, Sendable, CaseIterable, Equatable {
  /// Braille patterns: the finest resolution, 2 × 4 dots per cell.
  case braille
  /// Quadrant block elements: 2 × 2 dots per cell.
  case quadrant
  /// Upper/lower half blocks: 1 × 2 dots per cell.
  case halfBlock
  /// Plain 7-bit ASCII approximating a 2 × 2 dot pattern with `' . - _ | / \ + #`.
  case ascii

  /// Dots across one cell.
  public var dotsPerColumn: Int {
    switch self {
    case .braille, .quadrant, .ascii: 2
    case .halfBlock: 1
    }
  }

  /// Dots down one cell.
  public var dotsPerRow: Int {
    switch self {
    case .braille: 4
    case .quadrant, .halfBlock, .ascii: 2
    }
  }

  /// The bit that dot (`x`, `y`) inside a cell sets in the cell's mask (`x < dotsPerColumn`,
  /// `y < dotsPerRow`).
  func bit(x: Int, y: Int) -> UInt8 {
    switch self {
    case .braille:
      // Braille numbering: dots 1,2,3,7 down the left column, 4,5,6,8 down the right.
      let left: [UInt8] = [0x01, 0x02, 0x04, 0x40]
      let right: [UInt8] = [0x08, 0x10, 0x20, 0x80]
      return x == 0 ? left[y] : right[y]
    case .quadrant, .ascii:
      return UInt8(1) << UInt8(y * 2 + x)
    case .halfBlock:
      return UInt8(1) << UInt8(y)
    }
  }

  /// The bit for each dot of a cell, indexed by `y * dotsPerColumn + x`.
  var bitTable: [UInt8] {
    var table: [UInt8] = []
    for y in 0..<dotsPerRow {
      for x in 0..<dotsPerColumn { table.append(bit(x: x, y: y)) }
    }
    return table
  }

  /// The character showing the lit dots `mask` (space when no dot is lit).
  func glyph(_ mask: UInt8) -> Unicode.Scalar {
    switch self {
    case .braille:
      return mask == 0 ? " " : Unicode.Scalar(0x2800 + UInt32(mask)) ?? " "
    case .quadrant:
      return Self.quadrantGlyphs[Int(mask & 0x0F)]
    case .halfBlock:
      return Self.halfBlockGlyphs[Int(mask & 0x03)]
    case .ascii:
      return Self.asciiGlyphs[Int(mask & 0x0F)]
    }
  }

  /// Indexed by mask with bits TL = 1, TR = 2, BL = 4, BR = 8.
  private static let quadrantGlyphs: [Unicode.Scalar] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]
  /// Indexed by mask with bits top = 1, bottom = 2.
  private static let halfBlockGlyphs: [Unicode.Scalar] = [" ", "▀", "▄", "█"]
  /// Indexed by mask with bits TL = 1, TR = 2, BL = 4, BR = 8: single dots are `'` (top) and `.`
  /// (bottom), pairs are `-` `_` `|` `/` `\`, three dots a corner `+`, four `#`.
  private static let asciiGlyphs: [Unicode.Scalar] = [
    " ", "'", "'", "-", ".", "|", "/", "+", ".", "\\", "|", "+", "_", "+", "+", "#",
  ]
}
