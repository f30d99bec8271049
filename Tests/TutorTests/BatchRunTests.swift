import Foundation
import LessonModel
import LessonReading
import Testing
@testable import Tutor

@Suite("Batch runs and exports")
struct BatchRunTests {
  let catalog = CatalogLoader.load(root: Fixture.root)

  @Test("CSV export has a header and one row per step, with the set parameter taking effect")
  func csvExport() throws {
    let output = try BatchRun(lessonID: "falling-buttons", assignments: ["gravity.magnitude=4"],
                              plots: ["fallingButton.y"], format: .csv)
      .execute(catalog: catalog, settings: .plain).get()
    let lines = output.split(separator: "\n")
    #expect(lines.first == "t,fallingButton.y")
    #expect(lines.count == 1 + 73, "72 steps of 1/60 s plus t = 0")
    // After 0.25 s (60 sub-steps of 1/240 s) at 4000 pt/s² semi-implicit Euler has dropped exactly
    // g·h²·N(N+1)/2 = 127.083 pt (½·g·t² = 125 pt plus the known ½·g·h·t lead).
    let row = try #require(lines.first { $0.hasPrefix("0.25,") })
    let y = try #require(Double(row.split(separator: ",")[1]))
    #expect(abs((y - 135) - 4000.0 / 57600 * 60 * 61 / 2) < 1e-6)
  }

  @Test("JSON export is valid JSON with times, signals and contacts")
  func jsonExport() throws {
    let output = try BatchRun(lessonID: "falling-buttons", format: .json).execute(catalog: catalog, settings: .plain).get()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(object["lesson"] as? String == "falling-buttons")
    #expect((object["times"] as? [Double])?.count == 73)
    let signals = try #require(object["signals"] as? [String: [Double]])
    #expect(signals["fallingButton.vy"]?.count == 73)
    #expect(!((object["contacts"] as? [Any]) ?? []).isEmpty)
  }

  @Test("a plot's id exports that plot's lines, a gap as one column; a drawing cannot be exported")
  func plotIDExport() throws {
    let gap = try BatchRun(lessonID: "falling-buttons", plots: ["gap"], format: .csv)
      .execute(catalog: catalog, settings: .plain).get().split(separator: "\n")
    #expect(gap.first == "t,fallingButton.top - textField.bottom")
    let first = try #require(gap.dropFirst().first?.split(separator: ",").last.flatMap { Double($0) })
    #expect(first == 30, "the button's top starts 30 pt below the field's bottom")
    let mixed = try BatchRun(lessonID: "falling-buttons", plots: ["tops,fallingButton.vy"], format: .csv)
      .execute(catalog: catalog, settings: .plain).get()
    #expect(mixed.hasPrefix("t,fallingButton.top,textField.top,fallingButton.vy\n"))
    let json = try BatchRun(lessonID: "falling-buttons", plots: ["gap"], format: .json)
      .execute(catalog: catalog, settings: .plain).get()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((object["signals"] as? [String: [Double]])?.keys.sorted() == ["fallingButton.top - textField.bottom"])
    guard case .failure(let failure) = BatchRun(lessonID: "falling-buttons", plots: ["film"], format: .csv)
      .execute(catalog: catalog, settings: .plain) else {
      Issue.record("a filmstrip exported as CSV")
      return
    }
    #expect(failure.message.contains("--plot film is a drawing of the scene"))
  }

  @Test("bad lesson ids, assignments and durations fail with one clear line")
  func failures() {
    func message(_ batch: BatchRun) -> String? {
      if case .failure(let failure) = batch.execute(catalog: catalog, settings: .plain) { return failure.message }
      return nil
    }
    #expect(message(BatchRun(lessonID: "falling-button")) == "no lesson \"falling-button\" (did you mean \"falling-buttons\"?)")
    #expect(message(BatchRun(lessonID: "falling-buttons", assignments: ["gravity.magnitude"])) == "--set takes name=value, not \"gravity.magnitude\"")
    #expect(message(BatchRun(lessonID: "falling-buttons", assignments: ["gravity.magnitude=40"]))?.contains("out of range") == true)
    #expect(message(BatchRun(lessonID: "falling-buttons", duration: -1))?.hasPrefix("--duration") == true)
    #expect(message(BatchRun(lessonID: "falling-buttons", plots: ["fallingButton.rigth"]))
      == "no quantity \"rigth\" (did you mean \"right\"?); try x, y, left, right, top, bottom, vx, vy, speed, angle, alpha, scale, swing")
    #expect(message(BatchRun(lessonID: "falling-buttons", plots: ["nothing.y"]))?.hasPrefix("no item") == true)
  }

  @Test("text output plots a requested signal")
  func textPlot() throws {
    let output = try BatchRun(lessonID: "falling-buttons", plots: ["fallingButton.vy"]).execute(catalog: catalog, settings: .plain).get()
    #expect(output.contains("fallingButton.vy"))
    #expect(output.contains("t (s)"))
  }
}
