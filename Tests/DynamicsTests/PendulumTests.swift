import Dynamics
import Foundation
import Testing

/// uikit-dynamics.md §14 #6: a rigid attachment (frequency 0) of length L to an anchor under gravity G.
@Suite("Pendulum")
struct PendulumTests {
  /// Horizontal offset from the anchor (pt) after each step for a pendulum released at `angle` (rad).
  static func swing(length: Double, angle: Double, magnitude: Double = 1, seconds: Double) -> [Double] {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let anchor = CGPoint(x: 1000, y: 500)
    let view = SceneFactory.view(root, anchor.x + length * sin(angle) - 5, anchor.y + length * cos(angle) - 5, 10, 10)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: view, attachedToAnchor: anchor)
    let gravity = UIGravityBehavior(items: [view])
    gravity.magnitude = magnitude
    animator.addBehavior(gravity)
    animator.addBehavior(rod)
    return SceneFactory.record(animator, steps: Int(seconds * 60)) { Double(view.center.x - anchor.x) }
  }

  /// Exact period of a pendulum of amplitude θ₀: T₀ / AGM(1, cos(θ₀/2)).
  static func exactPeriod(length: Double, g: Double, amplitude: Double) -> Double {
    var a = 1.0, b = cos(amplitude / 2)
    for _ in 0..<20 { (a, b) = ((a + b) / 2, (a * b).squareRoot()) }
    return 2 * Double.pi * (length / g).squareRoot() / a
  }

  @Test("L = 250 pt, G = 1, small angle: T = 2π√(L/g) = π s within 1 %")
  func smallAnglePeriod() {
    let x = Self.swing(length: 250, angle: 0.05, seconds: 10)
    let period = OscillationAnalysis.period(x, dt: 1.0 / 60)
    print("pendulum L=250 θ0=0.05: period \(period) s (π = \(Double.pi))")
    #expect(abs(period - .pi) / .pi < 0.01)
    // And the rod keeps its amplitude: the last swing reaches at least 98 % of the first.
    let peaks = OscillationAnalysis.extremes(x, dt: 1.0 / 60).map { abs($0.value) }
    #expect((peaks.last ?? 0) > 0.98 * (peaks.first ?? 1))
  }

  @Test("the period scales as √(L/g): L = 100 pt at G = 4 swings in 2π√(0.025) s")
  func periodScaling() {
    let x = Self.swing(length: 100, angle: 0.05, magnitude: 4, seconds: 5)
    let period = OscillationAnalysis.period(x, dt: 1.0 / 60)
    let expected = 2 * Double.pi * (100.0 / 4000).squareRoot()
    #expect(abs(period - expected) / expected < 0.01, "\(period) vs \(expected)")
  }

  @Test("large amplitude: θ₀ = 1 rad lengthens the period to T₀/AGM(1, cos ½θ₀) ≈ T₀(1 + θ₀²/16)")
  func largeAmplitude() {
    let x = Self.swing(length: 250, angle: 1, seconds: 10)
    let period = OscillationAnalysis.period(x, dt: 1.0 / 60)
    let exact = Self.exactPeriod(length: 250, g: 1000, amplitude: 1)
    print("pendulum L=250 θ0=1: period \(period) s, exact \(exact), series \(Double.pi * (1 + 1.0 / 16))")
    #expect(abs(period - exact) / exact < 0.01)
    #expect(period > .pi * 1.05)
  }

  @Test("the rod keeps its length within 0.5 pt while swinging")
  func rodLength() {
    let root = SceneFactory.referenceView(width: 2000, height: 2000)
    let view = SceneFactory.view(root, 1000 + 245, 495, 10, 10)
    let animator = UIDynamicAnimator(referenceView: root)
    let rod = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 1000, y: 500))
    #expect(abs(rod.length - 250) < 1e-9)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(rod)
    let lengths = SceneFactory.record(animator, steps: 300) {
      Double(hypot(view.center.x - 1000, view.center.y - 500))
    }
    #expect(lengths.allSatisfy { abs($0 - 250) < 0.5 }, "range \(lengths.min() ?? 0)…\(lengths.max() ?? 0)")
  }
}
