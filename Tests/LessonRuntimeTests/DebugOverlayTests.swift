import Dynamics
import Testing
import LessonTestSupport
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

@Suite("The animator's debug overlay and the views' looks in a built scene")
struct DebugOverlayTests {
  @Test("every dynamics lesson has animator.debugEnabled, on by default; animation and motion lessons have none")
  func everyDynamicsLessonHasTheSwitch() throws {
    let lessons = RepositoryLessons.catalog().lessons
    #expect(lessons.count == 18)
    for lesson in lessons {
      let id = lesson.id
      let overlay = lesson.parameter(ParameterSpec.debugOverlayName)
      if lesson.scene.engine == .dynamics {
        #expect(overlay?.kind == .bool && overlay?.defaultValue == 1, "\(id)")
      } else {
        #expect(overlay == nil, "\(id)")
      }
    }
  }

  @Test("the switch sets the animator's debugEnabled through setValue(_:forKey:), and the geometry says so")
  func switchReachesTheAnimator() throws {
    let lesson = try #require(RepositoryLessons.lesson("pendulum-attachment"))
    var values = ParameterValues(defaultsOf: lesson)
    let on = try SceneBuilder.build(lesson, values: values)
    #expect(on.animator.debugEnabled && on.geometry.debugEnabled)
    values[ParameterSpec.debugOverlayName] = 0
    let off = try SceneBuilder.build(lesson, values: values)
    #expect(!off.animator.debugEnabled && !off.geometry.debugEnabled)
    #expect(!off.geometry.attachments.isEmpty, "the attachment is still recorded; drawings decide what to show")
  }

  @Test("a lesson may declare the switch itself, off by default")
  func lessonDeclaresTheSwitchOff() throws {
    let lesson = try inlineLesson(lessonText("""
      [[parameter]]
      name = "animator.debugEnabled"
      type = "bool"
      default = false
      description = "The overlay, off: the scene as the app draws it."
      """))
    #expect(lesson.parameters.filter { $0.name == ParameterSpec.debugOverlayName }.count == 1)
    let built = try SceneBuilder.build(lesson, values: ParameterValues(defaultsOf: lesson))
    #expect(!built.geometry.debugEnabled)
  }

  @Test("the switch is refused in a lesson without an animator, and must be a bool")
  func switchChecked() {
    let wrongKind = LessonLoader.parse(lessonText("""
      [[parameter]]
      name = "animator.debugEnabled"
      type = "number"
      min = 0
      max = 1
      default = 1
      unit = "ratio"
      description = "Wrong kind."
      """), file: "inline.toml", expectedID: nil) { _ in "## intro\n\ntext\n" }
    #expect(wrongKind.diagnostics.contains { $0.description.contains("needs type = \"bool\"") },
            "\(wrongKind.diagnostics.map(\.description))")
  }

  @Test("each item's look is read from its view: the lesson's colour as backgroundColor, a ball as round")
  func looksComeFromTheViews() throws {
    let cradle = try #require(RepositoryLessons.lesson("newtons-cradle"))
    let built = try SceneBuilder.build(cradle, values: ParameterValues(defaultsOf: cradle))
    #expect(built.geometry.looks.map(\.id) == built.views.map(\.id))
    for (look, entry) in zip(built.geometry.looks, built.views) {
      #expect(look.backgroundColor == entry.view.backgroundColor, "\(look.id)")
      #expect(look.collidesAsEllipse == (entry.view.collisionBoundsType == .ellipse), "\(look.id)")
      #expect(look.cornerRadius == Double(entry.view.layer.cornerRadius), "\(look.id)")
    }
    let ball = try #require(built.geometry.looks.first { $0.id == "ball0" })
    let size = try #require(built.view("ball0")).bounds.size
    #expect(ball.cornerRadius == Double(min(size.width, size.height)) / 2 && !ball.collidesAsEllipse,
            "a ball has round corners (the article's cornerRadius) and collides as its rectangle")
    #expect(ball.backgroundColor == .yellow)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.red.cgColor
    view.layer.cornerRadius = 10
    let look = SceneGeometry.Look(id: "v", view: view)
    #expect(look.borderColor == .red && look.cornerRadius == 10 && look.backgroundColor == nil)
    view.layer.borderWidth = 0
    #expect(SceneGeometry.Look(id: "v", view: view).borderColor == nil, "no border, no border colour")
  }
}
