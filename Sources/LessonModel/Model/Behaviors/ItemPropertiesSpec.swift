/// `UIDynamicItemBehavior`: the materials of its items. Only the properties the file or a parameter
/// sets are applied, so that two item behaviours on one item do not undo each other.
public struct ItemPropertiesSpec: Sendable {
  public var elasticity: Quantity?
  package var friction: Quantity?
  public var density: Quantity?
  public var resistance: Quantity?
  package var angularResistance: Quantity?
  public var allowsRotation: Bool?
  package var charge: Quantity?
  package var anchored: Bool?

  /// No property set.
  public init() {}

  /// The keys of an item behaviour; a parameter `<item>.<key>` changes the one that holds that item alone.
  package enum Keys {
    public static let elasticity = BehaviorProperty("elasticity", \ItemPropertiesSpec.elasticity, .number(.unitInterval),
                                                    fallback: 0, doc: "0 to 1")
    package static let friction = BehaviorProperty("friction", \ItemPropertiesSpec.friction, .number(.nonNegative),
                                                  fallback: 0, doc: "sliding friction")
    public static let density = BehaviorProperty("density", \ItemPropertiesSpec.density, .number(.positive),
                                                 fallback: 1, doc: "mass per area")
    public static let resistance = BehaviorProperty("resistance", \ItemPropertiesSpec.resistance, .number(.nonNegative),
                                                    fallback: 0, doc: "linear damping")
    package static let angularResistance = BehaviorProperty("angularResistance", \ItemPropertiesSpec.angularResistance,
                                                           .number(.nonNegative), fallback: 0, doc: "angular damping")
    public static let allowsRotation = BehaviorProperty("allowsRotation", \ItemPropertiesSpec.allowsRotation, .flag,
                                                        doc: "true by default")
    package static let charge = BehaviorProperty("charge", \ItemPropertiesSpec.charge, .number(), fallback: 0,
                                                doc: "for electric and magnetic fields")
    package static let anchored = BehaviorProperty("anchored", \ItemPropertiesSpec.anchored, .flag,
                                                  doc: "fixed in place, still colliding")
  }
}

extension ItemPropertiesSpec: BehaviorKeys {
  package static let type = BehaviorType.item
  package static let summary = "`UIDynamicItemBehavior` on `items`"
  package static let properties = [Keys.elasticity.erased, Keys.friction.erased, Keys.density.erased, Keys.resistance.erased,
                           Keys.angularResistance.erased, Keys.allowsRotation.erased, Keys.charge.erased,
                           Keys.anchored.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .item(self) }
}
