import LessonModel
import Testing
@testable import Tutor

@Suite("Lesson shortcut commands")
struct LessonCommandTests {
  @Test("a lesson command assigns its arguments with units and ranges, then runs the scene")
  func tapAssignsAndRuns() {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("open tap-to-push")
    let reply = session.handle("tap 300 284").text
    #expect(reply.hasPrefix("tap.x = 300 pt\ntap.y = 284 pt\nRan "))
    #expect(session.handle("params").text.contains("tap.x"))
    #expect(session.completionTable.candidates(before: "").contains("tap"))
    #expect(session.handle("help").text.contains("This lesson also has:\n  tap <x> <y>"))
    #expect(session.handle("help tap").text.hasPrefix("tap <x> <y> — tap the screen"))
  }

  @Test("a lesson command with the wrong arguments changes nothing and says why")
  func badArguments() {
    let session = Fixture.session()
    _ = session.start()
    _ = session.handle("open tap-to-push")
    let before = session.handle("params").text
    #expect(session.handle("tap 1 2 3").text == "error: usage: tap <x> <y> (2 values, found 3)")
    #expect(session.handle("tap 1e9 2").text.hasPrefix("error: tap.x must be between"))
    #expect(session.handle("params").text == before)
  }

  @Test("commands of one lesson are unknown in another")
  func scopedToLesson() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("tap 300 284").text.hasPrefix("error: unknown command \"tap\""))
  }
}
