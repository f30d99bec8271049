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

  @Test func noneOrSeveralAreSaidClearly() {
    guard case .failure(.noViewController(let none)) = ControllerFinder.entry(in: "let x = 1") else {
      Issue.record("found a controller")
      return
    }
    #expect(none == .none)
    #expect(LearnerFailure.noViewController(none).message.contains("no UIViewController subclass"))
    guard case .failure(.noViewController(let several)) =
      ControllerFinder.entry(in: "class A: UIViewController {}\nclass B: UIViewController {}") else {
      Issue.record("chose one of two")
      return
    }
    #expect(several == .several(["A", "B"]))
    #expect(LearnerFailure.noViewController(several).message.contains("A, B"))
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
