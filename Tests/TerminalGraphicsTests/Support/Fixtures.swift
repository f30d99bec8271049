import Foundation
import TerminalGraphics

/// Deterministic data shared by the tests.
enum Fixtures {
  /// A button falling from y = 120 pt under 1000 pt/s² and bouncing on a floor at 538 pt, sampled
  /// at 60 Hz for 3 s: times (s), centre y (pt), velocity (pt/s), and the bounce instants.
  static func fall() -> (t: [Double], y: [Double], v: [Double], bounces: [Double]) {
    var t: [Double] = []
    var y: [Double] = []
    var v: [Double] = []
    var bounces: [Double] = []
    var position = 120.0
    var velocity = 0.0
    let dt = 1.0 / 60
    for step in 0..<180 {
      velocity += 1000 * dt
      position += velocity * dt
      if position > 538 {
        position = 538
        velocity = -velocity * 0.5
        bounces.append(Double(step) * dt)
      }
      t.append(Double(step) * dt)
      y.append(position)
      v.append(velocity)
    }
    return (t, y, v, bounces)
  }

  /// The fall as a two-series line plot with a floor line and bounce marks, y pointing down.
  static func fallPlot() -> LinePlot {
    let fall = fall()
    var plot = LinePlot(title: "Falling button", xLabel: "t (s)", yLabel: "y (pt)")
    plot.series = [
      PlotSeries(label: "fallingButton.y", x: fall.t, y: fall.y),
      PlotSeries(label: "textField.y", x: fall.t, y: fall.y.map { $0 * 0.6 + 40 }),
    ]
    plot.yPointsDown = true
    plot.referenceLines = [.horizontal(y: 568, label: "screen bottom 568"),
                           .vertical(x: 2.5, label: "target")]
    plot.events = fall.bounces.map { EventMark(x: $0, label: "collision") }
    return plot
  }

  /// A scene with one of every kind of shape.
  static func fullScene() -> Scene {
    var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 320, height: 568))
    scene.items = [
      .rectangle(frame: CGRect(x: 30, y: 60, width: 150, height: 30), label: "textField"),
      .rectangle(frame: CGRect(x: 20, y: 140, width: 120, height: 30), angle: 0.35,
                 label: "fallingButton"),
      .rectangle(frame: CGRect(x: 190, y: 215, width: 100, height: 30), label: "dangling"),
      .circle(center: CGPoint(x: 90, y: 420), radius: 40, label: "ball"),
      SceneItem(shape: .ellipse, center: CGPoint(x: 250, y: 500), size: CGSize(width: 80, height: 40),
                angle: -0.4, label: "egg", filled: true),
    ]
    scene.boundaries = [SceneBoundary(from: CGPoint(x: 0, y: 470), to: CGPoint(x: 150, y: 540),
                                      label: "ramp")]
    scene.anchors = [SceneAnchor(point: CGPoint(x: 240, y: 105), label: "anchor")]
    scene.attachments = [SceneAttachment(from: CGPoint(x: 240, y: 105),
                                         to: CGPoint(x: 240, y: 215), style: .spring)]
    scene.snapPoints = [SceneSnapPoint(point: CGPoint(x: 160, y: 300), label: "snap")]
    scene.arrows = [SceneArrow(from: CGPoint(x: 90, y: 420), to: CGPoint(x: 170, y: 380),
                               label: "push")]
    scene.regions = [SceneRegion(shape: .rectangle(CGRect(x: 190, y: 290, width: 110, height: 120)),
                                 label: "field")]
    scene.fields = [SceneVectorField(samples: fieldSamples())]
    scene.trails = [SceneTrail(points: (0..<30).map {
      CGPoint(x: 40 + Double($0) * 2, y: 180 + Double($0 * $0) / 5)
    })]
    return scene
  }

  /// A 3 × 3 grid of samples of a field pointing at (245, 350).
  static func fieldSamples() -> [SceneVectorSample] {
    stride(from: 205.0, through: 285, by: 40).flatMap { x in
      stride(from: 310.0, through: 390, by: 40).map { y in
        SceneVectorSample(point: CGPoint(x: x, y: y), dx: 245 - x, dy: 350 - y)
      }
    }
  }

  /// Every line's display width (escapes removed).
  static func widths(_ lines: [String]) -> [Int] {
    lines.map(ANSI.displayWidth)
  }
}
