import TOML

/// `UISnapBehavior`: pulls one item to a point with a damped spring.
public struct SnapSpec: Sendable {
  /// The item it snaps.
  public var item: String = ""
  /// Where it snaps to; nil or `.capture`: the item's centre when the scene is built.
  public var point: SnapPoint?
  public var damping: Quantity?

  /// No key read yet.
  public init() {}

  /// The keys of a snap behaviour.
  package enum Keys {
    public static let item = RequiredBehaviorProperty("item", \SnapSpec.item, .itemID,
                                                      missing: "a snap needs item = \"<id>\"", doc: "the item it snaps")
    public static let point = BehaviorProperty("point", \SnapSpec.point, .snapPoint,
                                               doc: "`\"capture\"` (the default) is the item's centre when the scene is built")
    public static let damping = BehaviorProperty("damping", \SnapSpec.damping, .number(.unitInterval), fallback: 0.5,
                                                 doc: "spring damping")
  }
}

/// Where a snap pulls its item.
public enum SnapPoint: Sendable, Equatable {
  /// A point of the reference view.
  case point(QuantityPair)
  /// The item's centre when the scene is built (or when an event captures it).
  case capture
}

extension ValueFormat where Value == SnapPoint {
  /// `[x, y]` or `"capture"`; parameters set a point's components.
  static var snapPoint: ValueFormat {
    ValueFormat(written: "[x, y] or `\"capture\"`",
                read: { node, key, reader in
                  if let text = node.string {
                    if text == "capture" { return .capture }
                    reader.error("point must be [x, y] or \"capture\"", at: node.position)
                    return nil
                  }
                  return reader.pair(node, key: key).map { .point($0) }
                },
                erased: { point in if case .point(let pair) = point { .pair(pair) } else { .text("capture") } },
                instantiate: { point, index in
                  if case .point(let pair) = point { .point(pair.substituting("i", with: Double(index))) } else { point }
                },
                quantities: { point in if case .point(let pair) = point { [pair.x, pair.y] } else { [] } },
                parameters: [ParameterTarget(".x", .number), ParameterTarget(".y", .number)])
  }
}

extension SnapSpec: BehaviorKeys {
  package static let type = BehaviorType.snap
  package static let summary = "`UISnapBehavior`"
  package static let properties = [Keys.item.erased, Keys.point.erased, Keys.damping.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .snap(self) }
}
