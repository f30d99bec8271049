import Foundation

/// Builds the solver's world from the animator's behaviours: items become bodies (a group becomes one
/// body with a shape per member), collision behaviours become masks and boundary segments, attachments
/// and snaps become joints.
final class WorldBuilder {
  let world: World
  let referenceBounds: CGRect?
  /// Items with a body of their own (body index = item index + 1), in registration order.
  private(set) var items: [UIDynamicItem] = []
  private var indexOfItem: [ObjectIdentifier: Int] = [:]
  /// Members of accepted groups → index of their group in `items`.
  private(set) var groupOfMember: [ObjectIdentifier: Int] = [:]
  /// Items left out because of the group rules (see `UIDynamicItemGroup`).
  private(set) var ignoredItems: [UIDynamicItem] = []
  var materials: [ItemMaterial] = []
  private var hasItemBehavior: [Bool] = []
  var itemMasks: [CollisionMask] = []
  var boundaryMasks: [CollisionMask] = []
  /// Boundaries added so far: owning collision behaviour and identifier (nil for reference bounds).
  private(set) var boundaries: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = []
  private(set) var collisionBehaviors: [UICollisionBehavior] = []
  /// How many items had their centre clamped (`clampedPoint`) or their size adjusted (`ItemShape`).
  private(set) var clampedPositions = 0
  private(set) var adjustedSizes = 0

  init(world: World, referenceBounds: CGRect?) {
    self.world = world
    self.referenceBounds = referenceBounds
  }

  /// Registers every item the behaviours name, in order, applying the group rules: groups first claim
  /// their members; a group that is empty, contains a group or shares a member with an earlier group is
  /// ignored; members named directly are ignored (their group moves them); so are items in
  /// `heldElsewhere`, which another animator moves.
  func registerItems(_ named: [UIDynamicItem], heldElsewhere: Set<ObjectIdentifier> = []) {
    var claimed: Set<ObjectIdentifier> = []
    var accepted: Set<ObjectIdentifier> = []
    var seenGroups: Set<ObjectIdentifier> = []
    for case let group as UIDynamicItemGroup in named where seenGroups.insert(ObjectIdentifier(group)).inserted {
      let ids = group.items.map(ObjectIdentifier.init)
      let nested = group.items.contains { $0 is UIDynamicItemGroup }
      if group.items.isEmpty || nested || ids.contains(where: claimed.contains) || claimed.contains(ObjectIdentifier(group)) {
        ignore(group)
        continue
      }
      accepted.insert(ObjectIdentifier(group))
      claimed.formUnion(ids)
    }
    for item in named {
      let key = ObjectIdentifier(item)
      if heldElsewhere.contains(key) {
        ignore(item)
      } else if item is UIDynamicItemGroup {
        guard accepted.contains(key) else { continue }
        let index = register(item)
        for member in (item as? UIDynamicItemGroup)?.items ?? [] {
          groupOfMember[ObjectIdentifier(member)] = index
        }
      } else if claimed.contains(key) {
        ignore(item)
      } else {
        register(item)
      }
    }
  }

  private func ignore(_ item: UIDynamicItem) {
    if !ignoredItems.containsItem(item) { ignoredItems.append(item) }
  }

  /// Registers an item (once, by identity) and returns its index.
  @discardableResult
  private func register(_ item: UIDynamicItem) -> Int {
    let key = ObjectIdentifier(item)
    if let index = indexOfItem[key] { return index }
    items.append(item)
    materials.append(.unconfigured)
    hasItemBehavior.append(false)
    itemMasks.append(CollisionMask())
    boundaryMasks.append(CollisionMask())
    indexOfItem[key] = items.count - 1
    return items.count - 1
  }

  /// Index of an item with a body of its own; nil for unknown, ignored and group-member items.
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

  /// Gives a collision behaviour its group: the set holding its index alone.
  func registerCollisionBehavior(_ behavior: UICollisionBehavior) -> CollisionMask {
    collisionBehaviors.append(behavior)
    return CollisionMask(behavior: collisionBehaviors.count - 1)
  }

  /// Adds a boundary segment (reference coordinates) owned by a collision behaviour. With `solidDepth`
  /// (pt) the segment is one face of a solid slab that deep on its left (turning from +x toward −y, the
  /// outside of a rectangle's edges taken clockwise on screen): an item whose centre got past the face is
  /// pushed back, where a two-sided segment would push it on out.
  func addBoundarySegment(from a: CGPoint, to b: CGPoint, behavior: UICollisionBehavior,
                          identifier: (any NSCopying)?, groupMask: CollisionMask, solidDepth: Double? = nil) {
    let p = Vec2(a), q = Vec2(b)
    guard p.isFinite, q.isFinite, (q - p).lengthSquared > 1e-12, !groupMask.isEmpty else { return }
    boundaries.append((behavior, identifier))
    var vertices = [p, q]
    if let depth = solidDepth, depth > 0 {
      let edge = (q - p).normalized
      let out = depth * Vec2(edge.y, -edge.x)
      // The inner face first (q to p), so that edge 0 and its normal face the items.
      vertices = [q, p, p + out, q + out]
    }
    world.addShape(body: 0, vertices: vertices, owner: Int32(boundaries.count - 1), isBoundary: true,
                   groupMask: groupMask)
  }

  /// Creates one body per registered item, with one shape (or one per group member).
  func createBodies(previous: [ObjectIdentifier: Body]) {
    world.maskOverflow.reset(behaviorCount: collisionBehaviors.count)
    for (index, item) in items.enumerated() {
      let material = materials[index]
      let density = ItemMaterial.effectiveDensity(material.density)
      var parts: [(vertices: [Vec2], radius: Double, mass: Double, inertia: Double)] = []
      if let group = item as? UIDynamicItemGroup {
        for (m, member) in group.items.enumerated() where !(member is UIDynamicItemGroup) {
          let shape = ItemShape(member)
          if shape.wasAdjusted { adjustedSizes += 1 }
          let rotation = Rotation(angle: group.memberAngles[m])
          let offset = group.memberOffsets[m]
          let mass = density * shape.area / 10_000
          parts.append((shape.vertices.map { offset + rotation.rotate($0) }, shape.radius, mass,
                        mass * (shape.unitInertia + offset.lengthSquared)))
        }
      }
      if parts.isEmpty {
        let shape = ItemShape(item)
        if shape.wasAdjusted { adjustedSizes += 1 }
        let mass = density * shape.area / 10_000
        parts.append((shape.vertices, shape.radius, mass, mass * shape.unitInertia))
      }
      let mass = parts.reduce(0) { $0 + $1.mass }
      let inertia = parts.reduce(0) { $0 + $1.inertia }
      let bodyIndex = world.addBody(makeBody(item, material, mass: mass, inertia: inertia, previous: previous))
      for part in parts {
        world.addShape(body: bodyIndex, vertices: part.vertices, radius: part.radius, owner: Int32(index),
                       isBoundary: false, itemMask: itemMasks[index], boundaryMask: boundaryMasks[index])
      }
    }
  }

  /// Coordinates are used within ±10⁹ pt (non-finite ones become 0), far beyond any screen but small
  /// enough that products of coordinates stay finite.
  static let coordinateLimit = 1e9

  static func clampedPoint(_ p: Vec2) -> Vec2 {
    func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, -coordinateLimit), coordinateLimit) : 0 }
    return Vec2(clamp(p.x), clamp(p.y))
  }

  private func makeBody(_ item: UIDynamicItem, _ material: ItemMaterial, mass: Double, inertia: Double,
                        previous: [ObjectIdentifier: Body]) -> Body {
    let validMass = mass.isFinite && mass > 0 ? mass : 1e-12
    let validInertia = inertia.isFinite && inertia > 0 ? inertia : 0
    let center = Self.clampedPoint(Vec2(item.center))
    if center != Vec2(item.center) { clampedPositions += 1 }
    let transformAngle = Double(item.transform.rotationAngle)
    var body = Body(
      position: center,
      angle: transformAngle.isFinite ? transformAngle : 0, rotation: .identity,
      mass: validMass, inverseMass: 1 / validMass, inertia: validInertia,
      inverseInertia: material.allowsRotation && validInertia > 0 ? 1 / validInertia : 0,
      friction: max(0, material.friction), restitution: max(0, material.elasticity),
      isStatic: material.isAnchored)
    if let old = previous[ObjectIdentifier(item)] {
      body.velocity = old.velocity
      body.angularVelocity = old.angularVelocity
      body.sleepTime = old.sleepTime
      // Keep the accumulated angle unless the app turned the item since the animator last wrote it.
      if item.transform == CGAffineTransform(rotationAngle: old.angle) { body.angle = old.angle }
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
    return body
  }
}
