import Foundation

/// Paints the layers of a scene on a canvas whose mapping is already set.
struct ScenePainter {
  var canvas: Canvas
  let useColor: Bool
  let ascii: Bool
  /// Labels collected while painting, placed last so they sit on top.
  private var labels = SceneLabels()
  /// Label texts numbered so far (see `SceneLabels.place`); shared by a filmstrip's panels.
  var numbered: [String] = []
  /// Labels with no room beside their shape, for the notes under the drawing.
  private(set) var notes: [SceneNote] = []
  /// The part of the scene on show.
  private var visibleRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  init(canvas: Canvas, useColor: Bool, ascii: Bool) {
    self.canvas = canvas
    self.useColor = useColor
    self.ascii = ascii
  }

  private func color(_ requested: TerminalColor?, _ fallback: TerminalColor?) -> TerminalColor? {
    useColor ? (requested ?? fallback) : nil
  }

  /// World length of `cells` cell widths.
  private func worldLength(cells: Double) -> Double {
    let scale = canvas.mapping.scaleX
    return scale > 0 && scale.isFinite ? cells * Double(canvas.backend.dotsPerColumn) / scale : 0
  }

  mutating func paint(_ scene: Scene) {
    visibleRect = scene.visibleRect
    for region in scene.regions { paint(region) }
    for field in scene.fields { paint(field) }
    for trail in scene.trails {
      canvas.polyline(trail.points, color: color(trail.color, .brightBlack), style: .dotted)
    }
    if scene.showsBounds {
      canvas.rectangle(scene.bounds, color: color(nil, nil))
    }
    for boundary in scene.boundaries {
      canvas.polyline(boundary.points, color: color(nil, nil), closed: boundary.closed)
      if let label = boundary.label, let first = boundary.points.first {
        labels.add(label, near: canvas.cell(of: first), color: color(nil, nil))
      }
    }
    for attachment in scene.attachments { paint(attachment) }
    for (index, item) in scene.items.enumerated() {
      paint(item, color: color(item.color, TerminalColor.paletteColor(index)))
    }
    for arrow in scene.arrows { paint(arrow) }
    for snap in scene.snapPoints { paint(snap) }
    for anchor in scene.anchors {
      let anchorColor = color(nil, nil)
      canvas.glyph(ascii ? "@" : "●", at: anchor.point, color: anchorColor)
      if let label = anchor.label {
        labels.add(label, near: canvas.cell(of: anchor.point), color: anchorColor)
      }
    }
    notes = labels.place(on: &canvas, numbered: &numbered)
  }

  private mutating func paint(_ item: SceneItem, color: TerminalColor?) {
    if let outside = SceneOutside(item: item, visible: visibleRect) {
      // Out of view: an arrow at the edge it left by, with its name and where it is.
      if let cell = canvas.cell(of: outside.edgePoint) {
        labels.addOutside(outside.text, arrow: outside.arrow(ascii: ascii),
                          at: (min(max(0, cell.column), canvas.columns - 1),
                               min(max(0, cell.row), canvas.rows - 1)),
                          inward: outside.inward, color: color)
      }
      return
    }
    let corners: [CGPoint]
    switch item.shape {
    case .rectangle:
      corners = Canvas.rectangleCorners(center: item.center, size: item.size, angle: item.angle)
      canvas.polygon(corners, color: color, filled: item.filled)
    case .ellipse:
      let rx = Double(item.size.width) / 2
      let ry = Double(item.size.height) / 2
      canvas.ellipse(center: item.center, radiusX: rx, radiusY: ry, angle: item.angle,
                     color: color, filled: item.filled)
      corners = Canvas.ellipsePoints(center: item.center, radiusX: rx, radiusY: ry,
                                     angle: item.angle, segments: 16)
    }
    // Make sure even an item smaller than a dot shows up.
    let dots = corners.map { canvas.mapping.dot($0) }
    let spanX = (dots.map(\.x).max() ?? 0) - (dots.map(\.x).min() ?? 0)
    let spanY = (dots.map(\.y).max() ?? 0) - (dots.map(\.y).min() ?? 0)
    if !(spanX >= 1 || spanY >= 1) { canvas.point(item.center, color: color) }
    guard let label = item.label, !label.isEmpty else { return }
    let cells = corners.compactMap { canvas.cell(of: $0) }
    guard let center = canvas.cell(of: item.center), !cells.isEmpty else { return }
    labels.add(label, item: SceneLabels.Box(
      minColumn: cells.map(\.column).min() ?? center.column,
      maxColumn: cells.map(\.column).max() ?? center.column,
      minRow: cells.map(\.row).min() ?? center.row,
      maxRow: cells.map(\.row).max() ?? center.row,
      center: center), color: color)
  }

  private mutating func paint(_ attachment: SceneAttachment) {
    let lineColor = color(nil, nil)
    switch attachment.style {
    case .rigid:
      canvas.line(from: attachment.from, to: attachment.to, color: lineColor)
    case .rope:
      canvas.line(from: attachment.from, to: attachment.to, color: lineColor, style: .dotted)
    case .spring:
      paintSpring(from: canvas.mapping.dot(attachment.from), to: canvas.mapping.dot(attachment.to),
                  color: lineColor)
    }
  }

  /// A zigzag between two dot positions, computed in physically square units so it looks the same
  /// at every angle and on every back end.
  private mutating func paintSpring(from a: (x: Double, y: Double), to b: (x: Double, y: Double),
                                    color: TerminalColor?) {
    let aspect = Canvas.cellAspect * Double(canvas.backend.dotsPerColumn)
      / Double(canvas.backend.dotsPerRow)
    let dx = b.x - a.x
    let dy = (b.y - a.y) * aspect
    let length = (dx * dx + dy * dy).squareRoot()
    guard length.isFinite, length > 4 else {
      canvas.strokeDots([a, b], color: color, pattern: nil, closed: false)
      return
    }
    let ux = dx / length
    let uy = dy / length
    let amplitude = 0.6 * Double(canvas.backend.dotsPerColumn)
    let pitch = 1.2 * Double(canvas.backend.dotsPerColumn)
    let lead = min(length * 0.15, 2 * pitch)
    let coils = Int(((length - 2 * lead) / pitch).rounded(.down).clamped(2, 2000))
    var points: [(x: Double, y: Double)] = [a]
    func at(_ along: Double, _ across: Double) -> (x: Double, y: Double) {
      (a.x + ux * along - uy * across, a.y + (uy * along + ux * across) / aspect)
    }
    points.append(at(lead, 0))
    for coil in 0..<coils {
      let along = lead + (Double(coil) + 0.5) * (length - 2 * lead) / Double(coils)
      points.append(at(along, coil % 2 == 0 ? amplitude : -amplitude))
    }
    points.append(at(length - lead, 0))
    points.append(b)
    canvas.strokeDots(points, color: color, pattern: nil, closed: false)
  }

  private mutating func paint(_ arrow: SceneArrow) {
    let arrowColor = color(arrow.color, .yellow)
    canvas.arrow(from: arrow.from, to: arrow.to, color: arrowColor)
    if let label = arrow.label, let tip = canvas.cell(of: arrow.to) {
      labels.add(label, near: tip, color: arrowColor,
                 preferLeft: Double(arrow.to.x) < Double(arrow.from.x))
    }
  }

  private mutating func paint(_ snap: SceneSnapPoint) {
    let snapColor = color(nil, .green)
    let radius = worldLength(cells: 1.2)
    let arm = worldLength(cells: 2)
    let p = snap.point
    canvas.circle(center: p, radius: radius, color: snapColor)
    canvas.line(from: CGPoint(x: Double(p.x) - arm, y: Double(p.y)),
                to: CGPoint(x: Double(p.x) + arm, y: Double(p.y)), color: snapColor)
    canvas.line(from: CGPoint(x: Double(p.x), y: Double(p.y) - arm),
                to: CGPoint(x: Double(p.x), y: Double(p.y) + arm), color: snapColor)
    canvas.glyph("+", at: p, color: snapColor)
    if let label = snap.label {
      labels.add(label, near: canvas.cell(of: p), color: snapColor, offset: 3)
    }
  }

  private mutating func paint(_ region: SceneRegion) {
    let regionColor = color(region.color, .blue)
    let labelPoint: CGPoint
    let rightPoint: CGPoint
    switch region.shape {
    case let .rectangle(rect):
      canvas.rectangle(rect, color: regionColor, style: .dashed)
      labelPoint = CGPoint(x: rect.minX, y: rect.minY)
      rightPoint = CGPoint(x: rect.maxX, y: rect.minY)
    case let .circle(center, radius):
      canvas.circle(center: center, radius: radius, color: regionColor, style: .dashed)
      labelPoint = CGPoint(x: Double(center.x) - radius * 0.7, y: Double(center.y) - radius * 0.7)
      rightPoint = CGPoint(x: Double(center.x) + radius * 0.7, y: Double(center.y))
    }
    if let label = region.label, let cell = canvas.cell(of: labelPoint),
       let right = canvas.cell(of: rightPoint) {
      labels.add(label, at: (cell.column + 1, cell.row + 1), before: right.column,
                 color: regionColor)
    }
  }

  private mutating func paint(_ field: SceneVectorField) {
    let fieldColor = color(field.color, .blue)
    let samples = field.samples.filter {
      Double($0.point.x).isFinite && Double($0.point.y).isFinite && $0.dx.isFinite && $0.dy.isFinite
    }
    let largest = samples.map { ($0.dx * $0.dx + $0.dy * $0.dy).squareRoot() }.max() ?? 0
    guard largest > 0 else {
      samples.forEach { canvas.point($0.point, color: fieldColor) }
      return
    }
    let length = field.arrowLength ?? 0.8 * Self.spacing(samples.map(\.point))
    let scale = (length.isFinite && length > 0 ? length : worldLength(cells: 3)) / largest
    for sample in samples {
      let half = (x: sample.dx * scale / 2, y: sample.dy * scale / 2)
      let p = sample.point
      canvas.arrow(from: CGPoint(x: Double(p.x) - half.x, y: Double(p.y) - half.y),
                   to: CGPoint(x: Double(p.x) + half.x, y: Double(p.y) + half.y),
                   color: fieldColor, headLength: 1)
    }
  }

  /// The smallest distance between two distinct points (of the first 400), or 0.
  static func spacing(_ points: [CGPoint]) -> Double {
    let points = Array(points.prefix(400))
    var best = Double.infinity
    for i in points.indices {
      for j in points.indices where j > i {
        let dx = Double(points[i].x - points[j].x)
        let dy = Double(points[i].y - points[j].y)
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance > 0 { best = min(best, distance) }
      }
    }
    return best.isFinite ? best : 0
  }
}
