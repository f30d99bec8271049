import Foundation

/// An item wholly outside the visible part of a scene: which way it went, the point on the view's
/// edge where it is marked, and the text of the mark, e.g. `fallingButton (y = 812)` after `↓`.
struct SceneOutside {
  /// −1 left of the view, +1 right of it, 0 neither.
  var horizontal: Int
  /// −1 above the view, +1 below it, 0 neither.
  var vertical: Int
  /// The item's centre moved onto the view's edge.
  var edgePoint: CGPoint
  /// The item's name and the coordinate that puts it out of view.
  var text: String

  /// Nil when any part of the item is in view (or its position is not finite).
  init?(item: SceneItem, visible: CGRect) {
    let x = Double(item.center.x)
    let y = Double(item.center.y)
    guard x.isFinite, y.isFinite else { return nil }
    let width = Double(item.size.width)
    let height = Double(item.size.height)
    let angle = item.angle.isFinite ? item.angle : 0
    let halfX = (abs(width * cos(angle)) + abs(height * sin(angle))) / 2
    let halfY = (abs(width * sin(angle)) + abs(height * cos(angle))) / 2
    guard halfX.isFinite, halfY.isFinite else { return nil }
    horizontal = x + halfX < Double(visible.minX) ? -1 : (x - halfX > Double(visible.maxX) ? 1 : 0)
    vertical = y + halfY < Double(visible.minY) ? -1 : (y - halfY > Double(visible.maxY) ? 1 : 0)
    guard horizontal != 0 || vertical != 0 else { return nil }
    edgePoint = CGPoint(x: min(max(x, Double(visible.minX)), Double(visible.maxX)),
                        y: min(max(y, Double(visible.minY)), Double(visible.maxY)))
    let name = item.label.flatMap { $0.isEmpty ? nil : $0 } ?? "item"
    var coordinates: [String] = []
    if horizontal != 0 { coordinates.append("x = " + Self.format(x)) }
    if vertical != 0 { coordinates.append("y = " + Self.format(y)) }
    text = name + " (" + coordinates.joined(separator: ", ") + ")"
  }

  /// One step from the edge into the view, in cells.
  var inward: (columns: Int, rows: Int) { (-horizontal, -vertical) }

  /// The arrow pointing the way the item went (ASCII: `v ^ < >`, diagonals by their vertical part).
  func arrow(ascii: Bool) -> String {
    if ascii {
      if vertical != 0 { return vertical > 0 ? "v" : "^" }
      return horizontal > 0 ? ">" : "<"
    }
    switch (horizontal, vertical) {
    case (0, 1): return "↓"
    case (0, _): return "↑"
    case (1, 0): return "→"
    case (_, 0): return "←"
    case (1, 1): return "↘"
    case (1, _): return "↗"
    case (_, 1): return "↙"
    default: return "↖"
    }
  }

  /// A coordinate in whole points, never `-0`.
  static func format(_ value: Double) -> String {
    let rounded = value.rounded()
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(value) }
    return String(Int(rounded) == 0 ? 0 : Int(rounded))
  }
}
