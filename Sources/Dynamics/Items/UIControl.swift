import Foundation

#if !canImport(UIKit)

/// A view that responds to touches, as UIKit's `UIControl`: its state decides which title a button shows.
open class UIControl: UIView {
  /// The states a control's appearance is set for, combinable as in UIKit.
  public struct State: OptionSet, Hashable, Sendable {
    /// The option bits: `highlighted` 1, `disabled` 2, `selected` 4; `normal` is none of them.
    public let rawValue: UInt
    /// A state from its option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected, not highlighted: the empty set. Titles set for it are the fallback.
    public static let normal = State([])
    /// A touch is down on the control (`isHighlighted`).
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control does not respond to touches (`isEnabled` is false).
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected (`isSelected`).
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control responds to touches. Default true.
  open var isEnabled = true
  /// Whether the control is selected. Default false.
  open var isSelected = false
  /// Whether a touch is down on the control. Default false.
  open var isHighlighted = false
  /// The actions added with `addAction(_:for:)`, with their events, in order.
  var controlActions: [(action: UIAction, events: Event)] = []

  /// A control tracks its own touches (they send its actions) and does not pass them on.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A control tracks its own touches and does not pass them on.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A control tracks its own touches and does not pass them on.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// A control tracks its own touches and does not pass them on.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// The current state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }
}

#endif
