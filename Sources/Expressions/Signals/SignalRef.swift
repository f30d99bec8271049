/// One recorded signal of one item, `fallingButton.top`: what a plot draws and an export writes.
public struct SignalRef: Sendable, Hashable, CustomStringConvertible {
  /// The item's id.
  public var item: String
  /// Which of its signals.
  package var quantity: ItemSignal

  /// Creates a reference.
  public init(item: String, quantity: ItemSignal) {
    self.item = item
    self.quantity = quantity
  }

  /// Reads `item.quantity`, split at the last dot; nil when there is no dot or no such signal.
  public init?(parsing text: String) {
    guard let dot = text.lastIndex(of: "."),
          let quantity = ItemSignal(rawValue: String(text[text.index(after: dot)...])) else { return nil }
    self.init(item: String(text[..<dot]), quantity: quantity)
  }

  /// `item.quantity`, as lesson files and plot legends write it.
  public var description: String { "\(item).\(quantity.rawValue)" }

  /// Whether the signal is measured downward on screen (y, top, bottom, vy), so that a plot of it
  /// draws larger values lower.
  package var pointsDown: Bool { quantity.pointsDown }
}
