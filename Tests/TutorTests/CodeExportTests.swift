import Foundation
import Testing
import TestSupport
@testable import TOML
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import Progress
@testable import LessonRuntime
@testable import Tutor

@Suite("code: a lesson's scene as a Swift file")
struct CodeExportTests {
  private let catalog = CatalogLoader.load(root: Fixture.root)
  private func lesson(_ id: String) throws -> Lesson { try #require(catalog.lesson(id)) }

  @Test("falling-buttons' file: a view controller named after the lesson, built in viewDidLoad (golden)")
  func fallingButtonsFile() throws {
    let lesson = try lesson("falling-buttons")
    let text = try CodeExport.swift(for: lesson, values: ParameterValues(defaultsOf: lesson))
    GoldenFile.check(text, named: "code-falling-buttons", in: Fixture.golden)
  }

  @Test("falling-buttons' button works in the app: it reads Start, is wired by target and action in UIKit, and its presses toggle Start and Stop")
  func fallingButtonsButtonIsWired() throws {
    let lesson = try lesson("falling-buttons")
    let text = try CodeExport.swift(for: lesson, values: ParameterValues(defaultsOf: lesson))
    let viewDidLoad = try #require(text.components(separatedBy: "override func viewDidLoad()").last?
      .components(separatedBy: "\n  }\n").first)
    #expect(viewDidLoad.contains("startButton.setTitle(\"Start\", for: .normal)"))
    #expect(!viewDidLoad.contains("\"Stop\""), "the app's button reads Stop before anything falls")
    #expect(viewDidLoad.contains("""
      #if canImport(UIKit)
          startButton.addTarget(self, action: #selector(startButtonPressed), for: .touchUpInside)
      #else
          startButton.addAction(UIAction { [unowned self] _ in self.startButtonPressed() }, for: .touchUpInside)
      #endif
      """))
    #expect(text.contains("""
      #if canImport(UIKit)
        @objc
      #endif
        func startButtonPressed() {
          switch startButtonPresses % 2 {
          case 0:
            startTapped()
            startButton.setTitle("Stop", for: .normal)
          default:
            stopTapped()
            startButton.setTitle("Start", for: .normal)
          }
          startButtonPresses += 1
        }
      """))
    // Stop has no time in the lesson, yet the app needs it.
    #expect(text.contains("  func stopTapped() {\n    animator.removeBehavior(gravity)"))
    // The lesson's own press at 0 s goes through the button, so its title follows in the terminal too.
    #expect(text.contains("(0, { self.startButtonPressed() }),"))
  }

  @Test("every lesson gives a file: a view controller named after it, with simulate()")
  func everyDynamicsLessonHasAFile() throws {
    for lesson in catalog.lessons {
      let values = ParameterValues(defaultsOf: lesson)
      if lesson.scene.engine == .dynamics {
        let text = try CodeExport.swift(for: lesson, values: values)
        let type = SwiftSource.typeName(lesson.id) + "ViewController"
        #expect(text.contains("final class \(type): UIViewController {"), "\(lesson.id)")
        #expect(text.contains("lazy var animator = UIDynamicAnimator(referenceView: view)"), "\(lesson.id)")
        #expect(text.contains("func simulate(for duration: TimeInterval = sceneDuration) -> String"), "\(lesson.id)")
        // Every behaviour the lesson adds at the start is added in viewDidLoad.
        // A repeated behaviour (`rod0`, `rod1`, …) is an element of its array (`rods`).
        for spec in lesson.behaviors where spec.isAddedAtStart && spec.type != .composite {
          let name = SwiftSource.camelCase(spec.id), stem = String(name.reversed().drop { $0.isNumber }.reversed())
          #expect(text.contains(name) || text.contains(stem + "s"), "\(lesson.id): \(spec.id)")
        }
      } else {
        let text = try CodeExport.swift(for: lesson, values: values)
        #expect(text.contains("final class \(SwiftSource.typeName(lesson.id))ViewController: UIViewController {"), "\(lesson.id)")
        #expect(text.contains("func simulate(for duration: TimeInterval = sceneDuration) -> String"), "\(lesson.id)")
        for layer in lesson.items { #expect(text.contains("view.addSubview(\(SwiftSource.camelCase(layer.id)))"), "\(layer.id)") }
      }
    }
  }

  @Test("an animation lesson's file makes its UIView.animate call with the values in force, completion included")
  func animationLessonFile() throws {
    let lesson = try #require(catalog.lesson("bounce-present"))
    var values = ParameterValues(defaultsOf: lesson)
    values["spring.dampingRatio"] = 0.3
    let text = try CodeExport.swift(for: lesson, values: values)
    #expect(text.contains("with these values changed: spring.dampingRatio = 0.3."))
    #expect(text.contains("UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {\n      self.list.alpha = 0.2\n"), "\(text)")
    #expect(text.contains("}, completion: { _ in\n      self.list.alpha = 1\n    })"))
    #expect(text.contains("(0, { self.spring() }),"))
  }

  @Test("a motion lesson's file adds its motion effects and writes the lesson's tilt script as Swift")
  func motionLessonFile() throws {
    let lesson = try #require(catalog.lesson("parallax-motion"))
    let text = try CodeExport.swift(for: lesson, values: ParameterValues(defaultsOf: lesson))
    #expect(text.contains("let backgroundHorizontal = UIInterpolatingMotionEffect(keyPath: \"center.x\", type: .tiltAlongHorizontalAxis)"))
    #expect(text.contains("backgroundTiltGroup.motionEffects = [backgroundHorizontal, backgroundVertical]"))
    #expect(text.contains("background.addMotionEffect("))
    #expect(text.contains("func tilt(at t: Double) -> UIOffset {"))
    #expect(text.contains("sin(((6.283185307179586 * t) / 4))"), "the wobble's x, 2 pi t / 4 with 2 pi worked out")
  }

  @Test("a tilt expression: parts without t become numbers, the rest keeps its order; what Swift cannot say is refused")
  func swiftExpressions() throws {
    func swift(_ text: String) throws -> String {
      let expression = try ExpressionParser.parse(text)
      return try SwiftExpression.text(expression, constants: ["k": 2], what: "test")
    }
    #expect(try swift("(k == 2) * sin(t) + k ^ 2") == "((1 * sin(t)) + 4)")
    #expect(try swift("-t / k") == "((-t) / 2)")
    #expect(try swift("t > k") == "(t > 2 ? 1.0 : 0.0)")
    #expect(try swift("k - 5") == "(-3)")
    #expect(throws: SceneBuildError.self) { try swift("t > 1 and t < 2") }
    #expect(throws: SceneBuildError.self) { try swift("max(t, 1)") }
  }

  @Test("the file carries the values in force: a changed magnitude appears in the call and in the header")
  func changedValuesAppear() throws {
    let lesson = try lesson("falling-buttons")
    var values = ParameterValues(defaultsOf: lesson)
    values["gravity.magnitude"] = 4
    let text = try CodeExport.swift(for: lesson, values: values)
    #expect(text.contains("gravity.magnitude = 4"))
    #expect(text.contains("// with these values changed: gravity.magnitude = 4."))
  }

  @Test("identifiers: lesson ids become lowerCamelCase, UpperCamelCase for the type; UIKit's names are avoided")
  func identifiers() {
    #expect(SwiftSource.camelCase("push-a") == "pushA")
    #expect(SwiftSource.camelCase("Start tapped") == "startTapped")
    #expect(SwiftSource.camelCase("pan ended: fling") == "panEndedFling")
    #expect(SwiftSource.typeName("newtons-cradle") == "NewtonsCradle")
    let source = SwiftSource()
    #expect(source.behavior("view") == "viewBehavior")
    #expect(source.item("animator") == "animatorView")
    #expect(source.item("ball0") == "ball0" && source.item("ball0") == "ball0")
    #expect(source.behavior("ball0") == "ball0Behavior")
  }

  @Test("numbers are written so that they read back as the same bits")
  func numbersRoundTrip() {
    for value in [0.1, 1.0 / 3, -2.5, 1e-9, 123456.789, Double.pi / 2, 1.0 / 60, 1e20, -0.0] {
      let text = SwiftSource.number(value)
      #expect(Double(text)?.bitPattern == value.bitPattern, "\(value) → \(text)")
    }
    #expect(SwiftSource.number(Double(320)) == "320")
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
    #expect(text.contains("gravity.magnitude = 4"))
    #expect(text.hasSuffix("To save it: `dynamics-tutor code falling-buttons --set gravity.magnitude=4 > FallingButtonsViewController.swift`"))
  }
}
