import Dynamics
import Foundation

/// Points and segments of a scene that are places of its views, by their text as `SceneBuilder`
/// writes them: a view's centre (`CGPoint(x: 160, y: 100)` → `redSquare.center`) and its edges (a
/// boundary along the top of `yellow` → from `CGPoint(x: yellow.frame.minX, y: yellow.frame.minY)`).
/// A place two views share stays a number.
struct ViewPlaces {
  private var centers: [String: String] = [:]
  private var edges: [String: (from: String, to: String)] = [:]

  init(_ views: [(name: String, frame: CGRect, center: CGPoint)]) {
    var shared: Set<String> = []
    func record<Value>(_ key: String, _ value: Value, in table: inout [String: Value]) {
      if table.updateValue(value, forKey: key) != nil { shared.insert(key) }
    }
    for (name, frame, center) in views {
      let f = "\(name).frame"
      let corners = [("minX", "minY"), ("maxX", "minY"), ("maxX", "maxY"), ("minX", "maxY")]
      func point(_ corner: (String, String)) -> CGPoint {
        CGPoint(x: corner.0 == "minX" ? frame.minX : frame.maxX, y: corner.1 == "minY" ? frame.minY : frame.maxY)
      }
      record(SwiftSource.point(center), "\(name).center", in: &centers)
      // Top, right, bottom and left, each in both directions.
      for (a, b) in [(0, 1), (1, 2), (3, 2), (0, 3)] {
        for (start, end) in [(a, b), (b, a)] {
          let key = "from: \(SwiftSource.point(point(corners[start]))), to: \(SwiftSource.point(point(corners[end])))"
          let text = { (corner: (String, String)) in "CGPoint(x: \(f).\(corner.0), y: \(f).\(corner.1))" }
          record(key, (text(corners[start]), text(corners[end])), in: &edges)
        }
      }
    }
    for key in shared {
      centers[key] = nil
      edges[key] = nil
    }
  }

  /// `line` with an anchor or snap point on a view's centre, and a boundary along a view's edge, named.
  func named(in line: String) -> String {
    var line = line
    for label in ["attachedToAnchor: ", "snapTo: "] {
      guard let range = line.range(of: label + "CGPoint("), let close = line[range.upperBound...].firstIndex(of: ")") else { continue }
      let point = String(line[line.index(range.lowerBound, offsetBy: label.count)...close])
      if let center = centers[point] { line = line.replacingOccurrences(of: label + point, with: label + center) }
    }
    if line.contains(".addBoundary("), let range = line.range(of: "from: CGPoint("), line.hasSuffix(")") {
      let segment = String(line[range.lowerBound...].dropLast())
      if let edge = edges[segment] { line = String(line[..<range.lowerBound]) + "from: \(edge.from), to: \(edge.to))" }
    }
    return line
  }
}
