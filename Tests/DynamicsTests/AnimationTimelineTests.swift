import Dynamics
import Foundation
import Testing

@Suite("View animation timeline")
struct AnimationTimelineTests {
  final class Log: @unchecked Sendable {
    var events: [String] = []
  }

  @Test("basic animations: linear and ease-in-out curves, delay holds the old value, presentation vs model")
  func basicCurves() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
        view.center = CGPoint(x: 250, y: 50)
      })
      UIView.animate(withDuration: 2) { other.alpha = 0 }
    }
    #expect(view.center == CGPoint(x: 250, y: 50))
    #expect(timeline.value("center.x", of: view, at: 0.25) == 50)
    #expect(timeline.value("center.x", of: view, at: 0.5) == 50)
    #expect(abs(Double(timeline.value("center.x", of: view, at: 0.75) ?? 0) - 100) < 1e-9)
    #expect(timeline.value("center.x", of: view, at: 1.5) == 250)
    // Ease-in-ease-out is symmetric: half way at half time, slower than linear at a quarter.
    #expect(abs(Double(timeline.value("alpha", of: other, at: 1) ?? 0) - 0.5) < 1e-9)
    #expect((timeline.value("alpha", of: other, at: 0.5) ?? 0) > 0.75)
    #expect(timeline.presentation(of: view, at: 0.75).bounds == view.bounds)
    #expect(timeline.animatedViews.count == 2)
  }

  @Test("every Bézier curve starts at 0, ends at 1 and rises monotonically")
  func bezierCurves() {
    for curve in [UIViewTimingCurve.linear, .easeIn, .easeOut, .easeInOut,
                  .cubicBezier(CGPoint(x: 0.2, y: 0), CGPoint(x: 0, y: 1))] {
      var previous = 0.0
      for k in 0...200 {
        let p = curve.progress(at: Double(k) / 200, duration: 1)
        #expect(p >= previous - 1e-12, "\(curve) at \(k)")
        previous = p
      }
      #expect(curve.progress(at: 1, duration: 1) == 1)
    }
    #expect(abs(UIViewTimingCurve.easeIn.progress(at: 0.5, duration: 1) - 0.3153) < 0.001)
  }

  @Test("outside a recording the changes apply and the completion runs at once")
  func withoutRecording() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let log = Log()
    UIView.animate(withDuration: 1, animations: { view.alpha = 0.3 }, completion: { _ in log.events.append("done") })
    #expect(view.alpha == 0.3 && log.events == ["done"])
  }

  @Test("completions fire in time order; an animation started in a completion begins at its time")
  func chainedCompletions() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let log = Log()
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
                     completion: { _ in
                       log.events.append("first")
                       UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear,
                                      animations: { view.center.x = 205 },
                                      completion: { _ in log.events.append("second") })
                     })
      UIView.animate(withDuration: 0.1, animations: { view.alpha = 0.5 }, completion: { _ in log.events.append("alpha") })
    }
    timeline.finishAll()
    #expect(log.events == ["alpha", "first", "second"])
    #expect(abs(timeline.currentTime - 0.5) < 1e-12)
    #expect(abs(Double(timeline.value("center.x", of: view, at: 0.15) ?? 0) - 55) < 1e-9)
    #expect(timeline.value("center.x", of: view, at: 0.3) == 105)
    #expect(abs(Double(timeline.value("center.x", of: view, at: 0.4) ?? 0) - 155) < 1e-9)
    #expect(timeline.value("center.x", of: view, at: 0.6) == 205)
    #expect(timeline.animations.map(\.startTime) == [0, 0, 0.3])
  }

  @Test("performWithoutAnimation: its changes are instant even inside an animations block")
  func withoutAnimation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
        view.center.x = 100
        UIView.performWithoutAnimation { view.alpha = 0.25 }
      })
    }
    #expect(timeline.value("alpha", of: view, at: 0.5) == 0.25)
    #expect(abs(Double(timeline.value("center.x", of: view, at: 0.5) ?? 0) - 52.5) < 1e-9)
  }

  @Test("transforms interpolate by scale and rotation, not entry by entry")
  func transformInterpolation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.5, y: 0.5)
      })
    }
    let middle = timeline.presentation(of: view, at: 0.5).transform
    #expect(abs(Double(middle.rotationAngle) - .pi / 4) < 1e-9)
    #expect(abs(Double(timeline.value("transform.scale", of: view, at: 0.5) ?? 0) - 0.75) < 1e-9)
    #expect(timeline.presentation(of: view, at: 1).transform == view.transform)
  }

  @Test("a dynamic animator's writes outside any recording cost nothing and record nothing")
  func animatorWritesAreNotRecorded() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIDynamicAnimator()
    animator.addBehavior(UIGravityBehavior(items: [view]))
    let timeline = UIViewAnimationTimeline()
    animator.advance(by: 0.1)
    #expect(timeline.animatedViews.isEmpty && view.center.y > 5)
  }

  @Test("samples for plots are evenly spaced over the interval")
  func plotSamples() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    }
    let samples = timeline.samples("alpha", of: view, from: 0, to: 1, count: 5)
    #expect(samples.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
    #expect(samples.map { Double($0.value) } == [1, 0.75, 0.5, 0.25, 0])
    #expect(timeline.samples("no.such.path", of: view, from: 0, to: 1, count: 3).isEmpty)
  }
}
