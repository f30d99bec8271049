import Expressions
import LessonModel
import LessonReading
import Testing
@testable import Tutor

/// Text over `AnswerParser.maximumLength` characters is refused unread; the message names what was typed:
/// a value for `set` (and the other value-taking commands), an answer for `answer`.
@Suite("Over-long input")
struct LongInputTests {
  /// A valid expression of exactly the maximum length (4+0+0+…+00, which is 4)…
  static let atLimit = "4" + String(repeating: "+0", count: AnswerParser.maximumLength / 2 - 1) + "0"
  /// …and one character longer (the last term becomes 000).
  static let tooLong = atLimit + "0"

  @Test("the limit is 200 characters and the test texts are at it and one over it")
  func limit() {
    #expect(AnswerParser.maximumLength == 200)
    #expect(Self.atLimit.count == 200)
    #expect(Self.tooLong.count == 201)
  }

  @Test("`set` says the value is too long; `answer` keeps its own wording")
  func setAndAnswerMessages() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("set gravity.magnitude \(Self.tooLong)").text
      == "error: that value is too long (at most 200 characters)")
    #expect(session.handle("s gravity.magnitude \(Self.tooLong)").text
      == "error: that value is too long (at most 200 characters)", "the alias too")
    // The same sum one character shorter is read: the check is a length limit, nothing else.
    #expect(session.handle("set gravity.magnitude \(Self.atLimit)").text
      == "gravity.magnitude = 4 g")

    let answer = session.handle("answer \(Self.tooLong)").text
    #expect(answer.contains("error: that answer is too long"))
    #expect(!answer.contains("value is too long"))
  }

  @Test("run, scene and `run --set` speak of a value as well")
  func otherValueCommands() {
    let session = Fixture.session()
    _ = session.start()
    #expect(session.handle("run \(Self.tooLong)").text == "error: that value is too long (at most 200 characters)")
    #expect(session.handle("scene \(Self.tooLong)").text == "error: that value is too long (at most 200 characters)")

    let batch = BatchRun(lessonID: "falling-buttons", assignments: ["gravity.magnitude=\(Self.tooLong)"])
    guard case .failure(let failure) = batch.execute(catalog: CatalogLoader.load(root: Fixture.root), settings: .plain)
    else {
      Issue.record("an over-long --set value must fail")
      return
    }
    #expect(failure.message == "that value is too long (at most 200 characters)")
  }
}
