import Dynamics
import Foundation
import Testing

/// Damped springs (uikit-dynamics.md §14 #5): an anchor attachment of length 0, rotation off, no gravity.
@Suite("Attachment springs")
struct SpringTests {
  /// Displacement from the anchor (pt) sampled after every step for `seconds`.
  /// Samples stop when the animator pauses (every item below 1 pt/s for 0.5 s): a slow creep toward the
  /// anchor ends there, a fraction of a point away.
  static func springTrace(frequency: CGFloat, damping: CGFloat, density: CGFloat = 1, x0: CGFloat = 100,
                          seconds: Double = 4) -> [Double] {
    let root = SceneFactory.referenceView(width: 1000, height: 1000)
    let view = SceneFactory.view(root, 300 + x0 - 25, 475, 50, 50)
    let animator = UIDynamicAnimator(referenceView: root)
    let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 300, y: 500))
    spring.length = 0
    spring.frequency = frequency
    spring.damping = damping
    let material = UIDynamicItemBehavior(items: [view])
    material.allowsRotation = false
    material.density = density
    animator.addBehavior(material)
    animator.addBehavior(spring)
    var samples: [Double] = []
    for _ in 0..<Int(seconds * 60) where animator.isRunning {
      animator.step()
      samples.append(Double(view.center.x) - 300)
    }
    return samples
  }

  /// Closed-form displacement of a damped oscillator released from rest at `x0` (uikit-dynamics.md §11.3).
  static func closedForm(_ t: Double, frequency: Double, damping zeta: Double, x0: Double = 100) -> Double {
    let omega = 2 * Double.pi * frequency
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega * t) * (x0 * cos(wd * t) + zeta * omega * x0 / wd * sin(wd * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (x0 + omega * x0 * t)
    }
    let s = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - s), r2 = -omega * (zeta + s)
    let c1 = -r2 * x0 / (r1 - r2)
    return c1 * exp(r1 * t) + (x0 - c1) * exp(r2 * t)
  }

  /// The closed-form oscillation through x(−h) = x(0) = x0 with h = 1/240 s: the engine's velocity is the
  /// mean over the previous sub-step, so "released from rest" means at rest during the sub-step before
  /// t = 0 (a phase lag of about half a sub-step, 2 ms).
  static func closedFormFromRest(_ t: Double, frequency: Double, damping zeta: Double, x0: Double = 100) -> Double {
    let omega = 2 * Double.pi * frequency, h = 1.0 / 240
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let b = x0 * (cos(wd * h) - exp(-zeta * omega * h)) / sin(wd * h)
      return exp(-zeta * omega * t) * (x0 * cos(wd * t) + b * sin(wd * t))
    } else if zeta == 1 {
      let b = x0 * (1 - exp(-omega * h)) / h
      return exp(-omega * t) * (x0 + b * t)
    }
    let s = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - s), r2 = -omega * (zeta + s)
    // c1 + c2 = x0 and c1·e^(−r1·h) + c2·e^(−r2·h) = x0.
    let c1 = x0 * (1 - exp(-r2 * h)) / (exp(-r1 * h) - exp(-r2 * h))
    return c1 * exp(r1 * t) + (x0 - c1) * exp(r2 * t)
  }

  @Test("the spring's motion is the closed-form damped oscillation sampled at every step (f up to 25 Hz)")
  func matchesClosedForm() {
    // At 25 Hz the item starts 50 pt out, so that its top speed ω·x0 stays below the engine's speed limit
    // of 200 pt per step (12 000 pt/s).
    for (f, x0) in [(0.5, 100.0), (1.5, 100), (25, 50)] {
      for zeta in [0.0, 0.1, 0.5, 1.0, 2.0] {
        let engine = Self.springTrace(frequency: CGFloat(f), damping: CGFloat(zeta), x0: CGFloat(x0), seconds: 3)
        let gap = engine.enumerated().map {
          abs($1 - Self.closedFormFromRest(Double($0 + 1) / 60, frequency: f, damping: zeta, x0: x0))
        }.max() ?? .infinity
        #expect(engine.count >= 30)
        #expect(gap < 1e-6, "f \(f) ζ \(zeta): \(gap) pt")
        // Against the textbook release from rest at t = 0 the lag is about ω·x0·h/2.
        let lag = engine.enumerated().map {
          abs($1 - Self.closedForm(Double($0 + 1) / 60, frequency: f, damping: zeta, x0: x0))
        }.max() ?? .infinity
        #expect(lag <= 1.1 * 2 * Double.pi * f * x0 / 480, "f \(f) ζ \(zeta): \(lag) pt")
      }
    }
  }

  @Test("f = 1, ζ = 0: the period is 1.000 s at density 1 and 10, and the amplitude is kept")
  func undampedPeriodIndependentOfMass() {
    for density in [CGFloat(1), 10] {
      let x = Self.springTrace(frequency: 1, damping: 0, density: density, seconds: 6)
      let period = OscillationAnalysis.period(x, dt: 1.0 / 60)
      print("spring f=1 ζ=0 density \(density): period \(period) s")
      #expect(abs(period - 1) < 0.001, "density \(density): T = \(period)")
      let amplitudes = OscillationAnalysis.extremes(x, dt: 1.0 / 60).map { abs($0.value) }
      #expect(amplitudes.allSatisfy { abs($0 - 100) < 0.2 }, "\(amplitudes)")
    }
  }

  @Test("damped period 1/(f·√(1−ζ²)), ratio per period e^(−2πζ/√(1−ζ²)), first overshoot e^(−πζ/√(1−ζ²)), within 1 %")
  func dampedClosedForms() {
    for (f, zeta) in [(1.0, 0.05), (1.0, 0.1), (2.0, 0.2), (1.0, 0.5), (3.0, 0.3)] {
      let x = Self.springTrace(frequency: CGFloat(f), damping: CGFloat(zeta))
      let root = (1 - zeta * zeta).squareRoot()
      let period = OscillationAnalysis.period(Array(x.prefix(150)), dt: 1.0 / 60)
      #expect(abs(period - 1 / (f * root)) / (1 / (f * root)) < 0.01, "f \(f) ζ \(zeta): T \(period)")
      let peaks = OscillationAnalysis.extremes(x, dt: 1.0 / 60, t0: 1.0 / 60)
      guard peaks.count >= 2 else {
        Issue.record("too few extremes for ζ = \(zeta)")
        continue
      }
      let overshoot = -peaks[0].value / 100
      let ratio = peaks[1].value / 100
      let expectedOvershoot = exp(-Double.pi * zeta / root)
      let expectedRatio = exp(-2 * Double.pi * zeta / root)
      // Extremes are refined with a parabola through three samples 1/60 s apart; that and the zero
      // crossings' linear interpolation are the only approximations here (the motion itself is exact).
      print("spring f=\(f) ζ=\(zeta): T \(period), overshoot \(overshoot) (\(expectedOvershoot)), ratio \(ratio) (\(expectedRatio))")
      #expect(abs(overshoot - expectedOvershoot) / expectedOvershoot < 0.01)
      #expect(abs(ratio - expectedRatio) / expectedRatio < 0.01)
      // First overshoot at half a damped period.
      #expect(abs(peaks[0].t - 0.5 / (f * root)) < 0.01)
    }
  }

  @Test("ζ = 1 (critical) and ζ = 2 approach the anchor without crossing it")
  func criticalDampingNeverCrosses() {
    for zeta in [CGFloat(1), 2] {
      let x = Self.springTrace(frequency: 1, damping: zeta, seconds: 5)
      #expect(x.allSatisfy { $0 > 0 }, "ζ = \(zeta) crossed: min \(x.min() ?? 0)")
      // It creeps in until the animator pauses (below 1 pt/s for 0.5 s), within half a point.
      #expect((x.last ?? 100) < 0.5, "ζ = \(zeta) stopped at \(x.last ?? 100)")
    }
  }

  @Test("a spring beyond 76 Hz runs as a soft constraint: bounded, finite, and it comes to rest")
  func stiffSpring() {
    let x = Self.springTrace(frequency: 100, damping: 0, seconds: 1)
    #expect(x.allSatisfy { $0.isFinite && abs($0) <= 100 })
    #expect(abs(x[min(5, x.count - 1)]) < 1, "\(x.prefix(6))")
  }

  @Test("the dangling spring (frequency 1, damping 0.1) sags g/ω² and swings with a period of about 1 s")
  func danglingSpring() {
    let root = SceneFactory.referenceView()
    let view = SceneFactory.view(root, 190, 215, 100, 30)
    let animator = UIDynamicAnimator(referenceView: root)
    let spring = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 240, y: 105))
    spring.frequency = 1
    spring.damping = 0.1
    #expect(spring.length == 125)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(spring)
    let y = SceneFactory.record(animator, steps: 900) { Double(view.center.y) }
    let sag = 1000 / pow(2 * Double.pi, 2)  // 25.33 pt
    let equilibrium = 105 + 125 + sag
    let period = OscillationAnalysis.period(y.prefix(300).map { $0 - equilibrium }, dt: 1.0 / 60)
    let expected = 1 / (1 - 0.01).squareRoot()  // 1.005 s
    // The rest position from three consecutive extremes (weights 1, 2, 1 cancel the decay to first order).
    let peaks = OscillationAnalysis.extremes(y, dt: 1.0 / 60).map(\.value)
    let center = (peaks[4] + 2 * peaks[5] + peaks[6]) / 4
    print("dangling spring: period \(period) s, centre of swing \(center), final y \(y.last ?? 0) (expected \(equilibrium))")
    #expect(abs(period - expected) / expected < 0.01)
    #expect(abs(center - equilibrium) / sag < 0.01)
    // The animator pauses once the swing is slower than 1 pt/s (amplitude < 1/(2π) pt at 1 Hz).
    #expect(!animator.isRunning)
    #expect(abs((y.last ?? 0) - equilibrium) < 0.2)
    #expect(abs(view.center.x - 240) < 1e-9)
  }
}
