/// The level schedule of last step, used again.
///
/// A contact's level, its pairing and the quads depend on the contact order and, per contact, only on its
/// two bodies, which of them the solve writes, its path through the solve (one point, two points point by
/// point, or the block solver) and whether it bounces. A resting stack keeps all of these from step to
/// step, so when none changed the schedule is the same and only the pairs' values are copied into the
/// lanes again (`refillLanes`): the levels, the pairing and the quads, some 4 % of a pyramid's step, are
/// not worked out anew.
struct ScheduleKey: Equatable {
  var bodyA: Int32
  var bodyB: Int32
  /// Bit 0: the solve writes body A; bit 1: body B; bits 2–3: the path (`kind`); bit 4: it bounces.
  var flags: UInt8

  init(bodyA: Int32 = -1, bodyB: Int32 = -1, flags: UInt8 = 0) {
    self.bodyA = bodyA
    self.bodyB = bodyB
    self.flags = flags
  }

  @inline(__always) init(_ contact: UnsafePointer<Contact>) {
    bodyA = contact.pointee.bodyA
    bodyB = contact.pointee.bodyB
    let movesA: UInt8 = contact.pointee.inverseMassA > 0 || contact.pointee.inverseInertiaA > 0 ? 1 : 0
    let movesB: UInt8 = contact.pointee.inverseMassB > 0 || contact.pointee.inverseInertiaB > 0 ? 2 : 0
    let path: UInt8 = contact.pointee.pointCount == 1 ? 4 : (contact.pointee.useBlock ? 12 : 8)
    let bounces: UInt8 = contact.pointee.restitution > 0 ? 16 : 0
    flags = movesA | movesB | path | bounces
  }
}

extension World {
  /// Records this step's schedule keys and returns whether they, the contact count and the use of four
  /// lanes are all last scheduled step's (then `laneSchedule` and `contactLaneSlot` still hold).
  func reusesLastSchedule() -> Bool {
    let count = contacts.count
    if context.scheduleKeys.count < count {
      context.scheduleKeys.append(contentsOf: repeatElement(ScheduleKey(), count: count - context.scheduleKeys.count))
    }
    var same = count == context.scheduledContactCount && usesWideLanes == context.scheduledWithWideLanes
    contacts.withUnsafeBufferPointer { contacts in
      context.scheduleKeys.withUnsafeMutableBufferPointer { keys in
        guard let base = contacts.baseAddress else { return }
        for c in 0..<count {
          let key = ScheduleKey(base + c)
          if key != keys[c] {
            keys[c] = key
            same = false
          }
        }
      }
    }
    context.scheduledContactCount = count
    context.scheduledWithWideLanes = usesWideLanes
    return same
  }

  /// Copies every pair's values from the records into the lanes, in the order of the kept schedule.
  func refillLanes() {
    contacts.withUnsafeBufferPointer { contacts in
      context.laneSchedule.withUnsafeBufferPointer { schedule in
        context.laneConstraints.withUnsafeMutableBufferPointer { constraints in
          context.lanePoints.withUnsafeMutableBufferPointer { points in
            context.laneImpulses.withUnsafeMutableBufferPointer { impulses in
              context.contactLaneSlot.withUnsafeMutableBufferPointer { slots in
                guard let base = contacts.baseAddress else { return }
                let lanes = LaneBuffers(constraints: constraints, points: points, impulses: impulses, slots: slots)
                var pair = 0
                for entry in 0..<context.laneScheduleCount where schedule[entry].second >= 0 {
                  Self.fillPair(pair, base + Int(schedule[entry].first), base + Int(schedule[entry].second), lanes)
                  pair += 1
                }
              }
            }
          }
        }
      }
    }
  }
}
