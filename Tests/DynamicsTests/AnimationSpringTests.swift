import Dynamics
import Foundation
import Testing

/// Spring view animations (spec §11, §14 #14) and the bounce-present transition of lesson L14.
@Suite("Spring view animations")
struct AnimationSpringTests {
  @Test("mapping A: ω₀ = ln(1500)/(ζ·T): 14.63 rad/s for ζ = 0.5, T = 1 s; 24.38 rad/s for ζ = 0.6, T = 0.5 s")
  func mappingA() {
    #expect(abs(UIViewTimingCurve.springAngularFrequency(dampingRatio: 0.5, duration: 1) - 14.626) < 0.001)
    #expect(abs(UIViewTimingCurve.springAngularFrequency(dampingRatio: 0.6, duration: 0.5) - 24.378) < 0.001)
    #expect(UIViewTimingCurve.springAngularFrequency(dampingRatio: 0.5, duration: 0) == 0)
  }

  @Test("the spring curve is within 0.1 % of 1 at t = duration and exactly 1 from then on",
        arguments: [0.3, 0.5, 0.6, 0.7])
  func settlesAtDuration(zeta: Double) {
    for duration in [0.25, 0.5, 1.0, 3.0] {
      let curve = UIViewTimingCurve.spring(dampingRatio: CGFloat(zeta), initialVelocity: 0)
      let omega = UIViewTimingCurve.springAngularFrequency(dampingRatio: CGFloat(zeta), duration: duration)
      let atDuration = 1 + UIViewTimingCurve.dampedOscillator(duration, x0: -1, v0: 0, omega: omega, zeta: zeta)
      #expect(abs(atDuration - 1) < 0.001, "ζ \(zeta), T \(duration): \(atDuration)")
      #expect(abs(curve.progress(at: duration * (1 - 1e-9), duration: duration) - 1) < 0.001)
      #expect(curve.progress(at: duration, duration: duration) == 1)
      #expect(curve.progress(at: 0, duration: duration) == 0)
    }
  }

  @Test("ζ = 0.5, v₀ = 0, T = 1 s: overshoot e^(−πζ/√(1−ζ²)) = 16.3 % at t = π/ω_d = 0.248 s")
  func overshoot() {
    let curve = UIViewTimingCurve.spring(dampingRatio: 0.5, initialVelocity: 0)
    var peak = (time: 0.0, value: 0.0)
    for k in 0...100_000 {
      let t = Double(k) * 1e-5
      let p = curve.progress(at: t, duration: 1)
      if p > peak.value { peak = (t, p) }
    }
    let expected = exp(-Double.pi * 0.5 / 0.75.squareRoot())
    #expect(abs(peak.value - 1 - expected) < 1e-6, "overshoot \(peak.value - 1)")
    #expect(abs(expected - 0.163) < 0.0005)
    #expect(abs(peak.time - 0.248) < 0.001, "peak at \(peak.time) s")
  }

  @Test("critical damping does not overshoot; a positive initial velocity leaves at v₀ (distance per second)")
  func criticalAndVelocity() {
    let critical = UIViewTimingCurve.spring(dampingRatio: 1, initialVelocity: 0)
    let maximum = (0...1000).map { critical.progress(at: Double($0) / 1000, duration: 1) }.max() ?? 2
    #expect(maximum <= 1)
    let fast = UIViewTimingCurve.spring(dampingRatio: 0.7, initialVelocity: 2)
    let slope = fast.progress(at: 1e-7, duration: 1) / 1e-7
    #expect(abs(slope - 2) < 1e-4, "initial slope \(slope) per second")
  }

  /// Records completion calls.
  final class CompletionLog: @unchecked Sendable {
    var calls: [Bool] = []
  }

  /// Lesson L14: the detail view rises from below with ζ 0.6, 0.5 s, v₀ 0; the list fades to 0.2 and is
  /// reset to 1 at completion.
  static func bouncePresent() -> (UIViewAnimationTimeline, detail: UIView, list: UIView, log: CompletionLog) {
    let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), name: "list")
    let detail = UIView(frame: CGRect(x: 0, y: 568, width: 320, height: 568), name: "detail")
    let log = CompletionLog()
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                     options: .curveLinear, animations: {
                       list.alpha = 0.2
                       detail.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
                     }, completion: { done in
                       log.calls.append(done)
                       list.alpha = 1.0
                     })
    }
    return (timeline, detail, list, log)
  }

  @Test("bounce-present: the model changes at once; the detail view overshoots 568·0.0948 = 53.8 pt at 0.161 s")
  func bouncePresentOvershoot() {
    let (timeline, detail, list, _) = Self.bouncePresent()
    #expect(detail.frame.origin.y == 0 && list.alpha == 0.2)  // model values, as in UIKit
    var top = (time: 0.0, value: 1000.0), alpha = 1.0
    for k in 0...5000 {
      let t = Double(k) * 0.0001
      let y = Double(timeline.value("frame.origin.y", of: detail, at: t) ?? .nan)
      if y < top.value { top = (t, y) }
      if t < 0.499 { alpha = min(alpha, Double(timeline.value("alpha", of: list, at: t) ?? .nan)) }
    }
    let overshoot = 568 * exp(-Double.pi * 0.6 / 0.8)
    #expect(abs(-top.value - overshoot) < 0.02 * overshoot, "overshoot \(-top.value) pt vs \(overshoot)")
    #expect(abs(top.time - 0.161) < 0.03 * 0.161, "peak at \(top.time) s")
    #expect(abs(alpha - 0.124) < 0.003, "lowest alpha \(alpha)")
    #expect(timeline.value("frame.origin.y", of: detail, at: 0) == 568)
    let record = timeline.animations.first
    #expect(record?.kind == .spring && record?.duration == 0.5 && record?.animatedPropertyCount == 2)
  }

  @Test("bounce-present: the completion fires at 0.5 s with finished = true, and its alpha reset is on the timeline")
  func bouncePresentCompletion() {
    let (timeline, _, list, log) = Self.bouncePresent()
    #expect(timeline.hasPendingCompletions && timeline.endTime == 0.5)
    timeline.advance(by: 0.49)
    #expect(log.calls.isEmpty && list.alpha == 0.2)
    timeline.advance(by: 0.02)
    #expect(log.calls == [true] && list.alpha == 1.0)
    #expect(!timeline.hasPendingCompletions)
    #expect(timeline.value("alpha", of: list, at: 0.5) == 1.0)
    #expect(timeline.value("alpha", of: list, at: 0.55) == 1.0)
    #expect(abs(Double(timeline.value("alpha", of: list, at: 0.4999) ?? 0) - 0.2) < 0.001)
  }
}
