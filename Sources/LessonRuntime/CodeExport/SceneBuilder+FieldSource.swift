import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// The Swift text of a field behaviour: its factory, the parameters the builder set, its region and
  /// its items.
  func writeField(_ field: UIFieldBehavior, kind: FieldKind, _ fieldSpec: FieldSpec, _ spec: BehaviorSpec, name: String,
                  itemList: String, region: SceneGeometry.Field.Region, into source: SceneSource) {
    let factory: String
    switch kind {
    case .drag: factory = "dragField()"
    case .vortex: factory = "vortexField()"
    case .radialGravity: factory = "radialGravityField(position: \(SceneSource.point(field.position)))"
    case .linearGravity: factory = "linearGravityField(direction: \(SceneSource.vector(field.direction)))"
    case .velocity: factory = "velocityField(direction: \(SceneSource.vector(field.direction)))"
    case .noise, .turbulence:
      factory = "\(kind == .noise ? "noise" : "turbulence")Field(smoothness: \(SceneSource.number(field.smoothness)), "
        + "animationSpeed: \(SceneSource.number(field.animationSpeed)))"
    case .spring: factory = "springField()"
    case .electric: factory = "electricField()"
    case .magnetic: factory = "magneticField()"
    }
    source.declare("var \(name): UIFieldBehavior!")
    source.add("\(name) = UIFieldBehavior.\(factory)")
    source.add("\(name).position = \(SceneSource.point(field.position))")
    typealias Keys = FieldSpec.Keys
    if isSet(Keys.direction, in: fieldSpec, spec) { source.add("\(name).direction = \(SceneSource.vector(field.direction))") }
    source.add("\(name).strength = \(SceneSource.number(field.strength))")
    source.add("\(name).falloff = \(SceneSource.number(field.falloff))")
    source.add("\(name).minimumRadius = \(SceneSource.number(field.minimumRadius))")
    if isSet(Keys.smoothness, in: fieldSpec, spec) { source.add("\(name).smoothness = \(SceneSource.number(field.smoothness))") }
    if isSet(Keys.animationSpeed, in: fieldSpec, spec) {
      source.add("\(name).animationSpeed = \(SceneSource.number(field.animationSpeed))")
    }
    switch region {
    case .infinite: source.add("\(name).region = .infinite")
    case .rectangle(let width, let height):
      source.add("\(name).region = UIRegion(size: CGSize(width: \(SceneSource.number(width)), height: \(SceneSource.number(height))))")
    case .circle(let radius): source.add("\(name).region = UIRegion(radius: \(SceneSource.number(radius)))")
    }
    for id in spec.items { source.add("\(name).addItem(\(source.item(id)))") }
  }
}
