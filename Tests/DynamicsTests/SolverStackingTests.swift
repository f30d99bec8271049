import Dynamics
import Foundation
import Testing

/// Stacks stand and piles settle (the peers' reference scenes; Box2D's figures in BENCHMARKS.md).
@Suite("Stacking stability")
struct SolverStackingTests {
  @Test("a 20-row pyramid of 210 boxes stands for 10 s (Box2D: largest displacement 2.96 pt)")
  func pyramidStands() {
    let pyramid = SolverScenes.pyramid(20)
    pyramid.animator.advance(by: 10)
    var largest = 0.0
    for (box, start) in zip(pyramid.boxes, pyramid.start) {
      let dx = Double(box.center.x - start.x), dy = Double(box.center.y - start.y)
      largest = max(largest, (dx * dx + dy * dy).squareRoot())
    }
    #expect(largest < 4, "largest displacement \(largest) pt")
    // No box turned over or slid sideways.
    for (box, start) in zip(pyramid.boxes, pyramid.start) {
      #expect(abs(Double(box.center.x - start.x)) < 1)
      #expect(abs(Double(box.transform.b)) < 0.01)
    }
  }

  @Test("a pile of 100 boxes settles inside its container and sleeps")
  func pileSettles() {
    let pile = SolverScenes.pile(100)
    pile.animator.advance(by: 10)
    let escaped = pile.boxes.filter { box in
      let x = Double(box.center.x), y = Double(box.center.y)
      return x < 0 || x > pile.width || y > pile.floorY
    }
    #expect(escaped.isEmpty)
    let highest = pile.boxes.map { pile.floorY - Double($0.center.y) }.max() ?? 0
    #expect(highest > 150 && highest < 230, "pile height \(highest) pt (Box2D 191.6)")
    #expect(pile.animator.awakeItemCount == 0)
  }
}
