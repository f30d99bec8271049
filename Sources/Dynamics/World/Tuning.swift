/// Solver constants, in points and seconds (100 pt correspond to Box2D's 1 m). Each value is explained
/// in docs/engine-decisions.md.
enum Tuning {
  /// Default fixed step of the animator's clock: one display frame at 60 Hz.
  static let defaultTimeStep = 1.0 / 60.0
  /// Sub-steps per step (Box2D v3's soft step default).
  static let defaultSubsteps = 4
  /// Allowed overlap at rest (pt); keeps resting contacts from chattering.
  static let linearSlop = 0.5
  /// Contacts are created this far before shapes touch (pt), so fast items are caught in time.
  static let speculativeDistance = 4 * linearSlop
  /// Contacts that close slower than this (pt/s) do not bounce (Box2D: 1 m/s).
  static let restitutionThreshold = 100.0
  /// A two-point contact whose bodies close or part along its normal slower than this (pt/s) is at rest
  /// (gravity adds 16.7 pt/s a step to a falling item): its shallower point is solved first
  /// (World+Collide.swift, `makeContact`).
  static let restingContactSpeed = 5.0
  /// Stiffness and damping ratio of soft contacts, and the fastest they push overlapping shapes apart.
  static let contactHertz = 30.0
  static let contactDampingRatio = 10.0
  static let contactPushMaxVelocity = 300.0
  /// How far a shape's fat bounds reach beyond its bounds (pt): the broad phase looks for new pairs only
  /// for a shape that leaves them (`BroadPhase`). Box2D's `aabbMargin` is 0.1 m (10 pt at 100 pt per
  /// metre); 5 pt keeps fewer candidates to filter for twenty-point boxes.
  static let fatBoundsMargin = 5.0
  /// Most candidate pairs the broad phase keeps, and so most contacts per step: far above any scene that
  /// could settle (a box in a pile has about four), it bounds the work and memory of a step for items
  /// heaped at one spot (10 000 of them would otherwise make 5·10⁷ pairs).
  static func maximumCandidatePairs(shapeCount: Int) -> Int { max(1 << 16, 8 * shapeCount) }
  /// Fewest contacts for which the solve goes by dependency levels, two contacts side by side
  /// (Solver/ContactLevels.swift); below it the levels' bookkeeping costs more than the lanes save.
  /// Either way every result is the same to the bit.
  static let laneSolveMinimumContacts = 32
  /// Most strikes per sub-step that split it (Solver/ElasticImpacts.swift); later ones are shifted.
  static let maxImpactSplits = 8
  /// Softness of rods and ropes (rigid `UIAttachmentBehavior`s of a length) while correcting their length:
  /// the sub-step rate, undamped, so a correction takes about one sub-step. At Box2D's 60 Hz and damping
  /// ratio 2 a pendulum at gravity 10 lost 0.8 % of its energy in 10 s (the damped correction of the
  /// stretch that every sub-step's straight move along the swing leaves); at this rate 0.02 %.
  static func rodHertz(substep h: Double) -> Double { h > 0 ? 1 / h : jointHertz }
  /// Fastest a rod of a chain or tree corrects a length error it starts a sub-step with (pt/s), as fast
  /// as contacts push overlapping shapes apart (Solver/RodTrees+Solve.swift).
  static let rodCorrectionSpeed = contactPushMaxVelocity
  /// Softness of rigid joints while correcting position errors.
  static let jointHertz = 60.0
  static let jointDampingRatio = 2.0
  /// A new contact between two items whose masses differ by this factor or more is solved before the
  /// contacts with static bodies (World+Collide.swift, `putUnequalPairsBeforeWalls`).
  static let squeezeMassRatio = 10.0
  /// Speed limits per step, against blow-ups from extreme input (pt per step, rad per step).
  static let maxTranslationPerStep = 200.0
  static let maxRotationPerStep = 0.25 * Double.pi
  /// Friction of boundaries (uikit-dynamics.md §5.4). Their restitution is 0.
  static let boundaryFriction = 0.2
  /// An island sleeps when all its bodies stay below these speeds for `timeToSleep` seconds (Box2D v2's
  /// rule, uikit-dynamics.md §1.4); the animator pauses when every island sleeps.
  static let sleepLinearSpeed = 1.0
  static let sleepAngularSpeed = 2.0 * Double.pi / 180
  static let timeToSleep = 0.5
}
