/// `UIPushBehavior`: a force (continuous) or an impulse (instantaneous) on its items.
public struct PushSpec: Sendable {
  public var mode: PushMode?
  public var magnitude: Quantity?
  public var angle: Quantity?
  /// The point of application, relative to each item's centre.
  public var offset: QuantityPair?
  package var active: Bool?

  /// No key set: a continuous push of magnitude 0.
  public init() {}

  /// The keys of a push behaviour.
  package enum Keys {
    public static let mode = BehaviorProperty("mode", \PushSpec.mode,
                                              .choice { _ in "push mode must be continuous or instantaneous" },
                                              doc: "`continuous` by default")
    public static let magnitude = BehaviorProperty("magnitude", \PushSpec.magnitude, .number(), fallback: 0,
                                                   doc: "1 moves a 100 × 100 pt view at 100 pt/s²")
    public static let angle = BehaviorProperty("angle", \PushSpec.angle, .number(), fallback: 0, doc: "rad")
    public static let offset = BehaviorProperty("offset", \PushSpec.offset, .pair,
                                                doc: "the point of application from the centre, for every item")
    package static let active = BehaviorProperty("active", \PushSpec.active, .flag, doc: "true by default")
  }
}

/// `UIPushBehavior.Mode`.
public enum PushMode: String, Sendable, CaseIterable, LessonChoice {
  case continuous, instantaneous
}

extension PushSpec: BehaviorKeys {
  package static let type = BehaviorType.push
  package static let summary = "`UIPushBehavior` on `items`"
  package static let properties = [Keys.mode.erased, Keys.magnitude.erased, Keys.angle.erased, Keys.offset.erased,
                           Keys.active.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .push(self) }
}
