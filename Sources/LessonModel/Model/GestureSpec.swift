/// A gesture the learner makes in a live session (`dynamics-tutor live`), declared with `[[gesture]]`.
///
/// The `tap`, `pan` and `fling` gestures hand the learner's touches to the recognizers the lesson's
/// events of the same action install (a tap recognizer on the reference view, pan recognizers on the
/// items), and leave those scripted events out of a live session: the learner's finger replaces them.
/// A `button` gesture makes an item a button whose presses carry out the lesson's events by label, in
/// turn (Start, Stop, Start, …). A `scroll` gesture scrolls a springy list (the mouse wheel, or a drag
/// anywhere on it): its springs' anchors move with the content, their items lag by their distance from
/// the finger over the resistance. Where no gesture's view is under the finger, the learner grabs the
/// dynamic item there with an attachment to the pointer.
package struct GestureSpec: Sendable, Equatable {
  /// What kind of gesture it is; the raw value is its `type` in the file.
  public enum Kind: String, Sendable, CaseIterable {
    /// Taps on the reference view (the `tap` events' recognizer).
    case tap
    /// Drags of the items the `pan` events name (their pan recognizers).
    case pan
    /// Drags and flicks of the items the `fling` and `drag` events name; live, the item follows the finger and is
    /// flung with the pan's velocity when it lifts.
    case fling
    /// A button whose presses carry out events by label.
    case button
    /// Scrolls a springy list: the wheel, or a drag, moves the springs' anchors.
    case scroll
  }

  /// The kind of gesture.
  public var kind: Kind
  /// The button's item (`button` only).
  public var item: String?
  /// The event labels the button's presses carry out, in turn, starting again after the last.
  package var presses: [String]
  /// The button's title after each press (as many as `presses`); empty to keep its title.
  package var titles: [String]

  /// The attachment behaviours whose anchors the content carries (`scroll`; repeated ids expanded).
  package var springs: [String] = []
  /// Distance from the finger (pt) at which an item lags by the whole scroll (`scroll`).
  package var resistance: Quantity?
  /// How far one wheel notch scrolls (pt, `scroll`).
  package var step: Double = 20
  /// How far the content scrolls freely from where it started, either way, before the rubber band (pt,
  /// `scroll`).
  package var limit: Double = 100
  /// How far an insertion moves the anchors below it (pt, `scroll`); 0: the `i` key inserts nothing.
  package var insert: Double = 0

  /// Creates a gesture declaration.
  public init(kind: Kind, item: String? = nil, presses: [String] = [], titles: [String] = []) {
    self.kind = kind
    self.item = item
    self.presses = presses
    self.titles = titles
  }

  /// A scroll gesture over `springs`.
  package init(scrolling springs: [String], resistance: Quantity, step: Double, limit: Double, insert: Double = 0) {
    self.init(kind: .scroll)
    (self.springs, self.resistance, self.step, self.limit, self.insert) = (springs, resistance, step, limit, insert)
  }

  /// The event action kind the gesture takes over from the script (nil for a button, whose events
  /// are named by label).
  package func takesOver(_ action: EventAction) -> Bool {
    switch (kind, action) {
    case (.tap, .tap), (.pan, .pan), (.fling, .fling), (.fling, .drag): true
    default: false
    }
  }
}
