import Foundation
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

@Suite("Shipped lessons")
struct ShippedLessonTests {
  @Test("every lesson file in the repository validates without errors")
  func everyLessonValidates() {
    let catalog = RepositoryLessons.catalog()
    #expect(!catalog.entries.isEmpty)
    for entry in catalog.entries {
      if case .broken(let id, _, let diagnostics) = entry {
        let details = diagnostics.map(\.description).joined(separator: "\n")
        Issue.record("lesson \(id) is broken:\n\(details)")
      }
    }
    #expect(catalog.diagnostics.filter { $0.severity == .error }.isEmpty, "\(catalog.diagnostics)")
  }

  @Test("for every numeric exercise the engine's measurement agrees with the closed form within its tolerance")
  func numericExercisesAgreeWithEngine() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .numeric(_, _, let absolute, let relative, let verify) = exercise.kind, verify != nil else { continue }
        var values = ParameterValues(defaultsOf: lesson)
        for (name, value) in exercise.setup { values[name] = value }
        let checker = ExerciseChecker(lesson: lesson, values: values)
        let runs = try checker.performRuns(exercise)
        let expected = try checker.expectedValue(exercise).get()
        let measured = try checker.measuredValue(exercise, runs: runs).get()
        let allowed = max(absolute ?? 0, (relative ?? 0) * abs(expected))
        #expect(abs(measured - expected) <= allowed,
                "\(lesson.id)/\(exercise.id): engine \(measured) vs closed form \(expected) (±\(allowed))")
      }
    }
  }

  @Test("every predict exercise's run gives the physically expected outcome")
  func predictExercisesGiveExpectedOutcome() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .predict(_, _, let expected) = exercise.kind else { continue }
        var values = ParameterValues(defaultsOf: lesson)
        for (name, value) in exercise.setup { values[name] = value }
        let checker = ExerciseChecker(lesson: lesson, values: values)
        let runs = try checker.performRuns(exercise)
        #expect(try checker.outcome(exercise, runs: runs).get() == expected, "\(lesson.id)/\(exercise.id)")
      }
    }
  }

  @Test("every tune exercise: the reference meets the target and the counterexample does not")
  func tuneExercisesReferenceAndCounterexample() {
    for lesson in RepositoryLessons.catalog().lessons {
      for exercise in lesson.exercises {
        guard case .tune(_, _, let reference, let counterexample) = exercise.kind else { continue }
        for (settings, shouldPass) in [(reference, true), (counterexample, false)] where !settings.isEmpty {
          var values = ParameterValues(defaultsOf: lesson)
          for (name, value) in exercise.setup { values[name] = value }
          for (name, value) in settings { values[name] = value }
          let (verdict, _) = ExerciseChecker(lesson: lesson, values: values).checkTuning(exercise)
          #expect(verdict.isCorrect == shouldPass, "\(lesson.id)/\(exercise.id) with \(settings): \(verdict)")
        }
      }
    }
  }

  @Test("every lesson runs its default scene to its duration with finite values everywhere")
  func defaultRunsAreFinite() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
      let trajectory = run.trajectory
      #expect(abs(trajectory.duration - lesson.scene.duration) < 1e-9, "\(lesson.id)")
      #expect(trajectory.count == Int((lesson.scene.duration / lesson.scene.step).rounded()) + 1, "\(lesson.id)")
      for track in trajectory.tracks {
        let values = track.x + track.y + track.angle + track.vx + track.vy
        #expect(values.allSatisfy { $0.isFinite }, "\(lesson.id): \(track.id) has a non-finite sample")
        #expect(track.x.count == trajectory.count)
      }
      #expect(trajectory.contacts.allSatisfy { $0.time.isFinite && $0.x.isFinite && $0.y.isFinite }, "\(lesson.id)")
    }
  }

  @Test("every plot of every lesson has data: its signals exist and are finite over its window, its marks are numbers")
  func plotsHaveData() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      let values = ParameterValues(defaultsOf: lesson)
      let run = try SceneRunner.run(lesson, values: values)
      let evaluator = ExpressionEvaluator(environment: EvaluationEnvironment(constants: run.constants))
      for plot in lesson.plots {
        let to = plot.to ?? run.trajectory.duration
        let window = run.trajectory.times.indices.filter { run.trajectory.times[$0] >= plot.from && run.trajectory.times[$0] <= to + 1e-9 }
        #expect(window.count >= 2 || plot.kind == .filmstrip, "\(lesson.id)/\(plot.id)")
        for signal in plot.signals {
          let quantity = signal.quantity
          guard let track = run.trajectory.track(signal.item) else {
            Issue.record("\(lesson.id)/\(plot.id): no data for \(signal)")
            continue
          }
          #expect(window.allSatisfy { track.value(of: quantity, at: $0).isFinite }, "\(lesson.id)/\(plot.id): \(signal)")
        }
        for mark in plot.horizontalMarks + plot.verticalMarks {
          #expect((try? mark.value.value(evaluator))?.isFinite == true, "\(lesson.id)/\(plot.id): mark \(mark.label)")
        }
        #expect(plot.times.allSatisfy { $0 <= run.trajectory.duration + 1e-9 }, "\(lesson.id)/\(plot.id)")
      }
    }
  }

  @Test("every lesson has 3 or 4 exercises answered at the prompt (and at most 2 in code), each with at least two hints and a solution, all on pages")
  func exerciseStructure() {
    for lesson in RepositoryLessons.catalog().lessons {
      let code = lesson.exercises.filter { $0.kindName == .code }.count
      #expect((3...4).contains(lesson.exercises.count - code), "\(lesson.id) has \(lesson.exercises.count - code) exercises at the prompt")
      #expect(code <= 2, "\(lesson.id) has \(code) code exercises")
      for exercise in lesson.exercises {
        #expect(exercise.hints.count >= 2, "\(lesson.id)/\(exercise.id)")
        #expect(!(exercise.solution ?? "").isEmpty, "\(lesson.id)/\(exercise.id)")
        #expect(lesson.pages.contains(.exercise(exercise.id)), "\(lesson.id)/\(exercise.id) is on no page")
      }
      #expect(lesson.warnings.isEmpty, "\(lesson.id): \(lesson.warnings)")
    }
  }

  @Test("prose: every page's section exists, lines fit in 76 columns, and each lesson has an intro and a wrap-up")
  func prose() throws {
    for lesson in RepositoryLessons.catalog().lessons {
      let text = try String(contentsOf: RepositoryLessons.root.appendingPathComponent("Content/\(lesson.id).md"), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        #expect(line.count <= 76, "Content/\(lesson.id).md:\(number + 1) has \(line.count) columns")
      }
      for case .prose(let slug) in lesson.pages {
        let body = lesson.prose.section(slug)?.body ?? ""
        #expect(!body.isEmpty, "\(lesson.id): section \(slug) is empty or missing")
      }
      let hasIntroAndWrapUp = lesson.prose.section("intro") != nil && lesson.prose.section("wrap-up") != nil
      #expect(hasIntroAndWrapUp, "\(lesson.id)")
    }
  }

  @Test("a seed's known mistake is taught as a pitfall: collisionMode is not a gravity property")
  func seedMistakesArePitfalls() throws {
    let lesson = try #require(RepositoryLessons.lesson("collision-modes"))
    let pitfall = try #require(lesson.prose.section("pitfall"))
    #expect(lesson.pages.contains(.prose("pitfall")))
    #expect(pitfall.body.contains("UIGravityBehavior") && pitfall.body.contains("UICollisionBehavior"))
  }

  @Test("the catalog lists the lessons in teaching order")
  func catalogOrder() {
    let ids = RepositoryLessons.catalog().entries.map(\.id)
    #expect(ids == ["falling-buttons", "snap-back", "dangling-spring", "barrier-boundaries", "collision-modes",
                    "push-basics", "tap-to-push", "item-properties", "pendulum-attachment", "newtons-cradle",
                    "cradle-pull-release", "spring-fields-pip", "field-gallery", "bounce-present", "shrink-dismiss",
                    "parallax-motion", "messages-bounce", "lock-screen-grabber"])
  }
}

@Suite("Loading one lesson")
struct SingleLessonLoadingTests {
  @Test("loadLesson reads just the named lesson, and refuses names that are not lesson ids")
  func loadsOneLesson() throws {
    let catalog = try #require(CatalogLoader.loadLesson("falling-buttons", root: RepositoryLessons.root))
    #expect(catalog.entries.map(\.id) == ["falling-buttons"])
    #expect(catalog.lesson("falling-buttons")?.exercises.count == 5)
    #expect(CatalogLoader.loadLesson("no-such-lesson", root: RepositoryLessons.root) == nil)
    #expect(CatalogLoader.loadLesson("../lessons/catalog", root: RepositoryLessons.root) == nil)
  }
}
