import Foundation
import Testing
@testable import Tutor

/// Where an exercise is and which values judge it, said wherever the learner types: the prompt names an
/// exercise only on its page, a tuning is checked only where `set` reaches its values, and a verdict
/// given from another page says where the exercise is and which values it used.
@Suite("Exercises and their pages")
struct ExerciseWhereaboutsTests {
  @Test("off its page, the prompt names no exercise and check says which page tunes it")
  func checkFromAnotherPage() {
    let session = Fixture.session(opening: "dangling-spring")
    _ = session.handle("page 9")
    #expect(session.prompt == "dangling-spring> ")
    _ = session.handle("set spring.frequency sqrt(1000/10)/(2*pi)")
    let check = session.handle("check")
    #expect(check.kind == .error)
    #expect(check.text.contains("`page 7` goes there"), "\(check.text)")
    _ = session.handle("page 7")
    #expect(session.prompt == "dangling-spring:ten-points> ")
    _ = session.handle("set spring.frequency sqrt(1000/10)/(2*pi)")
    #expect(session.handle("check").text.contains("✔"))
  }

  @Test("an answer given on another page says where its exercise is and which values judged it")
  func answerFromAnotherPage() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("set gravity.magnitude 1")
    let verdict = session.handle("answer 0.447").text
    #expect(verdict.contains("Judged on its page, page 3, with its own values"), "\(verdict)")
    #expect(verdict.contains("gravity.magnitude = 4 g"), "\(verdict)")
  }

  @Test("a wrong answer to a solved exercise says that it stays solved")
  func solvedStaysSolved() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("page 3")
    _ = session.handle("answer 0.447")
    let wrong = session.handle("answer 2").text
    #expect(wrong.contains("Not quite"))
    #expect(wrong.contains("The exercise stays solved"), "\(wrong)")
    #expect(!wrong.contains("Try again"))
  }

  @Test("the page header and a solved exercise say how many are done and what comes next")
  func progressIsShown() {
    let session = Fixture.session(opening: "falling-buttons")
    #expect(session.handle("page 3").text.contains("page 3/11 · 0 of 5 exercises done"))
    let right = session.handle("answer 0.447").text
    #expect(right.contains("1 of 5 exercises done; next: exercise gap on page 4."), "\(right)")
    #expect(session.handle("page").text.contains("1 of 5 exercises done"))
  }

  @Test("page takes a number within the lesson and refuses others with a sentence")
  func pageNumbers() {
    let session = Fixture.session(opening: "falling-buttons")
    #expect(session.handle("page 11").text.contains("page 11/11"))
    #expect(session.handle("page 12").text.contains("has pages 1 to 11, not 12"))
    #expect(session.handle("page 0").kind == .error)
    #expect(session.handle("page two").kind == .error)
  }

  @Test("a lesson opened and explored is marked as started")
  func exploredIsStarted() {
    let session = Fixture.session(opening: "snap-back")
    _ = session.handle("next")
    _ = session.handle("open falling-buttons")
    #expect(session.handle("lessons").text.contains("[~] 2.  snap-back"))
  }

  @Test("the last page of the course names the lessons with exercises still to solve")
  func endOfCourse() {
    let session = Fixture.session(opening: "lock-screen-grabber")
    _ = session.handle("page 99")
    let pages = session.state?.lesson.pages.count ?? 1
    _ = session.handle("page \(pages)")
    let end = session.handle("next").text
    #expect(end.contains("18 lessons have exercises still to solve: falling-buttons, snap-back"), "\(end)")
    #expect(end.contains("(`open falling-buttons`)"))
  }
}
