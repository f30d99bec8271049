import Dynamics
import Foundation
import Testing

@Suite("UIRegion algebra")
struct RegionTests {
  let disc = UIRegion(radius: 50)
  let box = UIRegion(size: CGSize(width: 200, height: 60))  // |x| ≤ 100, |y| ≤ 30

  /// Sample points: inside both, disc only, box only, neither, and the edges.
  let samples: [(point: CGPoint, inDisc: Bool, inBox: Bool)] = [
    (CGPoint(x: 0, y: 0), true, true),
    (CGPoint(x: 0, y: 45), true, false),
    (CGPoint(x: 90, y: 0), false, true),
    (CGPoint(x: 0, y: 80), false, false),
    (CGPoint(x: 50, y: 0), true, true),  // on the circle: inside
    (CGPoint(x: 100, y: 30), false, true),  // the box's corner: inside
    (CGPoint(x: -35.4, y: -35.4), false, false),  // just outside the circle (|p| = 50.06)
    (CGPoint(x: -35.3, y: -29.9), true, true),
  ]

  @Test("infinite contains everything; a disc and a rectangle are centred on the origin")
  func primitives() {
    for (point, inDisc, inBox) in samples {
      #expect(UIRegion.infinite.contains(point))
      #expect(disc.contains(point) == inDisc, "disc \(point)")
      #expect(box.contains(point) == inBox, "box \(point)")
    }
    #expect(UIRegion.infinite.contains(CGPoint(x: 1e12, y: -1e12)))
    #expect(UIRegion.infinite.isInfinite)
    #expect(!disc.isInfinite)
  }

  @Test("inverse, union, intersection and difference agree with set algebra on every sample point")
  func algebra() {
    for (point, a, b) in samples {
      #expect(disc.inverse().contains(point) == !a)
      #expect(disc.byUnion(with: box).contains(point) == (a || b))
      #expect(disc.byIntersection(with: box).contains(point) == (a && b))
      // a.byDifference(from: b) is a − b (Apple's documentation of byDifference(from:)).
      #expect(disc.byDifference(from: box).contains(point) == (a && !b), "disc − box at \(point)")
      #expect(box.byDifference(from: disc).contains(point) == (b && !a), "box − disc at \(point)")
      // The spec's spellings are the same operations.
      #expect(disc.union(with: box).contains(point) == (a || b))
      #expect(disc.intersection(with: box).contains(point) == (a && b))
      #expect(disc.difference(from: box).contains(point) == (a && !b))
      // De Morgan and the inverse of the inverse.
      #expect(disc.byUnion(with: box).inverse().contains(point)
              == disc.inverse().byIntersection(with: box.inverse()).contains(point))
      #expect(disc.inverse().inverse().contains(point) == a)
    }
  }

  @Test("the inverse of infinite is empty; degenerate sizes are empty")
  func degenerate() {
    let empty = UIRegion.infinite.inverse()
    #expect(!empty.contains(.zero))
    #expect(!UIRegion(radius: -1).contains(.zero))
    #expect(!UIRegion(radius: .nan).contains(.zero))
    #expect(!UIRegion(size: CGSize(width: -4, height: 10)).contains(.zero))
    #expect(UIRegion(radius: .infinity).contains(CGPoint(x: 1e300, y: 0)))
    #expect(UIRegion(size: .zero).contains(.zero))  // a point region holds its centre
  }

  @Test("bounding boxes for drawings: bounded shapes give a rectangle, unbounded ones nil")
  func boundingBoxes() {
    #expect(disc.boundingBox == CGRect(x: -50, y: -50, width: 100, height: 100))
    #expect(box.boundingBox == CGRect(x: -100, y: -30, width: 200, height: 60))
    #expect(disc.byUnion(with: box).boundingBox == CGRect(x: -100, y: -50, width: 200, height: 100))
    #expect(disc.byIntersection(with: box).boundingBox == CGRect(x: -50, y: -30, width: 100, height: 60))
    #expect(UIRegion.infinite.boundingBox == nil)
    #expect(disc.inverse().boundingBox == nil)
    #expect(disc.byDifference(from: box).boundingBox == disc.boundingBox)
  }
}
