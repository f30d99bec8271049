import Foundation
import LessonModel
import Testing
@testable import Tutor

/// Evidence that shows what it proves: the quantity a verdict is about is plotted itself, on an axis
/// where it is visible; compared runs share one axis; titles stay true whatever the learner sets; and
/// every plot of a position on the screen grows downwards and says so.
@Suite("Evidence plots")
struct EvidencePlotTests {
  /// The value-axis labels of a rendered plot, top to bottom (`600 ┤` gives 600).
  static func ticks(_ text: String) -> [Double] {
    text.components(separatedBy: "\n").compactMap { line in
      guard let bar = line.range(of: " ┤") else { return nil }
      return Double(line[..<bar.lowerBound].trimmingCharacters(in: .whitespaces))
    }
  }

  @Test("falling-buttons gap: the verdict plots the gap itself, on an axis fitted to its 30 pt")
  func gapIsPlotted() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("page 4")
    let verdict = session.handle("choose b").text
    #expect(verdict.contains("fallingButton.top - textField.bottom"), "\(verdict)")
    let ticks = Self.ticks(verdict)
    #expect(ticks.count >= 3, "\(verdict)")
    #expect((ticks.max() ?? 0) - (ticks.min() ?? 0) <= 60, "the axis spans \(ticks), not a screen")
    #expect(ticks.contains(30) || ticks.contains { $0 > 25 && $0 < 35 } || (ticks.min() ?? 99) < 30 && (ticks.max() ?? 0) > 30)
  }

  @Test("snap-back gentle-overshoot: the verdict zooms on home, where a 4.8 pt overshoot is rows high")
  func overshootIsZoomed() {
    let session = Fixture.session(opening: "snap-back")
    _ = session.handle("page 7")
    _ = session.handle("set snap.damping 0.6")
    let verdict = session.handle("check").text
    #expect(verdict.contains("✔"), "\(verdict)")
    let ticks = Self.ticks(verdict)
    #expect(!ticks.isEmpty && (ticks.max() ?? 0) - (ticks.min() ?? 0) <= 40, "the axis spans \(ticks)")
    // The curve passes home (the line labelled `home`): some dots lie above that row.
    let lines = verdict.components(separatedBy: "\n")
    let home = lines.firstIndex { $0.hasSuffix("home │") }
    let top = lines.firstIndex { $0.contains("┌") }
    if let home, let top {
      #expect(lines[(top + 1)..<home].contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } },
              "no part of the curve above home:\n\(verdict)")
    } else {
      Issue.record("no home line:\n\(verdict)")
    }
  }

  @Test("shrink-dismiss cubic-dip: the verdict zooms on the key, where a dip of 0.04 shows below it")
  func cubicDipIsZoomed() {
    let session = Fixture.session(opening: "shrink-dismiss")
    _ = session.handle("page 7")
    let verdict = session.handle("choose b").text
    let ticks = Self.ticks(verdict)
    #expect(!ticks.isEmpty && (ticks.max() ?? 0) - (ticks.min() ?? 0) <= 0.3, "the axis spans \(ticks)")
    let lines = verdict.components(separatedBy: "\n")
    let key = lines.firstIndex { $0.hasSuffix("the key, 0.5 │") }
    let bottom = lines.firstIndex { $0.contains("└") }
    if let key, let bottom {
      #expect(lines[(key + 1)..<bottom].contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } },
              "no part of the curve below the key:\n\(verdict)")
    } else {
      Issue.record("no key line:\n\(verdict)")
    }
  }

  @Test("snap-back less-damping: the two runs are compared in one plot on one value axis")
  func comparedRunsShareAnAxis() {
    let session = Fixture.session(opening: "snap-back")
    _ = session.handle("page 4")
    let verdict = session.handle("choose a").text
    #expect(verdict.contains("Runs compared: low (snap.damping = 0.1); high (snap.damping = 0.9)."), "\(verdict)")
    #expect(verdict.components(separatedBy: "┌").count == 2, "one plot, one axis:\n\(verdict)")
    #expect(verdict.contains("─── low") && verdict.contains("high"), "\(verdict)")
    // The axis spans the overshoots around home, not the whole way back from the floor.
    let ticks = Self.ticks(verdict)
    #expect(ticks.count >= 2 && (ticks.max() ?? 0) - (ticks.min() ?? 0) <= 200, "the axis spans \(ticks)")
  }

  @Test("falling-buttons: after a sideways gravity the plot's title is still true")
  func titlesStayTrue() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("set gravity.angle 0")
    let run = session.handle("run").text
    #expect(run.contains("Top edges of the falling button and the text field"), "\(run)")
    #expect(!run.contains("y(t)"))
  }

  @Test("every plot of a vertical position grows downwards and says so in its header; no other plot says it")
  func screenDirection() {
    var problems: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      let session = Fixture.session(opening: lesson.id)
      _ = session.handle("run")
      for plot in lesson.plots where plot.kind == .series {
        let vertical = plot.signals.contains { ["y", "top", "bottom"].contains($0.description.split(separator: ".").last.map(String.init) ?? "") }
        let text = session.handle("plot \(plot.id)").text
        let ticks = Self.ticks(text)
        let says = text.contains("down is +")
        if vertical && !(plot.yPointsDown && says) { problems.append("\(lesson.id)/\(plot.id): a vertical position not drawn downwards") }
        if !plot.yPointsDown && says { problems.append("\(lesson.id)/\(plot.id): says down is + but grows upwards") }
        if plot.yPointsDown, ticks.count >= 2, ticks.first ?? 0 > ticks.last ?? 0 {
          problems.append("\(lesson.id)/\(plot.id): larger values drawn higher \(ticks)")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("a verdict's plot keeps rows of curves: at least 5 at 80 x 24, 10 at 100 x 40",
        arguments: [(80, 24, 5), (100, 40, 10)])
  func curvesKeepRows(_ columns: Int, _ height: Int, _ minimum: Int) throws {
    var problems: [String] = []
    for lesson in Fixture.session().catalog.lessons {
      for exercise in lesson.exercises {
        guard let page = lesson.pages.firstIndex(of: .exercise(exercise.id)) else { continue }
        let session = Fixture.session(opening: lesson.id, settings: OutputSettings(width: columns, height: height))
        _ = session.handle("page \(page + 1)")
        var verdict = ""
        for command in try CourseWalkTests.referenceCommands(exercise, in: lesson) { verdict = session.handle(command).text }
        let lines = verdict.components(separatedBy: "\n")
        // A series plot's box: the rows between its top and bottom edges are the curves'.
        guard let top = lines.firstIndex(where: { $0.contains("┌") }),
              let bottom = lines.firstIndex(where: { $0.contains("└") }), bottom > top else { continue }
        if bottom - top - 1 < minimum { problems.append("\(lesson.id)/\(exercise.id): \(bottom - top - 1) rows\n\(verdict)") }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("newtons-cradle who-swings: in 24 rows the contacts' legend gives way to the curves; in 40 it stays")
  func contactsGiveWay() {
    func verdict(_ columns: Int, _ height: Int) -> String {
      let session = Fixture.session(opening: "newtons-cradle", settings: OutputSettings(width: columns, height: height))
      _ = session.handle("page 6")
      return session.handle("choose a").text
    }
    let small = verdict(80, 24), large = verdict(100, 40)
    let lines = small.components(separatedBy: "\n")
    if let top = lines.firstIndex(where: { $0.contains("┌") }), let bottom = lines.firstIndex(where: { $0.contains("└") }) {
      #expect(bottom - top - 1 >= RunRenderer.curveMinimumRows, "\(small)")
    } else {
      Issue.record("no plot:\n\(small)")
    }
    #expect(!small.contains("ball0 hits ball1"), "\(small)")
    #expect(large.contains("ball0 hits ball1"), "\(large)")
  }

  @Test("a difference of two signals is read from a lesson file, in one unit only")
  func differenceSignals() throws {
    let lesson = try #require(Fixture.session().catalog.lesson("falling-buttons"))
    let gap = try #require(lesson.plot("gap"))
    #expect(gap.differences.map(\.description) == ["fallingButton.top - textField.bottom"])
    #expect(!gap.yPointsDown, "a distance between items is no position on the screen")
    #expect(SignalDifference(parsing: "a.top-b.bottom") == nil, "the minus needs spaces, as in the legend")
  }
}
