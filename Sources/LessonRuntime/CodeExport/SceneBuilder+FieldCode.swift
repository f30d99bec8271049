import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// The Swift text of a field behaviour: its factory, the parameters that act in its kind and differ
  /// from what the factory gives (UIKit's documented defaults), its region and its items.
  func writeField(_ field: UIFieldBehavior, kind: FieldKind, _ fieldSpec: FieldSpec, _ spec: BehaviorSpec, name: String,
                  itemList: String, region: SceneGeometry.Field.Region, into source: SwiftSource) {
    let factory: String
    let position = source.sizes?.point(fieldSpec.position, value: field.position) ?? SwiftSource.point(field.position)
    switch kind {
    case .drag: factory = "dragField()"
    case .vortex: factory = "vortexField()"
    case .radialGravity: factory = "radialGravityField(position: \(position))"
    case .linearGravity: factory = "linearGravityField(direction: \(SwiftSource.vector(field.direction)))"
    case .velocity: factory = "velocityField(direction: \(SwiftSource.vector(field.direction)))"
    case .noise, .turbulence:
      factory = "\(kind == .noise ? "noise" : "turbulence")Field(smoothness: \(SwiftSource.number(field.smoothness)), "
        + "animationSpeed: \(SwiftSource.number(field.animationSpeed)))"
    case .spring: factory = "springField()"
    case .electric: factory = "electricField()"
    case .magnetic: factory = "magneticField()"
    }
    source.declare("var \(name): UIFieldBehavior!")
    source.add("\(name) = UIFieldBehavior.\(factory)")
    let fresh = Self.freshField(kind)
    func differs(_ a: CGFloat, _ b: CGFloat) -> Bool { Double(a).bitPattern != Double(b).bitPattern }
    if kind != .radialGravity && (differs(field.position.x, fresh.position.x) || differs(field.position.y, fresh.position.y)) {
      source.add("\(name).position = \(position)")
    }
    if differs(field.strength, fresh.strength) { source.add("\(name).strength = \(SwiftSource.number(field.strength))") }
    if differs(field.falloff, fresh.falloff) { source.add("\(name).falloff = \(SwiftSource.number(field.falloff))") }
    if differs(field.minimumRadius, fresh.minimumRadius) {
      source.add("\(name).minimumRadius = \(SwiftSource.number(field.minimumRadius))")
    }
    // `direction` (linear gravity, velocity), `smoothness` and `animationSpeed` (noise, turbulence) act
    // only in the kinds whose factory takes them.
    switch region {
    case .infinite: break  // every field's region until set
    case .rectangle(let width, let height):
      source.add("\(name).region = UIRegion(size: CGSize(width: \(SwiftSource.number(width)), height: \(SwiftSource.number(height))))")
    case .circle(let radius): source.add("\(name).region = UIRegion(radius: \(SwiftSource.number(radius)))")
    }
    for id in spec.items { source.add("\(name).addItem(\(source.item(id)))") }
  }

  /// A field as its factory makes it, to compare the built one with.
  private static func freshField(_ kind: FieldKind) -> UIFieldBehavior {
    switch kind {
    case .drag: UIFieldBehavior.dragField()
    case .vortex: UIFieldBehavior.vortexField()
    case .radialGravity: UIFieldBehavior.radialGravityField(position: .zero)
    case .linearGravity: UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 0))
    case .velocity: UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 0))
    case .noise: UIFieldBehavior.noiseField(smoothness: 0, animationSpeed: 0)
    case .turbulence: UIFieldBehavior.turbulenceField(smoothness: 0, animationSpeed: 0)
    case .spring: UIFieldBehavior.springField()
    case .electric: UIFieldBehavior.electricField()
    case .magnetic: UIFieldBehavior.magneticField()
    }
  }
}
