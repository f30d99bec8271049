import LessonModel
import Dynamics
import Foundation

extension SceneBuilder {
  func makeBehavior(_ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)]) throws(SceneBuildError)
    -> UIDynamicBehavior {
    var items: [UIView] = []
    for id in spec.items { items.append(try view(id, in: views, for: spec)) }
    // The Swift text of this behaviour, for `code`: `name` is its identifier, `itemList` its items.
    let name = source?.behavior(spec.id) ?? ""
    let itemList = SwiftSource.list(spec.items.map { source?.item($0) ?? "" })
    func declare(_ type: String, _ creation: String) {
      source?.declare("var \(name): \(type)!")
      source?.add("\(name) = \(creation)")
    }

    switch spec.details {
    case .gravity(let gravity):
      typealias Keys = GravitySpec.Keys
      let behavior = UIGravityBehavior(items: items)
      declare("UIGravityBehavior", "UIGravityBehavior(items: \(itemList))")
      if let direction = try point(Keys.direction, in: gravity, spec) {
        behavior.gravityDirection = CGVector(dx: direction.x, dy: direction.y)
        source?.add("\(name).gravityDirection = \(SwiftSource.vector(behavior.gravityDirection))")
      } else {
        let angle = try number(Keys.angle, in: gravity, spec), magnitude = try number(Keys.magnitude, in: gravity, spec)
        // Straight down is UIKit's default direction: left as it is, it stays exactly (0, 1), where
        // `setAngle(.pi / 2, …)` would leave a cos(π/2) ≈ 6e-17 sideways part, and `code` writes no line.
        if angle == Double.pi / 2 {
          if magnitude != 1 {
            behavior.magnitude = magnitude
            source?.add("\(name).magnitude = \(SwiftSource.number(magnitude))")
          }
        } else {
          behavior.setAngle(angle, magnitude: magnitude)
          source?.add("\(name).setAngle(\(SwiftSource.number(angle)), magnitude: \(SwiftSource.number(magnitude)))")
        }
      }
      return behavior

    case .collision(let collision):
      return try makeCollision(collision, spec, items: items, views: views, name: name,
                               itemList: itemList)

    case .attachment(let attachment):
      return try makeAttachment(attachment, spec, views: views, name: name)

    case .item(let properties):
      let behavior = UIDynamicItemBehavior(items: items)
      declare("UIDynamicItemBehavior", "UIDynamicItemBehavior(items: \(itemList))")
      source?.addItemBehavior(name)
      defer { if let source { writeItemProperties(of: behavior, properties, spec, name: name, into: source) } }
      typealias Keys = ItemPropertiesSpec.Keys
      if isSet(Keys.elasticity, in: properties, spec) { behavior.elasticity = try number(Keys.elasticity, in: properties, spec) }
      if isSet(Keys.friction, in: properties, spec) { behavior.friction = try number(Keys.friction, in: properties, spec) }
      if isSet(Keys.density, in: properties, spec) { behavior.density = try number(Keys.density, in: properties, spec) }
      if isSet(Keys.resistance, in: properties, spec) { behavior.resistance = try number(Keys.resistance, in: properties, spec) }
      if isSet(Keys.angularResistance, in: properties, spec) {
        behavior.angularResistance = try number(Keys.angularResistance, in: properties, spec)
      }
      if isSet(Keys.allowsRotation, in: properties, spec) {
        behavior.allowsRotation = flag(Keys.allowsRotation, in: properties, spec, true)
      }
      if isSet(Keys.charge, in: properties, spec) { behavior.charge = try number(Keys.charge, in: properties, spec) }
      if isSet(Keys.anchored, in: properties, spec) { behavior.isAnchored = flag(Keys.anchored, in: properties, spec, false) }
      return behavior

    case .composite:
      declare("UIDynamicBehavior", "UIDynamicBehavior()")
      return UIDynamicBehavior()

    case .snap(let snap):
      return try makeSnap(snap, spec, views: views, name: name)

    case .push(let push):
      return try makePush(push, spec, items: items, name: name, itemList: itemList)

    case .field(let field):
      return try makeField(field, spec, items: items, name: name, itemList: itemList)
    }
  }

  /// `UICollisionBehavior`: its mode, the reference bounds and its boundaries.
  private func makeCollision(_ collision: CollisionSpec, _ spec: BehaviorSpec, items: [UIView],
                             views: [(id: String, view: UIView, isDynamic: Bool)], name: String, itemList: String)
    throws(SceneBuildError) -> UIDynamicBehavior {
    typealias Keys = CollisionSpec.Keys
    let behavior = UICollisionBehavior(items: items)
    let mode = choice(Keys.mode, collision.mode, spec) ?? CollisionMode([.everything])
    behavior.collisionMode = Self.collisionMode(mode)
    source?.declare("var \(name): UICollisionBehavior!")
    source?.add("\(name) = UICollisionBehavior(items: \(itemList))")
    source?.add("\(name).collisionMode = \(SwiftSource.collisionMode(behavior.collisionMode))")
    if flag(Keys.bounds, in: collision, spec, false) {
      behavior.translatesReferenceBoundsIntoBoundary = true
      source?.add("\(name).translatesReferenceBoundsIntoBoundary = true")
    }
    for boundary in collision.boundaries where values[ParameterName.enabled(boundary.id)] != 0 {
      let (from, to) = try boundaryEnds(boundary, spec: spec, views: views)
      behavior.addBoundary(withIdentifier: boundary.id as NSCopying, from: from, to: to)
      source?.add("\(name).addBoundary(withIdentifier: \(SwiftSource.string(boundary.id)) as NSCopying, "
        + "from: \(SwiftSource.point(from)), to: \(SwiftSource.point(to)))")
    }
    return behavior
  }

  /// The Swift text of the item properties the behaviour sets (only those: the others must not
  /// override another item behaviour's values).
  private func writeItemProperties(of behavior: UIDynamicItemBehavior, _ properties: ItemPropertiesSpec,
                                   _ spec: BehaviorSpec, name: String, into source: SwiftSource) {
    typealias Keys = ItemPropertiesSpec.Keys
    let numbers: [(BehaviorProperty<ItemPropertiesSpec, Quantity>, CGFloat)] = [
      (Keys.elasticity, behavior.elasticity), (Keys.friction, behavior.friction), (Keys.density, behavior.density),
      (Keys.resistance, behavior.resistance), (Keys.angularResistance, behavior.angularResistance),
      (Keys.charge, behavior.charge),
    ]
    for (property, value) in numbers where isSet(property, in: properties, spec) {
      source.add("\(name).\(property.key) = \(SwiftSource.number(value))")
    }
    if isSet(Keys.allowsRotation, in: properties, spec) { source.add("\(name).allowsRotation = \(behavior.allowsRotation)") }
    if isSet(Keys.anchored, in: properties, spec) { source.add("\(name).isAnchored = \(behavior.isAnchored)") }
  }

  /// UIKit's collision mode for a lesson's.
  static func collisionMode(_ mode: CollisionMode) -> UICollisionBehavior.Mode {
    var result: UICollisionBehavior.Mode = []
    for part in mode.parts {
      switch part {
      case .everything: result.formUnion(.everything)
      case .items: result.formUnion(.items)
      case .boundaries: result.formUnion(.boundaries)
      case .none: break
      }
    }
    return result
  }

  func boundaryEnds(_ boundary: BoundarySpec, spec: BehaviorSpec,
                    views: [(id: String, view: UIView, isDynamic: Bool)]) throws(SceneBuildError) -> (CGPoint, CGPoint) {
    switch boundary.path {
    case .along(let item, let edge):
      let frame = try view(item, in: views, for: spec).frame
      switch edge {
      case .top: return (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY))
      case .bottom: return (CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY))
      case .left: return (CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY))
      case .right: return (CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY))
      }
    case .segment(let from, let to):
      let what = "boundary \(boundary.id)"
      let a = CGPoint(x: try evaluateQuantity(from.x, what), y: try evaluateQuantity(from.y, what))
      let b = CGPoint(x: try evaluateQuantity(to.x, what), y: try evaluateQuantity(to.y, what))
      return (a, b)
    }
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
