/// The solver's data: dense arrays of bodies, shapes, joints and contacts, and one fixed step.
/// The animator builds it from behaviours and items; the world itself knows nothing of UIKit types.
///
/// Its stored properties are `@exclusivity(unchecked)`: the engine is single-threaded and never holds two
/// overlapping accesses to one of them, and the dynamic checks cost about a tenth of a step (and
/// a tenth of the cradle's step for the properties other than the hot arrays).
final class World {
  /// Body 0 is the static ground that owns the boundaries.
  @exclusivity(unchecked) var bodies: ContiguousArray<Body> = [Body.ground()]
  @exclusivity(unchecked) var shapes: ContiguousArray<Shape> = []
  /// Polygon vertices and outward edge normals in body coordinates, and their world-space copies.
  @exclusivity(unchecked) var localVertices: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var localNormals: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var worldVertices: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var worldNormals: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var joints: ContiguousArray<Joint> = []
  /// This step's chains and trees of rods, solved exactly (Solver/RodTrees.swift).
  @exclusivity(unchecked) var rodTrees = RodTrees()
  /// Scratch of the check that springs sharing items stay stable (Solver/SpringCoupling.swift).
  @exclusivity(unchecked) var springCoupling = SpringCoupling()
  /// Per-body marks of `prepareJoints`: items holding a rod to a fixed point, items holding a spring.
  @exclusivity(unchecked) var rodStamp = BodyStamp()
  @exclusivity(unchecked) var springStamp = BodyStamp()

  @exclusivity(unchecked) var contacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var previousContacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var contactTable = ContactTable()
  /// The solve's order (Solver/ContactLevels.swift): per contact its dependency level, per body the level
  /// of its last contact so far, the contacts sorted by level and where each level starts, the solve's
  /// order (`laneScheduleCount` entries; the arrays only grow) and the fixed values of the pairs solved
  /// side by side.
  @exclusivity(unchecked) var contactLevel: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var bodyLevel: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var levelOrder: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var levelStart: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var laneSchedule: ContiguousArray<LanePair> = []
  @exclusivity(unchecked) var laneScheduleCount = 0
  /// Whether this step's contacts are solved by levels: at least `levelSolveMinimumContacts` of them
  /// (`Tuning.laneSolveMinimumContacts`; tests raise it to compare the two orders bit for bit).
  @exclusivity(unchecked) var solvesInLevels = false
  @exclusivity(unchecked) var levelSolveMinimumContacts = Tuning.laneSolveMinimumContacts
  /// Whether the level solve takes two pairs at a time in four lanes where it can (Solver/WideLanes.swift):
  /// where the machine has AVX; tests turn it off to compare the two with each other.
  @exclusivity(unchecked) var usesWideLanes = WideLanes.isAvailable
  /// What the last computed schedule depended on, per contact, and its contact count (−1 before the
  /// first) and use of four lanes (Solver/ScheduleReuse.swift).
  @exclusivity(unchecked) var scheduleKeys: ContiguousArray<ScheduleKey> = []
  @exclusivity(unchecked) var scheduledContactCount = -1
  @exclusivity(unchecked) var scheduledWithWideLanes = false
  @exclusivity(unchecked) var laneConstraints: ContiguousArray<LaneConstraint> = []
  @exclusivity(unchecked) var lanePoints: ContiguousArray<LanePointConstants> = []
  /// The paired contacts' impulses while the sub-steps solve them, and per contact where its impulses are
  /// (Solver/LaneImpulses.swift).
  @exclusivity(unchecked) var laneImpulses: ContiguousArray<PointImpulses> = []
  @exclusivity(unchecked) var contactLaneSlot: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var broadPhase = BroadPhase()
  /// The shapes' collision masks past the first 64 behaviours (`CollisionMask`).
  @exclusivity(unchecked) var maskOverflow = MaskOverflow()
  @exclusivity(unchecked) var pairs: ContiguousArray<UInt64> = []

  /// Contacts that began or ended touching during the last step.
  @exclusivity(unchecked) var beganEvents: ContiguousArray<ContactEvent> = []
  @exclusivity(unchecked) var endedEvents: ContiguousArray<ContactEvent> = []

  // MARK: Solver state: sleeping, islands, continuous collision (owned by the solver; see Solver/)

  /// Whether islands may sleep (Box2D's `enableSleep`). When false the animator never pauses.
  @exclusivity(unchecked) var isSleepingEnabled = true
  /// Non-static bodies that are awake.
  @exclusivity(unchecked) var awakeBodyCount = 0
  /// Contacts whose bodies all sleep (or are static): kept unchanged so that a woken island starts
  /// from its old impulses.
  @exclusivity(unchecked) var sleepingContacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var previousSleepingContacts: ContiguousArray<Contact> = []
  /// Sleeping islands hit by a moving body during collision; woken before the step goes on.
  @exclusivity(unchecked) var wakeRequests: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var islandFinder = IslandFinder()
  /// Next free sleeping-island id.
  @exclusivity(unchecked) var nextSleepIsland: Int32 = 0
  /// Scratch buffers for ordering contacts like last step (kept to avoid allocating per step): the
  /// contacts of new pairs, and per contact of last step whether its pair was found again.
  @exclusivity(unchecked) var newContacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var contactSlotFilled: ContiguousArray<Bool> = []
  /// Scratch buffers for putting new contacts in the solve order (Collision/SolveOrder.swift).
  @exclusivity(unchecked) var freshContactOrder: ContiguousArray<SolveOrderEntry> = []
  @exclusivity(unchecked) var sortedFreshContacts: ContiguousArray<Contact> = []
  /// Scratch list of the elastic-impact pass (see Solver/ElasticImpacts.swift).
  @exclusivity(unchecked) var impactCandidates: ContiguousArray<ImpactCandidate> = []
  /// Whether an impact pass has left a contact out of a solve this step (`Contact.isDeferred`; every
  /// record is made with it false at the step start), so that the passes that solve every contact need
  /// not read each record's flags otherwise.
  @exclusivity(unchecked) var hasDeferredContacts = false
  /// Per body, the rigid rod that ties it to a fixed body in this step's impact passes: a joint index,
  /// −1 for none, −2 when other constraints hold it too (see Solver/ImpactResponse.swift).
  @exclusivity(unchecked) var impactRods: ContiguousArray<Int32> = []
  /// Whether any body has such a rod this step (the rod work of the impact passes is skipped if not).
  @exclusivity(unchecked) var hasImpactRods = false
  /// Approach speed (pt/s) above which a contact's impulses are not carried into the next step: the
  /// speculative distance per sub-step, set by `step` (see `World+Collide.swift`, `wasImpact`).
  @exclusivity(unchecked) var impactWarmStartLimit = Double.infinity
  /// Fastest a body may move this step (pt/s): `Tuning.maxTranslationPerStep` over the step, set by `step`.
  @exclusivity(unchecked) var speedLimit = Double.infinity
  /// Fastest a body may turn this step (rad/s): `Tuning.maxRotationPerStep` over the step, set by `step`.
  @exclusivity(unchecked) var angularSpeedLimit = Double.infinity
  /// Length of the last sub-step (s); 0 before the first (see Solver/VelocitySync.swift).
  @exclusivity(unchecked) var lastSubstep: Double = 0
  /// Per body with such a rod, its direction from the fixed end to the body (unit) and length at the
  /// start of the current impact pass, before the pass shifts anything.
  @exclusivity(unchecked) var impactRodAxes: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var impactRodLengths: ContiguousArray<Double> = []
  /// Per body, its contacts with fixed bodies this step (see `prepareImpactWalls`), and a fill cursor.
  @exclusivity(unchecked) var impactWallStart: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var impactWalls: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var impactWallFill: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var deferredContacts: ContiguousArray<Int32> = []
  /// Scratch polygon of the sweep against boundaries (see Solver/ContinuousCollision.swift).
  @exclusivity(unchecked) var sweepVertices: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var sweepNormals: ContiguousArray<Vec2> = []
  /// This step's pairs of item shapes whose bounds met but that have no contact (Solver/ItemSweep.swift).
  @exclusivity(unchecked) var contactlessPairs: ContiguousArray<UInt64> = []
  @exclusivity(unchecked) var otherSweepVertices: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var otherSweepNormals: ContiguousArray<Vec2> = []
  /// Warm-start limit (Solver/WarmStartLimit.swift): the bodies' groups joined by contacts, each moving
  /// body's group root (−1 if none), its velocity before the warm start, and per root the work and norm
  /// of the warm start (then its scale).
  @exclusivity(unchecked) var warmStartGroups = IslandFinder()
  @exclusivity(unchecked) var warmStartGroup: ContiguousArray<Int32> = []
  @exclusivity(unchecked) var freeVelocities: ContiguousArray<Vec2> = []
  @exclusivity(unchecked) var freeSpins: ContiguousArray<Double> = []
  @exclusivity(unchecked) var groupWork: ContiguousArray<Double> = []
  @exclusivity(unchecked) var groupNorm: ContiguousArray<Double> = []
  /// Per group root, whether a force or a joint loads the group (its warm start is then kept whole), and
  /// whether any group this step is not loaded (else the limit is skipped).
  @exclusivity(unchecked) var groupLoaded: ContiguousArray<Bool> = []
  @exclusivity(unchecked) var isWarmStartLimited = false
  /// Contacts the impact pass struck this step, in the order it struck them (touch reports follow it).
  @exclusivity(unchecked) var struckContacts: ContiguousArray<Int32> = []

  /// Removes everything but the ground.
  func removeAll() {
    bodies.removeAll(keepingCapacity: true)
    bodies.append(.ground())
    shapes.removeAll(keepingCapacity: true)
    localVertices.removeAll(keepingCapacity: true)
    localNormals.removeAll(keepingCapacity: true)
    worldVertices.removeAll(keepingCapacity: true)
    worldNormals.removeAll(keepingCapacity: true)
    joints.removeAll(keepingCapacity: true)
    maskOverflow.reset(behaviorCount: 0)
    contacts.removeAll(keepingCapacity: true)
    previousContacts.removeAll(keepingCapacity: true)
    sleepingContacts.removeAll(keepingCapacity: true)
    previousSleepingContacts.removeAll(keepingCapacity: true)
    awakeBodyCount = 0
    beganEvents.removeAll(keepingCapacity: true)
    endedEvents.removeAll(keepingCapacity: true)
  }

  /// Adds a body and returns its index.
  @discardableResult
  func addBody(_ body: Body) -> Int32 {
    bodies.append(body)
    if body.isMoving { awakeBodyCount += 1 }
    return Int32(bodies.count - 1)
  }

  /// Adds a convex polygon (vertices in body coordinates, turning from +x toward +y) to `body`.
  @discardableResult
  func addShape(body: Int32, vertices: [Vec2], owner: Int32, isBoundary: Bool,
                itemMask: CollisionMask = CollisionMask(), boundaryMask: CollisionMask = CollisionMask(),
                groupMask: CollisionMask = CollisionMask()) -> Int32 {
    let start = Int32(localVertices.count)
    localVertices.append(contentsOf: vertices)
    localNormals.append(contentsOf: PolygonBuilder.normals(of: vertices))
    worldVertices.append(contentsOf: vertices)
    worldNormals.append(contentsOf: PolygonBuilder.normals(of: vertices))
    shapes.append(Shape(body: body, vertexStart: start, vertexCount: Int32(vertices.count),
                        itemMask: itemMask.first, boundaryMask: boundaryMask.first, groupMask: groupMask.first,
                        owner: owner, isBoundary: isBoundary))
    maskOverflow.append(item: itemMask, boundary: boundaryMask, group: groupMask)
    let index = Int32(shapes.count - 1)
    let radius = vertices.map(\.length).max() ?? 0
    let smallest = vertices.map(\.length).min() ?? 0
    shapes[Int(index)].isCircle = !isBoundary && vertices.count >= 12 && radius - smallest <= 1e-9 * radius
    bodies[Int(body)].boundingRadius = max(bodies[Int(body)].boundingRadius, radius)
    if !isBoundary {
      // The shape's inner radius about its vertex mean (Box2D's minimum extent).
      let normals = PolygonBuilder.normals(of: vertices)
      let mean = (1 / Double(max(vertices.count, 1))) * vertices.reduce(Vec2.zero, +)
      let inner = vertices.indices.map { normals[$0].dot(vertices[$0] - mean) }.min() ?? 0
      let extent = bodies[Int(body)].minExtent
      bodies[Int(body)].minExtent = extent > 0 ? min(extent, max(inner, 0)) : max(inner, 0)
    }
    updateShape(Int(index), stepTime: 0)
    return index
  }

  /// Call after adding shapes and joints so that the broad phase covers the shapes and knows which
  /// bodies are connected: items joined by an attachment of any kind do not collide with each other
  /// (Box2D's default `collideConnected = false`). Joints to the ground (anchor attachments, snaps)
  /// connect nothing: the ground holds every boundary.
  func finishBuilding() {
    var connected = ContiguousArray<UInt64>()
    for i in bodies.indices { bodies[i].isConnected = false }
    for joint in joints where joint.kind != .snap {
      let a = Int(joint.bodyA), b = Int(joint.bodyB)
      guard a != b, a > 0, b > 0, a < bodies.count, b < bodies.count else { continue }
      bodies[a].isConnected = true
      bodies[b].isConnected = true
      connected.append(UInt64(min(a, b)) << 32 | UInt64(max(a, b)))
    }
    broadPhase.reset(shapeCount: shapes.count, connectedPairs: connected, maskOverflow: maskOverflow)
  }

  /// Recomputes a shape's world vertices, its speculative margin and its bounds.
  func updateShape(_ s: Int, stepTime h: Double) {
    withShapeBuffers { Self.updateShape(s, stepTime: h, $0) }
  }

  /// `updateShape` for every item shape of a moving body, with the arrays opened once: written one
  /// element at a time through the class's properties, each write checked that the array was not
  /// shared (some ten per box and step, 1 % of pile-1000's step).
  func updateMovingShapes(stepTime h: Double) {
    withShapeBuffers { buffers in
      for s in 0..<buffers.shapes.count {
        guard !buffers.shapes[s].isBoundary, buffers.bodies[Int(buffers.shapes[s].body)].isMoving else { continue }
        Self.updateShape(s, stepTime: h, buffers)
      }
    }
  }

  /// The arrays a shape's update reads and writes, open for the duration of `body`.
  private struct ShapeBuffers {
    let shapes: UnsafeMutableBufferPointer<Shape>
    let bodies: UnsafeMutableBufferPointer<Body>
    let localVertices: UnsafeBufferPointer<Vec2>
    let localNormals: UnsafeBufferPointer<Vec2>
    let worldVertices: UnsafeMutableBufferPointer<Vec2>
    let worldNormals: UnsafeMutableBufferPointer<Vec2>
  }

  private func withShapeBuffers(_ body: (ShapeBuffers) -> Void) {
    shapes.withUnsafeMutableBufferPointer { shapes in
      bodies.withUnsafeMutableBufferPointer { bodies in
        localVertices.withUnsafeBufferPointer { localVertices in
          localNormals.withUnsafeBufferPointer { localNormals in
            worldVertices.withUnsafeMutableBufferPointer { worldVertices in
              worldNormals.withUnsafeMutableBufferPointer { worldNormals in
                body(ShapeBuffers(shapes: shapes, bodies: bodies, localVertices: localVertices,
                                  localNormals: localNormals, worldVertices: worldVertices,
                                  worldNormals: worldNormals))
              }
            }
          }
        }
      }
    }
  }

  @inline(__always)
  private static func updateShape(_ s: Int, stepTime h: Double, _ buffers: ShapeBuffers) {
    let b = Int(buffers.shapes[s].body)
    let position = buffers.bodies[b].position, rotation = buffers.bodies[b].rotation
    let start = Int(buffers.shapes[s].vertexStart), end = start + Int(buffers.shapes[s].vertexCount)
    var box = AABB.empty
    for v in start..<end {
      let p = position + rotation.rotate(buffers.localVertices[v])
      buffers.worldVertices[v] = p
      buffers.worldNormals[v] = rotation.rotate(buffers.localNormals[v])
      box.minX = min(box.minX, p.x)
      box.minY = min(box.minY, p.y)
      box.maxX = max(box.maxX, p.x)
      box.maxY = max(box.maxY, p.y)
    }
    // Fast bodies look farther ahead so that they cannot cross a thin boundary within one step.
    let travel = buffers.bodies[b].velocity.length * h
      + buffers.bodies[b].boundingRadius * abs(buffers.bodies[b].angularVelocity) * h
    let margin = Tuning.speculativeDistance + travel
    buffers.shapes[s].margin = margin
    buffers.bodies[b].lookAhead = travel
    buffers.shapes[s].aabb = box.grown(by: margin)
  }
}

/// A change in touching between two shapes, reported to collision delegates after the step.
struct ContactEvent {
  var shapeA: Int32
  var shapeB: Int32
  /// Contact point in reference coordinates (pt); meaningless for ended events.
  var point: Vec2
}
