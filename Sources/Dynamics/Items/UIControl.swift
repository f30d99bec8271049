import Foundation

#if !canImport(UIKit)

/// A view that responds to touches, as UIKit's `UIControl`: its state decides which title a button shows.
open class UIControl: UIView {
  /// The states a control's appearance is set for, combinable as in UIKit.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control responds to touches. Default true.
  open var isEnabled = true
  /// Whether the control is selected. Default false.
  open var isSelected = false
  /// Whether a touch is down on the control. Default false.
  open var isHighlighted = false

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
