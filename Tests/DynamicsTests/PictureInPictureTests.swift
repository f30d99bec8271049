import Dynamics
import Foundation
import Testing

/// The FaceTime picture-in-picture scene of lesson L12 (spec §13; lessons.md §1.3 corrected geometry).
@Suite("FaceTime picture-in-picture")
struct PictureInPictureTests {
  static let restPoints = [
    CGPoint(x: 64, y: 80), CGPoint(x: 311, y: 80), CGPoint(x: 64, y: 587), CGPoint(x: 311, y: 587),
  ]

  /// Builds the scene with the avatar centred at `start`, flings it at t = 0.1 s and runs `seconds`.
  static func run(start: CGPoint, fling: CGPoint, seconds: Double = 4) -> (final: CGPoint, maxSpeedAfter3s: Double) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "root")
    let pip = UIView(frame: CGRect(x: start.x - 48, y: start.y - 64, width: 96, height: 128), name: "pip")
    root.addSubview(pip)
    let animator = UIDynamicAnimator(referenceView: root)
    for rest in restPoints {
      let field = UIFieldBehavior.springField()
      field.position = rest
      field.region = UIRegion(size: CGSize(width: 247, height: 507))
      field.addItem(pip)
      animator.addBehavior(field)
    }
    let properties = UIDynamicItemBehavior(items: [pip])
    properties.allowsRotation = false
    properties.resistance = 8
    properties.density = 0.02
    animator.addBehavior(properties)
    let walls = UICollisionBehavior(items: [pip])
    walls.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(walls)
    animator.advance(by: 0.1)
    properties.addLinearVelocity(fling, for: pip)
    var maxSpeed = 0.0
    let steps = Int(((seconds - 0.1) * 60).rounded())
    for n in 0..<steps {
      animator.step()
      if Double(n) / 60 + 0.1 >= 3 {
        let v = properties.linearVelocity(for: pip)
        maxSpeed = max(maxSpeed, hypot(Double(v.x), Double(v.y)))
      }
    }
    return (pip.center, maxSpeed)
  }

  @Test("a fling from the centre settles in the quadrant it points to, for all four quadrants",
        arguments: [(900.0, 1400.0, 3), (-900.0, 1400.0, 2), (900.0, -1400.0, 1), (-900.0, -1400.0, 0),
                    (1400.0, 900.0, 3), (-1400.0, -900.0, 0)])
  func flingSettlesInQuadrant(vx: Double, vy: Double, corner: Int) {
    let (final, speed) = Self.run(start: CGPoint(x: 187.5, y: 333.5), fling: CGPoint(x: vx, y: vy))
    let rest = Self.restPoints[corner]
    let distance = hypot(Double(final.x - rest.x), Double(final.y - rest.y))
    #expect(distance < 1, "fling (\(vx), \(vy)) ended at \(final), \(distance) pt from \(rest)")
    #expect(speed < 5, "still moving at \(speed) pt/s after 3 s")
  }

  @Test("without a fling the avatar settles into the corner of the quadrant it starts in")
  func restsInStartingQuadrant() {
    let starts = [CGPoint(x: 150, y: 250), CGPoint(x: 240, y: 260), CGPoint(x: 120, y: 420), CGPoint(x: 260, y: 500)]
    for (corner, start) in starts.enumerated() {
      let (final, _) = Self.run(start: start, fling: .zero)
      let rest = Self.restPoints[corner]
      #expect(hypot(Double(final.x - rest.x), Double(final.y - rest.y)) < 1, "from \(start): \(final)")
    }
  }

  @Test("the avatar's spring: m = 0.0246 mu, ω = 6.38 rad/s, ζ = 0.63 with resistance 8 (lesson L12 prose)")
  func springNumbers() {
    let mass = 0.02 * 96 * 128 / 10_000
    let omega = (1 / mass).squareRoot()
    #expect(abs(mass - 0.024576) < 1e-12)
    #expect(abs(omega - 6.379) < 0.001)
    #expect(abs(8 / (2 * omega) - 0.627) < 0.001)
  }
}
