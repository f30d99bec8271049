import Foundation
import Testing
@testable import TerminalGraphics

@Suite("Scene labels")
struct SceneLabelTests {
  /// Five anchors and five balls in a row, as in Newton's cradle: more names than room.
  static func cradle() -> Scene {
    var scene = Scene()
    for i in 0..<5 {
      let x = 320.0 / 3 + Double(i) * 21
      scene.items.append(SceneItem(center: CGPoint(x: x, y: 237), size: CGSize(width: 10, height: 10),
                                   label: "anchor\(i)"))
      scene.items.append(.circle(center: CGPoint(x: x, y: 384), radius: 10, label: "ball\(i)"))
    }
    return scene
  }

  /// The words of some lines (runs of letters and digits).
  static func words(_ lines: [String]) -> [String] {
    lines.joined(separator: " ").split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  @Test("a crowded scene names every item, in the drawing or as a numbered note under it",
        arguments: [(24, 22), (40, 30), (60, 44)], CanvasBackend.allCases)
  func crowdedScenesNameEveryItem(size: (Int, Int), backend: CanvasBackend) {
    let lines = SceneDrawing(scene: Self.cradle())
      .render(width: size.0, height: size.1, options: .plain(backend))
    #expect(lines.count == size.1)
    #expect(lines.allSatisfy { $0.unicodeScalars.count == size.0 })
    let words = Self.words(lines)
    for i in 0..<5 {
      #expect(words.filter { $0 == "anchor\(i)" }.count == 1, "anchor\(i) at \(size) \(backend)")
      #expect(words.filter { $0 == "ball\(i)" }.count == 1, "ball\(i) at \(size) \(backend)")
    }
    // A note "3 ball2" means a lone "3" marks ball2 in the drawing.
    for (index, word) in words.enumerated() where index + 1 < words.count && Int(word) != nil
      && (words[index + 1].hasPrefix("ball") || words[index + 1].hasPrefix("anchor")) {
      #expect(words.filter { $0 == word }.count >= 2, "number \(word) has no mark in the drawing")
    }
  }

  @Test("two labels never run together: a blank column keeps them apart")
  func labelsKeepApart() {
    let lines = SceneDrawing(scene: Self.cradle()).render(width: 40, height: 30, options: .plain())
    for line in lines {
      #expect(!line.contains("0ball") && !line.contains("1ball") && !line.contains("2ball")
              && !line.contains("3ball") && !line.contains("0anchor") && !line.contains("2anchor"),
              "\(line)")
    }
  }

  @Test("an item out of view is marked at the edge it left by, with its coordinate")
  func itemsOutOfViewAreMarkedAtTheEdge() {
    var scene = Scene()
    scene.items = [.rectangle(frame: CGRect(x: 20, y: 797, width: 120, height: 30), label: "fallingButton"),
                   .rectangle(frame: CGRect(x: -200, y: 100, width: 50, height: 50), label: "gone")]
    let lines = SceneDrawing(scene: scene).render(width: 40, height: 36, options: .plain())
    let text = lines.joined(separator: "\n")
    #expect(text.contains("↓ fallingButton (y = 812)") || text.contains("fallingButton (y = 812) ↓"))
    #expect(text.contains("gone (x = -175)"))
    #expect(text.contains("←"))
    // The mark sits in the bottom rows, not in the middle of the drawing.
    let row = lines.firstIndex { $0.contains("fallingButton") } ?? 0
    #expect(row >= 30, "row \(row)")
    let ascii = SceneDrawing(scene: scene).render(width: 40, height: 36, options: .plain(.ascii))
    #expect(ascii.joined().contains("v fallingButton (y = 812)")
            || ascii.joined().contains("fallingButton (y = 812) v"))
  }

  @Test("golden: the cradle's ten names and an item below the view, drawn wider than it needs")
  func crowdedSceneGolden() {
    var scene = Self.cradle()
    scene.items.append(.rectangle(frame: CGRect(x: 20, y: 797, width: 120, height: 30),
                                  label: "fallingButton"))
    let braille = SceneDrawing(scene: scene, caption: "t = 4.00 s")
      .render(width: 40, height: 24, options: .plain())
    Golden.check(braille, named: "scene-labels-crowded-braille")
    let ascii = SceneDrawing(scene: scene, caption: "t = 4.00 s")
      .render(width: 24, height: 24, options: .plain(.ascii))
    Golden.check(ascii, named: "scene-labels-crowded-ascii")
  }

  @Test func outsideMarksFormatWholePointsAndNoMinusZero() {
    #expect(SceneOutside.format(811.6) == "812")
    #expect(SceneOutside.format(-0.2) == "0")
    let item = SceneItem(center: CGPoint(x: 400, y: 900), size: CGSize(width: 10, height: 10), label: "a")
    let outside = SceneOutside(item: item, visible: CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(outside?.text == "a (x = 400, y = 900)")
    #expect(outside?.arrow(ascii: false) == "↘")
    #expect(SceneOutside(item: SceneItem(center: CGPoint(x: 330, y: 10), size: CGSize(width: 30, height: 10)),
                         visible: CGRect(x: 0, y: 0, width: 320, height: 568)) == nil)
  }
}
