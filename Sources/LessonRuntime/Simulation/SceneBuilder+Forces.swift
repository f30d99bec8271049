import LessonModel
import Dynamics
import Foundation

/// Snap, push and field behaviours.
extension SceneBuilder {
  /// `UISnapBehavior`: `point = [x, y]`, or `"capture"` (the default) for the item's centre now.
  func makeSnap(_ snap: SnapSpec, _ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)],
                name: String) throws(SceneBuildError) -> UIDynamicBehavior {
    let view = try view(snap.item, in: views, for: spec)
    var target = view.center
    if case .point(let pair)? = snap.point, let point = try point(SnapSpec.Keys.point.key, pair, spec) { target = point }
    let behavior = UISnapBehavior(item: view, snapTo: target)
    behavior.damping = try number(SnapSpec.Keys.damping, in: snap, spec)
    if let source {
      source.declare("var \(name): UISnapBehavior!")
      source.add("\(name) = UISnapBehavior(item: \(source.item(snap.item)), snapTo: \(SwiftSource.point(target)))")
      source.add("\(name).damping = \(SwiftSource.number(behavior.damping))")
    }
    return behavior
  }

  /// `UIPushBehavior`: `mode`, `magnitude`, `angle`, `offset` (the point of application, for every
  /// item) and `active`.
  func makePush(_ push: PushSpec, _ spec: BehaviorSpec, items: [UIView], name: String, itemList: String)
    throws(SceneBuildError) -> UIDynamicBehavior {
    typealias Keys = PushSpec.Keys
    let mode: UIPushBehavior.Mode
    switch choice(Keys.mode, push.mode, spec) ?? .continuous {
    case .continuous: mode = .continuous
    case .instantaneous: mode = .instantaneous
    }
    let behavior = UIPushBehavior(items: items, mode: mode)
    let angle = try number(Keys.angle, in: push, spec), magnitude = try number(Keys.magnitude, in: push, spec)
    behavior.setAngle(angle, magnitude: magnitude)
    source?.declare("var \(name): UIPushBehavior!")
    source?.add("\(name) = UIPushBehavior(items: \(itemList), mode: .\(mode == .continuous ? "continuous" : "instantaneous"))")
    source?.add("\(name).setAngle(\(SwiftSource.number(angle)), magnitude: \(SwiftSource.number(magnitude)))")
    if let offset = try point(Keys.offset, in: push, spec) {
      let uiOffset = UIOffset(horizontal: offset.x, vertical: offset.y)
      for item in items { behavior.setTargetOffsetFromCenter(uiOffset, for: item) }
      for id in spec.items {
        source?.add("\(name).setTargetOffsetFromCenter(\(SwiftSource.offset(uiOffset)), for: \(source?.item(id) ?? ""))")
      }
    }
    behavior.active = flag(Keys.active, in: push, spec, true)
    source?.add("\(name).active = \(behavior.active)")
    return behavior
  }

  /// `UIFieldBehavior` from its factory, with its position, region and parameters.
  func makeField(_ fieldSpec: FieldSpec, _ spec: BehaviorSpec, items: [UIView], name: String,
                 itemList: String) throws(SceneBuildError) -> UIDynamicBehavior {
    typealias Keys = FieldSpec.Keys
    let kind = choice(Keys.kind, in: fieldSpec, spec)
    let direction = try point(Keys.direction, in: fieldSpec, spec).map { CGVector(dx: $0.x, dy: $0.y) } ?? CGVector(dx: 0, dy: 1)
    let smoothness = try number(Keys.smoothness, in: fieldSpec, spec)
    let speed = try number(Keys.animationSpeed, in: fieldSpec, spec)
    let position = try point(Keys.position, in: fieldSpec, spec) ?? .zero
    let field: UIFieldBehavior
    switch kind {
    case .drag: field = .dragField()
    case .vortex: field = .vortexField()
    case .radialGravity: field = .radialGravityField(position: position)
    case .linearGravity: field = .linearGravityField(direction: direction)
    case .velocity: field = .velocityField(direction: direction)
    case .noise: field = .noiseField(smoothness: smoothness, animationSpeed: speed)
    case .turbulence: field = .turbulenceField(smoothness: smoothness, animationSpeed: speed)
    case .spring: field = .springField()
    case .electric: field = .electricField()
    case .magnetic: field = .magneticField()
    }
    field.position = position
    if isSet(Keys.direction, in: fieldSpec, spec) { field.direction = direction }
    field.strength = try number(Keys.strength, in: fieldSpec, spec)
    field.falloff = try number(Keys.falloff, in: fieldSpec, spec)
    field.minimumRadius = try number(Keys.minimumRadius, in: fieldSpec, spec)
    if isSet(Keys.smoothness, in: fieldSpec, spec) { field.smoothness = smoothness }
    if isSet(Keys.animationSpeed, in: fieldSpec, spec) { field.animationSpeed = speed }
    let region = try fieldRegion(fieldSpec.region, spec)
    field.region = region.uiRegion
    for item in items { field.addItem(item) }
    if let source {
      writeField(field, kind: kind, fieldSpec, spec, name: name, itemList: itemList, region: region.drawn, into: source)
    }
    return field
  }

  /// The region: `"infinite"`, `{ size = [w, h] }` or `{ radius = r }`. Parameters
  /// `<field>.region.width`, `.height` and `.radius` change the numbers; a size or radius that comes
  /// out as 0 means an infinite region (a switch a lesson can offer).
  private func fieldRegion(_ region: FieldRegion?, _ spec: BehaviorSpec) throws(SceneBuildError)
    -> (uiRegion: UIRegion, drawn: SceneGeometry.Field.Region) {
    switch region {
    case .size(let size)?:
      let width = try override(values["\(spec.id).region.width"], size.x, "field \(spec.id) region width")
      let height = try override(values["\(spec.id).region.height"], size.y, "field \(spec.id) region height")
      guard width >= 0, height >= 0 else { throw SceneBuildError("field \(spec.id): region sizes must not be negative") }
      if width == 0 || height == 0 { return (.infinite, .infinite) }
      return (UIRegion(size: CGSize(width: width, height: height)), .rectangle(width: width, height: height))
    case .radius(let quantity)?:
      let radius = try override(values["\(spec.id).region.radius"], quantity, "field \(spec.id) region radius")
      guard radius >= 0 else { throw SceneBuildError("field \(spec.id): the region radius must not be negative") }
      if radius == 0 { return (.infinite, .infinite) }
      return (UIRegion(radius: radius), .circle(radius: radius))
    case .infinite?, nil:
      return (.infinite, .infinite)
    }
  }
}
