@testable import LessonRuntime
import Testing

/// Which class the tutor creates, read from the learner's source.
struct ControllerFinderTests {
  @Test func theOnlyControllerIsChosen() {
    #expect(ControllerFinder.entry(in: "final class A: UIViewController {}").successValue == .controller("A"))
  }

  @Test func aControllerTheFileCreatesItselfIsPresentedNotShownFirst() {
    let source = """
      class Detail: UIViewController {}
      final class Master: UIViewController { func open() { present(Detail(), animated: true) } }
      """
    #expect(ControllerFinder.entry(in: source).successValue == .controller("Master"))
  }

  @Test func aSubclassIsChosenOverItsBase() {
    let source = "class Base: UIViewController {}\nfinal class Game: Base, UICollisionBehaviorDelegate {}"
    #expect(ControllerFinder.entry(in: source).successValue == .controller("Game"))
  }

  @Test func commentsAndStringsDoNotCount() {
    let source = "// class Old: UIViewController {}\nlet s = \"class X: UIViewController\"\n/* class Y: UIViewController */ class Z: UIViewController {}"
    #expect(ControllerFinder.entry(in: source).successValue == .controller("Z"))
  }

  @Test func noControllerIsSaidClearly() {
    guard case .failure(.noViewController(let none)) = ControllerFinder.entry(in: "let x = 1") else {
      Issue.record("found a controller")
      return
    }
    #expect(none == .none)
    #expect(LearnerFailure.noViewController(none).message.contains("no UIViewController subclass"))
  }

  @Test func ofSeveralTheFirstDeclaredRunsAndTheOthersAreNamed() {
    let source = "class A: UIViewController {}\nclass B: UIViewController {}\nclass C: UIViewController {}"
    #expect(ControllerFinder.choice(in: source).successValue == .init(entry: .controller("A"), others: ["B", "C"]))
    let created = "class A: UIViewController { let b = B() }\nclass B: UIViewController {}\nclass C: UIViewController {}"
    #expect(ControllerFinder.choice(in: created).successValue == .init(entry: .controller("A"), others: ["C"]),
            "B is created by A, so it is not a candidate")
    let mutual = "class A: UIViewController { let b = B() }\nclass B: UIViewController { let a = A() }"
    #expect(ControllerFinder.choice(in: mutual).successValue == .init(entry: .controller("A"), others: ["B"]))
  }

  @Test func whatACodeFileScriptsForItselfIsFoundInItsControllersExtension() {
    let source = """
      final class Scene: UIViewController {}
      #if !canImport(UIKit)
      extension Scene {
        static let sceneDuration: TimeInterval = 4.7
        static let sceneSize = CGSize(width: 375, height: 667)
        var timedEvents: [(time: TimeInterval, perform: () -> [FingerDrag])] { [] }
        func tilt(at t: Double) -> UIOffset { .zero }
        final class FingerDrag { func update(at time: Double) {} }
      }
      #endif
      """
    let script = ControllerFinder.Script(events: .drags, tilt: true, size: true)
    #expect(ControllerFinder.choice(in: source).successValue == .init(entry: .controller("Scene", script: script), sceneDuration: 4.7))
    let actions = "final class Scene: UIViewController {\n  var timedEvents: [(time: TimeInterval, perform: () -> Void)] { [] }\n}"
    #expect(ControllerFinder.entry(in: actions).successValue == .controller("Scene", script: .init(events: .actions)))
  }

  @Test func anotherClassesEventsAreNotTheControllers() {
    let source = """
      final class Scene: UIViewController {}
      final class Other { var timedEvents: [(time: TimeInterval, perform: () -> Void)] { [] } }
      """
    #expect(ControllerFinder.entry(in: source).successValue == .controller("Scene"))
  }

  @Test func aPlaygroundPageIsRecognised() {
    #expect(ControllerFinder.entry(in: "PlaygroundPage.current.liveView = c").successValue == .playground)
  }
}

extension Result {
  /// The success, if any.
  var successValue: Success? {
    if case .success(let value) = self { return value }
    return nil
  }
}
