/// The solver's persistent data: dense arrays of bodies, shapes, joints and contacts, the broad phase,
/// the sleeping state, and what a step hands to the animator (touch events). What a step only works
/// with lives apart in `context` (`StepContext`): nothing there carries physics from one step to the
/// next. The animator builds the world from behaviours and items; the world itself knows nothing of
/// UIKit types.
///
/// Its stored properties are `@exclusivity(unchecked)`: the engine is single-threaded and never holds two
/// overlapping accesses to one of them, and the dynamic checks cost about a tenth of a step.
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

  /// This step's contacts (after `updateContacts`) and last step's, whose impulses warm-start them.
  @exclusivity(unchecked) var contacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var previousContacts: ContiguousArray<Contact> = []
  /// Contacts whose bodies all sleep (or are static): kept unchanged so that a woken island starts
  /// from its old impulses.
  @exclusivity(unchecked) var sleepingContacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var previousSleepingContacts: ContiguousArray<Contact> = []
  @exclusivity(unchecked) var broadPhase = BroadPhase()
  /// The shapes' collision masks past the first 64 behaviours (`CollisionMask`).
  @exclusivity(unchecked) var maskOverflow = MaskOverflow()

  /// Contacts that began or ended touching during the last step.
  @exclusivity(unchecked) var beganEvents: ContiguousArray<ContactEvent> = []
  @exclusivity(unchecked) var endedEvents: ContiguousArray<ContactEvent> = []

  /// Whether islands may sleep (Box2D's `enableSleep`). When false the animator never pauses.
  @exclusivity(unchecked) var isSleepingEnabled = true
  /// Non-static bodies that are awake.
  @exclusivity(unchecked) var awakeBodyCount = 0
  /// Next free sleeping-island id.
  @exclusivity(unchecked) var nextSleepIsland: Int32 = 0
  /// Length of the last sub-step (s); 0 before the first (see Solver/VelocitySync.swift).
  @exclusivity(unchecked) var lastSubstep: Double = 0

  /// Contacts from this many on are solved by levels (`Tuning.laneSolveMinimumContacts`; tests raise
  /// it to compare the two orders bit for bit).
  @exclusivity(unchecked) var levelSolveMinimumContacts = Tuning.laneSolveMinimumContacts
  /// Whether the level solve takes two pairs at a time in four lanes where it can (Solver/WideLanes.swift):
  /// where the machine has AVX; tests turn it off to compare the two with each other.
  @exclusivity(unchecked) var usesWideLanes = WideLanes.isAvailable

  /// The smallest inner radius (`Body.minExtent`) of any item shape added since the last `removeAll`
  /// (pt): a step whose bodies all travel less than half of it per sub-step has no fast pair
  /// (Solver/FollowedContacts.swift).
  @exclusivity(unchecked) var smallestItemExtent = Double.infinity

  /// The step's working state: scratch arrays sized to the scene once and reused, limits of the
  /// current step, and last step's solve schedule kept for reuse.
  @exclusivity(unchecked) var context = StepContext()

  /// Removes everything but the ground.
  func removeAll() {
    bodies.removeAll(keepingCapacity: true)
    bodies.append(.ground())
    smallestItemExtent = .infinity
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
}
