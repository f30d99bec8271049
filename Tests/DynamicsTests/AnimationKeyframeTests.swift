import Dynamics
import Foundation
import Testing

/// Keyframe animations (spec §12.1, §14 #15) and the shrink-dismiss transition of lesson L15.
@Suite("Keyframe view animations")
struct AnimationKeyframeTests {
  /// L15: detail shrinks to 0.5 over [0, 0.5], then drops by the screen height over [0.5, 1]; the list
  /// (alpha 0.5 beforehand) stays at 0.5 then returns to 1.
  static func shrinkDismiss(_ mode: UIView.KeyframeAnimationOptions)
    -> (UIViewAnimationTimeline, detail: UIView, list: UIView) {
    let detail = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), name: "detail")
    let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), name: "list")
    let timeline = UIView.recordAnimations {
      list.alpha = 0.5
      UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: mode, animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          detail.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
          list.alpha = 0.5
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          detail.center.y += 568
          list.alpha = 1.0
        }
      }, completion: nil)
    }
    return (timeline, detail, list)
  }

  @Test("keys are hit exactly at key times in linear and cubic mode (scale, centre y, list alpha)",
        arguments: [UIView.KeyframeAnimationOptions.calculationModeLinear, .calculationModeCubic])
  func keyTimes(mode: UIView.KeyframeAnimationOptions) {
    let (timeline, detail, list) = Self.shrinkDismiss(mode)
    let keys: [(Double, CGFloat, CGFloat, CGFloat)] = [(0, 1, 284, 0.5), (0.25, 0.5, 284, 0.5), (0.5, 0.5, 852, 1)]
    for (t, scale, y, alpha) in keys {
      #expect(abs(Double((timeline.value("transform.scale", of: detail, at: t) ?? 0) - scale)) < 1e-12, "scale at \(t)")
      #expect(abs(Double((timeline.value("center.y", of: detail, at: t) ?? 0) - y)) < 1e-9, "y at \(t)")
      #expect(abs(Double((timeline.value("alpha", of: list, at: t) ?? 0) - alpha)) < 1e-12, "alpha at \(t)")
    }
    #expect(timeline.animations.first?.keyframes.count == 2)
  }

  @Test("linear mode: the shrunken view's top passes y = 568 at 0.4375 s; the list's alpha stays at 0.5 in the first half")
  func linearTopLeavesScreen() {
    let (timeline, detail, list) = Self.shrinkDismiss(.calculationModeLinear)
    var crossing = Double.nan
    for k in 0...50_000 {
      let t = Double(k) * 0.00001
      if (timeline.value("frame.minY", of: detail, at: t) ?? 0) >= 568 { crossing = t; break }
    }
    #expect(abs(crossing - 0.4375) < 0.0001, "top leaves at \(crossing) s")
    for k in 0...25 {
      #expect(timeline.value("alpha", of: list, at: Double(k) * 0.01) == 0.5)
    }
  }

  @Test("cubic mode: Catmull-Rom dips the scale to 0.46296 (25/54) in the second half, and stays continuous")
  func cubicDipAndContinuity() {
    let (timeline, detail, _) = Self.shrinkDismiss(.calculationModeCubic)
    var lowest = (time: 0.0, value: 1.0)
    var previous = 1.0, largestStep = 0.0
    for k in 0...10_000 {
      let t = Double(k) * 0.00005
      let s = Double(timeline.value("transform.scale", of: detail, at: t) ?? .nan)
      if s < lowest.value { lowest = (t, s) }
      largestStep = max(largestStep, abs(s - previous))
      previous = s
    }
    #expect(abs(lowest.value - 25.0 / 54) < 1e-6, "lowest scale \(lowest.value)")
    #expect(abs(lowest.time - (0.25 + 0.25 / 3)) < 0.0001, "at \(lowest.time) s")
    // Continuous: no step between samples exceeds the steepest slope of the curve (2.5 /s, in the middle
    // of the first segment) times the spacing.
    #expect(largestStep <= 2.5 * 0.00005 * (1 + 1e-6), "largest step \(largestStep)")
    // C¹ at the middle key (equal segment lengths): the slopes on either side agree.
    func scale(_ t: Double) -> Double { Double(timeline.value("transform.scale", of: detail, at: t) ?? .nan) }
    let left = (scale(0.25) - scale(0.25 - 1e-6)) / 1e-6, right = (scale(0.25 + 1e-6) - scale(0.25)) / 1e-6
    #expect(abs(left - right) < 1e-3, "slopes \(left) and \(right) at the key")
    #expect(abs(left + 1) < 1e-3)  // the tangent (0.5 − 1)/2 per segment of 0.25 s
  }

  @Test("Catmull-Rom through five keys at uneven times passes every key; discrete holds; paced is constant speed")
  func modesOnManyKeys() {
    func run(_ mode: UIView.KeyframeAnimationOptions) -> (UIViewAnimationTimeline, UIView) {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let timeline = UIView.recordAnimations {
        UIView.animateKeyframes(withDuration: 2, delay: 1, options: mode, animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 105 }
          UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.3) { view.center.x = 45 }
          UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) { view.center.x = 65 }
          UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { view.center.x = 5 }
        })
      }
      return (timeline, view)
    }
    let keys: [(Double, CGFloat)] = [(1, 5), (1.2, 105), (1.8, 45), (2.2, 65), (3, 5)]
    for mode in [UIView.KeyframeAnimationOptions.calculationModeCubic, .calculationModeLinear] {
      let (timeline, view) = run(mode)
      for (t, x) in keys {
        #expect(abs(Double((timeline.value("center.x", of: view, at: t) ?? 0) - x)) < 1e-9, "\(mode) at \(t)")
      }
      #expect(timeline.value("center.x", of: view, at: 0.5) == 5)  // before the delay ends
    }
    let (discrete, view) = run(.calculationModeDiscrete)
    #expect(discrete.value("center.x", of: view, at: 1.5) == 105)
    #expect(discrete.value("center.x", of: view, at: 2.1) == 45)
    let (paced, pacedView) = run(.calculationModePaced)
    // Total path 100 + 60 + 20 + 60 = 240 pt over 2 s: 120 pt/s everywhere.
    let speeds = stride(from: 1.05, to: 2.95, by: 0.1).map { t -> Double in
      let a = Double(paced.value("center.x", of: pacedView, at: t) ?? 0)
      let b = Double(paced.value("center.x", of: pacedView, at: t + 0.01) ?? 0)
      return abs(b - a) / 0.01
    }
    #expect(speeds.allSatisfy { abs($0 - 120) < 1e-6 }, "\(speeds)")
  }

  @Test("changes made outside any keyframe animate over the whole duration; the completion fires at the end")
  func directChangesAndCompletion() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    final class Flag: @unchecked Sendable { var done = false }
    let flag = Flag()
    let timeline = UIView.recordAnimations {
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0 },
                              completion: { flag.done = $0 })
    }
    #expect(abs(Double(timeline.value("alpha", of: view, at: 0.25) ?? 0) - 0.75) < 1e-12)
    timeline.advance(by: 0.999)
    #expect(!flag.done)
    timeline.advance(by: 0.001)
    #expect(flag.done)
  }
}
