/// A view in the scene: an item of a `dynamics` lesson (dynamic items are moved by the engine; the
/// others are decoration), or a layer of an `animation` or `motion` lesson.
public struct ItemSpec: Sendable {
  public var id: String
  /// How it is made and drawn.
  public var kind: ItemKind
  /// x, y, width, height in points (reference coordinates).
  public var frame: [Quantity]
  /// Whether behaviours may move it. Default true.
  public var isDynamic: Bool
  /// Text and colour name for drawings.
  public var text: String?
  package var color: LessonColor?
  /// Collision shape: `rectangle` (default) or `ellipse`.
  package var shape: ItemShape
  /// Start rotation (rad) and start velocity (pt/s).
  public var angle: Quantity?
  public var velocity: QuantityPair?
  /// Start opacity and uniform scale of a layer (`animation` and `motion` engines).
  public var alpha: Quantity?
  public var scale: Quantity?

  /// Creates an item description.
  public init(id: String, kind: ItemKind, frame: [Quantity], isDynamic: Bool = true, text: String? = nil,
              color: LessonColor? = nil, shape: ItemShape = .rectangle, angle: Quantity? = nil,
              velocity: QuantityPair? = nil, alpha: Quantity? = nil, scale: Quantity? = nil) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.isDynamic = isDynamic
    self.text = text
    self.color = color
    self.shape = shape
    self.angle = angle
    self.velocity = velocity
    self.alpha = alpha
    self.scale = scale
  }
}

/// Something that happens at a given time during a run.
package struct EventSpec: Sendable {
  /// When it happens: seconds, or a parameter's value.
  public var time: Quantity
  package var label: String?
  package var action: EventAction
  /// How many times the action is repeated, with `i` = 0, 1, … in its expressions and `{i}` in its
  /// ids (nil: once, without `i`). May depend on parameters (`"pull.count"`).
  public var count: Quantity?
  /// True for an event without `at`: only a live session's button (`[[gesture]]`) carries it out.
  package var isGestureOnly: Bool

  /// Creates an event.
  public init(time: Quantity, label: String? = nil, action: EventAction, count: Quantity? = nil,
              isGestureOnly: Bool = false) {
    self.time = time
    self.label = label
    self.action = action
    self.count = count
    self.isGestureOnly = isGestureOnly
  }
}

/// What an event does.
package enum EventAction: Sendable {
  /// Adds and removes behaviours (by id).
  case change(add: [String], remove: [String])
  /// Sets snap behaviours' points to their items' current centres.
  case capture([String])
  /// A finger flicks an item at this velocity (pt/s) and lifts: the item's pan recognizer hands the
  /// finger's velocity to the item (`addLinearVelocity` through its item behaviour).
  case fling(item: String, velocity: QuantityPair)
  /// A finger lands on an item's centre, moves by `by` (pt) at an even speed over `over` seconds, stays
  /// still for `hold` seconds and lifts. The item's pan recognizer (the fling's) moves the item with the
  /// finger while it is down and, when it lifts, hands the item the pan's velocity: `by / over` after
  /// no hold, zero after one.
  case drag(item: String, by: QuantityPair, over: Quantity, hold: Quantity)
  /// A tap at a point: the push behaviour `push` gets the angle from its item's centre to the point
  /// and the magnitude distance / `divisor`.
  case tap(point: QuantityPair, push: String, divisor: Quantity)
  /// A finger drags an item sideways: it slides `translation` points over `ramp` seconds, holds for
  /// `hold` seconds and lifts. The item's pan recognizer makes a continuous push when the pan begins
  /// (10 pt), points it (translation / divisor, 0) on every move and removes it when the finger lifts.
  case pan(item: String, translation: Quantity, ramp: Quantity, hold: Quantity, divisor: Quantity)
  /// Puts an item on the circle its anchor attachment allows, `angleDegrees` from straight below the
  /// anchor (positive to the right), at rest: stands in for dragging a pendulum aside.
  case place(item: String, attachment: String, angleDegrees: Quantity)
}

extension EventAction {
  /// The action for repetition `index`: `{i}` replaced in ids and `i` in expressions.
  package func instantiated(_ index: Int) -> EventAction {
    let k = Double(index)
    func id(_ text: String) -> String { Repetition.instantiate(text, index) }
    switch self {
    case .change(let add, let remove): return .change(add: add.map(id), remove: remove.map(id))
    case .capture(let ids): return .capture(ids.map(id))
    case .fling(let item, let velocity): return .fling(item: id(item), velocity: velocity.substituting("i", with: k))
    case .drag(let item, let by, let over, let hold):
      return .drag(item: id(item), by: by.substituting("i", with: k), over: over.substituting("i", with: k),
                   hold: hold.substituting("i", with: k))
    case .tap(let point, let push, let divisor):
      return .tap(point: point.substituting("i", with: k), push: id(push), divisor: divisor.substituting("i", with: k))
    case .pan(let item, let translation, let ramp, let hold, let divisor):
      return .pan(item: id(item), translation: translation.substituting("i", with: k), ramp: ramp.substituting("i", with: k),
                  hold: hold.substituting("i", with: k), divisor: divisor.substituting("i", with: k))
    case .place(let item, let attachment, let angle):
      return .place(item: id(item), attachment: id(attachment), angleDegrees: angle.substituting("i", with: k))
    }
  }
}
