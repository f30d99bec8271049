import Foundation

/// A drawing surface of `columns` × `rows` character cells, each divided into dots by its back end
/// (braille 2 × 4, quadrant 2 × 2, half block 1 × 2, ASCII 2 × 2).
///
/// Shapes are given in world coordinates and placed by `mapping` (see `CanvasMapping.fit` to keep
/// squares square, `CanvasMapping.fill` for plots). Everything is clipped: nothing is ever drawn
/// outside the canvas, and non-finite coordinates are skipped. Text and marker glyphs sit on a layer
/// above the dots and replace the dot character of their cell.
///
/// ```swift
/// var canvas = Canvas(columns: 40, rows: 12, backend: .braille)
/// canvas.mapping = .fit(world: CGRect(x: 0, y: 0, width: 320, height: 568), columns: 40, rows: 12,
///                       backend: .braille)
/// canvas.rectangle(center: CGPoint(x: 160, y: 300), size: CGSize(width: 100, height: 100),
///                  angle: .pi / 8, color: .cyan)
/// print(canvas.render(colorMode: .none).joined(separator: "\n"))
/// ```
public struct Canvas: Sendable {
  /// Height / width of one terminal cell: about 2 in common terminal fonts.
  public static let cellAspect = 2.0

  /// Width in cells.
  public let columns: Int
  /// Height in cells.
  public let rows: Int
  /// How dots become characters.
  public let backend: CanvasBackend
  /// World → dot mapping used by every world-coordinate primitive.
  public var mapping: CanvasMapping

  /// Width in dots.
  public let dotColumns: Int
  /// Height in dots.
  public let dotRows: Int

  private let dotsX: Int
  private let dotsY: Int
  private let bits: [UInt8]
  private var masks: [UInt8]
  private var colors: [TerminalColor?]
  private var overlays: [Unicode.Scalar?]
  private var overlayColors: [TerminalColor?]
  /// Zero-width scalars (combining marks) drawn after a text-layer glyph; sparse, usually empty.
  private var overlayMarks: [Int: [Unicode.Scalar]] = [:]

  /// A blank canvas. Sizes below zero count as zero. Without a mapping, world coordinates are dot
  /// coordinates.
  public init(columns: Int, rows: Int, backend: CanvasBackend, mapping: CanvasMapping? = nil) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.backend = backend
    dotsX = backend.dotsPerColumn
    dotsY = backend.dotsPerRow
    dotColumns = self.columns * dotsX
    dotRows = self.rows * dotsY
    bits = backend.bitTable
    let cells = self.columns * self.rows
    masks = Array(repeating: 0, count: cells)
    colors = Array(repeating: nil, count: cells)
    overlays = Array(repeating: nil, count: cells)
    overlayColors = Array(repeating: nil, count: cells)
    self.mapping = mapping ?? .identity(dotRows: self.rows * backend.dotsPerRow)
  }

  // MARK: Dots

  /// Lights dot (`x`, `y`) (dot coordinates, y down); ignored outside the canvas. The cell takes
  /// `color` if given.
  @inline(__always)
  public mutating func setDot(x: Int, y: Int, color: TerminalColor? = nil) {
    guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
    let cell = (y / dotsY) * columns + x / dotsX
    masks[cell] |= bits[(y % dotsY) * dotsX + x % dotsX]
    if let color { colors[cell] = color }
  }

  /// Whether dot (`x`, `y`) is lit (false outside the canvas).
  public func isDotSet(x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return false }
    let cell = (y / dotsY) * columns + x / dotsX
    return masks[cell] & bits[(y % dotsY) * dotsX + x % dotsX] != 0
  }

  /// The number of lit dots (for tests and measurements).
  public var litDotCount: Int { masks.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// Draws a straight line between two points in dot coordinates (fractional, y down), clipped to
  /// the canvas. `phase` carries a dash pattern's position from one segment to the next.
  mutating func dotLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                        color: TerminalColor?, pattern: [Bool]?, phase: inout Int) {
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    guard let (ax, ay, bx, by) = clip(x0, y0, x1, y1) else { return }
    var x = Int(ax.rounded())
    var y = Int(ay.rounded())
    let endX = Int(bx.rounded())
    let endY = Int(by.rounded())
    let deltaX = abs(endX - x)
    let deltaY = -abs(endY - y)
    let stepX = x < endX ? 1 : -1
    let stepY = y < endY ? 1 : -1
    var error = deltaX + deltaY
    while true {
      if let pattern {
        if pattern[phase % pattern.count] { setDot(x: x, y: y, color: color) }
        phase &+= 1
      } else {
        setDot(x: x, y: y, color: color)
      }
      if x == endX && y == endY { break }
      let doubled = 2 * error
      if doubled >= deltaY {
        error += deltaY
        x += stepX
      }
      if doubled <= deltaX {
        error += deltaX
        y += stepY
      }
    }
  }

  /// Liang–Barsky clipping of a segment to the dot area (half a dot beyond the outermost dot
  /// centres). Returns nil when nothing is inside. Coordinates are scaled down first so that even
  /// ±1e308 cannot overflow.
  private func clip(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double)
    -> (Double, Double, Double, Double)? {
    guard dotColumns > 0, dotRows > 0 else { return nil }
    let scale = max(1, abs(x0), abs(y0), abs(x1), abs(y1))
    let (ax, ay, bx, by) = (x0 / scale, y0 / scale, x1 / scale, y1 / scale)
    let minX = -0.5 / scale
    let minY = -0.5 / scale
    let maxX = (Double(dotColumns) - 0.5) / scale
    let maxY = (Double(dotRows) - 0.5) / scale
    let dx = bx - ax
    let dy = by - ay
    var t0 = 0.0
    var t1 = 1.0
    @inline(__always)
    func edge(_ p: Double, _ q: Double) -> Bool {
      if p == 0 { return q >= 0 }
      let r = q / p
      if p < 0 {
        if r > t1 { return false }
        if r > t0 { t0 = r }
      } else {
        if r < t0 { return false }
        if r < t1 { t1 = r }
      }
      return true
    }
    guard edge(-dx, ax - minX), edge(dx, maxX - ax), edge(-dy, ay - minY), edge(dy, maxY - ay),
          t0 <= t1
    else { return nil }
    // Keep endpoints strictly inside so rounding never leaves the canvas.
    let limitX = Double(dotColumns) - 0.5000001
    let limitY = Double(dotRows) - 0.5000001
    func inside(_ value: Double, _ limit: Double) -> Double {
      value.isNaN ? -0.4999999 : min(max(value, -0.4999999), limit)
    }
    return (inside((ax + t0 * dx) * scale, limitX), inside((ay + t0 * dy) * scale, limitY),
            inside((ax + t1 * dx) * scale, limitX), inside((ay + t1 * dy) * scale, limitY))
  }

  // MARK: Text layer

  /// Places one glyph on the text layer at cell `column`, `row` (clipped); it replaces the dots of
  /// that cell when rendered. A wide glyph (Hangul, Han, emoji) takes this cell and the next, or is a
  /// space when there is no next cell; a zero-width one alone places nothing. Covering half of a wide
  /// glyph leaves a space in its other half.
  public mutating func putGlyph(_ glyph: Unicode.Scalar, column: Int, row: Int,
                                color: TerminalColor? = nil) {
    guard column >= 0, row >= 0, column < columns, row < rows else { return }
    let printable = TextGrid.printable(glyph)
    let width = DisplayWidth.of(printable)
    guard width > 0 else { return }
    WideCells.put(printable, width: width, color: color, at: row * columns + column, column: column,
                  columns: columns, cells: &overlays, colors: &overlayColors, marks: &overlayMarks,
                  continuation: TextGrid.continuation, blank: " ")
  }

  /// Whether cell `column`, `row` shows nothing: no lit dot and no glyph (false outside).
  public func isBlank(column: Int, row: Int) -> Bool {
    guard column >= 0, row >= 0, column < columns, row < rows else { return false }
    let cell = row * columns + column
    return masks[cell] == 0 && overlays[cell] == nil
  }

  /// Whether cell `column`, `row` holds text or a marker glyph.
  public func hasGlyph(column: Int, row: Int) -> Bool {
    guard column >= 0, row >= 0, column < columns, row < rows else { return false }
    return overlays[row * columns + column] != nil
  }

  /// Writes `text` on the text layer starting at cell `column`, `row`, clipped to the canvas: one
  /// cell per character, two for a wide one (Hangul, Han, emoji), none for a combining mark (it joins
  /// the character before it).
  public mutating func text(_ text: String, column: Int, row: Int, color: TerminalColor? = nil) {
    var x = column
    var previous: Int? = nil  // the cell of the last glyph placed, for the marks after it
    for scalar in text.unicodeScalars {
      let glyph = TextGrid.printable(scalar)
      let width = DisplayWidth.of(glyph)
      if width == 0 {
        if let previous { overlayMarks[previous, default: []].append(glyph) }
        continue
      }
      putGlyph(glyph, column: x, row: row, color: color)
      if x == -1 && width == 2 { putGlyph(" ", column: 0, row: row, color: color) }  // its right half, clipped
      let placed = x >= 0 && x + width <= columns && row >= 0 && row < rows
      previous = placed ? row * columns + x : nil
      x += width
    }
  }

  /// The cell containing dot coordinates (`x`, `y`), which may lie outside the canvas.
  func cell(dotX x: Double, dotY y: Double) -> (column: Int, row: Int) {
    let ix = Int(max(-1e9, min(1e9, x.rounded())))
    let iy = Int(max(-1e9, min(1e9, y.rounded())))
    return (Self.floorDivide(ix, dotsX), Self.floorDivide(iy, dotsY))
  }

  /// The cell containing a world point, or nil when the point is not finite.
  public func cell(of point: CGPoint) -> (column: Int, row: Int)? {
    let (x, y) = mapping.dot(point)
    guard x.isFinite, y.isFinite else { return nil }
    return cell(dotX: x, dotY: y)
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  // MARK: Output

  /// The canvas as a `TextGrid` (dots turned into characters, text layer on top).
  public func textGrid() -> TextGrid {
    var grid = TextGrid(columns: columns, rows: rows)
    draw(into: &grid, column: 0, row: 0)
    return grid
  }

  /// Draws the canvas into `grid` with its top-left cell at `column`, `row`. Blank cells leave the
  /// grid untouched.
  public func draw(into grid: inout TextGrid, column: Int, row: Int) {
    for y in 0..<rows {
      for x in 0..<columns {
        let cell = y * columns + x
        if let glyph = overlays[cell] {
          if glyph == TextGrid.continuation {
            // The wide glyph's first cell writes both; a space when that cell fell outside the grid.
            if column + x - 1 < 0 { grid.put(" ", column: column + x, row: row + y) }
            continue
          }
          grid.put(glyph, column: column + x, row: row + y, color: overlayColors[cell])
          if !overlayMarks.isEmpty, let extra = overlayMarks[cell] {
            grid.attach(extra, column: column + x, row: row + y)
          }
        } else if masks[cell] != 0 {
          grid.put(backend.glyph(masks[cell]), column: column + x, row: row + y, color: colors[cell])
        }
      }
    }
  }

  /// The canvas as `rows` lines of exactly `columns` characters; colour escapes only when
  /// `colorMode` uses colour.
  public func render(colorMode: ColorMode = .none) -> [String] {
    textGrid().lines(colorMode: colorMode)
  }
}
