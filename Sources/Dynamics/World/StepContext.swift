/// What a step works with and no step after it needs: the scratch arrays of the collision, the contact
/// solve's schedule, the impact passes, the sweeps and the warm-start limit, and the limits of the step
/// being taken (Box2D v3's step context). Each array is sized to the scene once and keeps its capacity,
/// so that a step allocates nothing. Emptying any of it between steps changes no result: last step's
/// schedule (`laneSchedule`, `scheduleKeys`) is only reused when it is the one the step would compute.
/// Kept by `World.context`; its stored properties are read and written by the `World` extensions
/// under Solver/, Collision/ and World/.
struct StepContext {
  // MARK: Limits of the current step, set by `World.step`

  /// Approach speed (pt/s) above which a contact's impulses are not carried into the next step: the
  /// speculative distance per sub-step (see `World+Collide.swift`, `wasImpact`).
  var impactWarmStartLimit = Double.infinity
  /// Fastest a body may move this step (pt/s): `Tuning.maxTranslationPerStep` over the step.
  var speedLimit = Double.infinity
  /// Fastest a body may turn this step (rad/s): `Tuning.maxRotationPerStep` over the step.
  var angularSpeedLimit = Double.infinity
  /// The farthest any moving body looks ahead this step (`Body.lookAhead`, pt), once its contacts are found.
  var largestTravel = 0.0
  /// The step's length and the length of each of its sub-steps (s).
  var stepTime = 0.0
  var substepTime = 0.0
  /// Counts the changes of the bodies' pose (`RodPose`): every write of a body's `deltaPosition` or
  /// `deltaRotation` within the step, and each step's new anchors, adds one. Starts at 1, so that a
  /// new joint's pose (stamp 0) is never current.
  var poseGeneration = 1

  // MARK: Collision

  /// This step's candidate shape pairs from the broad phase (`shapeA << 32 | shapeB`).
  var pairs: ContiguousArray<UInt64> = []
  /// Last step's contacts by shape pair (see `World.updateContacts`).
  var contactTable = ContactTable()
  /// This step's pairs of item shapes whose bounds met but that have no contact (Solver/ItemSweep.swift).
  var contactlessPairs: ContiguousArray<UInt64> = []
  /// Sleeping islands hit by a moving body during collision; woken before the step goes on.
  var wakeRequests: ContiguousArray<Int32> = []
  /// The contacts of new pairs, and per contact of last step whether its pair was found again.
  var newContacts: ContiguousArray<Contact> = []
  var contactSlotFilled: ContiguousArray<Bool> = []
  /// Putting new contacts in the solve order (Collision/SolveOrder.swift).
  var freshContactOrder: ContiguousArray<SolveOrderEntry> = []
  var sortedFreshContacts: ContiguousArray<Contact> = []
  /// This step's contacts of fast item pairs, in contact order (Solver/FollowedContacts.swift).
  var followedContacts: ContiguousArray<Int32> = []
  /// Their bodies' poses at the start of the current sub-step's move.
  var followedStarts: ContiguousArray<FollowedStart> = []
  /// Islands of the sleep test (Solver/Islands.swift).
  var islandFinder = IslandFinder()

  // MARK: Joints

  /// This step's chains and trees of rods, solved exactly (Solver/RodTrees.swift).
  var rodTrees = RodTrees()
  /// The check that springs sharing items stay stable (Solver/SpringCoupling.swift).
  var springCoupling = SpringCoupling()
  /// Whether some joint is solved by the joint passes rather than by the rod trees (or is a snap, which
  /// they skip): set by `prepareJoints`; while false the passes skip their walk over the joints.
  var jointsOutsideTrees = true
  /// Whether one of those is other than a plain rod (Solver/PlainRods.swift), and whether some joint
  /// runs an explicit spring this step (`Joint.hasExplicitSpring`): set by `prepareJoints`, so that the
  /// sub-steps skip what no joint needs.
  var jointsBesidesRods = true
  var hasExplicitSprings = true
  /// Per-body marks of `prepareJoints`: items holding a rod to a fixed point, items holding a spring.
  var rodStamp = BodyStamp()
  var springStamp = BodyStamp()

  // MARK: The contact solve in levels (Solver/ContactLevels.swift)

  /// Whether this step's contacts are solved by levels: at least `World.levelSolveMinimumContacts`.
  var solvesInLevels = false
  /// Per contact its dependency level, per body the level of its last contact so far, the contacts
  /// sorted by level and where each level starts.
  var contactLevel: ContiguousArray<Int32> = []
  var bodyLevel: ContiguousArray<Int32> = []
  var levelOrder: ContiguousArray<Int32> = []
  var levelStart: ContiguousArray<Int32> = []
  /// The solve's order (`laneScheduleCount` entries; the arrays only grow).
  var laneSchedule: ContiguousArray<LanePair> = []
  var laneScheduleCount = 0
  /// What the last computed schedule depended on, per contact, and its contact count (−1 before the
  /// first) and use of four lanes (Solver/ScheduleReuse.swift).
  var scheduleKeys: ContiguousArray<ScheduleKey> = []
  var scheduledContactCount = -1
  var scheduledWithWideLanes = false
  /// The fixed values of the pairs solved side by side.
  var laneConstraints: ContiguousArray<LaneConstraint> = []
  var lanePoints: ContiguousArray<LanePointConstants> = []
  /// The paired contacts' impulses while the sub-steps solve them, and per contact where its impulses are
  /// (Solver/LaneImpulses.swift).
  var laneImpulses: ContiguousArray<PointImpulses> = []
  var contactLaneSlot: ContiguousArray<Int32> = []

  // MARK: Elastic impacts (Solver/ElasticImpacts.swift, Solver/ImpactResponse.swift)

  /// The impact pass's candidate contacts.
  var impactCandidates: ContiguousArray<ImpactCandidate> = []
  /// Whether an impact pass has left a contact out of a solve this step (`Contact.isDeferred`; every
  /// record is made with it false at the step start), so that the passes that solve every contact need
  /// not read each record's flags otherwise.
  var hasDeferredContacts = false
  /// Per body, the rigid rod that ties it to a fixed body in this step's impact passes: a joint index,
  /// −1 for none, −2 when other constraints hold it too.
  var impactRods: ContiguousArray<Int32> = []
  /// Whether any body has such a rod this step (the rod work of the impact passes is skipped if not).
  var hasImpactRods = false
  /// Per body with such a rod, its direction from the fixed end to the body (unit) and length at the
  /// start of the current impact pass, before the pass shifts anything.
  var impactRodAxes: ContiguousArray<Vec2> = []
  var impactRodLengths: ContiguousArray<Double> = []
  /// Per body, its contacts with fixed bodies this step (see `prepareImpactWalls`), and a fill cursor.
  var impactWallStart: ContiguousArray<Int32> = []
  var impactWalls: ContiguousArray<Int32> = []
  var impactWallFill: ContiguousArray<Int32> = []
  /// Contacts the impact pass struck this step, in the order it struck them (touch reports follow it).
  var struckContacts: ContiguousArray<Int32> = []

  // MARK: Sweeps (Solver/ContinuousCollision.swift, Solver/ItemSweep.swift)

  /// The swept polygons at a pose.
  var sweepVertices: ContiguousArray<Vec2> = []
  var sweepNormals: ContiguousArray<Vec2> = []
  var otherSweepVertices: ContiguousArray<Vec2> = []
  var otherSweepNormals: ContiguousArray<Vec2> = []
  /// The boundary shapes, gathered only in a step with a fast item (Solver/CentreCrossing.swift).
  var sweepBoundaries: ContiguousArray<Int32> = []

  // MARK: Warm-start limit (Solver/WarmStartLimit.swift)

  /// The bodies' groups joined by contacts, each moving body's group root (−1 if none), its velocity
  /// before the warm start, and per root the work and norm of the warm start (then its scale).
  var warmStartGroups = IslandFinder()
  var warmStartGroup: ContiguousArray<Int32> = []
  var freeVelocities: ContiguousArray<Vec2> = []
  var freeSpins: ContiguousArray<Double> = []
  var groupWork: ContiguousArray<Double> = []
  var groupNorm: ContiguousArray<Double> = []
  /// Per group root, whether a force or a joint loads the group (its warm start is then kept whole), and
  /// whether any group this step is not loaded (else the limit is skipped).
  var groupLoaded: ContiguousArray<Bool> = []
  var isWarmStartLimited = false
}
