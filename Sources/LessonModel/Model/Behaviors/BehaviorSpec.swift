/// A behaviour in the scene; its keys follow UIKit's property names.
public struct BehaviorSpec: Sendable {
  public var id: String
  /// Items it acts on.
  public var items: [String]
  /// False when an event adds it later. Default true.
  package var isAddedAtStart: Bool
  /// What kind of behaviour it is, with its properties.
  package var details: BehaviorDetails

  /// The UIKit behaviour it makes.
  public var type: BehaviorType { details.type }

  /// Its boundaries (collision behaviours only).
  package var boundaries: [BoundarySpec] {
    if case .collision(let collision) = details { return collision.boundaries }
    return []
  }

  /// Creates a behaviour description.
  public init(id: String, items: [String] = [], isAddedAtStart: Bool = true, details: BehaviorDetails) {
    self.id = id
    self.items = items
    self.isAddedAtStart = isAddedAtStart
    self.details = details
  }
}

/// A behaviour's type with the properties of that type.
public enum BehaviorDetails: Sendable {
  case gravity(GravitySpec)
  case collision(CollisionSpec)
  case snap(SnapSpec)
  case push(PushSpec)
  case attachment(AttachmentSpec)
  case item(ItemPropertiesSpec)
  case field(FieldSpec)
  case composite(CompositeSpec)

  /// The UIKit behaviour it makes.
  public var type: BehaviorType {
    switch self {
    case .gravity: .gravity
    case .collision: .collision
    case .snap: .snap
    case .push: .push
    case .attachment: .attachment
    case .item: .item
    case .field: .field
    case .composite: .composite
    }
  }

  /// The ids of the items its properties name (`item`, `to_item`, an anchor's item), besides `items`.
  package var namedItems: [String] {
    switch self {
    case .snap(let snap): [snap.item]
    case .attachment(let attachment): attachment.namedItems
    default: []
    }
  }

  /// The child behaviours of a composite; empty for the others.
  package var children: [String] {
    if case .composite(let composite) = self { return composite.children }
    return []
  }
}

/// The UIKit behaviour a lesson's `[[behavior]]` makes; the raw value is its `type` in the file.
public enum BehaviorType: String, Sendable, CaseIterable {
  /// `UIGravityBehavior`.
  case gravity
  /// `UICollisionBehavior`.
  case collision
  /// `UISnapBehavior`.
  case snap
  /// `UIPushBehavior`.
  case push
  /// `UIAttachmentBehavior` (distance, sliding, limit, fixed or pin).
  case attachment
  /// `UIDynamicItemBehavior`.
  case item
  /// `UIFieldBehavior`.
  case field
  /// A `UIDynamicBehavior` with child behaviours.
  case composite

  /// The declaration of the type's keys.
  package var keys: any BehaviorKeys.Type {
    switch self {
    case .gravity: GravitySpec.self
    case .collision: CollisionSpec.self
    case .snap: SnapSpec.self
    case .push: PushSpec.self
    case .attachment: AttachmentKeys.self
    case .item: ItemPropertiesSpec.self
    case .field: FieldSpec.self
    case .composite: CompositeSpec.self
    }
  }

  /// The type's declared keys without the spec type: what lint, parameters and FORMAT.md read. Each
  /// type's are built once, when first asked for (reading a lesson asks once per behaviour and
  /// parameter; a lesson without fields never builds the field's).
  package var schema: [PropertySchema] {
    switch self {
    case .gravity: Self.gravitySchema
    case .collision: Self.collisionSchema
    case .snap: Self.snapSchema
    case .push: Self.pushSchema
    case .attachment: Self.attachmentSchema
    case .item: Self.itemSchema
    case .field: Self.fieldSchema
    case .composite: Self.compositeSchema
    }
  }

  private static let gravitySchema = GravitySpec.schema
  private static let collisionSchema = CollisionSpec.schema
  private static let snapSchema = SnapSpec.schema
  private static let pushSchema = PushSpec.schema
  private static let attachmentSchema = AttachmentKeys.schema
  private static let itemSchema = ItemPropertiesSpec.schema
  private static let fieldSchema = FieldSpec.schema
  private static let compositeSchema = CompositeSpec.schema
}
