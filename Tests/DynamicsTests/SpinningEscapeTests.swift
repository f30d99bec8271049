import Foundation
import Testing
@testable import Dynamics

/// Thin items thrown fast and spinning never cross a thin line or the view's edge, whatever their shape.
@Suite struct SpinningEscapeTests {
  /// An ellipse outlined as a 32-sided `.path` polygon (its hull is the item's shape).
  final class Polygon: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    override var collisionBoundingPath: UIBezierPath {
      let path = UIBezierPath()
      let a = Double(bounds.width) / 2, b = Double(bounds.height) / 2
      for k in 0..<32 {
        let t = Double(k) * 2 * Double.pi / 32
        let point = CGPoint(x: a * cos(t), y: b * sin(t))
        if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.close()
      return path
    }
  }

  enum Kind: String, CaseIterable { case ellipse, path, rectangle }

  /// Throws a `width × height` item from the middle of a 400×400 view at `speed` pt/s toward `degrees`,
  /// spinning at `spin` rad/s, for 2 s; the farthest its centre got outside the view or below a line
  /// across it at y = 300 (negative inside), and the most steps in a row the item stayed exactly where it
  /// was while moving faster than 1 pt/s (a guard that put it back step after step would hold it there).
  static func thrown(_ kind: Kind, width: CGFloat, height: CGFloat, speed: Double, degrees: Double,
                     spin: Double) -> (out: Double, held: Int) {
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    let item: UIView
    switch kind {
    case .ellipse: item = SolverScenes.Ball(frame: frame)
    case .path: item = Polygon(frame: frame)
    case .rectangle: item = UIView(frame: frame)
    }
    let (animator, material) = ThrownItem.scene(item, speed: speed, degrees: degrees, spin: spin)
    var worst = -Double.infinity
    var held = 0, longest = 0
    var last = item.center
    for _ in 0..<120 {
      animator.step()
      worst = max(worst, ThrownItem.outside(item))
      guard worst.isFinite else { return (.infinity, longest) }
      let v = material.linearVelocity(for: item)
      held = item.center == last && Double(v.x * v.x + v.y * v.y) > 1 ? held + 1 : 0
      longest = max(longest, held)
      last = item.center
    }
    return (worst, longest)
  }

  /// The full scan for one shape kind, 24 directions × 2000 and 12 000 pt/s × spin 0 and 50 rad/s: the
  /// runs, and those that escaped or were held in place.
  static func scan(_ kind: Kind, sizes: [(CGFloat, CGFloat)]) -> (runs: Int, escapes: [String]) {
    var escapes: [String] = []
    var runs = 0
    for (width, height) in sizes {
      for spin in [0.0, 50] {
        for speed in [2_000.0, 12_000] {
          for direction in 0..<24 {
            let degrees = Double(direction) * 15 + 1.25
            let (out, held) = thrown(kind, width: width, height: height, speed: speed, degrees: degrees,
                                     spin: spin)
            runs += 1
            if out > 0 || held > 2 {
              escapes.append("\(kind) \(width)×\(height) \(speed) pt/s \(degrees)° \(spin) rad/s: "
                + "\(out) pt out, held \(held) steps")
            }
          }
        }
      }
    }
    return (runs, escapes)
  }

  static let thin: [(CGFloat, CGFloat)] = [(10, 4), (16, 40), (40, 16)]

  @Test("10×4, 16×40 and 40×16 ellipses thrown at up to 12 000 pt/s, spinning at up to 50 rad/s, stay in")
  func ellipsesStayIn() {
    let (runs, escapes) = Self.scan(.ellipse, sizes: Self.thin)
    #expect(escapes.isEmpty, "\(escapes.count) of \(runs) runs escaped, e.g. \(escapes.prefix(5))")
  }

  @Test("the same ellipses as 32-sided .path outlines stay in")
  func pathsStayIn() {
    let (runs, escapes) = Self.scan(.path, sizes: Self.thin)
    #expect(escapes.isEmpty, "\(escapes.count) of \(runs) runs escaped, e.g. \(escapes.prefix(5))")
  }

  @Test("40×4 and 4×40 rectangles, and the thin ellipses' bounds as rectangles, stay in")
  func rectanglesStayIn() {
    let (runs, escapes) = Self.scan(.rectangle, sizes: [(40, 4), (4, 40)] + Self.thin)
    #expect(escapes.isEmpty, "\(escapes.count) of \(runs) runs escaped, e.g. \(escapes.prefix(5))")
  }
}
