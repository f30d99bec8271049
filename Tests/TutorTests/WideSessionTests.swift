import Foundation
import LessonModel
import LessonReading
import TerminalGraphics
import TestSupport
import Testing
@testable import Tutor

/// A copy of the course whose first lesson has a Korean title, Chinese prose and Russian and Korean
/// parameter descriptions (as a translation will bring): what the tutor prints stays within the width.
@Suite("The tutor's output in Korean, Chinese and Russian keeps to the width")
struct WideSessionTests {
  static let title = "떨어지는 버튼: 중력 가속도와 낙하 시간을 예측하고 그래프로 확인하기"
  static let prose = """
    # Falling buttons

    ## intro

    UIKit Dynamics 是 UIKit 内置的一个小型物理引擎。你不需要自己移动视图：只要把力和约束描述为**行为**，\
    交给 `UIDynamicAnimator`，动画器就会每秒六十次替你移动这些视图。

    - 第一课只用一个行为：`UIGravityBehavior`。屏幕上有一个按钮、一个文本框，还有第三个按钮挂在弹簧上。

    输入 `next` 查看场景。
    """

  /// Runs `body` with a session on a copy of the course, its first lesson translated in part.
  static func withSession(width: Int, _ body: (TutorSession) -> Void) throws {
    try withTemporaryFolder("wide-session") { root in
      let files = FileManager.default
      for folder in ["lessons", "Content"] {
        try files.copyItem(at: Fixture.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
      }
      let lesson = root.appendingPathComponent("lessons/falling-buttons.toml")
      var toml = try String(contentsOf: lesson, encoding: .utf8)
      toml = toml.replacingOccurrences(of: "title = \"Falling buttons\"", with: "title = \"\(title)\"")
      toml = toml.replacingOccurrences(of: "\"Strength of gravity; 1.0 accelerates every item at 1000 pt/s^2.\"",
                                       with: "\"중력의 세기입니다. 1.0이면 크기와 상관없이 모든 항목이 1000 pt/s^2로 가속됩니다.\"")
      toml = toml.replacingOccurrences(of: "\"Direction of gravity: pi/2 (1.5708) is straight down, 0 points right.\"",
                                       with: "\"Направление гравитации: pi/2 (1.5708) указывает прямо вниз, 0 — вправо по экрану.\"")
      try toml.write(to: lesson, atomically: true, encoding: .utf8)
      let content = root.appendingPathComponent("Content/falling-buttons.md")
      var markdown = try String(contentsOf: content, encoding: .utf8)
      // The intro section becomes Chinese; the other sections stay.
      if let scene = markdown.range(of: "## scene") { markdown = prose + "\n\n" + markdown[scene.lowerBound...] }
      try markdown.write(to: content, atomically: true, encoding: .utf8)
      let session = TutorSession(catalog: CatalogLoader.load(root: root), settings: OutputSettings(width: width))
      _ = session.start()
      body(session)
    }
  }

  @Test("the page, its header, parameter descriptions, help and the lesson list fit the width", arguments: [30, 40, 60, 80])
  func fitsTheWidth(width: Int) throws {
    try Self.withSession(width: width) { session in
      _ = session.handle("open falling-buttons")
      let page = session.handle("page").text
      #expect(page.contains("UIGravityBehavior") && page.contains("떨어지는"), "\(page)")
      for line in page.split(separator: "\n") {
        #expect(WideTextTests.keepsTo(width, line), "page at \(width): \(line)")
      }
      let params = session.handle("params").text
      #expect(params.contains("중력의 세기입니다") && params.contains("Направление"))
      // The table's rows are as wide as the lesson's names and values; its descriptions wrap.
      for line in params.split(separator: "\n") where line.hasPrefix("      ") {
        #expect(ANSI.displayWidth(String(line)) <= width, "params at \(width): \(line)")
      }
      if width >= 60 {
        // The commands' column is 32 wide: below 60 columns help runs past narrow widths in every language.
        for line in session.handle("help").text.split(separator: "\n") {
          #expect(ANSI.displayWidth(String(line)) <= width, "help at \(width): \(line)")
        }
        let list = session.handle("lessons").text
        #expect(list.contains("떨어지는 버튼"))
        for line in list.split(separator: "\n") {
          #expect(ANSI.displayWidth(String(line)) <= width, "lessons at \(width): \(line)")
        }
      }
    }
  }

  @Test("an unknown command typed in Hangul is echoed clipped by columns")
  func echoedInput() throws {
    try Self.withSession(width: 80) { session in
      let reply = session.handle(String(repeating: "가", count: 60)).text
      #expect(!reply.contains(String(repeating: "가", count: 21)))
      for line in reply.split(separator: "\n") { #expect(ANSI.displayWidth(String(line)) <= 80, "\(line)") }
    }
  }
}
