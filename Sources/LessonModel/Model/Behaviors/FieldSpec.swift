import TOML
import Localization

/// `UIFieldBehavior`: a field made by one of UIKit's factories, acting on its items inside a region.
public struct FieldSpec: Sendable {
  public var kind: FieldKind = .drag
  public var position: QuantityPair?
  public var region: FieldRegion?
  package var strength: Quantity?
  package var falloff: Quantity?
  package var minimumRadius: Quantity?
  package var direction: QuantityPair?
  package var smoothness: Quantity?
  package var animationSpeed: Quantity?

  /// No key read yet.
  public init() {}

  /// The keys of a field behaviour.
  package enum Keys {
    public static let kind = RequiredBehaviorProperty("kind", \FieldSpec.kind,
                                                      .choice { "unknown field kind \"\($0)\"" + Suggestion.didYouMean($0, in: FieldKind.lessonNames) },
                                                      missing: "a field needs kind = \"…\"", doc: "the factory")
    public static let position = BehaviorProperty("position", \FieldSpec.position, .pair, doc: "[x, y]; the origin by default")
    public static let region = BehaviorProperty("region", \FieldSpec.region, .fieldRegion,
                                                doc: "centred on the position; a size or radius that comes out as 0 is infinite")
    package static let strength = BehaviorProperty("strength", \FieldSpec.strength, .number(), fallback: 1, doc: "field strength")
    package static let falloff = BehaviorProperty("falloff", \FieldSpec.falloff, .number(.nonNegative), fallback: 0,
                                                 doc: "how the strength falls off with distance")
    package static let minimumRadius = BehaviorProperty("minimumRadius", \FieldSpec.minimumRadius, .number(.nonNegative),
                                                       fallback: 0.01, doc: "no closer than this to the position")
    package static let direction = BehaviorProperty("direction", \FieldSpec.direction, .pair,
                                                   doc: "linear gravity and velocity fields; [0, 1] by default")
    package static let smoothness = BehaviorProperty("smoothness", \FieldSpec.smoothness, .number(.unitInterval),
                                                    fallback: 0, doc: "noise and turbulence")
    package static let animationSpeed = BehaviorProperty("animationSpeed", \FieldSpec.animationSpeed, .number(),
                                                        fallback: 0, doc: "noise and turbulence")
  }
}

/// `UIFieldBehavior`'s factories, by the name a lesson file gives.
public enum FieldKind: String, Sendable, CaseIterable, LessonChoice {
  case drag, radialGravity, linearGravity, vortex, noise, turbulence, spring, velocity, electric, magnetic
}

/// Where a field acts, centred on its position.
public enum FieldRegion: Sendable, Equatable {
  /// Everywhere (`"infinite"`).
  case infinite
  /// A rectangle (`{ size = [w, h] }`); parameters `<field>.region.width` and `.height`.
  case size(QuantityPair)
  /// A disc (`{ radius = r }`); a parameter `<field>.region.radius`.
  case radius(Quantity)
}

extension ValueFormat where Value == FieldRegion {
  /// `"infinite"`, `{ size = [w, h] }` or `{ radius = r }`.
  static var fieldRegion: ValueFormat {
    ValueFormat(written: "`\"infinite\"`, `{ size = [w, h] }` or `{ radius = r }`",
                read: { node, _, reader in readRegion(node, reader) },
                erased: { _ in nil },
                instantiate: { region, index in
                  switch region {
                  case .infinite: region
                  case .size(let size): .size(size.substituting("i", with: Double(index)))
                  case .radius(let radius): .radius(radius.substituting("i", with: Double(index)))
                  }
                },
                quantities: { region in
                  switch region {
                  case .infinite: []
                  case .size(let size): [size.x, size.y]
                  case .radius(let radius): [radius]
                  }
                },
                parameters: [ParameterTarget(".width", .number), ParameterTarget(".height", .number),
                             ParameterTarget(".radius", .number)])
  }

  private static func readRegion(_ node: TOMLNode, _ reader: PropertyReader) -> FieldRegion? {
    let context = reader.table.context, sink = reader.sink
    if node.string == "infinite" { return .infinite }
    guard let table = node.table else {
      sink.error("\(context): region must be \"infinite\", { size = [w, h] } or { radius = r }", at: node.position)
      return nil
    }
    let regionReader = TableReader(table, of: .region, context: "\(context) region", sink: sink)
    defer { regionReader.reportUnknownKeys() }
    if let size = regionReader.pair("size", meaning: "[width, height]") {
      for component in [size.x, size.y] {
        if case .literal(let value) = component, value <= 0 {
          sink.error("\(context): region sizes must be > 0", at: regionReader.node("size")?.position)
        }
      }
      return .size(size)
    }
    if let radius = regionReader.quantity("radius") {
      if case .literal(let value) = radius, value <= 0 {
        sink.error("\(context): region radius must be > 0", at: regionReader.node("radius")?.position)
      }
      return .radius(radius)
    }
    sink.error("\(context): region needs size = [w, h] or radius = r", at: table.position)
    return nil
  }
}

extension FieldSpec: BehaviorKeys {
  package static let type = BehaviorType.field
  package static let summary = "`UIFieldBehavior` on `items`"
  package static let properties = [Keys.kind.erased, Keys.position.erased, Keys.region.erased, Keys.strength.erased,
                           Keys.falloff.erased, Keys.minimumRadius.erased, Keys.direction.erased, Keys.smoothness.erased,
                           Keys.animationSpeed.erased]

  package func details(_ problems: inout [KeyProblem]) -> BehaviorDetails { .field(self) }
}
