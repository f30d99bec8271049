/// Continuous collision between items, for fast ones (Box2D's bullets, with both items moving).
///
/// An item's contacts are made once per step, from the pair's poses at the step start, and the clipped
/// manifold of two small items a speculative gap apart can be empty (their faces do not overlap side
/// by side) or hold them along a plane tilted by their spin. Two 5 pt items meeting head-on at the speed
/// limit then passed through each other within one step.
///
/// After the sub-steps, each pair the broad phase found this step but that got no contact, in which an
/// item travelled more than half its smallest inner radius (`Body.minExtent`; Box2D's "fast" body), is
/// swept from the step-start poses to the end poses by conservative advancement. (A pair with a contact
/// is the solver's.) If the pair comes within the linear slop before the step's end, its fast items are
/// put back at that time, keeping their velocities, as Box2D's continuous pass does; the next step's
/// contact resolves the hit.
extension World {
  /// Sweeps the step's contactless item pairs that hold a fast item (see above).
  func sweepFastItemPairs() {
    guard !context.contactlessPairs.isEmpty else { return }
    var anyFast = false
    for i in 1..<bodies.count where bodies[i].isMoving && isFast(i) {
      anyFast = true
      break
    }
    guard anyFast else { return }
    for key in context.contactlessPairs {
      let a = Int(key >> 32), b = Int(key & 0xFFFF_FFFF)
      guard a < shapes.count, b < shapes.count else { continue }
      sweep(shape: a, against: b)
    }
  }

  /// Whether body `i` travelled more than half its smallest inner radius this step.
  @inline(__always) private func isFast(_ i: Int) -> Bool {
    let turn = bodies[i].angle - bodies[i].angleAtStepStart
    return bodies[i].deltaPosition.length + bodies[i].boundingRadius * abs(turn) > 0.5 * bodies[i].minExtent
  }

  /// Puts the fast bodies of shapes `a` and `b` back at the first time in the step at which the pair
  /// comes within the linear slop, if it does. A body that is not fast stays at its end pose, and the
  /// fast one is swept against that pose (Box2D's bullet against a non-bullet), so that putting it back
  /// never moves the other into a third item it has since met. A pair whose motion relative to each other
  /// is under half the smaller inner radius cannot pass through itself, and is left to the next step's
  /// contact (items falling side by side are fast, but not to each other).
  private func sweep(shape a: Int, against b: Int) {
    let bodyA = Int(shapes[a].body), bodyB = Int(shapes[b].body)
    // A body a rod tree holds stays: put back alone, it would break its rods (RodTrees.swift).
    let sweepsA = bodies[bodyA].isMoving && isFast(bodyA) && !context.rodTrees.holds(bodyA)
    let sweepsB = bodies[bodyB].isMoving && isFast(bodyB) && !context.rodTrees.holds(bodyB)
    guard sweepsA || sweepsB else { return }
    let turnA = sweepsA ? bodies[bodyA].angle - bodies[bodyA].angleAtStepStart : 0
    let turnB = sweepsB ? bodies[bodyB].angle - bodies[bodyB].angleAtStepStart : 0
    let displacement = (sweepsA ? bodies[bodyA].deltaPosition : .zero) - (sweepsB ? bodies[bodyB].deltaPosition : .zero)
    let reach = displacement.length + bodies[bodyA].boundingRadius * abs(turnA)
      + bodies[bodyB].boundingRadius * abs(turnB)
    guard reach > 0.5 * min(bodies[bodyA].minExtent, bodies[bodyB].minExtent) else { return }
    func pose(_ i: Int, sweeps: Bool, at t: Double) -> (position: Vec2, angle: Double) {
      let body = bodies[i]
      guard sweeps else { return (body.position, body.angle) }
      let start = body.position - body.deltaPosition
      return (start + t * body.deltaPosition, body.angleAtStepStart + t * (body.angle - body.angleAtStepStart))
    }
    func separation(at t: Double) -> Double {
      let p = pose(bodyA, sweeps: sweepsA, at: t), q = pose(bodyB, sweeps: sweepsB, at: t)
      return self.separation(shapes[a], at: p.position, p.angle, shapes[b], at: q.position, q.angle)
    }
    let target = Tuning.linearSlop
    let s = separation(at: 0)
    guard s > target, reach > s - target,
          let contact = ConservativeAdvancement.firstContact(from: s, to: target, reach: reach, separation: separation),
          contact.reached
    else { return }
    let t = contact.time
    for (i, sweeps) in [(bodyA, sweepsA), (bodyB, sweepsB)] where sweeps {
      let start = bodies[i].position - bodies[i].deltaPosition
      let p = pose(i, sweeps: true, at: t)
      bodies[i].position = p.position
      bodies[i].deltaPosition = p.position - start
      bodies[i].turn(to: p.angle)
      context.poseGeneration &+= 1
    }
  }
}
