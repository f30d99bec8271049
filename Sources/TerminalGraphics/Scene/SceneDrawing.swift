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

  /// The drawing as a text grid, for composing (filmstrips, side-by-side views).
  public func textGrid(width: Int, height: Int, options: RenderOptions = RenderOptions())
    -> TextGrid {
    var grid = TextGrid(columns: width, rows: height)
    guard grid.columns > 0, grid.rows > 0 else { return grid }
    var top = 0
    if let caption, !caption.isEmpty, grid.rows >= 3 {
      PlotFrame.centred(caption, from: 0, width: grid.columns, row: 0, into: &grid, color: nil)
      top = 1
    }
    let canvas = drawCanvas(columns: grid.columns, rows: grid.rows - top, options: options)
    canvas.draw(into: &grid, column: 0, row: top)
    return grid
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

  /// All layers drawn on a canvas of the given size.
  func drawCanvas(columns: Int, rows: Int, options: RenderOptions) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows, backend: options.backend)
    canvas.mapping = Self.mapping(for: scene, columns: columns, rows: rows,
                                  backend: options.backend)
    var painter = ScenePainter(canvas: canvas, useColor: options.colorMode.usesColor,
                               ascii: options.asciiOnly)
    painter.paint(scene)
    return painter.canvas
  }
}
