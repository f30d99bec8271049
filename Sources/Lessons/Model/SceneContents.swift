/// A view in the scene. Dynamic items are moved by the engine; the others are decoration.
public struct ItemSpec: Sendable {
  public var id: String
  /// `view`, `button`, `textField`, `label`, `image` or `ball`: how it is drawn.
  public var kind: String
  /// x, y, width, height in points (reference coordinates).
  public var frame: [Quantity]
  /// Whether behaviours may move it. Default true.
  public var isDynamic: Bool
  /// Text and colour name for drawings.
  public var text: String?
  public var color: String?
  /// Collision shape: `rectangle` (default) or `ellipse`.
  public var shape: String
  /// Start rotation (rad) and start velocity (pt/s).
  public var angle: Quantity?
  public var velocity: QuantityPair?

  /// Creates an item description.
  public init(id: String, kind: String, frame: [Quantity], isDynamic: Bool = true, text: String? = nil,
              color: String? = nil, shape: String = "rectangle", angle: Quantity? = nil,
              velocity: QuantityPair? = nil) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.isDynamic = isDynamic
    self.text = text
    self.color = color
    self.shape = shape
    self.angle = angle
    self.velocity = velocity
  }
}

/// A value of a behaviour property in a lesson file.
public enum PropertyValue: Sendable, Equatable {
  case number(Quantity)
  case text(String)
  case flag(Bool)
  case pair(QuantityPair)
  case texts([String])
}

/// A boundary of a collision behaviour: a segment between two points, or along an item's edge.
public struct BoundarySpec: Sendable {
  public var id: String
  public var from: QuantityPair?
  public var to: QuantityPair?
  /// Item whose edge the boundary follows, and which edge (`top`, `bottom`, `left`, `right`).
  public var along: String?
  public var edge: String?

  /// Creates a boundary description.
  public init(id: String, from: QuantityPair? = nil, to: QuantityPair? = nil, along: String? = nil,
              edge: String? = nil) {
    self.id = id
    self.from = from
    self.to = to
    self.along = along
    self.edge = edge
  }
}

/// A behaviour in the scene; its keys follow UIKit's property names.
public struct BehaviorSpec: Sendable {
  public var id: String
  /// `gravity`, `collision`, `snap`, `push`, `attachment`, `item`, `field` or `composite`.
  public var type: String
  /// Items it acts on.
  public var items: [String]
  /// False when an event adds it later. Default true.
  public var isAddedAtStart: Bool
  /// Type-specific properties by key (`magnitude`, `mode`, `frequency`, …).
  public var properties: [String: PropertyValue]
  /// Boundaries (collision behaviours only).
  public var boundaries: [BoundarySpec]

  /// Creates a behaviour description.
  public init(id: String, type: String, items: [String] = [], isAddedAtStart: Bool = true,
              properties: [String: PropertyValue] = [:], boundaries: [BoundarySpec] = []) {
    self.id = id
    self.type = type
    self.items = items
    self.isAddedAtStart = isAddedAtStart
    self.properties = properties
    self.boundaries = boundaries
  }
}

/// Something that happens at a given time during a run.
public struct EventSpec: Sendable {
  /// When it happens: seconds, or a parameter's value.
  public var time: Quantity
  public var label: String?
  public var action: EventAction

  /// Creates an event.
  public init(time: Quantity, label: String? = nil, action: EventAction) {
    self.time = time
    self.label = label
    self.action = action
  }
}

/// What an event does.
public enum EventAction: Sendable {
  /// Adds and removes behaviours (by id).
  case change(add: [String], remove: [String])
  /// Sets snap behaviours' points to their items' current centres.
  case capture([String])
  /// Gives an item a velocity kick (pt/s), like a pan gesture's release.
  case fling(item: String, velocity: QuantityPair)
}
