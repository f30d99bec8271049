import TOML
import Localization

/// `UICollisionBehavior`: its items collide with each other, with boundaries, or both.
public struct CollisionSpec: Sendable {
  public var mode: CollisionMode?
  /// `translatesReferenceBoundsIntoBoundary`.
  public var bounds: Bool?
  /// Whether the article sets a collision delegate (kept for the record; a run has no delegate).
  package var delegate: Bool?
  /// Boundaries added with `addBoundary(withIdentifier:from:to:)`.
  package var boundaries: [BoundarySpec] = []

  /// No key set: everything collides, no boundaries.
  public init() {}

  /// The keys of a collision behaviour.
  package enum Keys {
    public static let mode = BehaviorProperty("mode", \CollisionSpec.mode, .collisionMode,
                                              doc: "`\"items|boundaries\"` or an array; `everything` by default")
    public static let bounds = BehaviorProperty("bounds", \CollisionSpec.bounds, .flag,
                                                doc: "`translatesReferenceBoundsIntoBoundary`")
    package static let delegate = BehaviorProperty("delegate", \CollisionSpec.delegate, .flag,
                                                  doc: "the article sets a collision delegate; no effect on a run")
    public static let boundary = BehaviorProperty("boundary", \CollisionSpec.boundaryKey, .boundaries,
                                                  doc: "`[[behavior.boundary]]` tables: `id` and `from`/`to`, or `along = \"<item>\"` and `edge`")
  }

  /// `boundaries` as the optional the reader fills.
  var boundaryKey: [BoundarySpec]? {
    get { boundaries }
    set { boundaries = newValue ?? [] }
  }
}

/// What a collision behaviour's items collide with: `everything`, `items`, `boundaries` or `none`,
/// joined by `|` (in the order written, so that an enum parameter's option names it as written).
public struct CollisionMode: Sendable, Equatable, LessonChoice {
  /// One of the names.
  public enum Part: String, Sendable, CaseIterable {
    case everything, items, boundaries, none
  }

  /// The names as written.
  package var parts: [Part]

  /// Creates a mode from its parts.
  public init(_ parts: [Part]) {
    self.parts = parts
  }

  public init?(lessonText: String) {
    var parts: [Part] = []
    for name in lessonText.split(separator: "|", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { continue }
      guard let part = Part(rawValue: trimmed) else { return nil }
      parts.append(part)
    }
    self.parts = parts
  }

  public var lessonText: String { parts.map(\.rawValue).joined(separator: "|") }

  package static var lessonNames: [String] { Part.allCases.map(\.rawValue) }

  /// Whether items collide with each other.
  package var collidesItems: Bool { parts.contains(.everything) || parts.contains(.items) }
  /// Whether items collide with boundaries.
  package var collidesBoundaries: Bool { parts.contains(.everything) || parts.contains(.boundaries) }
}

extension ValueFormat where Value == CollisionMode {
  /// `"items|boundaries"` or `["items", "boundaries"]`.
  static var collisionMode: ValueFormat {
    ValueFormat(written: "`everything`, `items`, `boundaries`, `none`, joined by `|`",
                read: { node, key, reader in
                  guard let names = reader.strings(node, key: key) else { return nil }
                  let text = names.joined(separator: "|")
                  let known = ["everything", "items", "boundaries"]
                  var valid = true
                  for part in text.split(separator: "|") where !CollisionMode.lessonNames.contains(String(part)) {
                    reader.error("unknown collision mode \"\(part)\" (everything, items, boundaries, none)"
                                 + Suggestion.didYouMean(String(part), in: known), at: node.position)
                    valid = false
                  }
                  return valid ? CollisionMode(lessonText: text) : nil
                },
                erased: { .text($0.lessonText) }, instantiate: { value, _ in value }, quantities: { _ in [] },
                parameters: [ParameterTarget("", .enum, acceptsOption: { CollisionMode(lessonText: $0) != nil },
                                             optionNames: CollisionMode.lessonNames)])
  }
}

extension CollisionSpec: BehaviorKeys {
  package static let type = BehaviorType.collision
  package static let summary = "`UICollisionBehavior` on `items`"
  package static let properties = [Keys.mode.erased, Keys.bounds.erased, Keys.delegate.erased, Keys.boundary.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .collision(self) }
}
