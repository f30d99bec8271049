import TerminalGraphics
import Foundation
import Expressions
import Testing
@testable import Tutor

/// Units as a learner types them, numbers as the tutor prints them, and layout that follows the width.
@Suite("Units and layout")
struct UnitsAndLayoutTests {
  static func session(_ lesson: String = "falling-buttons", width: Int = 80) -> TutorSession {
    Fixture.session(opening: lesson, settings: OutputSettings(width: width))
  }

  @Test("pixels and metres get an explanation of points instead of a parse error")
  func pointsNotPixels() {
    let session = Self.session()
    let pixels = session.handle("answer 10 px").text
    #expect(pixels.contains("UIKit measures lengths in points (pt), not pixels"))
    #expect(!pixels.contains("unexpected"))
    #expect(session.handle("answer 2 cm").text.contains("no metres or inches"))
    #expect(session.handle("set fallingButton.frame.y 3 m").text.contains("lengths are points (pt)"))
    #expect(session.handle("help units").text.replacingOccurrences(of: "\n", with: " ").contains("a point is 2 or 3 pixels"))
  }

  @Test("units inside expressions and on run and scene are converted")
  func unitsEverywhere() {
    let session = Self.session()
    #expect(session.handle("set gravity.angle cos(30 deg)").text == "gravity.angle = 0.866 rad")
    #expect(session.handle("set gravity.angle 90 deg").text == "gravity.angle = 1.571 rad")
    #expect(session.handle("run 500 ms").text.hasPrefix("Ran 0.5 s (30 steps of 1/60 s)."))
    #expect(session.handle("scene 250 ms").text.contains("t = 0.25 s"))
    #expect(session.handle("answer 447 ms").text.contains("Correct"), "a unit at the end still converts the whole answer")
  }

  @Test("messages name the parameter or command they are about")
  func messagesNameTheirSubject() {
    let session = Self.session("tap-to-push")
    #expect(session.handle("set tap.x 2 s").text == "error: tap.x is a length (in pt), but s measures a time")
    #expect(session.handle("run 0").text == "error: run takes a time of more than 0 s and at most 120 s, not 0 s")
    #expect(session.handle("run 2 pt").text.contains("the run's length is a time"))
  }

  @Test("-0 and rounding noise print as 0, on screen and in CSV")
  func zeroIsZero() throws {
    let session = Self.session("tap-to-push")
    #expect(session.handle("set tap.x -0").text == "tap.x = 0 pt")
    #expect(Figures.format(1.02e-15, unit: "pt/s") == "0 pt/s")
    #expect(Figures.format(-0.0, unit: "") == "0")
    let csv = try BatchRun(lessonID: "push-basics", plots: ["box.vy"], format: .csv)
      .execute(catalog: Fixture.session().catalog, settings: .plain).get()
    let column = csv.split(separator: "\n").dropFirst().compactMap { $0.split(separator: ",").last.map(String.init) }
    #expect(!column.isEmpty && column.allSatisfy { $0 == "0" }, "a box pushed sideways has no vertical speed: \(column.prefix(3))")
  }

  @Test("errors and pages wrap at word boundaries to the width, keeping backticked commands whole")
  func wrapping() {
    let session = Self.session(width: 36)
    let error = session.handle("answer 10 px").text
    for line in error.split(separator: "\n") { #expect(line.count <= 36, "\(line)") }
    #expect(error.split(separator: "\n").count > 2)
    let page = session.handle("page").text
    for line in page.split(separator: "\n") where !line.hasPrefix("  ") { #expect(line.count <= 36, "\(line)") }
    #expect(TextWrap.paragraph("type `set gravity.angle 90 deg` now", width: 30, first: "", rest: "")
      == ["type", "`set gravity.angle 90 deg` now"], "a command that fits on a line is not broken")
    #expect(TextWrap.paragraph("type `set gravity.angle 90 deg` now", width: 20, first: "", rest: "")
      == ["type `set", "gravity.angle 90", "deg` now"], "one wider than the line breaks at its spaces")
  }
}

@Suite("Completion")
struct CompletionTests {
  @Test("Tab completes what fits where the cursor is: commands, parameters and their options, plots, items, lessons")
  func contextCompletion() {
    let session = Fixture.session()
    _ = session.start()
    let table = session.completionTable
    #expect(table.candidates(before: "").contains("plot") && !table.candidates(before: "").contains("push-basics"))
    #expect(table.candidates(before: "open ").contains("push-basics"))
    #expect(table.candidates(before: "set ").contains("gravity.magnitude"))
    let plot = table.candidates(before: "plot ")
    #expect(plot.contains("tops") && plot.contains("vy") && plot.contains("fallingButton.top"))
    #expect(table.candidates(before: "plot y ").contains("fallingButton"), "`plot y f<Tab>` completes the item")
    #expect(table.candidates(before: "plot y,").contains("vy"), "after a comma, another quantity")
    #expect(table.candidates(before: "help ").contains("units"))
    _ = session.handle("open collision-modes")
    let modes = session.completionTable.candidates(before: "set collision.mode ")
    #expect(modes.contains("items") && modes.contains("boundaries"))
    _ = session.handle("open spring-fields-pip")
    #expect(session.completionTable.candidates(before: "preset ") == ["bare", "article"])
    #expect(session.completionTable.candidates(before: "set walls.enabled ") == ["on", "off"])
  }

  @Test("a lesson id given in part points to the lessons it could mean")
  func lessonDidYouMean() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("open push").text == "error: no lesson \"push\" (did you mean \"push-basics\" or \"tap-to-push\"?)")
    #expect(session.handle("open cradle").text.replacingOccurrences(of: "\n  ", with: " ").contains("\"newtons-cradle\" or \"cradle-pull-release\""))
  }
}
