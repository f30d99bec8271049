import LessonModel
import Dynamics

/// A lesson's scene made concrete on the engine: views, behaviours and scheduled events, ready to run.
public final class BuiltScene {
  /// The animator, on a reference view of the scene's size.
  public let animator: UIDynamicAnimator
  /// The reference view.
  public let root: UIView
  /// Every item's view, in lesson order.
  public let views: [(id: String, view: UIView, isDynamic: Bool)]
  /// Behaviours by id.
  public let behaviors: [String: UIDynamicBehavior]
  /// Events in time order.
  package let events: [(time: Double, label: String?, action: EventAction)]
  /// Boundaries and anchors for drawings.
  package let geometry: SceneGeometry
  /// Constants (parameters, lets, sizes, initial geometry) for expressions.
  public let constants: [String: Double]
  /// Behaviours switched off with `<id>.enabled = false`: never added, not even by events.
  package let disabled: Set<String>
  /// Behaviour ids in the lesson's order.
  let order: [String]
  /// Events without a time, by label: only a live session's button carries them out.
  package internal(set) var pressEvents: [(label: String, action: EventAction)] = []
  /// Gestures in progress, updated before every step.
  var drivers: [SceneDriver] = []
  /// What the reference view's tap recognizer does, when the lesson has taps.
  var tapHandler: TapPushHandler?
  /// What the items' pan recognizers do, when the lesson has pans or flings.
  var panHandler: PanHandler?

  init(animator: UIDynamicAnimator, root: UIView, views: [(id: String, view: UIView, isDynamic: Bool)],
       behaviors: [String: UIDynamicBehavior], events: [(time: Double, label: String?, action: EventAction)],
       geometry: SceneGeometry, constants: [String: Double], disabled: Set<String> = [], order: [String] = []) {
    self.animator = animator
    self.root = root
    self.views = views
    self.behaviors = behaviors
    self.events = events
    self.geometry = geometry
    self.constants = constants
    self.disabled = disabled
    self.order = order
  }

  /// The view of an item.
  public func view(_ id: String) -> UIView? { views.first { $0.id == id }?.view }

  /// The lesson's item behaviour that holds `view` and is in the animator, so that a velocity given to
  /// the item does not change its materials; a new one (added to the animator) only when there is none.
  /// A new item behaviour would give the item Apple's default friction 0 instead of the engine's 0.2
  /// for items no item behaviour names (docs/engine-decisions.md).
  func itemBehavior(holding view: UIView) -> UIDynamicItemBehavior {
    for id in order {
      guard let behavior = behaviors[id] as? UIDynamicItemBehavior, behavior.dynamicAnimator != nil,
            behavior.items.contains(where: { $0 === view }) else { continue }
      return behavior
    }
    let created = UIDynamicItemBehavior(items: [view])
    animator.addBehavior(created)
    return created
  }
}
