import Foundation
import Testing
import TestSupport
@testable import Lessons
@testable import Tutor

@Suite("code: a lesson's scene as a Swift file")
struct SceneCodeTests {
  private let catalog = CatalogLoader.load(root: Fixture.root)
  private func lesson(_ id: String) throws -> Lesson { try #require(catalog.lesson(id)) }

  @Test("falling-buttons' file: a view controller named after the lesson, built in viewDidLoad (golden)")
  func fallingButtonsFile() throws {
    let lesson = try lesson("falling-buttons")
    let text = try SceneCode.swift(for: lesson, values: ParameterValues(defaultsOf: lesson))
    GoldenFile.check(text, named: "code-falling-buttons", in: Fixture.golden)
  }

  @Test("every lesson built on the animator gives a file; the animation and motion lessons say why they do not")
  func everyDynamicsLessonHasAFile() throws {
    for lesson in catalog.lessons {
      let values = ParameterValues(defaultsOf: lesson)
      if lesson.scene.engine == .dynamics {
        let text = try SceneCode.swift(for: lesson, values: values)
        let type = SceneSource.typeName(lesson.id) + "ViewController"
        #expect(text.contains("final class \(type): UIViewController {"), "\(lesson.id)")
        #expect(text.contains("lazy var animator = UIDynamicAnimator(referenceView: view)"), "\(lesson.id)")
        #expect(text.contains("func simulate(for duration: TimeInterval = sceneDuration) -> String"), "\(lesson.id)")
        // Every behaviour the lesson adds at the start is added in viewDidLoad.
        for spec in lesson.behaviors where spec.isAddedAtStart && spec.type != .composite {
          #expect(text.contains("\(SceneSource.camelCase(spec.id))") , "\(lesson.id): \(spec.id)")
        }
      } else {
        #expect(throws: SceneBuildError.self) { try SceneCode.swift(for: lesson, values: values) }
      }
    }
  }

  @Test("the file carries the values in force: a changed magnitude appears in the call and in the header")
  func changedValuesAppear() throws {
    let lesson = try lesson("falling-buttons")
    var values = ParameterValues(defaultsOf: lesson)
    values["gravity.magnitude"] = 4
    let text = try SceneCode.swift(for: lesson, values: values)
    #expect(text.contains("gravity.setAngle(1.5707963267948966, magnitude: 4)"))
    #expect(text.contains("// with these values changed: gravity.magnitude = 4."))
  }

  @Test("identifiers: lesson ids become lowerCamelCase, UpperCamelCase for the type; UIKit's names are avoided")
  func identifiers() {
    #expect(SceneSource.camelCase("push-a") == "pushA")
    #expect(SceneSource.camelCase("Start tapped") == "startTapped")
    #expect(SceneSource.camelCase("pan ended: fling") == "panEndedFling")
    #expect(SceneSource.typeName("newtons-cradle") == "NewtonsCradle")
    let source = SceneSource()
    #expect(source.behavior("view") == "viewBehavior")
    #expect(source.item("animator") == "animatorView")
    #expect(source.item("ball0") == "ball0" && source.item("ball0") == "ball0")
    #expect(source.behavior("ball0") == "ball0Behavior")
  }

  @Test("numbers are written so that they read back as the same bits")
  func numbersRoundTrip() {
    for value in [0.1, 1.0 / 3, -2.5, 1e-9, 123456.789, Double.pi / 2, 1.0 / 60, 1e20, -0.0] {
      let text = SceneSource.number(value)
      #expect(Double(text)?.bitPattern == value.bitPattern, "\(value) → \(text)")
    }
    #expect(SceneSource.number(Double(320)) == "320")
  }

  @Test("the state hash is the same for the same run and changes with a value")
  func stateHash() throws {
    let lesson = try lesson("tap-to-push")
    let defaults = ParameterValues(defaultsOf: lesson)
    let first = try SceneRunner.run(lesson, values: defaults).trajectory.stateHash
    let again = try SceneRunner.run(lesson, values: defaults).trajectory.stateHash
    var changed = defaults
    changed["tap.x"] = 60
    let other = try SceneRunner.run(lesson, values: changed).trajectory.stateHash
    #expect(first == again && first.count == 16)
    #expect(first != other)
  }

  @Test("`code` in the tutor prints the open lesson's file with the learner's values")
  func codeCommandInSession() {
    let session = Fixture.session(opening: "falling-buttons")
    _ = session.handle("set gravity.magnitude 4")
    let text = session.handle("code").text
    #expect(text.contains("final class FallingButtonsViewController: UIViewController {"))
    #expect(text.contains("magnitude: 4)"))
    #expect(text.hasSuffix("To save it: `dynamics-tutor code falling-buttons --set gravity.magnitude=4 > FallingButtonsViewController.swift`"))
  }
}
