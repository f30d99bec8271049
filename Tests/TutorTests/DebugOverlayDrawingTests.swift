import LessonModel
import Testing
@testable import Tutor

@Suite("The debug overlay in the tutor's drawings and code")
struct DebugOverlayDrawingTests {
  @Test("with animator.debugEnabled off the drawing keeps the items and drops the anchor and its attachment")
  func overlayFollowsTheSwitch() {
    let session = Fixture.session(opening: "pendulum-attachment")
    let on = session.handle("scene 0").text
    #expect(on.contains("ball") && on.contains("●"), "the anchor is drawn while the overlay is on:\n\(on)")
    #expect(session.handle("set animator.debugEnabled off").text == "animator.debugEnabled = off")
    let off = session.handle("scene 0").text
    #expect(off.contains("ball"), "the items stay:\n\(off)")
    #expect(!off.contains("●"), "no anchor without the overlay:\n\(off)")
    #expect(off.split(separator: "\n").count >= 10)
  }

  @Test("reset of everything keeps the overlay switch as the learner set it; reset by name puts it back")
  func resetKeepsTheSwitch() {
    let session = Fixture.session(opening: "pendulum-attachment")
    _ = session.handle("set animator.debugEnabled off")
    #expect(session.handle("set gravity.magnitude 2").kind == .output)  // the default is 10
    let reply = session.handle("reset").text
    let row = session.handle("params").text.split(separator: "\n").first { $0.hasPrefix("  gravity.magnitude ") }
    let fields = row?.split(separator: " ") ?? []
    #expect(fields.count > 2 && fields[1] == fields[2], "the others are back to their defaults: \(row ?? "")")
    #expect(reply.contains("debug overlay stays off"), "\(reply)")
    #expect(session.handle("params").text.contains("animator.debugEnabled is off"))
    #expect(session.handle("reset animator.debugEnabled").text.contains("animator.debugEnabled = on"))
    #expect(!session.handle("reset").text.contains("overlay"), "nothing to say while it is on")
  }

  @Test("params says the switch's state below the lesson's own table, which it does not widen")
  func paramsMentionsTheSwitch() {
    let session = Fixture.session(opening: "falling-buttons")
    let table = session.handle("params").text
    #expect(table.contains("Drawings: animator.debugEnabled is on"))
    #expect(!table.contains("  animator.debugEnabled  "), "not a row of the table")
    _ = session.handle("set animator.debugEnabled false")
    #expect(session.handle("params").text.contains("animator.debugEnabled is off"))
  }

  @Test("code turns iOS's overlay on, in debug builds, exactly when the switch is on")
  func codeFollowsTheSwitch() {
    let session = Fixture.session(opening: "pendulum-attachment")
    let line = "animator.setValue(true, forKey: \"debugEnabled\")"
    let on = session.handle("code").text
    #expect(on.contains("#if DEBUG\n    \(line)") || on.contains(line), "the line is there:\n\(on)")
    _ = session.handle("set animator.debugEnabled off")
    #expect(!session.handle("code").text.contains(line))
  }
}
