import LessonModel
import Dynamics
import Foundation

/// A lesson's Start/Stop button in a live session (`GestureSpec.Kind.button`): each press carries out
/// the events labelled with the next of its presses, in turn, and sets the button's title. The presses
/// come through the button's `.touchUpInside` action, as the article's `IBAction` does.
final class LiveButton {
  let itemID: String
  let presses: [String]
  let titles: [String]
  private(set) var pressCount = 0
  /// The first event that could not be carried out, if any.
  private(set) var failure: SceneBuildError?

  init(_ gesture: GestureSpec, scene: BuiltScene, clock: @escaping () -> Double) throws(SceneBuildError) {
    guard let id = gesture.item, let button = scene.view(id) as? UIControl else {
      throw SceneBuildError("the button gesture's item \(gesture.item ?? "?") is not a button")
    }
    (itemID, presses, titles) = (id, gesture.presses, gesture.titles)
    // Before the first press the button reads as after the last one (Start, when it toggles Start/Stop).
    if let title = titles.last { (button as? UIButton)?.setTitle(title, for: .normal) }
    button.addAction(UIAction { [unowned self, unowned scene] _ in self.press(in: scene, at: clock()) },
                     for: .touchUpInside)
  }

  /// The title the button shows now.
  var title: String? {
    guard !titles.isEmpty else { return nil }
    return titles[(pressCount + titles.count - 1) % titles.count]
  }

  /// The label of the events the next press carries out.
  var nextPress: String? { presses.isEmpty ? nil : presses[pressCount % presses.count] }

  private func press(in scene: BuiltScene, at time: Double) {
    guard let label = nextPress else { return }
    pressCount += 1
    if let title, let button = scene.view(itemID) as? UIButton { button.setTitle(title, for: .normal) }
    let actions = scene.events.filter { $0.label == label }.map(\.action)
      + scene.pressEvents.filter { $0.label == label }.map(\.action)
    for action in actions {
      do {
        try SceneRunner.apply(action, in: scene, at: time)
      } catch {
        failure = failure ?? error
      }
    }
  }
}
