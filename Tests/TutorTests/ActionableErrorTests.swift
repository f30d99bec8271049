import Foundation
import LessonReading
import Testing
@testable import Tutor

/// Errors a person can act on: each names what was wrong in the learner's own words and what to type
/// instead, and never points at syntax of another place (the REPL's on the command line).
@Suite("Errors a person can act on")
struct ActionableErrorTests {
  static func ran(_ lesson: String = "falling-buttons") -> TutorSession {
    let session = Fixture.session(opening: lesson)
    _ = session.handle("run")
    return session
  }

  @Test("plot alone lists the lesson's plots and the quantities; an unknown word is named as such")
  func plotWords() {
    let session = Self.ran()
    let list = session.handle("plot")
    #expect(list.kind == .output)
    #expect(list.text.contains("This lesson's plots") && list.text.contains("tops:") && list.text.contains("speed, angle"), "\(list.text)")
    let nonsense = session.handle("plot nonsense").text
    #expect(nonsense.contains("no plot or quantity \"nonsense\""), "\(nonsense)")
    #expect(!nonsense.contains("needs an item"))
    #expect(session.handle("plot vy").text.contains("needs an item"), "a real quantity without its item still says so")
  }

  @Test("scene before the run starts says so, not that a longer run would help")
  func sceneBeforeStart() {
    let text = Self.ran().handle("scene -1").text
    #expect(text.contains("from 0 s"), "\(text)")
    #expect(!text.contains("run -1"))
  }

  @Test("punctuation typed as a command gets no far-fetched suggestion")
  func noSuggestionForPunctuation() {
    let session = Fixture.session()
    for word in ["\\", "\"", "??!"] {
      #expect(!session.handle(word).text.contains("did you mean"), "\(word)")
    }
  }

  @Test("next and prev take a number of pages; a bad one points to page")
  func pageCounts() {
    let session = Fixture.session(opening: "falling-buttons")
    #expect(session.handle("next 2").text.contains("page 3/11"))
    #expect(session.handle("prev 2").text.contains("page 1/11"))
    #expect(session.handle("next 0").text.contains("`page <number>`"))
  }

  @Test("log is the natural logarithm, as in Swift, and help functions lists what an answer may use")
  func naturalLog() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("page 3")
    // t = sqrt(2·400/4000) = 0.447 s, written with log and exp: exp(log(0.2)/2) = sqrt(0.2).
    #expect(session.handle("answer exp(log(0.2)/2)").text.contains("✔"))
    let help = session.handle("help functions").text
    #expect(help.contains("ln log log10") && help.contains("natural logarithm"), "\(help)")
    #expect(session.handle("help").text.contains("`help functions`"))
  }

  @Test("run --plot on the command line says the command line's syntax")
  func commandLinePlot() {
    let catalog = CatalogLoader.load(root: Fixture.root)
    guard case .failure(let failure) = BatchRun(lessonID: "falling-buttons", plots: ["nonsense"]).execute(catalog: catalog, settings: .plain)
    else { Issue.record("run --plot nonsense succeeded"); return }
    #expect(failure.message.contains("--plot startButton.y") && failure.message.contains("tops"), "\(failure.message)")
    #expect(!failure.message.contains("`plot "))
  }
}
