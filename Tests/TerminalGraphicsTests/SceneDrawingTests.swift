import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Scene drawings")
struct SceneDrawingTests {
  @Test(arguments: CanvasBackend.allCases)
  func fullSceneGoldenForEachBackEnd(backend: CanvasBackend) {
    let drawing = SceneDrawing(scene: Fixtures.fullScene(), caption: "t = 0.40 s")
    Golden.check(drawing.render(width: 60, height: 40, options: .plain(backend)),
                 named: "scene-full-\(backend.rawValue)")
  }

  @Test func fullSceneGoldenWithColour() {
    let drawing = SceneDrawing(scene: Fixtures.fullScene(), caption: "t = 0.40 s")
    Golden.check(drawing.render(width: 60, height: 40,
                                options: RenderOptions(backend: .braille, colorMode: .truecolor)),
                 named: "scene-full-braille-truecolor")
  }

  /// One small drawing per kind of shape, so a change to one kind shows up in its own golden file.
  static let kinds: [(String, Scene)] = {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    return [
      ("items", Scene(bounds: bounds, items: [
        .rectangle(frame: CGRect(x: 20, y: 20, width: 120, height: 40), label: "box"),
        SceneItem(center: CGPoint(x: 140, y: 120), size: CGSize(width: 80, height: 30), angle: .pi / 6,
                  label: "tilted"),
        .circle(center: CGPoint(x: 50, y: 150), radius: 30, label: "o", filled: true),
      ])),
      ("boundaries", Scene(bounds: bounds, boundaries: [
        SceneBoundary(from: CGPoint(x: 0, y: 150), to: CGPoint(x: 200, y: 190), label: "floor"),
        SceneBoundary(points: [CGPoint(x: 60, y: 40), CGPoint(x: 140, y: 40), CGPoint(x: 100, y: 100)],
                      closed: true, label: "wedge"),
      ])),
      ("attachments", Scene(bounds: bounds,
                            items: [.rectangle(frame: CGRect(x: 20, y: 120, width: 60, height: 30)),
                                    .rectangle(frame: CGRect(x: 130, y: 120, width: 60, height: 30))],
                            anchors: [SceneAnchor(point: CGPoint(x: 50, y: 20), label: "anchor"),
                                      SceneAnchor(point: CGPoint(x: 160, y: 20))],
                            attachments: [
                              SceneAttachment(from: CGPoint(x: 50, y: 20), to: CGPoint(x: 50, y: 120),
                                              style: .spring),
                              SceneAttachment(from: CGPoint(x: 160, y: 20), to: CGPoint(x: 160, y: 120)),
                              SceneAttachment(from: CGPoint(x: 80, y: 135), to: CGPoint(x: 130, y: 135),
                                              style: .rope),
                            ])),
      ("snap", Scene(bounds: bounds,
                     items: [.rectangle(frame: CGRect(x: 10, y: 10, width: 50, height: 50), label: "v")],
                     snapPoints: [SceneSnapPoint(point: CGPoint(x: 130, y: 130), label: "target")],
                     trails: [SceneTrail(points: [CGPoint(x: 35, y: 35), CGPoint(x: 80, y: 90),
                                                  CGPoint(x: 130, y: 130)])])),
      ("push", Scene(bounds: bounds,
                     items: [.circle(center: CGPoint(x: 60, y: 100), radius: 20)],
                     arrows: [SceneArrow(origin: CGPoint(x: 60, y: 100), dx: 1, dy: -0.5, scale: 100,
                                         label: "push"),
                              SceneArrow(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 60, y: 180),
                                         label: "g")])),
      ("field", Scene(bounds: bounds,
                      regions: [SceneRegion(shape: .circle(center: CGPoint(x: 100, y: 100), radius: 80),
                                            label: "radial"),
                                SceneRegion(shape: .rectangle(CGRect(x: 10, y: 10, width: 60, height: 40)))],
                      fields: [SceneVectorField(samples: stride(from: 40.0, through: 160, by: 40).flatMap { x in
                        stride(from: 40.0, through: 160, by: 40).map { y in
                          SceneVectorSample(point: CGPoint(x: x, y: y), dx: 100 - x, dy: 100 - y)
                        }
                      })])),
      ("trail", Scene(bounds: bounds,
                      items: [.circle(center: CGPoint(x: 170, y: 170), radius: 10, label: "ball")],
                      trails: [SceneTrail(points: (0...40).map {
                        CGPoint(x: 10 + Double($0) * 4, y: 20 + 150 * pow(Double($0) / 40, 2))
                      })])),
    ]
  }()

  @Test(arguments: 0..<7)
  func eachDrawingKindHasAGolden(kind: Int) {
    let (name, scene) = Self.kinds[kind]
    Golden.check(SceneDrawing(scene: scene, caption: name).render(width: 30, height: 16),
                 named: "scene-kind-\(name)")
  }

  @Test func sceneIsDrawnWithYDown() {
    var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), showsBounds: false)
    scene.items = [.rectangle(frame: CGRect(x: 0, y: 0, width: 100, height: 10), filled: true)]
    let lines = SceneDrawing(scene: scene).render(width: 20, height: 10)
    #expect(lines[0].contains("⣿") || lines[0].contains("⠿"))
    #expect(lines[9].trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func labelGoesInsideWhenItFitsAndBesideWhenItDoesNot() {
    var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), showsBounds: false)
    scene.items = [.rectangle(frame: CGRect(x: 10, y: 30, width: 100, height: 40), label: "wide"),
                   .rectangle(frame: CGRect(x: 130, y: 40, width: 10, height: 20), label: "narrow")]
    let lines = SceneDrawing(scene: scene).render(width: 40, height: 10)
    let row = lines.first { $0.contains("wide") } ?? ""
    let wide = row.range(of: "wide").map { row.distance(from: row.startIndex, to: $0.lowerBound) } ?? -1
    #expect(wide > 2 && wide < 20)
    let narrowRow = lines.first { $0.contains("narrow") } ?? ""
    let narrow = narrowRow.range(of: "narrow").map {
      narrowRow.distance(from: narrowRow.startIndex, to: $0.lowerBound)
    } ?? -1
    #expect(narrow > 28)
  }

  @Test func labelsNeverOverlapEachOther() {
    var scene = Scene(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    scene.items = (0..<5).map { _ in
      .rectangle(frame: CGRect(x: 40, y: 40, width: 5, height: 5), label: "same")
    }
    let lines = SceneDrawing(scene: scene).render(width: 30, height: 12)
    let count = lines.map { $0.components(separatedBy: "same").count - 1 }.reduce(0, +)
    #expect(count >= 1 && count <= 5)
    #expect(!lines.contains { $0.contains("samsame") || $0.contains("ssame") })
  }

  @Test func degenerateScenesDrawWithoutTrapping() {
    let bad = CGRect(x: Double.nan, y: 0, width: -5, height: Double.infinity)
    var scene = Scene(bounds: bad)
    scene.items = [SceneItem(center: CGPoint(x: Double.nan, y: 1), size: CGSize(width: 1e300, height: -1),
                             angle: .infinity, label: "x"),
                   .circle(center: .zero, radius: 0, label: "")]
    scene.fields = [SceneVectorField(samples: [SceneVectorSample(point: .zero, dx: .nan, dy: 0)])]
    scene.trails = [SceneTrail(points: [])]
    scene.boundaries = [SceneBoundary(points: [])]
    for (width, height) in [(1, 1), (3, 2), (40, 20)] {
      let lines = SceneDrawing(scene: scene, caption: "caption").render(width: width, height: height)
      #expect(lines.count == height && lines.allSatisfy { $0.unicodeScalars.count == width })
    }
  }
}

@Suite("Filmstrips")
struct FilmstripTests {
  static func strip(_ count: Int) -> Filmstrip {
    Filmstrip(frames: (0..<count).map { index in
      var scene = Fixtures.fullScene()
      scene.items = scene.items.map { item in
        var moved = item
        moved.center.y += CGFloat(index * 60)
        return moved
      }
      return FilmstripFrame(scene: scene, time: Double(index) * 0.2)
    })
  }

  @Test func framesSitSideBySideWhenTheyFit() {
    let strip = Self.strip(4)
    let layout = strip.layout(width: 120, panelHeight: 16)
    #expect(layout.panelsPerRow == 4 && layout.panelRows == 1)
    let lines = strip.render(width: 120, panelHeight: 16)
    Golden.check(lines, named: "filmstrip-side-by-side")
    #expect(lines.count >= 16)
    #expect(lines[0].contains("t = 0.00 s") && lines[0].contains("t = 0.60 s"))
  }

  @Test func framesAreStackedWhenTheyDoNotFit() {
    let strip = Self.strip(3)
    let layout = strip.layout(width: 24, panelHeight: 12)
    #expect(layout.panelsPerRow == 1 && layout.panelRows == 3)
    let lines = strip.render(width: 24, panelHeight: 12, options: .plain(.ascii))
    Golden.check(lines, named: "filmstrip-stacked-ascii")
    #expect(lines.count >= 36)
    #expect(lines[12].contains("t = 0.20 s"))
  }

  @Test func captionsShowTwoDecimalsOfSeconds() {
    #expect(Filmstrip.caption(time: 0.4) == "t = 0.40 s")
    #expect(Filmstrip.caption(time: -0.0001) == "t = 0.00 s")
    #expect(Filmstrip.caption(time: .nan) == "t = ? s")
  }

  @Test func emptyFilmstripSaysSo() {
    let lines = Filmstrip(frames: []).render(width: 30, panelHeight: 5)
    #expect(lines.count == 5 && lines.contains { $0.contains("(no frames)") })
  }
}
