import Dynamics
import Foundation

/// Field behaviours: a step of 100 items in fields, and sampling fields on a terminal-sized grid (what a
/// drawing of the fields costs per frame).
func fieldBenchmarks() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "fields-100", unit: "step", iterations: 300) {
      let animator = FieldBenchmarkData.hundredItemsInFields()
      return { n in
        for _ in 0..<n { animator.step() }
        return requireRunning(animator, steps: n)
      }
    },
    BenchmarkCase(name: "field-grid-80x40-spring4", unit: "grid", iterations: 2000) {
      let fields = FieldBenchmarkData.pictureInPictureFields()
      var grid = UIFieldGrid(rect: FieldBenchmarkData.screen, columns: 80, rows: 40)
      return { n in
        var checksum = 0.0
        for _ in 0..<n {
          for k in grid.vectors.indices { grid.vectors[k] = CGVector(dx: 0, dy: 0) }
          for field in fields { field.accumulate(into: &grid, mass: 0.0246) }
          checksum += Double(grid.vectors[1234].dx)
        }
        return checksum
      }
    },
    BenchmarkCase(name: "field-grid-80x40-noise", unit: "grid", iterations: 2000) {
      let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
      field.position = CGPoint(x: 187.5, y: 333.5)
      return { n in
        var checksum = 0.0
        for k in 0..<n {
          let grid = field.sampleGrid(in: FieldBenchmarkData.screen, columns: 80, rows: 40, time: Double(k) / 60)
          checksum += Double(grid.vectors[1234].dx)
        }
        return checksum
      }
    },
  ]
}

/// Scenes of the field benchmarks, built outside the timed part.
enum FieldBenchmarkData {
  /// The picture-in-picture lesson's screen (pt).
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

  /// The four spring fields of lesson L12, at the corner rest points with 247×507 regions.
  static func pictureInPictureFields() -> [UIFieldBehavior] {
    [CGPoint(x: 64, y: 80), CGPoint(x: 311, y: 80), CGPoint(x: 64, y: 587), CGPoint(x: 311, y: 587)].map {
      let field = UIFieldBehavior.springField()
      field.position = $0
      field.region = UIRegion(size: CGSize(width: 247, height: 507))
      return field
    }
  }

  /// 100 items of 20×20 pt (m = 0.04, so ω = 5 rad/s) on a 10×10 grid over the screen, in the four
  /// spring fields and a weak drag field (decay 0.25/s, so nothing comes to rest within 5 s).
  static func hundredItemsInFields() -> UIDynamicAnimator {
    let root = UIView(frame: screen, name: "root")
    let animator = UIDynamicAnimator(referenceView: root)
    let fields = pictureInPictureFields()
    let drag = UIFieldBehavior.dragField()
    drag.strength = 0.01
    let properties = UIDynamicItemBehavior()
    properties.allowsRotation = false
    for index in 0..<100 {
      let x = 20 + Double(index % 10) * 37.5, y = 30 + Double(index / 10) * 66.7
      let item = UIView(frame: CGRect(x: x - 10, y: y - 10, width: 20, height: 20), name: "i\(index)")
      root.addSubview(item)
      fields.forEach { $0.addItem(item) }
      drag.addItem(item)
      properties.addItem(item)
    }
    fields.forEach(animator.addBehavior)
    animator.addBehavior(drag)
    animator.addBehavior(properties)
    return animator
  }
}
