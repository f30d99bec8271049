import Foundation
import Testing
@testable import Dynamics

/// The one-point manifold at two polygons' nearest points (`PolygonCollider.nearestPoints`), which a
/// fast pair takes where clipping finds none.
@Suite("Nearest points of two polygons")
struct NearestPointsTests {
  /// A `size`-pt square centred at `centre`, turned by `angle` rad, as the collider sees it.
  static func square(_ size: Double, at centre: Vec2, turned angle: Double,
                     _ body: (WorldPolygon) -> Manifold) -> Manifold {
    let h = size / 2
    let local = [Vec2(-h, -h), Vec2(h, -h), Vec2(h, h), Vec2(-h, h)]
    let rotation = Rotation(angle: angle)
    let vertices = local.map { centre + rotation.rotate($0) }
    let normals = PolygonBuilder.normals(of: vertices)
    return vertices.withUnsafeBufferPointer { v in
      normals.withUnsafeBufferPointer { n in body(WorldPolygon(vertices: v, normals: n)) }
    }
  }

  static func nearest(_ a: (Vec2, Double), _ b: (Vec2, Double), size: Double = 10, margin: Double) -> Manifold {
    square(size, at: a.0, turned: a.1) { first in
      square(size, at: b.0, turned: b.1) { second in
        PolygonCollider.nearestPoints(first, second, margin: margin)
      }
    }
  }

  @Test("two squares turned 45° corner to corner, 4 pt apart, meet at the corners' midpoint along the line between them")
  func cornerToCorner() {
    let half = 5 * 2.0.squareRoot()  // a 10 pt square's half diagonal
    let manifold = Self.nearest((Vec2(0, 0), .pi / 4), (Vec2(2 * half + 4, 0), .pi / 4), margin: 10)
    #expect(manifold.pointCount == 1)
    #expect(abs(manifold.point0.separation - 4) < 1e-12)
    #expect(abs(manifold.normal.x - 1) < 1e-12 && abs(manifold.normal.y) < 1e-12)
    #expect(abs(manifold.point0.point.x - (half + 2)) < 1e-12 && abs(manifold.point0.point.y) < 1e-12)
  }

  @Test("a corner facing a face is as far as it is from the face, along the face's normal")
  func cornerToFace() {
    let half = 5 * 2.0.squareRoot()
    // The left square is upright, its right face at x = 5; the right one stands on its corner 3 pt off.
    let manifold = Self.nearest((Vec2(0, 0), 0), (Vec2(5 + 3 + half, 1), .pi / 4), margin: 10)
    #expect(manifold.pointCount == 1)
    #expect(abs(manifold.point0.separation - 3) < 1e-12)
    #expect(abs(manifold.normal.x - 1) < 1e-12 && abs(manifold.normal.y) < 1e-12)
  }

  @Test("touching, overlapping or beyond the margin, there is no point")
  func noPoint() {
    #expect(Self.nearest((Vec2(0, 0), 0), (Vec2(10, 0), 0), margin: 10).pointCount == 0)
    #expect(Self.nearest((Vec2(0, 0), 0), (Vec2(7, 2), 0.3), margin: 10).pointCount == 0)
    #expect(Self.nearest((Vec2(0, 0), 0), (Vec2(30, 0), 0), margin: 10).pointCount == 0)
  }
}
