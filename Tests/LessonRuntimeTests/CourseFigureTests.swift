import Foundation
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

/// Numbers the course states in words, checked by running the scenes they come from, to the precision
/// the text gives them. Figures written as `{{ … }}` in the prose are the engine's own and need no
/// check beyond evaluating.
@Suite("The course's figures")
struct CourseFigureTests {
  static func run(_ lessonID: String, _ changes: [String: Double] = [:]) throws -> (Lesson, SceneRun) {
    let lesson = try #require(RepositoryLessons.lesson(lessonID))
    var values = ParameterValues(defaultsOf: lesson)
    for (name, value) in changes { values[name] = value }
    return (lesson, try SceneRunner.run(lesson, values: values))
  }

  static func number(_ text: String, _ lesson: Lesson, _ run: SceneRun) throws -> Double {
    let checker = ExerciseChecker(lesson: lesson, values: ParameterValues(defaultsOf: lesson))
    guard case .number(let value) = try checker.evaluate(try ExpressionParser.parse(text), over: run) else {
      Issue.record("\(text) is not a number")
      return .nan
    }
    return value
  }

  @Test("every {{ figure }} of every prose page evaluates to a finite number on the default run")
  func proseFiguresEvaluate() throws {
    var count = 0
    for lesson in RepositoryLessons.catalog().lessons {
      let figures = lesson.prose.sections.flatMap { (try? ProseFigure.find(in: $0.body).get()) ?? [] }
      guard !figures.isEmpty else { continue }
      let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
      for figure in figures {
        let value = try Self.number(figure.source, lesson, run)
        #expect(value.isFinite, "\(lesson.id): \(figure.source) = \(value)")
        count += 1
      }
    }
    #expect(count >= 5)
  }

  @Test("item-properties: B's rebounds are about 101, 24.5 and 5.8 pt, then it rests (rebound-count's solution)")
  func rebounds() throws {
    let (lesson, run) = try Self.run("item-properties")
    let apexes = try (0..<3).map { try Self.number("bounce_apexes(B)[\($0)]", lesson, run) }
    #expect(abs(apexes[0] - 101) <= 0.5 && abs(apexes[1] - 24.5) <= 0.05 && abs(apexes[2] - 5.8) <= 0.05, "\(apexes)")
    #expect(try Self.number("len(bounce_apexes(B))", lesson, run) == 3)
  }

  @Test("item-properties try-this: a 300 pt/s flick with friction 1 stops after about 101 pt")
  func frictionSlide() throws {
    let (lesson, run) = try Self.run("item-properties", ["kick.speed": 300, "B.friction": 1])
    let slide = try Self.number("at(duration, B.x) - at(kick.time, B.x)", lesson, run)
    #expect(abs(slide - 101) <= 2, "slide \(slide) pt")
    #expect(try Self.number("at(duration, B.vx)", lesson, run) == 0, "it has stopped by the end")
  }

  @Test("spring-fields-pip: with the article's layout the scene's fling coasts to a stop near the middle of the screen")
  func articleLayoutThrow() throws {
    let (lesson, _) = try #require(Optional(try Self.run("spring-fields-pip")))
    let layout = try #require(lesson.parameter("fields.layout"))
    let index = try #require(layout.options.firstIndex(of: "article"))
    let (_, run) = try Self.run("spring-fields-pip", ["fields.layout": Double(index)])
    let x = try Self.number("at(duration, pip.x)", lesson, run), y = try Self.number("at(duration, pip.y)", lesson, run)
    #expect(abs(x - 206) <= 10 && abs(y - 396) <= 10, "ends at (\(x), \(y))")
    #expect(try Self.number("at(duration, pip.speed)", lesson, run) < 1, "at rest")
  }

  @Test("collision-modes: in items mode the squares fall off the screen one above the other, the gap unchanged")
  func itemsModeStack() throws {
    let lesson = try #require(RepositoryLessons.lesson("collision-modes"))
    let mode = try #require(lesson.parameter("collision.mode")?.options.firstIndex(of: "items"))
    let (_, run) = try Self.run("collision-modes", ["collision.mode": Double(mode)])
    #expect(try Self.number("max_of(abs(red.x - green.x), 0, duration)", lesson, run) < 0.01)
    let gap = try Self.number("initial(green.top - red.bottom)", lesson, run)
    #expect(abs(try Self.number("at(duration, green.top - red.bottom)", lesson, run) - gap) < 0.01)
    #expect(try Self.number("at(duration, red.top)", lesson, run) > lesson.scene.height, "off the screen")
  }

  @Test("newtons-cradle: the article's resistance 1 costs about a tenth of ball 0's 617 pt/s on the way down")
  func resistanceCost() throws {
    let (lesson, run) = try Self.run("newtons-cradle")
    #expect(lesson.parameter("props.resistance")?.defaultValue == 1)
    let speed = try Self.number("before(first_contact(ball0, ball1), ball0.speed)", lesson, run)
    #expect(abs(1 - speed / 617 - 0.1) <= 0.03, "arrives at \(speed) pt/s")
  }

  static func option(_ lessonID: String, _ name: String, _ option: String) throws -> Double {
    let lesson = try #require(RepositoryLessons.lesson(lessonID))
    return Double(try #require(lesson.parameter(name)?.options.firstIndex(of: option)))
  }

  static func preset(_ lessonID: String, _ name: String) throws -> (Lesson, SceneRun) {
    let lesson = try #require(RepositoryLessons.lesson(lessonID))
    let preset = try #require(lesson.presets.first { $0.name == name }, "\(lessonID) has a preset \(name)")
    return try run(lessonID, Dictionary(uniqueKeysWithValues: preset.values.map { ($0.name, $0.value) }))
  }

  @Test("item-properties try-this: without friction B passes under the still-bouncing C and rebounds off the right edge")
  func frictionlessFlick() throws {
    let (lesson, run) = try Self.run("item-properties", ["kick.speed": 300])
    #expect(try Self.number("max_of(B.x, kick.time, duration)", lesson, run) >= Self.width(lesson) - 31, "reaches the right edge")
    #expect(try Self.number("at(duration, B.vx)", lesson, run) < 0, "and comes back")
    // When B's centre passes C's, C is in the air above B's top.
    let passing = try Self.number("time_when(B.x >= C.x)", lesson, run)
    #expect(try Self.number("at(\(passing), C.bottom)", lesson, run) < Self.height(lesson) - 60)
  }

  @Test("item-properties try-this: with friction 1 B stops right under C, which lands on it")
  func frictionStopsUnderC() throws {
    let (lesson, run) = try Self.run("item-properties", ["kick.speed": 300, "B.friction": 1])
    #expect(abs(try Self.number("at(duration, B.x - C.x)", lesson, run)) < 2)
    // C comes down onto B's top (within a step's fall) and bounces off it, above the floor.
    #expect(abs(try Self.number("max_of(C.bottom, 3.5, duration)", lesson, run) - (Self.height(lesson) - 60)) < 3, "C lands on B's top")
    #expect(try Self.number("min_of(C.vy, 3.5, duration)", lesson, run) < 0, "and bounces off it")
  }

  @Test("item-properties threshold: B's third rebound rises more than 5 pt, yet comes down slower than 100 pt/s")
  func thresholdSampledSpeed() throws {
    let (lesson, run) = try Self.run("item-properties")
    #expect(try Self.number("bounce_apexes(B)[2]", lesson, run) > 5)
    #expect(try Self.number("max_of(B.vy, 2.3, 3)", lesson, run) < 100)
  }

  @Test("parallax-motion try-this: header magnitude 20 still parts from the background by 30 pt at full tilt; 50 glues them")
  func parallaxGlue() throws {
    let none = try Self.option("parallax-motion", "tilt.script", "none")
    for (magnitude, apart) in [(20.0, 30.0), (50.0, 0.0)] {
      let (lesson, level) = try Self.run("parallax-motion", ["tilt.script": none, "tilt.x": 0, "header.magnitude": magnitude])
      let (_, tilted) = try Self.run("parallax-motion", ["tilt.script": none, "tilt.x": 1, "header.magnitude": magnitude])
      let shift = try [tilted, level].map { try Self.number("at(0, background.x - header.x)", lesson, $0) }
      #expect(abs(shift[0] - shift[1] - apart) < 0.01, "magnitude \(magnitude): \(shift)")
    }
  }

  @Test("newtons-cradle who-swings: with resistance 1 ball 4 reaches about 25 degrees, with 0 the 30 ball 0 fell from")
  func cradleHeight() throws {
    let (lesson, run) = try Self.run("newtons-cradle")
    #expect(abs(try Self.number("max_of(ball4.swing, 0, 1)", lesson, run) - 25) < 1)
    let (_, still) = try Self.run("newtons-cradle", ["props.resistance": 0])
    #expect(abs(try Self.number("max_of(ball4.swing, 0, 1)", lesson, still) - 30) < 0.5)
  }

  @Test("field-gallery try-this: a velocity field of strength 20 along (0, 10) moves every item at 200 pt/s")
  func velocityField() throws {
    let velocity = try Self.option("field-gallery", "field.kind", "velocity")
    let (lesson, run) = try Self.run("field-gallery", ["field.kind": velocity, "field.strength": 20, "field.direction.y": 10])
    #expect(abs(try Self.number("at(0.5, P.vy)", lesson, run) - 200) < 0.01)
    #expect(abs(try Self.number("at(0.5, dust2.vy)", lesson, run) - 200) < 0.01)
  }

  @Test("the article presets: field-gallery's drag field brakes the flicked probe within 48 pt; cradle-pull-release's leaves the cradle at rest")
  func articlePresets() throws {
    let (gallery, brake) = try Self.preset("field-gallery", "article")
    let coast = try Self.number("at(duration, P.x) - initial(P.x)", gallery, brake)
    #expect(abs(coast - 300 * 0.16) < 1, "coasts \(coast) pt")
    let (cradle, still) = try Self.preset("cradle-pull-release", "article")
    #expect(try Self.number("max_of(abs(ball0.swing), 0, duration)", cradle, still) < 0.01)
    _ = try Self.preset("spring-fields-pip", "article")
  }

  @Test("dangling-spring's red square and button sit where lessons 1 and 2 put them")
  func danglingSameScreen() throws {
    let (spring, springRun) = try Self.run("dangling-spring")
    for other in ["falling-buttons", "snap-back"] {
      let (lesson, run) = try Self.run(other)
      for quantity in ["redSquare.x", "redSquare.y", "danglingButton.x", "danglingButton.y"] {
        #expect(try Self.number("initial(\(quantity))", spring, springRun) == Self.number("initial(\(quantity))", lesson, run),
                "\(quantity) in \(other)")
      }
    }
  }

  static func width(_ lesson: Lesson) -> Double { lesson.scene.width }
  static func height(_ lesson: Lesson) -> Double { lesson.scene.height }

  @Test("a question that names a value is read: number, expression and option forms")
  func quotedValues() throws {
    let lesson = try #require(RepositoryLessons.lesson("push-basics"))
    let angle = try #require(lesson.parameter("push.angle")), mode = try #require(lesson.parameter("push.mode"))
    #expect(LessonReader.quotedValues(of: angle, in: "With push.angle = pi/2, which way").map(\.value) == [Double.pi / 2])
    #expect(LessonReader.quotedValues(of: angle, in: "Set push.angle to 0.5 and").map(\.value) == [0.5])
    #expect(LessonReader.quotedValues(of: mode, in: "with push.mode instantaneous, a").map(\.value) == [1])
    #expect(LessonReader.quotedValues(of: angle, in: "the push.angle parameter").isEmpty)
  }
}
