import Foundation

/// One instant of a filmstrip: a scene and its caption.
public struct FilmstripFrame: Sendable, Equatable {
  /// The scene at this instant.
  public var scene: Scene
  /// Caption above the panel, e.g. `"t = 0.40 s"`.
  public var caption: String

  /// Creates a frame.
  public init(scene: Scene, caption: String) {
    self.scene = scene
    self.caption = caption
  }

  /// A frame captioned with its time: `"t = 0.40 s"`.
  public init(scene: Scene, time: Double) {
    self.init(scene: scene, caption: Filmstrip.caption(time: time))
  }
}

/// Several instants of a scene as panels, each captioned: side by side when they fit in the width,
/// otherwise wrapped into as many rows as needed (one panel per row when even two do not fit).
///
/// Each panel is as wide as its scene needs at the panel height (aspect preserved) or, if that is
/// wider than the whole width, the whole width. Panels are separated by `gap` columns.
///
/// ```swift
/// let strip = Filmstrip(frames: times.map { FilmstripFrame(scene: sceneAt($0), time: $0) })
/// print(strip.render(width: 120, panelHeight: 16).joined(separator: "\n"))
/// ```
public struct Filmstrip: Sendable {
  /// The instants, in order.
  public var frames: [FilmstripFrame]
  /// Blank columns between neighbouring panels.
  public var gap: Int

  /// Creates a filmstrip of `frames`, panels separated by `gap` columns.
  public init(frames: [FilmstripFrame], gap: Int = 2) {
    self.frames = frames
    self.gap = gap
  }

  /// The caption for time `seconds`: `"t = 0.40 s"` (two decimals).
  public static func caption(time seconds: Double) -> String {
    guard seconds.isFinite else { return "t = ? s" }
    let text = String(format: "t = %.2f s", seconds)
    return text == "t = -0.00 s" ? "t = 0.00 s" : text
  }

  /// How the panels are arranged for a given width and panel height.
  public struct Layout: Sendable, Equatable {
    /// Panels per row of panels.
    public var panelsPerRow: Int
    /// Width of each panel in columns.
    public var panelWidth: Int
    /// Number of rows of panels.
    public var panelRows: Int
  }

  /// The arrangement `render(width:panelHeight:options:)` uses.
  public func layout(width: Int, panelHeight: Int) -> Layout {
    let width = max(1, width)
    let gap = max(0, self.gap)
    let drawingRows = max(1, panelHeight - 1)
    let natural = frames.map { SceneDrawing.naturalColumns(for: $0.scene, rows: drawingRows) }
      .max() ?? width
    let captions = frames.map { DisplayWidth.of($0.caption) }.max() ?? 0
    let panelWidth = min(width, max(natural, min(captions, width)))
    let perRow = max(1, min(max(1, frames.count), (width + gap) / (panelWidth + gap)))
    let rows = frames.isEmpty ? 1 : (frames.count + perRow - 1) / perRow
    return Layout(panelsPerRow: perRow, panelWidth: panelWidth, panelRows: rows)
  }

  /// The filmstrip as lines exactly `width` columns wide: `panelRows × panelHeight` lines, plus notes (see
  /// `layout`). Each panel is its caption, wrapped at word boundaries to the panel's width (every
  /// panel keeps as many caption rows as the longest caption needs), and a drawing in the rows
  /// left. Labels with no room in their panel are numbered, the same number in every panel, and
  /// explained in notes under the strip (extra lines). With no frames, `panelHeight` lines holding
  /// the message `(no frames)`.
  public func render(width: Int, panelHeight: Int, options: RenderOptions = RenderOptions())
    -> [String] {
    guard panelHeight > 0 else { return [] }
    guard width > 0 else { return [] }
    let layout = layout(width: width, panelHeight: panelHeight)
    guard !frames.isEmpty else {
      var grid = TextGrid(columns: width, rows: layout.panelRows * panelHeight)
      PlotFrame.message("(no frames)", title: nil, into: &grid)
      return grid.lines(colorMode: options.colorMode)
    }
    // Captions wrap at word boundaries within the panel; every panel gives its drawing the rows
    // the longest caption leaves, so the drawings stay level.
    let captions = frames.map { TextWrap.lines($0.caption, width: layout.panelWidth, indent: 2) }
    let captionRows = min(max(1, captions.map(\.count).max() ?? 1), max(1, panelHeight - 1))
    // One label keeps one number in every panel; the notes come once, under the strip.
    var numbered: [String] = []
    var notes: [SceneNote] = []
    var panels: [TextGrid] = []
    for (index, frame) in frames.enumerated() {
      var panel = TextGrid(columns: layout.panelWidth, rows: panelHeight)
      for (line, text) in captions[index].prefix(captionRows).enumerated() {
        PlotFrame.centred(text, from: 0, width: layout.panelWidth, row: line, into: &panel,
                          color: nil)
      }
      if panelHeight > captionRows {
        let drawn = SceneDrawing(scene: frame.scene)
          .drawCanvasAndNotes(columns: layout.panelWidth, rows: panelHeight - captionRows,
                              options: options, numbered: &numbered)
        drawn.canvas.draw(into: &panel, column: 0, row: captionRows)
        for note in drawn.notes where !notes.contains(note) { notes.append(note) }
      }
      panels.append(panel)
    }
    let noteRows = SceneDrawing.noteRows(notes, width: width)
    var grid = TextGrid(columns: width, rows: layout.panelRows * panelHeight + noteRows.count)
    for (index, panel) in panels.enumerated() {
      let column = (index % layout.panelsPerRow) * (layout.panelWidth + max(0, gap))
      let row = (index / layout.panelsPerRow) * panelHeight
      grid.place(panel, column: column, row: row)
    }
    for (index, row) in noteRows.enumerated() {
      for piece in row {
        grid.write(piece.text, column: piece.column, row: layout.panelRows * panelHeight + index,
                   color: piece.color, maxWidth: max(0, width - piece.column))
      }
    }
    return grid.lines(colorMode: options.colorMode)
  }
}
