import Foundation
import LessonModel
import Testing
@testable import Tutor

/// Each exercise keeps its own values: it starts from the lesson's defaults plus its set-up, keeps
/// what the learner changes inside it, and is untouched by what is set on other pages.
@Suite("Exercise contexts")
struct ExerciseContextTests {
  /// A session in push-basics, on the page of exercise `id`.
  static func session(at id: String) -> TutorSession {
    let session = Fixture.session(opening: "push-basics")
    session.state?.page = session.state?.lesson.pages.firstIndex(of: .exercise(id)) ?? 0
    return session
  }

  @Test("an exercise's page says in one line what differs from the lesson's defaults")
  func setupLine() {
    let session = Self.session(at: "one-shot")
    let page = session.handle("page").text.replacingOccurrences(of: "\n  ", with: " ")
    #expect(page.contains("Values: the lesson's defaults with push.mode = instantaneous, push.magnitude = 0.5 UN, size.w = 50 pt, size.h = 50 pt."))
    #expect(session.handle("params").text.contains("push.mode       instantaneous"), "the set-up is in force on the page")
  }

  @Test("values set inside an exercise stay with it when the learner leaves and comes back; other pages keep theirs")
  func valuesStayWithTheirExercise() {
    let session = Self.session(at: "two-hundred")
    #expect(session.handle("set push.magnitude 3").text == "push.magnitude = 3 UN")
    _ = session.handle("prev")
    #expect(session.handle("params").text.contains("push.magnitude  1 "), "the previous page has its own values")
    _ = session.handle("set push.magnitude 7")
    _ = session.handle("next")
    let page = session.handle("page").text.replacingOccurrences(of: "\n  ", with: " ")
    #expect(page.contains("You changed push.magnitude = 3 UN (`reset` goes back)."))
    #expect(session.handle("params").text.contains("push.magnitude  3 "))
    #expect(session.handle("reset").text.contains("back to this exercise's start"))
    #expect(session.handle("params").text.contains("push.magnitude  1 "))
  }

  @Test("the values inside an exercise are saved with the progress and come back when the tutor starts again")
  func valuesPersist() {
    let first = Self.session(at: "two-hundred")
    _ = first.handle("set push.magnitude 3")
    let record = first.progress[lesson: "push-basics"]
    #expect(record.exerciseParameters["two-hundred"] == ["push.magnitude": 3])
    #expect(record.parameters.isEmpty, "the lesson's own pages were not touched")

    let second = TutorSession(catalog: first.catalog, settings: .plain, progress: first.progress)
    _ = second.start()
    #expect(second.prompt == "push-basics:two-hundred> ")
    #expect(second.handle("params").text.contains("push.magnitude  3 "))
  }

  @Test("moving a value the question fixes earns a note, and the verdict waits for it to be put back")
  func fixedValueNote() {
    let session = Self.session(at: "one-shot")
    let reply = session.handle("set size.w 80").text.replacingOccurrences(of: "\n  ", with: " ")
    #expect(reply.contains("note: the question assumes size.w = 50 pt; `reset size.w` puts it back"))
    let verdict = session.handle("answer 200").text.replacingOccurrences(of: "\n  ", with: " ")
    #expect(verdict.contains("nothing was judged"))
    #expect(session.handle("reset size.w").text == "size.w = 50 pt (this exercise's set-up)")
    #expect(session.handle("answer 200").text.contains("✔ Correct"))
  }

  @Test("a prediction is final: it shows the deciding run, and choosing again shows the same verdict")
  func predictionIsFinal() {
    let session = Fixture.session()
    _ = session.start()
    session.state?.page = session.state?.lesson.pages.firstIndex(of: .exercise("gap")) ?? 0
    let first = session.handle("choose a").text
    #expect(first.contains("✘ Not what happened: the run shows"))
    #expect(first.contains("Gap between the text field and the falling button"), "the lesson's plot of the deciding run is shown")
    #expect(first.replacingOccurrences(of: "\n  ", with: " ").contains("`page 3` goes back to it; `next` reads on."),
            "fall-400, on page 3, is still to solve")
    #expect(session.progress[lesson: "falling-buttons"].exercises["gap"]?.prediction == 0)
    #expect(session.progress[lesson: "falling-buttons"].exercises["gap"]?.solved == true, "a made prediction completes the exercise")
    let again = session.handle("choose b").text
    #expect(again.hasPrefix("Your prediction, a, is final: the run shows"))
    #expect(session.progress[lesson: "falling-buttons"].exercises["gap"]?.attempts == 1)
  }

  @Test("a tuning check shows what it measured and the target, whether it passes or fails")
  func tuneEvidence() {
    let session = Self.session(at: "two-hundred")
    let miss = session.handle("check").text.replacingOccurrences(of: "\n  ", with: " ")
    #expect(miss.hasPrefix("✘ Not quite: distance moved in the first second: 50.21 pt (target 194 to 206 pt)."))
    _ = session.handle("set push.magnitude 4")
    let hit = session.handle("check").text
    #expect(hit.hasPrefix("✔ Correct: distance moved in the first second: 200.8 pt (target 194 to 206 pt)."))
  }
}

@Suite("Presets")
struct PresetCommandTests {
  @Test("`presets` lists each preset with what it sets; `preset <name>` applies it; a typo gets a suggestion")
  func presets() {
    let session = Fixture.session(opening: "spring-fields-pip")
    let list = session.handle("presets").text
    #expect(list.contains("bare: The article's first attempt"))
    #expect(list.contains("sets pip.density = 1"))
    #expect(session.handle("preset bar").text == "error: no preset \"bar\" (did you mean \"bare\"?); `presets` lists them")
    let applied = session.handle("preset bare").text
    #expect(applied.contains("walls.enabled = off"))
    #expect(session.handle("params").text.contains("walls.enabled"))
    #expect(session.completionTable.candidates(before: "preset ") == ["bare", "article"])
    #expect(session.handle("help preset").text.hasPrefix("preset <name> — apply a preset"))
  }
}

@Suite("Sources")
struct SourceTests {
  @Test("every lesson's first page names the article it is rebuilt from; no learner-facing text says \"seed\"")
  func firstPageNamesTheArticle() {
    let session = Fixture.session()
    _ = session.start()
    for lesson in session.catalog.lessons {
      let articles = session.catalog.articles(for: lesson.id)
      #expect(!articles.isEmpty, "\(lesson.id) names an article")
      let page = session.handle("open \(lesson.id)").text.replacingOccurrences(of: "\n  ", with: " ")
      for article in articles {
        #expect(page.contains("Rebuilt from “\(article.title)”"), "\(lesson.id): \(article.id)")
      }
      var texts = lesson.prose.sections.map(\.body) + lesson.goals + lesson.parameters.map(\.description)
      for exercise in lesson.exercises { texts += [exercise.question] + exercise.hints + [exercise.solution ?? ""] }
      for text in texts where text.lowercased().contains("seed") {
        Issue.record("\(lesson.id): \"seed\" in \(text.prefix(80))")
      }
    }
  }
}
