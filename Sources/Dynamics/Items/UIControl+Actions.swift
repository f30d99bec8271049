import Foundation

#if !canImport(UIKit)

/// An action for a control (iOS 14's `UIAction`): a handler called with the action when the control
/// sends it. Closures stand in for target-action, which needs the Objective-C runtime.
open class UIAction: NSObject {
  /// A name for menus; stored only.
  open var title: String
  private let handler: (UIAction) -> Void

  /// An action that calls `handler` when performed.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }

  /// Calls the handler.
  func perform() { handler(self) }
}

extension UIControl {
  /// The events a control sends actions for, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The option bits, UIKit's values.
    public let rawValue: UInt
    /// An event set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down inside the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control: a button's tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Adds `action` for `events` (iOS 14): `button.addAction(UIAction { _ in self.start() }, for: .touchUpInside)`.
  public func addAction(_ action: UIAction, for events: Event) {
    controlActions.append((action, events))
  }

  /// Removes `action` for `events`; it stays for any other events it was added for.
  public func removeAction(_ action: UIAction, for events: Event) {
    controlActions = controlActions.compactMap { entry in
      guard entry.action === action else { return entry }
      let left = entry.events.subtracting(events)
      return left.isEmpty ? nil : (action, left)
    }
  }

  /// Performs the actions added for any of `events`, in the order added (`.touchUpInside` also
  /// triggers `.primaryActionTriggered` actions for a button, as in UIKit).
  public func sendActions(for events: Event) {
    var wanted = events
    if self is UIButton, events.contains(.touchUpInside) { wanted.insert(.primaryActionTriggered) }
    for entry in controlActions where !entry.events.isDisjoint(with: wanted) { entry.action.perform() }
  }
}

#endif
