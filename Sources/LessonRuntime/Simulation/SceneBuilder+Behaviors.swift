import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  /// A number property: the parameter `<id>.<key>` if the learner has one, else the file's value,
  /// else `fallback`.
  func number(_ spec: BehaviorSpec, _ key: String, _ fallback: Double) throws(SceneBuildError) -> Double {
    if let value = override(spec, key) { return value }
    guard let property = spec.properties[key] else { return fallback }
    guard case .number(let quantity) = property else {
      throw SceneBuildError("behavior \(spec.id): \(key) must be a number")
    }
    return try evaluateQuantity(quantity, "behavior \(spec.id): \(key)")
  }

  /// A text property, or an enum parameter's chosen option.
  func text(_ spec: BehaviorSpec, _ key: String) -> String? {
    let name = "\(spec.id).\(key)"
    // Int(exactly:) is nil for NaN, ±∞ and values beyond Int, where Int(_:) would trap.
    if let parameter = lesson.parameter(name), parameter.kind == .enum, let value = values[name],
       let index = Int(exactly: value.rounded(.towardZero)), parameter.options.indices.contains(index) {
      return parameter.options[index]
    }
    if case .text(let text)? = spec.properties[key] { return text }
    return nil
  }

  /// A flag property, or a bool parameter.
  func flag(_ spec: BehaviorSpec, _ key: String, _ fallback: Bool) -> Bool {
    if let value = override(spec, key) { return value != 0 }
    if case .flag(let flag)? = spec.properties[key] { return flag }
    return fallback
  }

  /// The learner's value for a behaviour property: `<behavior>.<key>`, or for an item behaviour that
  /// holds a single item, `<item>.<key>`.
  func override(_ spec: BehaviorSpec, _ key: String) -> Double? {
    if let value = values["\(spec.id).\(key)"] { return value }
    if spec.type == .item, spec.items.count == 1, let value = values["\(spec.items[0]).\(key)"] { return value }
    return nil
  }

  /// Whether the file or the learner sets this property.
  func isSet(_ spec: BehaviorSpec, _ key: String) -> Bool {
    spec.properties[key] != nil || override(spec, key) != nil
  }

  func point(_ spec: BehaviorSpec, _ key: String) throws(SceneBuildError) -> CGPoint? {
    guard case .pair(let pair)? = spec.properties[key] else { return nil }
    let x = try override(values["\(spec.id).\(key).x"], pair.x, "\(spec.id).\(key)")
    let y = try override(values["\(spec.id).\(key).y"], pair.y, "\(spec.id).\(key)")
    return CGPoint(x: x, y: y)
  }

  /// The learner's value if there is one, else the file's quantity.
  func override(_ value: Double?, _ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
    if let value { return value }
    return try evaluateQuantity(quantity, what)
  }

  func evaluateQuantity(_ quantity: Quantity, _ what: String) throws(SceneBuildError) -> Double {
    try quantity.sceneValue(constants, what)
  }

  func makeBehavior(_ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)],
                    geometry: inout SceneGeometry) throws(SceneBuildError) -> UIDynamicBehavior {
    func view(_ id: String) throws(SceneBuildError) -> UIView {
      guard let found = views.first(where: { $0.id == id }) else {
        throw SceneBuildError("behavior \(spec.id) names an unknown item \(id)")
      }
      return found.view
    }
    var items: [UIView] = []
    for id in spec.items { items.append(try view(id)) }
    // The Swift text of this behaviour, for `code`: `name` is its identifier, `itemList` its items.
    let name = source?.behavior(spec.id) ?? ""
    let itemList = SceneSource.list(spec.items.map { source?.item($0) ?? "" })
    func declare(_ type: String, _ creation: String) {
      source?.declare("var \(name): \(type)!")
      source?.add("\(name) = \(creation)")
    }

    switch spec.type {
    case .gravity:
      let gravity = UIGravityBehavior(items: items)
      declare("UIGravityBehavior", "UIGravityBehavior(items: \(itemList))")
      if case .pair? = spec.properties["direction"], let direction = try point(spec, "direction") {
        gravity.gravityDirection = CGVector(dx: direction.x, dy: direction.y)
        source?.add("\(name).gravityDirection = \(SceneSource.vector(gravity.gravityDirection))")
      } else {
        let angle = try number(spec, "angle", Double.pi / 2), magnitude = try number(spec, "magnitude", 1)
        gravity.setAngle(angle, magnitude: magnitude)
        source?.add("\(name).setAngle(\(SceneSource.number(angle)), magnitude: \(SceneSource.number(magnitude)))")
      }
      return gravity

    case .collision:
      let collision = UICollisionBehavior(items: items)
      collision.collisionMode = try Self.collisionMode(text(spec, "mode") ?? "everything", spec.id)
      declare("UICollisionBehavior", "UICollisionBehavior(items: \(itemList))")
      source?.add("\(name).collisionMode = \(SceneSource.collisionMode(collision.collisionMode))")
      if flag(spec, "bounds", false) {
        collision.translatesReferenceBoundsIntoBoundary = true
        source?.add("\(name).translatesReferenceBoundsIntoBoundary = true")
        let (w, h) = (geometry.width, geometry.height)
        for (x1, y1, x2, y2) in [(0.0, 0.0, w, 0.0), (w, 0, w, h), (w, h, 0, h), (0, h, 0, 0)] {
          geometry.boundaries.append(.init(id: "bounds", x1: x1, y1: y1, x2: x2, y2: y2))
        }
      }
      for boundary in spec.boundaries where values["\(boundary.id).enabled"] != 0 {
        let (from, to) = try boundaryEnds(boundary, spec: spec, views: views)
        collision.addBoundary(withIdentifier: boundary.id as NSCopying, from: from, to: to)
        source?.add("\(name).addBoundary(withIdentifier: \(SceneSource.string(boundary.id)) as NSCopying, "
          + "from: \(SceneSource.point(from)), to: \(SceneSource.point(to)))")
        geometry.boundaries.append(.init(id: boundary.id, x1: from.x, y1: from.y, x2: to.x, y2: to.y))
      }
      return collision

    case .attachment:
      guard case .text(let itemID)? = spec.properties["item"] else {
        throw SceneBuildError("attachment \(spec.id) needs an item")
      }
      if let kinded = try makeAttachmentKind(spec, views: views, name: name) {
        var other: String?
        if case .text(let otherID)? = spec.properties["to_item"] { other = otherID }
        let anchor = kinded.attachedBehaviorType == .anchor ? (Double(kinded.anchorPoint.x), Double(kinded.anchorPoint.y)) : nil
        geometry.attachments.append(.init(id: spec.id, item: itemID, anchor: anchor, otherItem: other,
                                          isSpring: kinded.frequency > 0))
        return kinded
      }
      let item = try view(itemID)
      let offset = try point(spec, "offset") ?? .zero
      let uiOffset = UIOffset(horizontal: offset.x, vertical: offset.y)
      let attachment: UIAttachmentBehavior
      var anchorPoint: CGPoint?
      var other: String?
      if case .text(let otherID)? = spec.properties["to_item"] {
        attachment = UIAttachmentBehavior(item: item, offsetFromCenter: uiOffset, attachedTo: try view(otherID),
                                          offsetFromCenter: .zero)
        other = otherID
        declare("UIAttachmentBehavior", "UIAttachmentBehavior(item: \(source?.item(itemID) ?? ""), offsetFromCenter: "
          + "\(SceneSource.offset(uiOffset)), attachedTo: \(source?.item(otherID) ?? ""), offsetFromCenter: .zero)")
      } else {
        let anchor: CGPoint
        if case .text(let reference)? = spec.properties["anchor"], reference.hasSuffix(".center") {
          anchor = try view(String(reference.dropLast(".center".count))).center
        } else if let point = try point(spec, "anchor") {
          anchor = point
        } else {
          throw SceneBuildError("attachment \(spec.id) needs an anchor [x, y] or \"<item>.center\", or a to_item")
        }
        attachment = UIAttachmentBehavior(item: item, offsetFromCenter: uiOffset, attachedToAnchor: anchor)
        anchorPoint = anchor
        declare("UIAttachmentBehavior", "UIAttachmentBehavior(item: \(source?.item(itemID) ?? ""), offsetFromCenter: "
          + "\(SceneSource.offset(uiOffset)), attachedToAnchor: \(SceneSource.point(anchor)))")
      }
      attachment.frequency = try number(spec, "frequency", 0)
      attachment.damping = try number(spec, "damping", 0)
      source?.add("\(name).frequency = \(SceneSource.number(attachment.frequency))")
      source?.add("\(name).damping = \(SceneSource.number(attachment.damping))")
      if isSet(spec, "length") {
        attachment.length = try number(spec, "length", Double(attachment.length))
        source?.add("\(name).length = \(SceneSource.number(attachment.length))")
      }
      geometry.attachments.append(.init(id: spec.id, item: itemID, anchor: anchorPoint.map { (Double($0.x), Double($0.y)) },
                                        otherItem: other, isSpring: attachment.frequency > 0))
      return attachment

    case .item:
      let behavior = UIDynamicItemBehavior(items: items)
      declare("UIDynamicItemBehavior", "UIDynamicItemBehavior(items: \(itemList))")
      source?.addItemBehavior(name)
      defer { if let source { writeItemProperties(of: behavior, spec, name: name, into: source) } }
      if isSet(spec, "elasticity") {
        behavior.elasticity = try number(spec, "elasticity", 0)
      }
      if isSet(spec, "friction") {
        behavior.friction = try number(spec, "friction", 0)
      }
      if isSet(spec, "density") {
        behavior.density = try number(spec, "density", 1)
      }
      if isSet(spec, "resistance") {
        behavior.resistance = try number(spec, "resistance", 0)
      }
      if isSet(spec, "angularResistance") {
        behavior.angularResistance = try number(spec, "angularResistance", 0)
      }
      if isSet(spec, "allowsRotation") {
        behavior.allowsRotation = flag(spec, "allowsRotation", true)
      }
      if isSet(spec, "charge") {
        behavior.charge = try number(spec, "charge", 0)
      }
      if isSet(spec, "anchored") {
        behavior.isAnchored = flag(spec, "anchored", false)
      }
      return behavior

    case .composite:
      declare("UIDynamicBehavior", "UIDynamicBehavior()")
      return UIDynamicBehavior()

    case .snap:
      return try makeSnap(spec, views: views, geometry: &geometry, name: name)

    case .push:
      return try makePush(spec, items: items, name: name, itemList: itemList)

    case .field:
      return try makeField(spec, items: items, geometry: &geometry, name: name, itemList: itemList)

    }
  }

  /// The Swift text of the item properties the behaviour sets (only those: the others must not
  /// override another item behaviour's values).
  private func writeItemProperties(of behavior: UIDynamicItemBehavior, _ spec: BehaviorSpec, name: String,
                                   into source: SceneSource) {
    let numbers: [(String, String, CGFloat)] = [
      ("elasticity", "elasticity", behavior.elasticity), ("friction", "friction", behavior.friction),
      ("density", "density", behavior.density), ("resistance", "resistance", behavior.resistance),
      ("angularResistance", "angularResistance", behavior.angularResistance), ("charge", "charge", behavior.charge),
    ]
    for (key, property, value) in numbers where isSet(spec, key) {
      source.add("\(name).\(property) = \(SceneSource.number(value))")
    }
    if isSet(spec, "allowsRotation") { source.add("\(name).allowsRotation = \(behavior.allowsRotation)") }
    if isSet(spec, "anchored") { source.add("\(name).isAnchored = \(behavior.isAnchored)") }
  }

  static func collisionMode(_ text: String, _ id: String) throws(SceneBuildError) -> UICollisionBehavior.Mode {
    var mode: UICollisionBehavior.Mode = []
    for part in text.split(separator: "|").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      switch part {
      case "everything": mode.formUnion(.everything)
      case "items": mode.formUnion(.items)
      case "boundaries": mode.formUnion(.boundaries)
      case "none", "": break
      default: throw SceneBuildError("collision \(id): unknown mode \"\(part)\" (use everything, items, boundaries)")
      }
    }
    return mode
  }

  func boundaryEnds(_ boundary: BoundarySpec, spec: BehaviorSpec,
                    views: [(id: String, view: UIView, isDynamic: Bool)]) throws(SceneBuildError) -> (CGPoint, CGPoint) {
    if let along = boundary.along {
      guard let frame = views.first(where: { $0.id == along })?.view.frame else {
        throw SceneBuildError("boundary \(boundary.id) follows an unknown item \(along)")
      }
      switch boundary.edge ?? "top" {
      case "top": return (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY))
      case "bottom": return (CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY))
      case "left": return (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY))
      case "right": return (CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY))
      case let edge: throw SceneBuildError("boundary \(boundary.id): unknown edge \"\(edge)\"")
      }
    }
    guard let from = boundary.from, let to = boundary.to else {
      throw SceneBuildError("boundary \(boundary.id) needs from and to, or along and edge")
    }
    let a = CGPoint(x: try evaluateQuantity(from.x, "boundary \(boundary.id)"), y: try evaluateQuantity(from.y, "boundary \(boundary.id)"))
    let b = CGPoint(x: try evaluateQuantity(to.x, "boundary \(boundary.id)"), y: try evaluateQuantity(to.y, "boundary \(boundary.id)"))
    return (a, b)
  }
}

/// A view whose collision shape may be an ellipse (balls).
final class ShapedView: UIView {
  private let isEllipse: Bool

  init(frame: CGRect, name: String, ellipse: Bool) {
    isEllipse = ellipse
    super.init(frame: frame)
    self.name = name
  }

  required init?(coder: NSCoder) { nil }

  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { isEllipse ? .ellipse : .rectangle }
}
