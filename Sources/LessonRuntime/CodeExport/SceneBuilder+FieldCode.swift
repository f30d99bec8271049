import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// The Swift text of a field behaviour: its factory, the parameters the builder set, its region and
  /// its items.
  func writeField(_ field: UIFieldBehavior, kind: FieldKind, _ fieldSpec: FieldSpec, _ spec: BehaviorSpec, name: String,
                  itemList: String, region: SceneGeometry.Field.Region, into source: SwiftSource) {
    let factory: String
    switch kind {
    case .drag: factory = "dragField()"
    case .vortex: factory = "vortexField()"
    case .radialGravity: factory = "radialGravityField(position: \(SwiftSource.point(field.position)))"
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
    source.add("\(name).position = \(SwiftSource.point(field.position))")
    typealias Keys = FieldSpec.Keys
    if isSet(Keys.direction, in: fieldSpec, spec) { source.add("\(name).direction = \(SwiftSource.vector(field.direction))") }
    source.add("\(name).strength = \(SwiftSource.number(field.strength))")
    source.add("\(name).falloff = \(SwiftSource.number(field.falloff))")
    source.add("\(name).minimumRadius = \(SwiftSource.number(field.minimumRadius))")
    if isSet(Keys.smoothness, in: fieldSpec, spec) { source.add("\(name).smoothness = \(SwiftSource.number(field.smoothness))") }
    if isSet(Keys.animationSpeed, in: fieldSpec, spec) {
      source.add("\(name).animationSpeed = \(SwiftSource.number(field.animationSpeed))")
    }
    switch region {
    case .infinite: source.add("\(name).region = .infinite")
    case .rectangle(let width, let height):
      source.add("\(name).region = UIRegion(size: CGSize(width: \(SwiftSource.number(width)), height: \(SwiftSource.number(height))))")
    case .circle(let radius): source.add("\(name).region = UIRegion(radius: \(SwiftSource.number(radius)))")
    }
    for id in spec.items { source.add("\(name).addItem(\(source.item(id)))") }
  }
}
