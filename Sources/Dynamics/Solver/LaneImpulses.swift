/// The impulses of one manifold point of each of the two contacts of a pair, side by side, kept apart
/// from the contact records while the sub-steps solve the pair (`World.laneImpulses`, two per pair: the
/// first and the second point). A pass reads and writes each with one aligned load or store, where the
/// records' fields, two large records apart, took two loads, two stores and the cache lines between;
/// Box2D v3 keeps its impulses in its SIMD constraints in the same way. The records are brought up to
/// date after the sub-steps (`World.storeLaneImpulses`) and around every solve of a paired contact that
/// goes through its record instead (`World.solveContact`).
struct PointImpulses {
  var normal, tangent, maxNormal, approach: Lanes
  /// The point's separations as the four-lane relax pass last measured them, for the push pass that
  /// follows at the same positions (valid while the quad's `LaneConstraint.separationStamp` is current).
  var separation: Lanes

  init() {
    normal = .zero; tangent = .zero; maxNormal = .zero; approach = .zero; separation = .zero
  }

  /// Takes the impulses of the points `p` and `q` of a pair's two contacts, leaving `separation` as it is: it is read only
  /// after the relax pass has written it, and not writing it saves a store per point and step.
  @inline(__always) mutating func fill(_ p: ContactPoint, _ q: ContactPoint) {
    normal = Lanes(p.normalImpulse, q.normalImpulse)
    tangent = Lanes(p.tangentImpulse, q.tangentImpulse)
    maxNormal = Lanes(p.maxNormalImpulse, q.maxNormalImpulse)
    approach = Lanes(p.approachSpeed, q.approachSpeed)
  }

  /// Writes lane `lane`'s impulses into `point`.
  @inline(__always) func write(lane: Int, into point: inout ContactPoint) {
    point.normalImpulse = normal[lane]
    point.tangentImpulse = tangent[lane]
    point.maxNormalImpulse = maxNormal[lane]
    point.approachSpeed = approach[lane]
  }

  /// Reads lane `lane`'s impulses from `point`.
  @inline(__always) mutating func read(lane: Int, from point: ContactPoint) {
    normal[lane] = point.normalImpulse
    tangent[lane] = point.tangentImpulse
    maxNormal[lane] = point.maxNormalImpulse
    approach[lane] = point.approachSpeed
  }
}

extension World {
  /// Where contact `c`'s impulses are this step: `2 × pair + lane` (its points at `laneImpulses[2 × pair]`
  /// and `[2 × pair + 1]`, lane `lane`), or −1 when they are in its record (not paired, or the step solves
  /// one by one).
  @inline(__always) func laneSlot(of c: Int) -> Int32 {
    context.solvesInLevels ? context.contactLaneSlot[c] : -1
  }

  /// A slot from `laneSlot(of:)` decoded: the index of the contact's first point's `PointImpulses` (its
  /// second point's follows) and its lane.
  @inline(__always) static func lanePosition(of slot: Int32) -> (firstPoint: Int, lane: Int) {
    (2 * Int(slot >> 1), Int(slot & 1))
  }

  /// Copies the impulses of contact `contact` between its record and its lanes (`slot`, from `laneSlot`):
  /// `toRecord` after the lanes solved it, else after its record was solved.
  @inline(__always) static func syncLaneImpulses(
    _ contact: UnsafeMutablePointer<Contact>, slot: Int32, _ impulses: UnsafeMutablePointer<PointImpulses>,
    toRecord: Bool
  ) {
    let (firstPoint, lane) = lanePosition(of: slot)
    let first = impulses + firstPoint, second = first + 1
    if toRecord {
      first.pointee.write(lane: lane, into: &contact.pointee.point0)
      if contact.pointee.pointCount > 1 { second.pointee.write(lane: lane, into: &contact.pointee.point1) }
    } else {
      first.pointee.read(lane: lane, from: contact.pointee.point0)
      if contact.pointee.pointCount > 1 { second.pointee.read(lane: lane, from: contact.pointee.point1) }
    }
  }

  /// Writes every paired contact's impulses back to its record: after the sub-steps, before restitution,
  /// touch reports and the next step read them there.
  func storeLaneImpulses() {
    guard context.solvesInLevels else { return }
    contacts.withUnsafeMutableBufferPointer { contacts in
      context.contactLaneSlot.withUnsafeBufferPointer { slots in
        context.laneImpulses.withUnsafeMutableBufferPointer { impulses in
          guard let contactBase = contacts.baseAddress, let impulseBase = impulses.baseAddress else { return }
          for c in 0..<contacts.count where slots[c] >= 0 {
            World.syncLaneImpulses(contactBase + c, slot: slots[c], impulseBase, toRecord: true)
          }
        }
      }
    }
  }
}
