/// The keys of an attachment as written, before its kind says which of them it takes.
package struct AttachmentKeys: Sendable {
  package init() {}

  package var item = ""
  package var kind: AttachmentKindName?
  package var anchor: AttachmentAnchor?
  package var offset: QuantityPair?
  package var toItem: String?
  package var toOffset: QuantityPair?
  package var frequency: Quantity?
  package var damping: Quantity?
  package var length: Quantity?
  package var axis: QuantityPair?
  package var range: QuantityPair?
  package var frictionTorque: Quantity?

  /// The keys of an attachment behaviour.
  package enum Keys {
    package static let item = RequiredBehaviorProperty("item", \AttachmentKeys.item, .itemID,
                                               missing: "an attachment needs item = \"<id>\"", doc: "the item attached")
    package static let kind = BehaviorProperty("kind", \AttachmentKeys.kind,
                                       ValueFormat<AttachmentKindName>.choice { "attachment kind \"\($0)\" is not one of "
                                         + AttachmentKindName.lessonNames.joined(separator: ", ") }.notAParameter,
                                       doc: "`distance` by default; iOS 9's kinds take the keys below")
    package static let anchor = BehaviorProperty("anchor", \AttachmentKeys.anchor, .anchor,
                                         doc: "[x, y] or `\"<item>.center\"` (or `to_item`)")
    package static let offset = BehaviorProperty("offset", \AttachmentKeys.offset, .pair, doc: "from the item's centre")
    package static let toItem = BehaviorProperty("to_item", \AttachmentKeys.toItem, .itemID, doc: "the other item")
    package static let toOffset = BehaviorProperty("to_offset", \AttachmentKeys.toOffset, .pair,
                                           doc: "from the other item's centre (limit)")
    package static let frequency = BehaviorProperty("frequency", \AttachmentKeys.frequency, .number(.nonNegative), fallback: 0,
                                            doc: "Hz; 0 is a rigid rod")
    package static let damping = BehaviorProperty("damping", \AttachmentKeys.damping, .number(.nonNegative), fallback: 0, doc: "spring damping")
    package static let length = BehaviorProperty("length", \AttachmentKeys.length, .number(.nonNegative),
                                         doc: "pt; the distance when the scene is built by default")
    package static let axis = BehaviorProperty("axis", \AttachmentKeys.axis, .pair, doc: "[dx, dy] (sliding, required)")
    package static let range = BehaviorProperty("range", \AttachmentKeys.range, .pair, doc: "[min, max] (sliding, pin)")
    package static let frictionTorque = BehaviorProperty("frictionTorque", \AttachmentKeys.frictionTorque, .number(), fallback: 0,
                                                 doc: "pin")
  }
}

extension AttachmentKeys: BehaviorKeys {
  package static let type = BehaviorType.attachment
  package static let summary = "`UIAttachmentBehavior`"
  package static let properties = [Keys.item.erased, Keys.anchor.erased, Keys.offset.erased, Keys.toItem.erased,
                           Keys.toOffset.erased, Keys.frequency.erased, Keys.damping.erased, Keys.length.erased,
                           Keys.kind.erased, Keys.axis.erased, Keys.range.erased, Keys.frictionTorque.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails {
    if anchor == nil && toItem == nil { problems.append(KeyProblem("an attachment needs an anchor or a to_item")) }
    let name = kind ?? .distance
    /// Keys the kind does not take.
    func refuse(_ keys: [(String, Bool)]) {
      for (key, isSet) in keys where isSet {
        problems.append(KeyProblem("a \(name.rawValue) attachment takes no \(key)", at: key))
      }
    }
    let attachmentKind: AttachmentKind?
    switch name {
    case .distance:
      refuse([("to_offset", toOffset != nil), ("axis", axis != nil), ("range", range != nil),
              ("frictionTorque", frictionTorque != nil)])
      if let toItem {
        attachmentKind = .distance(offset: offset, to: .item(toItem))
      } else {
        attachmentKind = anchor.map { .distance(offset: offset, to: .anchor($0)) }
      }
    case .sliding:
      refuse([("offset", offset != nil), ("to_offset", toOffset != nil), ("frictionTorque", frictionTorque != nil)])
      if axis == nil { problems.append(KeyProblem("a sliding attachment needs axis = [dx, dy]")) }
      if toItem != nil && anchor == nil {
        problems.append(KeyProblem("a sliding attachment to another item needs anchor = [x, y]"))
      }
      attachmentKind = axis.map { .sliding(axis: $0, anchor: anchor, otherItem: toItem, range: range) }
    case .limit:
      refuse([("anchor", anchor != nil), ("axis", axis != nil), ("range", range != nil),
              ("frictionTorque", frictionTorque != nil)])
      if toItem == nil { problems.append(KeyProblem("a limit attachment needs to_item")) }
      attachmentKind = toItem.map { .limit(otherItem: $0, offset: offset, otherOffset: toOffset) }
    case .fixed, .pin:
      refuse([("offset", offset != nil), ("to_offset", toOffset != nil), ("axis", axis != nil)]
             + (name == .fixed ? [("range", range != nil), ("frictionTorque", frictionTorque != nil)] : []))
      if toItem == nil || anchor == nil {
        problems.append(KeyProblem("a \(name.rawValue) attachment needs to_item and anchor = [x, y]"))
      }
      if let toItem, let anchor {
        attachmentKind = name == .fixed ? .fixed(otherItem: toItem, anchor: anchor)
          : .pin(otherItem: toItem, anchor: anchor, frictionTorque: frictionTorque, range: range)
      } else {
        attachmentKind = nil
      }
    }
    let standIn = AttachmentKind.distance(offset: offset, to: toItem.map { .item($0) }
                                            ?? .anchor(anchor ?? .point(QuantityPair(.literal(0), .literal(0)))))
    return .attachment(AttachmentSpec(item: item, kind: attachmentKind ?? standIn, frequency: frequency, damping: damping,
                                      length: length))
  }
}

extension ValueFormat where Value == AttachmentAnchor {
  /// `[x, y]`, or `"<item>.center"` (checked against the items once every behaviour is read).
  static var anchor: ValueFormat {
    ValueFormat(written: "[x, y] or `\"<item>.center\"`",
                read: { node, key, reader in
                  if let text = node.string {
                    return .center(of: text.hasSuffix(".center") ? String(text.dropLast(".center".count)) : text)
                  }
                  return reader.pair(node, key: key).map { .point($0) }
                },
                erased: { anchor in
                  switch anchor {
                  case .point(let pair): .pair(pair)
                  case .center(let item): .text(item + ".center")
                  }
                },
                instantiate: { anchor, index in
                  switch anchor {
                  case .point(let pair): .point(pair.substituting("i", with: Double(index)))
                  case .center(let item): .center(of: Repetition.instantiate(item, index))
                  }
                },
                quantities: { anchor in if case .point(let pair) = anchor { [pair.x, pair.y] } else { [] } },
                parameters: [ParameterTarget(".x", .number), ParameterTarget(".y", .number)])
  }
}
