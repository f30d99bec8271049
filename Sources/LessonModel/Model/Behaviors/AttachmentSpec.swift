/// `UIAttachmentBehavior`: an item held to an anchor point or to another item, by one of the
/// attachment kinds, each with what it needs.
public struct AttachmentSpec: Sendable {
  /// The item attached.
  public var item: String
  public var kind: AttachmentKind
  /// Spring frequency (0: a rigid rod), damping and rest length; a parameter may set each.
  public var frequency: Quantity?
  public var damping: Quantity?
  package var length: Quantity?

  /// Creates an attachment description.
  public init(item: String, kind: AttachmentKind, frequency: Quantity? = nil, damping: Quantity? = nil,
              length: Quantity? = nil) {
    self.item = item
    self.kind = kind
    self.frequency = frequency
    self.damping = damping
    self.length = length
  }

  /// Every item it names as an item: its item and the other item (an anchor's item is checked apart).
  package var namedItems: [String] {
    var named = [item]
    if let other = kind.otherItem { named.append(other) }
    return named
  }
}

/// The attachment kinds, each with what its `UIAttachmentBehavior` initializer needs.
public enum AttachmentKind: Sendable {
  /// `init(item:offsetFromCenter:attachedToAnchor:)` or `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`.
  case distance(offset: QuantityPair?, to: AttachmentEnd)
  /// `slidingAttachment(with:attachmentAnchor:axisOfTranslation:)` (anchor nil: the item's centre) or,
  /// with another item, `slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`.
  case sliding(axis: QuantityPair, anchor: AttachmentAnchor?, otherItem: String?, range: QuantityPair?)
  /// `limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`: a rope.
  case limit(otherItem: String, offset: QuantityPair?, otherOffset: QuantityPair?)
  /// `fixedAttachment(with:attachedTo:attachmentAnchor:)`.
  case fixed(otherItem: String, anchor: AttachmentAnchor)
  /// `pinAttachment(with:attachedTo:attachmentAnchor:)`.
  case pin(otherItem: String, anchor: AttachmentAnchor, frictionTorque: Quantity?, range: QuantityPair?)

  /// The other item, if the kind attaches two.
  package var otherItem: String? {
    switch self {
    case .distance(_, .item(let other)): other
    case .distance: nil
    case .sliding(_, _, let other, _): other
    case .limit(let other, _, _), .fixed(let other, _), .pin(let other, _, _, _): other
    }
  }

  /// The anchor, if the kind has one.
  public var anchor: AttachmentAnchor? {
    switch self {
    case .distance(_, .anchor(let anchor)): anchor
    case .sliding(_, let anchor, _, _): anchor
    case .fixed(_, let anchor), .pin(_, let anchor, _, _): anchor
    default: nil
    }
  }
}

/// What a distance attachment holds its item to.
public enum AttachmentEnd: Sendable {
  case anchor(AttachmentAnchor)
  case item(String)
}

/// An attachment's anchor point: written as a point, or as an item's centre when the scene is built.
public enum AttachmentAnchor: Sendable, Equatable {
  /// `[x, y]`; parameters `<attachment>.anchor.x` and `.y`.
  case point(QuantityPair)
  /// `"<item>.center"`.
  case center(of: String)
}

/// The name of an attachment kind in a lesson file.
package enum AttachmentKindName: String, Sendable, CaseIterable, LessonChoice {
  case distance, sliding, limit, fixed, pin
}
