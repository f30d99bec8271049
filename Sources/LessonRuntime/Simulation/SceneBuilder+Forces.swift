import LessonModel
import Dynamics
import Foundation

/// Snap, push and field behaviours, and the iOS 9 attachment kinds.
extension SceneBuilder {
  /// The item named by a behaviour's `item` key.
  func namedItem(_ spec: BehaviorSpec, _ key: String, in views: [(id: String, view: UIView, isDynamic: Bool)])
    throws(SceneBuildError) -> (id: String, view: UIView) {
    guard case .text(let id)? = spec.properties[key] else {
      throw SceneBuildError("\(spec.type) \(spec.id) needs \(key) = \"<id>\"")
    }
    guard let found = views.first(where: { $0.id == id }) else {
      throw SceneBuildError("behavior \(spec.id) names an unknown item \(id)")
    }
    return (id, found.view)
  }

  /// `UISnapBehavior`: `point = [x, y]`, or `"capture"` (the default) for the item's centre now.
  func makeSnap(_ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)],
                geometry: inout SceneGeometry, name: String) throws(SceneBuildError) -> UIDynamicBehavior {
    let (id, view) = try namedItem(spec, "item", in: views)
    let target = try point(spec, "point") ?? view.center
    let snap = UISnapBehavior(item: view, snapTo: target)
    snap.damping = try number(spec, "damping", 0.5)
    if let source {
      source.declare("var \(name): UISnapBehavior!")
      source.add("\(name) = UISnapBehavior(item: \(source.item(id)), snapTo: \(SceneSource.point(target)))")
      source.add("\(name).damping = \(SceneSource.number(snap.damping))")
    }
    geometry.snapPoints.append(.init(id: spec.id, item: id, x: Double(target.x), y: Double(target.y)))
    return snap
  }

  /// `UIPushBehavior`: `mode`, `magnitude`, `angle`, `offset` (the point of application, for every
  /// item) and `active`.
  func makePush(_ spec: BehaviorSpec, items: [UIView], name: String, itemList: String) throws(SceneBuildError)
    -> UIDynamicBehavior {
    let mode: UIPushBehavior.Mode
    switch text(spec, "mode") ?? "continuous" {
    case "continuous": mode = .continuous
    case "instantaneous": mode = .instantaneous
    case let other: throw SceneBuildError("push \(spec.id): mode \"\(other)\" is not continuous or instantaneous")
    }
    let push = UIPushBehavior(items: items, mode: mode)
    let angle = try number(spec, "angle", 0), magnitude = try number(spec, "magnitude", 0)
    push.setAngle(angle, magnitude: magnitude)
    source?.declare("var \(name): UIPushBehavior!")
    source?.add("\(name) = UIPushBehavior(items: \(itemList), mode: .\(mode == .continuous ? "continuous" : "instantaneous"))")
    source?.add("\(name).setAngle(\(SceneSource.number(angle)), magnitude: \(SceneSource.number(magnitude)))")
    if let offset = try point(spec, "offset") {
      let uiOffset = UIOffset(horizontal: offset.x, vertical: offset.y)
      for item in items { push.setTargetOffsetFromCenter(uiOffset, for: item) }
      for id in spec.items {
        source?.add("\(name).setTargetOffsetFromCenter(\(SceneSource.offset(uiOffset)), for: \(source?.item(id) ?? ""))")
      }
    }
    push.active = flag(spec, "active", true)
    source?.add("\(name).active = \(push.active)")
    return push
  }

  /// `UIFieldBehavior` from its factory, with its position, region and parameters.
  func makeField(_ spec: BehaviorSpec, items: [UIView], geometry: inout SceneGeometry, name: String,
                 itemList: String) throws(SceneBuildError) -> UIDynamicBehavior {
    guard let kindName = text(spec, "kind"), let kind = UIFieldBehavior.Kind(rawValue: kindName), kind != .custom else {
      throw SceneBuildError("field \(spec.id): unknown kind \"\(text(spec, "kind") ?? "")\"")
    }
    let direction = try point(spec, "direction").map { CGVector(dx: $0.x, dy: $0.y) } ?? CGVector(dx: 0, dy: 1)
    let smoothness = try number(spec, "smoothness", 0), speed = try number(spec, "animationSpeed", 0)
    let position = try point(spec, "position") ?? .zero
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
    case .magnetic, .custom: field = .magneticField()
    }
    field.position = position
    if isSet(spec, "direction") { field.direction = direction }
    field.strength = try number(spec, "strength", 1)
    field.falloff = try number(spec, "falloff", 0)
    field.minimumRadius = try number(spec, "minimumRadius", 1)
    if isSet(spec, "smoothness") { field.smoothness = smoothness }
    if isSet(spec, "animationSpeed") { field.animationSpeed = speed }
    let region = try fieldRegion(spec)
    field.region = region.uiRegion
    for item in items { field.addItem(item) }
    if let source {
      writeField(field, kind: kind, spec, name: name, itemList: itemList, region: region.drawn, into: source)
    }
    geometry.fields.append(.init(id: spec.id, kind: kind.rawValue, x: Double(position.x), y: Double(position.y),
                                 region: region.drawn, isActive: spec.isAddedAtStart))
    return field
  }

  /// The region: `"infinite"`, `{ size = [w, h] }` or `{ radius = r }`. Parameters
  /// `<field>.region.width`, `.height` and `.radius` change the numbers; a size or radius that comes
  /// out as 0 means an infinite region (a switch a lesson can offer).
  private func fieldRegion(_ spec: BehaviorSpec) throws(SceneBuildError)
    -> (uiRegion: UIRegion, drawn: SceneGeometry.Field.Region) {
    if case .pair(let size)? = spec.properties["region.size"] {
      let width = try override(values["\(spec.id).region.width"], size.x, "field \(spec.id) region width")
      let height = try override(values["\(spec.id).region.height"], size.y, "field \(spec.id) region height")
      guard width >= 0, height >= 0 else { throw SceneBuildError("field \(spec.id): region sizes must not be negative") }
      if width == 0 || height == 0 { return (.infinite, .infinite) }
      return (UIRegion(size: CGSize(width: width, height: height)), .rectangle(width: width, height: height))
    }
    if case .number(let quantity)? = spec.properties["region.radius"] {
      let radius = try override(values["\(spec.id).region.radius"], quantity, "field \(spec.id) region radius")
      guard radius >= 0 else { throw SceneBuildError("field \(spec.id): the region radius must not be negative") }
      if radius == 0 { return (.infinite, .infinite) }
      return (UIRegion(radius: radius), .circle(radius: radius))
    }
    return (.infinite, .infinite)
  }

  /// The iOS 9 attachment kinds (`kind = "sliding" | "limit" | "fixed" | "pin"`); nil for a plain
  /// (distance) attachment.
  func makeAttachmentKind(_ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)], name: String)
    throws(SceneBuildError) -> UIAttachmentBehavior? {
    guard let kind = text(spec, "kind"), kind != "distance" else { return nil }
    let (_, item) = try namedItem(spec, "item", in: views)
    let other = spec.properties["to_item"] == nil ? nil : try namedItem(spec, "to_item", in: views).view
    var anchor = try point(spec, "anchor")
    if case .text(let reference)? = spec.properties["anchor"], reference.hasSuffix(".center") {
      let owner = String(reference.dropLast(".center".count))
      guard let found = views.first(where: { $0.id == owner }) else {
        throw SceneBuildError("attachment \(spec.id): anchor names an unknown item \(owner)")
      }
      anchor = found.view.center
    }
    let attachment: UIAttachmentBehavior
    // The same call as Swift text, for `code`.
    var creation = ""
    let itemName = source.map { s in spec.properties["item"].flatMap { if case .text(let id) = $0 { s.item(id) } else { nil } } ?? "" } ?? ""
    let otherName = source.map { s in spec.properties["to_item"].flatMap { if case .text(let id) = $0 { s.item(id) } else { nil } } ?? "" } ?? ""
    switch kind {
    case "sliding":
      guard let axis = try point(spec, "axis") else { throw SceneBuildError("sliding attachment \(spec.id) needs axis = [dx, dy]") }
      let vector = CGVector(dx: axis.x, dy: axis.y)
      if let other {
        guard let anchor else { throw SceneBuildError("sliding attachment \(spec.id) needs anchor = [x, y]") }
        attachment = .slidingAttachment(with: item, attachedTo: other, attachmentAnchor: anchor, axisOfTranslation: vector)
        creation = "slidingAttachment(with: \(itemName), attachedTo: \(otherName), attachmentAnchor: "
          + "\(SceneSource.point(anchor)), axisOfTranslation: \(SceneSource.vector(vector)))"
      } else {
        let point = anchor ?? item.center
        attachment = .slidingAttachment(with: item, attachmentAnchor: point, axisOfTranslation: vector)
        creation = "slidingAttachment(with: \(itemName), attachmentAnchor: \(SceneSource.point(point)), "
          + "axisOfTranslation: \(SceneSource.vector(vector)))"
      }
    case "limit":
      guard let other else { throw SceneBuildError("limit attachment \(spec.id) needs to_item") }
      let a = try point(spec, "offset") ?? .zero, b = try point(spec, "to_offset") ?? .zero
      let offsetA = UIOffset(horizontal: a.x, vertical: a.y), offsetB = UIOffset(horizontal: b.x, vertical: b.y)
      attachment = .limitAttachment(with: item, offsetFromCenter: offsetA, attachedTo: other, offsetFromCenter: offsetB)
      creation = "limitAttachment(with: \(itemName), offsetFromCenter: \(SceneSource.offset(offsetA)), "
        + "attachedTo: \(otherName), offsetFromCenter: \(SceneSource.offset(offsetB)))"
    case "fixed", "pin":
      guard let other, let anchor else { throw SceneBuildError("\(kind) attachment \(spec.id) needs to_item and anchor = [x, y]") }
      attachment = kind == "fixed" ? .fixedAttachment(with: item, attachedTo: other, attachmentAnchor: anchor)
        : .pinAttachment(with: item, attachedTo: other, attachmentAnchor: anchor)
      creation = "\(kind)Attachment(with: \(itemName), attachedTo: \(otherName), attachmentAnchor: \(SceneSource.point(anchor)))"
    default:
      throw SceneBuildError("attachment \(spec.id): unknown kind \"\(kind)\"")
    }
    if isSet(spec, "frequency") { attachment.frequency = try number(spec, "frequency", 0) }
    if isSet(spec, "damping") { attachment.damping = try number(spec, "damping", 0) }
    if isSet(spec, "length") { attachment.length = try number(spec, "length", Double(attachment.length)) }
    if isSet(spec, "frictionTorque") { attachment.frictionTorque = try number(spec, "frictionTorque", 0) }
    if let range = try point(spec, "range") {
      attachment.attachmentRange = UIFloatRange(minimum: range.x, maximum: range.y)
    }
    if let source {
      source.declare("var \(name): UIAttachmentBehavior!")
      source.add("\(name) = UIAttachmentBehavior.\(creation)")
      if isSet(spec, "frequency") { source.add("\(name).frequency = \(SceneSource.number(attachment.frequency))") }
      if isSet(spec, "damping") { source.add("\(name).damping = \(SceneSource.number(attachment.damping))") }
      if isSet(spec, "length") { source.add("\(name).length = \(SceneSource.number(attachment.length))") }
      if isSet(spec, "frictionTorque") { source.add("\(name).frictionTorque = \(SceneSource.number(attachment.frictionTorque))") }
      if spec.properties["range"] != nil {
        let range = attachment.attachmentRange
        source.add("\(name).attachmentRange = UIFloatRange(minimum: \(SceneSource.number(range.minimum)), "
          + "maximum: \(SceneSource.number(range.maximum)))")
      }
    }
    return attachment
  }
}
