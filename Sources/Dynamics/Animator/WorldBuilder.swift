import Foundation

/// Builds the solver's world from the animator's behaviours: items become bodies with one shape each,
/// collision behaviours become masks and boundary segments, attachments become joints.
final class WorldBuilder {
  let world: World
  let referenceBounds: CGRect?
  private(set) var items: [UIDynamicItem] = []
  private var indexOfItem: [ObjectIdentifier: Int] = [:]
  var materials: [ItemMaterial] = []
  private var hasItemBehavior: [Bool] = []
  var itemMasks: [UInt64] = []
  var boundaryMasks: [UInt64] = []
  /// Boundaries added so far: owning collision behaviour and identifier (nil for reference bounds).
  private(set) var boundaries: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = []
  private(set) var collisionBehaviors: [UICollisionBehavior] = []

  init(world: World, referenceBounds: CGRect?) {
    self.world = world
    self.referenceBounds = referenceBounds
  }

  /// Registers an item (once, by identity) and returns its index.
  @discardableResult
  func register(_ item: UIDynamicItem) -> Int {
    let key = ObjectIdentifier(item)
    if let index = indexOfItem[key] { return index }
    items.append(item)
    materials.append(.unconfigured)
    hasItemBehavior.append(false)
    itemMasks.append(0)
    boundaryMasks.append(0)
    indexOfItem[key] = items.count - 1
    return items.count - 1
  }

  func index(of item: UIDynamicItem) -> Int? { indexOfItem[ObjectIdentifier(item)] }

  /// Body index of an item (body 0 is the ground).
  func body(of item: UIDynamicItem) -> Int32? { index(of: item).map { Int32($0 + 1) } }

  /// Starts the item from an item behaviour's defaults the first time one names it.
  func beginItemBehavior(for index: Int) {
    if !hasItemBehavior[index] {
      hasItemBehavior[index] = true
      materials[index] = .itemBehaviorDefaults
    }
  }

  /// Gives a collision behaviour its group bit (up to 64 per animator).
  func registerCollisionBehavior(_ behavior: UICollisionBehavior) -> UInt64 {
    guard collisionBehaviors.count < 64 else { return 0 }
    collisionBehaviors.append(behavior)
    return 1 << UInt64(collisionBehaviors.count - 1)
  }

  /// Adds a boundary segment (reference coordinates) owned by a collision behaviour.
  func addBoundarySegment(from a: CGPoint, to b: CGPoint, behavior: UICollisionBehavior,
                          identifier: (any NSCopying)?, groupMask: UInt64) {
    let p = Vec2(a), q = Vec2(b)
    guard p.isFinite, q.isFinite, (q - p).lengthSquared > 1e-12, groupMask != 0 else { return }
    boundaries.append((behavior, identifier))
    world.addShape(body: 0, vertices: [p, q], owner: Int32(boundaries.count - 1), isBoundary: true,
                   groupMask: groupMask)
  }

  /// Creates one body and shape per registered item.
  func createBodies(previous: [ObjectIdentifier: Body]) {
    for (index, item) in items.enumerated() {
      let material = materials[index]
      let size = item.bounds.size
      let width = max(Double(size.width), 0), height = max(Double(size.height), 0)
      var vertices: [Vec2]
      var area: Double
      var unitInertia: Double
      switch item.collisionBoundsType {
      case .rectangle:
        vertices = PolygonBuilder.rectangle(width: width, height: height)
        area = width * height
        unitInertia = (width * width + height * height) / 12
      case .ellipse:
        vertices = PolygonBuilder.ellipse(width: width, height: height)
        area = Double.pi * width * height / 4
        unitInertia = (width * width + height * height) / 16
      case .path:
        let points = item.collisionBoundingPath.polylines().flatMap(\.points).map(Vec2.init)
        if let hull = PolygonBuilder.convexHull(points) {
          vertices = hull
          (area, unitInertia) = PolygonBuilder.areaAndUnitInertia(of: hull)
        } else {
          vertices = PolygonBuilder.rectangle(width: width, height: height)
          area = width * height
          unitInertia = (width * width + height * height) / 12
        }
      }
      // A degenerate size still gets a tiny shape so that the body has finite mass.
      if !(area > 1e-6) || vertices.contains(where: { !$0.isFinite }) {
        vertices = PolygonBuilder.rectangle(width: 1e-3, height: 1e-3)
        area = 1e-6
        unitInertia = 1e-7
      }
      let density = material.density.isFinite && material.density > 0 ? material.density : 1
      let mass = density * area / 10_000
      let inertia = mass * unitInertia
      let center = Vec2(item.center)
      var body = Body(
        position: center.isFinite ? center : .zero,
        angle: Double(item.transform.rotationAngle), rotation: .identity,
        mass: mass, inverseMass: 1 / mass, inertia: inertia,
        inverseInertia: material.allowsRotation && inertia > 0 ? 1 / inertia : 0,
        friction: max(0, material.friction), restitution: max(0, material.elasticity),
        isStatic: material.isAnchored)
      if !body.angle.isFinite { body.angle = 0 }
      if let old = previous[ObjectIdentifier(item)] {
        body.velocity = old.velocity
        body.angularVelocity = old.angularVelocity
        body.angle = old.angle
        body.sleepTime = old.sleepTime
      }
      if body.isStatic {
        body.mass = 0
        body.inverseMass = 0
        body.inertia = 0
        body.inverseInertia = 0
        body.velocity = .zero
        body.angularVelocity = 0
      }
      if !material.allowsRotation { body.angularVelocity = 0 }
      body.rotation = Rotation(angle: body.angle)
      body.allowsRotation = material.allowsRotation
      body.linearDamping = max(0, material.resistance)
      body.angularDamping = max(0, material.angularResistance)
      let bodyIndex = world.addBody(body)
      world.addShape(body: bodyIndex, vertices: vertices, owner: Int32(index), isBoundary: false,
                     itemMask: itemMasks[index], boundaryMask: boundaryMasks[index])
    }
  }
}
