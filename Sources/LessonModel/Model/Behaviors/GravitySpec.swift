/// `UIGravityBehavior`: an acceleration on its items, given as an angle and a magnitude or as a
/// direction vector.
public struct GravitySpec: Sendable {
  public var magnitude: Quantity?
  public var angle: Quantity?
  package var direction: QuantityPair?

  /// No key set: the builder's fallbacks (down, magnitude 1).
  public init() {}

  /// The keys of a gravity behaviour.
  package enum Keys {
    public static let magnitude = BehaviorProperty("magnitude", \GravitySpec.magnitude, .number(), fallback: 1,
                                                   doc: "1 is 1000 pt/s²")
    public static let angle = BehaviorProperty("angle", \GravitySpec.angle, .number(), fallback: Double.pi / 2,
                                               doc: "rad, from +x towards +y (down)")
    package static let direction = BehaviorProperty("direction", \GravitySpec.direction, .pair,
                                                   doc: "[dx, dy] instead of angle and magnitude")
  }
}

extension GravitySpec: BehaviorKeys {
  package static let type = BehaviorType.gravity
  package static let summary = "`UIGravityBehavior`"
  package static let properties = [Keys.magnitude.erased, Keys.angle.erased, Keys.direction.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails {
    if direction != nil && (angle != nil || magnitude != nil) {
      problems.append(KeyProblem("give angle and magnitude, or direction, not both", at: "direction"))
    }
    return .gravity(self)
  }
}
