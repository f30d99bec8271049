internal import DynamicsLanes

/// The level solve two pairs at a time in AVX's four double lanes (Sources/DynamicsLanes, C): where the
/// machine has AVX, `scheduleContactLevels` marks consecutive pairs that can go together
/// (`LanePair.startsQuad`) and the passes hand each run of such quads to `dt_lanes_solve_quads` and
/// `dt_lanes_warm_start_quads` (a quad alone to `dt_lanes_solve_quad` where a pass must read the contact
/// records). Each lane does the Swift pair solve's IEEE operations in the same order,
/// so the bits are those of `ContactLanes`, and of the one-by-one solve, on any machine.
enum WideLanes {
  /// The body records' stride for the C code, nil unless each record starts with the hot state it reads:
  /// velocity, angular velocity, displacement and rotation since the step began, seven doubles in a row.
  static let bodyLayout: DTBodyLayout? = {
    let double = MemoryLayout<Double>.stride
    guard let velocity = MemoryLayout<Body>.offset(of: \Body.velocity),
      let angularVelocity = MemoryLayout<Body>.offset(of: \Body.angularVelocity),
      let delta = MemoryLayout<Body>.offset(of: \Body.deltaPosition),
      let rotation = MemoryLayout<Body>.offset(of: \Body.deltaRotation),
      MemoryLayout<Vec2>.offset(of: \Vec2.x) == 0, MemoryLayout<Vec2>.offset(of: \Vec2.y) == double,
      MemoryLayout<Rotation>.offset(of: \Rotation.cosine) == 0,
      MemoryLayout<Rotation>.offset(of: \Rotation.sine) == double,
      velocity == 0, angularVelocity == 2 * double, delta == 3 * double, rotation == 5 * double
    else { return nil }
    return DTBodyLayout(stride: MemoryLayout<Body>.stride)
  }()

  /// Whether the Swift lane structs are laid out as the C code reads them (`WideLanesTests`).
  static let layoutsAgree: Bool = {
    let lanes = MemoryLayout<Lanes>.stride
    return MemoryLayout<LaneConstraint>.stride == dt_lane_constraint_stride()
      && MemoryLayout<LaneConstraint>.offset(of: \LaneConstraint.negativeBlockSpeed) == 12 * lanes
      && MemoryLayout<LaneConstraint>.offset(of: \LaneConstraint.bodyA0) == dt_lane_constraint_offset_of_bodies()
      && MemoryLayout<LaneConstraint>.offset(of: \LaneConstraint.bounces) == dt_lane_constraint_offset_of_bounces()
      && MemoryLayout<LaneConstraint>.offset(of: \LaneConstraint.separationStamp)
        == dt_lane_constraint_offset_of_separation_stamp()
      && MemoryLayout<LanePointConstants>.stride == dt_lane_point_constants_stride()
      && MemoryLayout<LanePointConstants>.offset(of: \LanePointConstants.tangentArmB) == 10 * lanes
      && MemoryLayout<PointImpulses>.stride == dt_point_impulses_stride()
      && MemoryLayout<PointImpulses>.offset(of: \PointImpulses.approach) == 3 * lanes
      && MemoryLayout<PointImpulses>.offset(of: \PointImpulses.separation) == 4 * lanes
      && MemoryLayout<LanePair>.stride == dt_lane_pair_stride()
      && MemoryLayout<LanePair>.offset(of: \LanePair.twoPoints) == dt_lane_pair_offset_of_flags()
      && MemoryLayout<LanePair>.offset(of: \LanePair.startsQuad) == dt_lane_pair_offset_of_flags() + 1
  }()

  /// Whether this machine and build run the four-lane solve.
  static let isAvailable: Bool = bodyLayout != nil && layoutsAgree && dt_lanes_wide_available()

  /// Whether pairs `p` and `q` (of one step's schedule) can be solved side by side: the same path through
  /// the solve and no moving body in common, so that solving them at once is solving one, then the other.
  @inline(__always) static func canJoin(
    _ p: UnsafePointer<LaneConstraint>, _ q: UnsafePointer<LaneConstraint>, twoPoints: Bool, _ nextTwoPoints: Bool
  ) -> Bool {
    guard twoPoints == nextTwoPoints, p.pointee.bounces == q.pointee.bounces else { return false }
    @inline(__always) func moving(_ k: UnsafePointer<LaneConstraint>) -> (Int, Int, Int, Int) {
      // −1 for a body the pair never writes (static): it may be shared. (The bodies are byte offsets.)
      (k.pointee.mA[0] > 0 || k.pointee.iA[0] > 0 ? k.pointee.bodyA0 : -1,
       k.pointee.mB[0] > 0 || k.pointee.iB[0] > 0 ? k.pointee.bodyB0 : -1,
       k.pointee.mA[1] > 0 || k.pointee.iA[1] > 0 ? k.pointee.bodyA1 : -1,
       k.pointee.mB[1] > 0 || k.pointee.iB[1] > 0 ? k.pointee.bodyB1 : -1)
    }
    let a = moving(p), b = moving(q)
    @inline(__always) func inB(_ x: Int) -> Bool { x >= 0 && (x == b.0 || x == b.1 || x == b.2 || x == b.3) }
    return !(inB(a.0) || inB(a.1) || inB(a.2) || inB(a.3))
  }
}

extension WideLanes {
  /// `ContactLanes.solve` of the pair at `constraint` and the next one together; false, having changed
  /// no impulse or velocity, when either would leave the lanes. `poseStamp`: `StepContext.poseGeneration`
  /// (the relax pass keeps its separations for the next push pass at the same positions).
  @inline(__always) static func solve(
    _ constraint: UnsafeMutablePointer<LaneConstraint>, _ points: UnsafePointer<LanePointConstants>,
    _ impulses: UnsafeMutablePointer<PointImpulses>, bodies: UnsafeMutablePointer<Body>,
    layout: UnsafePointer<DTBodyLayout>, inverseH: Double, useBias: Bool, twoPoints: Bool, poseStamp: Int
  ) -> Bool {
    dt_lanes_solve_quad(
      UnsafeMutablePointer(OpaquePointer(constraint)), UnsafePointer(OpaquePointer(points)),
      UnsafeMutablePointer(OpaquePointer(impulses)), UnsafeMutableRawPointer(bodies), layout, inverseH,
      Tuning.contactPushMaxVelocity, useBias, twoPoints, Int64(poseStamp))
  }

  /// `solve` of the quads that start at `schedule[0]`, `[2]`, … (of `count` entries), one after the other,
  /// for as long as entries there start quads and the lanes take them; returns how many it solved. The
  /// entry after them starts no quad, or starts one the lanes refused having changed nothing.
  @inline(__always) static func solveRun(
    _ schedule: UnsafePointer<LanePair>, count: Int, _ constraint: UnsafeMutablePointer<LaneConstraint>,
    _ points: UnsafePointer<LanePointConstants>, _ impulses: UnsafeMutablePointer<PointImpulses>,
    bodies: UnsafeMutablePointer<Body>, layout: UnsafePointer<DTBodyLayout>, inverseH: Double, useBias: Bool,
    poseStamp: Int
  ) -> Int {
    dt_lanes_solve_quads(
      UnsafePointer(OpaquePointer(schedule)), count, UnsafeMutablePointer(OpaquePointer(constraint)),
      UnsafePointer(OpaquePointer(points)), UnsafeMutablePointer(OpaquePointer(impulses)),
      UnsafeMutableRawPointer(bodies), layout, inverseH, Tuning.contactPushMaxVelocity, useBias, Int64(poseStamp))
  }

  /// `warmStart` of the quads that start at `schedule[0]`, `[2]`, … (of `count` entries), for as long as
  /// entries there start quads; returns how many.
  @inline(__always) static func warmStartRun(
    _ schedule: UnsafePointer<LanePair>, count: Int, _ constraint: UnsafePointer<LaneConstraint>,
    _ points: UnsafePointer<LanePointConstants>, _ impulses: UnsafePointer<PointImpulses>,
    bodies: UnsafeMutablePointer<Body>, layout: UnsafePointer<DTBodyLayout>
  ) -> Int {
    dt_lanes_warm_start_quads(
      UnsafePointer(OpaquePointer(schedule)), count, UnsafePointer(OpaquePointer(constraint)),
      UnsafePointer(OpaquePointer(points)), UnsafePointer(OpaquePointer(impulses)), UnsafeMutableRawPointer(bodies),
      layout)
  }
}

extension World {
  /// The bodies' layout for the four-lane solve while `body` runs, nil when this world does not use it
  /// (`usesWideLanes`).
  @inline(__always) func withWideLayout(_ body: (UnsafePointer<DTBodyLayout>?) -> Void) {
    guard usesWideLanes, var layout = WideLanes.bodyLayout else { return body(nil) }
    withUnsafePointer(to: &layout) { body($0) }
  }
}
