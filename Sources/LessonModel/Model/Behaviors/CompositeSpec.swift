/// A `UIDynamicBehavior` that holds other behaviours as its children.
public struct CompositeSpec: Sendable {
  /// The children's ids (`"rod{i}"` in the file names every repetition).
  package var children: [String] = []

  /// No children yet.
  public init() {}

  /// The keys of a composite behaviour.
  package enum Keys {
    package static let children = BehaviorProperty("children", \CompositeSpec.childrenKey, .behaviorIDs,
                                                  doc: "the behaviours it holds")
  }

  /// `children` as the optional the reader fills.
  var childrenKey: [String]? {
    get { children }
    set { children = newValue ?? [] }
  }
}

extension CompositeSpec: BehaviorKeys {
  package static let type = BehaviorType.composite
  package static let summary = "a `UIDynamicBehavior` with child behaviours"
  package static let properties = [Keys.children.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .composite(self) }
}
