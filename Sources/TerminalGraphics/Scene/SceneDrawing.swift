import Foundation

/// Draws a `Scene` into text: the visible rectangle is fitted into the cells keeping its aspect
/// (squares stay square; cells are about twice as tall as wide), centred and letterboxed, with y
/// pointing down as on screen. An optional caption is centred on the first line.
///
/// What is drawn, bottom layer first: field regions (dashed) and field vectors (small arrows),
/// trails (dotted, grey), the frame of the reference bounds, boundaries (solid), attachment lines
/// (rod solid, spring zigzag, rope dotted), items (rotated rectangles and ellipses, outlined or
/// filled), arrows with heads, snap points (a `+` in a small circle) and anchors (`●`, ASCII `@`).
/// Labels go on top: inside an item when they fit, else beside it (right, left, then above), and
/// never over another label.
public struct SceneDrawing: Sendable {
  /// The scene to draw.
  public var scene: Scene
  /// A line of text above the drawing (e.g. `"t = 0.40 s"`); nil for none.
  public var caption: String?

  /// Creates a drawing of `scene`.
  public init(scene: Scene, caption: String? = nil) {
    self.scene = scene
    self.caption = caption
  }

  /// The drawing as exactly `height` lines of exactly `width` columns (display width), with colour
  /// escapes only when `options.colorMode` uses colour.
  public func render(width: Int, height: Int, options: RenderOptions = RenderOptions()) -> [String] {
    guard height > 0 else { return [] }
    guard width > 0 else { return Array(repeating: "", count: height) }
    return textGrid(width: width, height: height, options: options)
      .lines(colorMode: options.colorMode)
  }

  /// The drawing as a text grid, for composing (filmstrips, side-by-side views). The caption wraps
  /// at word boundaries; labels with no room beside their shapes are numbered and explained in
  /// notes: in the margin right of a drawing narrower than the grid when they fit there, else
  /// under the drawing, taking rows from it.
  public func textGrid(width: Int, height: Int, options: RenderOptions = RenderOptions())
    -> TextGrid {
    layout(width: width, height: height, options: options).grid
  }

  /// The drawing as a text grid, with the world → dot mapping of its canvas and the grid row the
  /// canvas starts on: what a pointer on the drawing points at (`CanvasMapping.worldX`, `worldY`).
  public func layout(width: Int, height: Int, options: RenderOptions = RenderOptions())
    -> (grid: TextGrid, mapping: CanvasMapping, canvasRow: Int) {
    var grid = TextGrid(columns: width, rows: height)
    let backend = options.backend
    guard grid.columns > 0, grid.rows > 0 else {
      return (grid, Self.mapping(for: scene, columns: max(1, width), rows: max(1, height), backend: backend), 0)
    }
    var top = 0
    if let caption, !caption.isEmpty, grid.rows >= 3 {
      let lines = TextWrap.lines(caption, width: grid.columns, indent: 2)
        .prefix(max(1, grid.rows / 4))
      for (row, line) in lines.enumerated() {
        PlotFrame.centred(line, from: 0, width: grid.columns, row: row, into: &grid, color: nil)
      }
      top = lines.count
    }
    // The notes' rows depend on the labels that do not fit, which depend on the rows left.
    let minimumRows = min(grid.rows - top, 4)
    var noteRows = 0
    var drawn = drawCanvasAndNotes(columns: grid.columns, rows: grid.rows - top, options: options)
    // Notes start under the drawing's left edge (a drawing narrower than the grid is centred).
    func notes(of drawn: (canvas: Canvas, notes: [SceneNote])) -> (left: Int, rows: [[Legend.Piece]]) {
      let corner = CGPoint(x: scene.visibleRect.minX, y: scene.visibleRect.minY)
      let left = min(max(0, drawn.canvas.cell(of: corner)?.column ?? 0), max(0, grid.columns - 20))
      return (left, Self.noteRows(drawn.notes, width: grid.columns - left))
    }
    // A drawing narrower than the grid keeps all its rows when the notes fit in the margin beside it.
    if !drawn.notes.isEmpty, Self.placeNotesBeside(drawn, scene: scene, into: &grid, top: top) {
      return (grid, drawn.canvas.mapping, top)
    }
    for _ in 0..<4 {
      let needed = notes(of: drawn).rows.count
      let allowed = min(needed, grid.rows - top - minimumRows)
      if allowed <= noteRows { break }
      noteRows = allowed
      drawn = drawCanvasAndNotes(columns: grid.columns, rows: grid.rows - top - noteRows,
                                 options: options)
    }
    drawn.canvas.draw(into: &grid, column: 0, row: top)
    let (left, rows) = notes(of: drawn)
    let start = grid.rows - noteRows
    for (index, row) in rows.prefix(noteRows).enumerated() {
      for piece in row {
        grid.write(piece.text, column: left + piece.column, row: start + index, color: piece.color,
                   maxWidth: max(0, grid.columns - left - piece.column))
      }
    }
    return (grid, drawn.canvas.mapping, top)
  }

  /// Draws the canvas and writes the notes one per line in the margin right of the visible
  /// rectangle, from its top row, when that margin holds them on blank cells; false (and nothing
  /// written) otherwise.
  static func placeNotesBeside(_ drawn: (canvas: Canvas, notes: [SceneNote]), scene: Scene,
                               into grid: inout TextGrid, top: Int) -> Bool {
    let rect = scene.visibleRect
    let canvas = drawn.canvas
    guard let corner = canvas.cell(of: CGPoint(x: rect.maxX, y: rect.minY)) else { return false }
    let column = corner.column + 3
    let firstRow = max(0, corner.row)
    let widths = drawn.notes.map { DisplayWidth.of($0.marker) + 1 + DisplayWidth.of($0.text) }
    guard column >= 0, column + (widths.max() ?? 0) <= canvas.columns,
          firstRow + drawn.notes.count <= canvas.rows else { return false }
    for (index, width) in widths.enumerated() {
      for x in (column - 1)..<(column + width + 1) where x < canvas.columns {
        if !canvas.isBlank(column: x, row: firstRow + index) { return false }
      }
    }
    canvas.draw(into: &grid, column: 0, row: top)
    for (index, note) in drawn.notes.enumerated() {
      let row = top + firstRow + index
      let used = grid.write(note.marker, column: column, row: row, color: note.color)
      grid.write(" " + note.text, column: column + used, row: row)
    }
    return true
  }

  /// Notes laid out like a plot legend: `1 ball0  2 ball1`, wrapped entry by entry.
  static func noteRows(_ notes: [SceneNote], width: Int) -> [[Legend.Piece]] {
    guard !notes.isEmpty else { return [] }
    return Legend(entries: notes.map { Legend.Entry(sample: $0.marker, label: $0.text,
                                                     color: $0.color) })
      .rows(width: width)
  }

  /// The world → dot mapping used for a drawing area of `columns` × `rows` cells.
  public static func mapping(for scene: Scene, columns: Int, rows: Int, backend: CanvasBackend)
    -> CanvasMapping {
    .fit(world: scene.visibleRect, columns: columns, rows: rows, backend: backend)
  }

  /// The number of columns that shows the whole visible rectangle `rows` rows high without
  /// letterboxing (at least 1).
  public static func naturalColumns(for scene: Scene, rows: Int) -> Int {
    let rect = scene.visibleRect
    let columns = (Double(max(1, rows)) * Canvas.cellAspect * Double(rect.width)
      / Double(rect.height)).rounded(.up)
    return Int(min(10_000, max(1, columns)))
  }

  /// All layers drawn on a canvas of the given size, and the notes for labels that went under it.
  /// `numbered` carries label numbers across the panels of a filmstrip.
  func drawCanvasAndNotes(columns: Int, rows: Int, options: RenderOptions,
                          numbered: inout [String]) -> (canvas: Canvas, notes: [SceneNote]) {
    var canvas = Canvas(columns: columns, rows: rows, backend: options.backend)
    canvas.mapping = Self.mapping(for: scene, columns: columns, rows: rows,
                                  backend: options.backend)
    var painter = ScenePainter(canvas: canvas, useColor: options.colorMode.usesColor,
                               ascii: options.asciiOnly)
    painter.numbered = numbered
    painter.paint(scene)
    numbered = painter.numbered
    return (painter.canvas, painter.notes)
  }

  func drawCanvasAndNotes(columns: Int, rows: Int, options: RenderOptions)
    -> (canvas: Canvas, notes: [SceneNote]) {
    var numbered: [String] = []
    return drawCanvasAndNotes(columns: columns, rows: rows, options: options, numbered: &numbered)
  }
}
