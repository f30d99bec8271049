import Dynamics
import Foundation
import Testing

/// Interpolating motion effects and groups (spec §12.2, §14 #15) and the parallax scene of lesson L16.
@Suite("Motion effects")
struct MotionEffectTests {
  /// The seed's helper: center.x on the horizontal axis and center.y on the vertical, ±magnitude.
  static func parallax(_ view: UIView, magnitude: CGFloat) {
    let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
    x.minimumRelativeValue = -magnitude
    x.maximumRelativeValue = magnitude
    let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    y.minimumRelativeValue = -magnitude
    y.maximumRelativeValue = magnitude
    let group = UIMotionEffectGroup()
    group.motionEffects = [x, y]
    view.addMotionEffect(group)
  }

  @Test("value = min + (offset + 1)/2·(max − min): offset 0 gives the midpoint, ±1 the ends")
  func interpolation() {
    let effect = UIInterpolatingMotionEffect(keyPath: "alpha", type: .tiltAlongHorizontalAxis)
    effect.minimumRelativeValue = 10.0
    effect.maximumRelativeValue = 30.0
    func value(_ h: CGFloat, _ v: CGFloat = 0) -> CGFloat? {
      effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["alpha"] as? CGFloat
    }
    #expect(value(0) == 20)
    #expect(value(-1) == 10 && value(1) == 30)
    #expect(value(0.5) == 25)
    #expect(value(0, 1) == 20)  // the other axis does not matter
    #expect(value(3) == 30)  // offsets are clamped to −1…1
  }

  @Test("minimum and maximum accept CGFloat, Double, Float, Int and NSNumber; nil contributes nothing")
  func valueTypes() {
    let values: [(Any, Any)] = [(CGFloat(-4), CGFloat(4)), (-4.0, 4.0), (Float(-4), Float(4)), (-4, 4),
                                (NSNumber(value: -4), NSNumber(value: 4))]
    for (low, high) in values {
      let effect = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
      effect.minimumRelativeValue = low
      effect.maximumRelativeValue = high
      let result = effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0.25))
      #expect(result?["center.y"] as? CGFloat == 1, "\(type(of: low))")
    }
    let unset = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
    #expect(unset.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
  }

  @Test("parallax: header (−20) at tilt.x 0.5 is at x = 210; at full tilt header and background part by 70 pt")
  func parallaxLesson() {
    let background = UIView(frame: CGRect(x: -50, y: -50, width: 420, height: 668), name: "background")
    let header = UIView(frame: CGRect(x: 140, y: 145, width: 160, height: 90), name: "header")
    Self.parallax(background, magnitude: 50)
    Self.parallax(header, magnitude: -20)
    let half = header.presentation(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))
    #expect(abs(Double(half.center.x) - 210) < 0.01)
    #expect(half.center.y == 190)
    let full = UIOffset(horizontal: 1, vertical: 0)
    let moved = (background.presentation(forViewerOffset: full).center.x - 160)
      - (header.presentation(forViewerOffset: full).center.x - 220)
    #expect(abs(Double(moved) - 70) < 0.01)
    #expect(header.center == CGPoint(x: 220, y: 190))  // the model is untouched
  }

  @Test("a group applies both axes at once, and effects on the same key path add up")
  func groupBothAxes() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    Self.parallax(view, magnitude: 50)
    let shown = view.presentation(forViewerOffset: UIOffset(horizontal: 1, vertical: -0.5))
    #expect(shown.center == CGPoint(x: 210, y: 259))
    let values = view.motionEffectRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))
    #expect(values["center.x"] as? CGFloat == -50 && values["center.y"] as? CGFloat == 50)
    let extra = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongVerticalAxis)
    extra.minimumRelativeValue = 0.0
    extra.maximumRelativeValue = 10.0
    view.addMotionEffect(extra)
    view.addMotionEffect(extra)
    #expect(view.motionEffects.count == 2)
    let both = view.presentation(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)).center.x
    #expect(abs(Double(both) - 220) < 1e-9, "\(Double(both))")
    view.removeMotionEffect(extra)
    #expect(view.motionEffects.count == 1)
    #expect(view.presentation(forViewerOffset: .zero).center == view.center)
  }

  @Test("motion effects add to a timeline's presentation values and to other key paths")
  func onTopOfAnimations() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fade = UIInterpolatingMotionEffect(keyPath: "layer.opacity", type: .tiltAlongHorizontalAxis)
    fade.minimumRelativeValue = -0.2
    fade.maximumRelativeValue = 0.2
    view.addMotionEffect(fade)
    let timeline = UIView.recordAnimations {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
    }
    let base = timeline.presentation(of: view, at: 0.5)
    let shown = view.presentation(forViewerOffset: UIOffset(horizontal: 1, vertical: 0), base: base)
    #expect(shown.center.x == 100)
    #expect(abs(Double(shown.alpha) - 1.2) < 1e-12)
  }
}
