import Foundation
import TerminalGraphics

/// TerminalGraphics renders: each iteration builds the complete text of one plot or drawing.
///
/// `plot-braille-80x24-10k` is the plot that `bench/plotext_bench.py` draws with plotext (same
/// data, same size, same labels, no colour), so the two figures compare directly.
func graphicsBenchmarks() -> [BenchmarkCase] {
  [
    BenchmarkCase(name: "plot-braille-80x24-10k", unit: "render", iterations: 200) {
      let plot = GraphicsBenchmarkData.dampedSpringPlot()
      let options = RenderOptions(backend: .braille, colorMode: .none)
      return { n in
        var checksum = 0
        for _ in 0..<n {
          checksum &+= plot.render(width: 80, height: 24, options: options).reduce(0) { $0 + $1.utf8.count }
        }
        return Double(checksum)
      }
    },
    BenchmarkCase(name: "scene-120x40-50items", unit: "render", iterations: 200) {
      let drawing = SceneDrawing(scene: GraphicsBenchmarkData.fiftyItemScene(), caption: "t = 1.00 s")
      let options = RenderOptions(backend: .braille, colorMode: .none)
      return { n in
        var checksum = 0
        for _ in 0..<n {
          checksum &+= drawing.render(width: 120, height: 40, options: options).reduce(0) { $0 + $1.utf8.count }
        }
        return Double(checksum)
      }
    },
  ]
}

/// Inputs of the graphics benchmarks, built outside the timed part.
enum GraphicsBenchmarkData {
  /// 10 000 samples of a damped spring over 10 s: y = 300 + 200·e^(−t/4)·cos(2π·1.3·t) pt.
  static func dampedSpringPlot() -> LinePlot {
    let t = (0..<10_000).map { Double($0) * 0.001 }
    let y = t.map { 300 + 200 * exp(-$0 / 4) * cos(2 * Double.pi * 1.3 * $0) }
    return LinePlot(title: "Damped spring", xLabel: "t (s)", yLabel: "y (pt)",
                    series: [PlotSeries(label: "y", x: t, y: y)])
  }

  /// A 640 × 480 pt scene with 50 labelled items (rectangles and ellipses, some turned, some
  /// filled) on a 10 × 5 grid.
  static func fiftyItemScene() -> Scene {
    var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 640, height: 480))
    scene.items = (0..<50).map { index in
      let column = Double(index % 10)
      let row = Double(index / 10)
      return SceneItem(shape: index % 3 == 0 ? .ellipse : .rectangle,
                       center: CGPoint(x: 32 + column * 64, y: 48 + row * 96),
                       size: CGSize(width: 50, height: 30), angle: Double(index % 7) * 0.2,
                       label: "v\(index)", filled: index % 5 == 0)
    }
    return scene
  }
}
