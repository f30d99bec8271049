extension World {
  /// Finds this step's contacts: bounds, sweep and prune, polygon clipping and circles, warm starting from last
  /// step's contact of the same shape pair, and touch events. Contacts between sleeping (or static)
  /// bodies are kept unchanged; a sleeping island that a moving body reaches is woken and the search
  /// repeated, so that it takes part in this step.
  func updateContacts(stepTime h: Double) {
    swap(&contacts, &previousContacts)
    swap(&sleepingContacts, &previousSleepingContacts)
    beganEvents.removeAll(keepingCapacity: true)
    endedEvents.removeAll(keepingCapacity: true)
    // Last step's contacts by shape pair: index i for `previousContacts[i]`, −1 − j for
    // `previousSleepingContacts[j]`.
    context.contactTable.rebuild(contacts: previousContacts, sleeping: previousSleepingContacts)
    var passes = 0
    while true {
      findContacts(stepTime: h)
      passes += 1
      if context.wakeRequests.isEmpty || passes > 8 { break }
      for island in context.wakeRequests { wake(island: island) }
      context.wakeRequests.removeAll(keepingCapacity: true)
    }
    context.wakeRequests.removeAll(keepingCapacity: true)
    sleepingContacts.removeAll(keepingCapacity: true)
    // Contacts of sleeping islands (just fallen asleep, or asleep before) carry on unchanged; the
    // others that were touching and were not found again have ended. (Visited through pointers: a
    // contact is a few hundred bytes, and copying each one costs more than the test.)
    var carried = ContiguousArray<Contact>()
    var ended = ContiguousArray<ContactEvent>()
    swap(&carried, &sleepingContacts)
    swap(&ended, &endedEvents)
    defer {
      swap(&carried, &sleepingContacts)
      swap(&ended, &endedEvents)
    }
    // Through a static function rather than a local one: the locals a local function captures are
    // checked for exclusive access at run time, some 80 instructions per call.
    bodies.withUnsafeBufferPointer { bodies in
      previousContacts.withUnsafeBufferPointer { Self.sortOut($0, bodies, carried: &carried, ended: &ended) }
      previousSleepingContacts.withUnsafeBufferPointer { Self.sortOut($0, bodies, carried: &carried, ended: &ended) }
    }
  }

  /// Of last step's contacts in `list`, keeps those whose bodies all sleep (or are static) in `carried`
  /// and reports the end of the others that were touching and were not found again.
  @inline(__always)
  private static func sortOut(_ list: UnsafeBufferPointer<Contact>, _ bodies: UnsafeBufferPointer<Body>,
                              carried: inout ContiguousArray<Contact>, ended: inout ContiguousArray<ContactEvent>) {
    guard let base = list.baseAddress else { return }
    for i in 0..<list.count {
      let old = base + i
      if !bodies[Int(old.pointee.bodyA)].isMoving && !bodies[Int(old.pointee.bodyB)].isMoving {
        carried.append(old.pointee)
      } else if old.pointee.isTouching && !old.pointee.isMatched {
        ended.append(ContactEvent(shapeA: old.pointee.shapeA, shapeB: old.pointee.shapeB, point: .zero))
      }
    }
  }

  /// One pass of the broad and narrow phases over the moving bodies' shapes. A contact that reaches a
  /// sleeping body adds its island to `wakeRequests` instead of a contact.
  private func findContacts(stepTime h: Double) {
    updateMovingShapes(stepTime: h)
    shapes.withUnsafeBufferPointer { shapes in
      bodies.withUnsafeBufferPointer { bodies in
        broadPhase.findPairs(shapes: shapes, bodies: bodies, into: &context.pairs)
      }
    }
    let impactSpeed = context.impactWarmStartLimit
    let substep = context.substepTime
    // A pair closes at most its two look-aheads in a step (its margin less the speculative distance):
    // short of the smallest inner radius per sub-step, no pair is fast (Solver/FollowedContacts.swift).
    let fastMargin = smallestItemExtent * (h / substep) + Tuning.speculativeDistance
    // Work on local arrays so that appends and writes need no exclusivity checks on the class.
    // A pair found again goes straight to its place in last step's order, `found[i]` for last step's
    // `previous[i]` (the other places are filled with stale records and dropped at the end); new pairs
    // go to `fresh`, put in the solve order of new contacts (`sortBySolveOrder`), and follow the others
    // (see `keepLastStepsOrder`).
    var found = ContiguousArray<Contact>()
    var fresh = ContiguousArray<Contact>()
    var filled = ContiguousArray<Bool>()
    var wakes = ContiguousArray<Int32>()
    var previous = ContiguousArray<Contact>()
    var previousSleeping = ContiguousArray<Contact>()
    var missed = ContiguousArray<UInt64>()
    swap(&missed, &context.contactlessPairs)
    missed.removeAll(keepingCapacity: true)
    swap(&found, &contacts)
    swap(&fresh, &context.newContacts)
    swap(&filled, &context.contactSlotFilled)
    swap(&wakes, &context.wakeRequests)
    swap(&previous, &previousContacts)
    swap(&previousSleeping, &previousSleepingContacts)
    defer {
      sortBySolveOrder(&fresh)
      Self.keepLastStepsOrder(&found, filled: filled, fresh: fresh)
      putUnequalPairsBeforeWalls(&found, freshCount: fresh.count)
      swap(&found, &contacts)
      swap(&fresh, &context.newContacts)
      swap(&filled, &context.contactSlotFilled)
      swap(&wakes, &context.wakeRequests)
      swap(&previous, &previousContacts)
      swap(&previousSleeping, &previousSleepingContacts)
      swap(&missed, &context.contactlessPairs)
    }
    if found.count > previous.count {
      found.removeLast(found.count - previous.count)
    } else if found.count < previous.count {
      found.append(contentsOf: previous[found.count...])
    }
    filled.refill(with: false, count: previous.count)
    fresh.removeAll(keepingCapacity: true)
    let table = context.contactTable
    worldVertices.withUnsafeBufferPointer { vertices in
      worldNormals.withUnsafeBufferPointer { normals in
        shapes.withUnsafeBufferPointer { shapes in
          bodies.withUnsafeBufferPointer { bodies in
            context.pairs.withUnsafeBufferPointer { pairs in
              previous.withUnsafeMutableBufferPointer { previous in
              previousSleeping.withUnsafeMutableBufferPointer { previousSleeping in
              // `found` and `filled` keep their sizes through the loop: written through pointers, not
              // through the arrays (a check that each is not shared per write).
              found.withUnsafeMutableBufferPointer { found in
              filled.withUnsafeMutableBufferPointer { filled in
              @inline(__always) func polygon(_ shape: Shape) -> WorldPolygon {
                let start = Int(shape.vertexStart), count = Int(shape.vertexCount)
                return WorldPolygon(
                  vertices: UnsafeBufferPointer(start: vertices.baseAddress.map { $0 + start }, count: count),
                  normals: UnsafeBufferPointer(start: normals.baseAddress.map { $0 + start }, count: count),
                  radius: shape.radius)
              }
              for key in pairs {
                let a = Int(key >> 32), b = Int(key & 0xFFFF_FFFF)
                let shapeA = shapes[a], shapeB = shapes[b]
                let oldIndex = table.find(key)
                var old: UnsafeMutablePointer<Contact>?
                if let index = oldIndex {
                  old = index >= 0 ? previous.baseAddress.map { $0 + Int(index) }
                    : previousSleeping.baseAddress.map { $0 + Int(-1 - index) }
                }
                // Each shape's margin is the speculative distance plus its own travel this step; the pair
                // looks ahead the speculative distance once (Box2D's 4 × linear slop) plus both travels.
                let margin = shapeA.margin + shapeB.margin - Tuning.speculativeDistance
                let clipped = ShapeCollider.collide(polygon(shapeA), polygon(shapeB), margin: margin,
                                                    preferB: old?.pointee.referenceIsB ?? false)
                // Clipping finds no point for faces side by side a gap apart; a fast pair needs one
                // (Solver/FollowedContacts.swift).
                let manifold = clipped.pointCount > 0 || margin <= fastMargin ? clipped
                  : Self.nearestPointsOfFastPair(polygon(shapeA), polygon(shapeB), bodies, shapeA.body, shapeB.body,
                                                 margin: margin, substep: substep)
                guard manifold.pointCount > 0 else {
                  if !shapeA.isBoundary && !shapeB.isBoundary { missed.append(key) }
                  continue
                }
                guard let bodyBase = bodies.baseAddress else { continue }
                let bodyA = bodyBase + Int(shapeA.body), bodyB = bodyBase + Int(shapeB.body)
                if !bodyA.pointee.isStatic && !bodyA.pointee.isAwake {
                  wakes.append(bodyA.pointee.sleepIsland)
                  continue
                }
                if !bodyB.pointee.isStatic && !bodyB.pointee.isAwake {
                  wakes.append(bodyB.pointee.sleepIsland)
                  continue
                }
                var contact = Self.makeContact(key: key, shapeA: shapeA, shapeB: shapeB, bodyA: UnsafePointer(bodyA),
                                               bodyB: UnsafePointer(bodyB), manifold: manifold, stepTime: h)
                if let old {
                  if !Self.wasImpact(old, fasterThan: impactSpeed) {
                    Self.inherit(&contact.point0, from: old)
                    if contact.pointCount > 1 { Self.inherit(&contact.point1, from: old) }
                  }
                  contact.wasTouching = old.pointee.isTouching
                  contact.isTouching = old.pointee.isTouching
                  old.pointee.isMatched = true
                }
                if let index = oldIndex, index >= 0 {
                  found[Int(index)] = contact
                  filled[Int(index)] = true
                } else {
                  fresh.append(contact)
                }
              }
              }
              }
              }
              }
            }
          }
        }
      }
    }
  }

  /// Drops the places of last step's contacts that were not found again, moving the others down in
  /// their order, and puts the new ones after them. The solver visits contacts in this order; keeping it
  /// from step to step (rather than the broad phase's order, which changes whenever two boxes swap
  /// places along x) keeps a resting pile from jittering. Writing each contact found again straight to
  /// its place, rather than gathering them and copying every record into order (some 450 bytes each),
  /// leaves nothing to move in a step in which no contact ended.
  private static func keepLastStepsOrder(_ found: inout ContiguousArray<Contact>, filled: ContiguousArray<Bool>,
                                         fresh: ContiguousArray<Contact>) {
    var kept = 0
    found.withUnsafeMutableBufferPointer { found in
      filled.withUnsafeBufferPointer { filled in
        for slot in filled.indices where filled[slot] {
          if slot != kept { found[kept] = found[slot] }
          kept += 1
        }
      }
    }
    found.removeLast(found.count - kept)
    found.append(contentsOf: fresh)
  }

  /// Moves each new contact between two items of very unequal mass (`Tuning.squeezeMassRatio`) before
  /// the first contact with a static body, so that a wall has the last word over a light item that a
  /// heavy one drives into it. Solved after the wall's contact, the heavy item's push was the last
  /// word in every pass and carried the light item 10 pt into the wall. (Box2D's graph colouring puts
  /// no static contact in its first colour, to the same end.) Between items of like mass the new contact
  /// keeps its place after the old ones. Nothing is allocated: each move shifts the records between.
  private func putUnequalPairsBeforeWalls(_ found: inout ContiguousArray<Contact>, freshCount: Int) {
    let freshStart = found.count - freshCount
    var wallIndex = -1
    found.withUnsafeMutableBufferPointer { found in
      for j in freshStart..<found.count {
        let a = bodies[Int(found[j].bodyA)], b = bodies[Int(found[j].bodyB)]
        guard !a.isStatic, !b.isStatic,
              max(a.mass, b.mass) >= Tuning.squeezeMassRatio * min(a.mass, b.mass) else { continue }
        if wallIndex < 0 {
          wallIndex = j
          for i in 0..<j where bodies[Int(found[i].bodyA)].isStatic || bodies[Int(found[i].bodyB)].isStatic {
            wallIndex = i
            break
          }
        }
        guard wallIndex < j else { continue }
        let moved = found[j]
        var k = j
        while k > wallIndex {
          found[k] = found[k - 1]
          k -= 1
        }
        found[wallIndex] = moved
        wallIndex += 1
      }
    }
  }

  @inline(__always)
  private static func makeContact(key: UInt64, shapeA: Shape, shapeB: Shape, bodyA: UnsafePointer<Body>,
                                  bodyB: UnsafePointer<Body>, manifold: Manifold, stepTime h: Double) -> Contact {
    var contact = Contact(shapeA: Int32(key >> 32), shapeB: Int32(key & 0xFFFF_FFFF),
                          bodyA: shapeA.body, bodyB: shapeB.body, key: key)
    contact.normal = manifold.normal
    contact.referenceIsB = manifold.referenceIsB
    // Mixing rules of Box2D: friction √(μa·μb), restitution max(ea, eb).
    contact.friction = (bodyA.pointee.friction * bodyB.pointee.friction).squareRoot()
    contact.restitution = max(bodyA.pointee.restitution, bodyB.pointee.restitution)
    contact.pointCount = manifold.pointCount
    // A point midway across the gap stands for both surfaces while the bodies only translate. Turning,
    // a midway anchor swings by half the gap times the turn, and a speculative gap may be tens of points
    // wide: a spinning item believed itself far from the wall it was crossing. Where that swing over the
    // step would pass the linear slop, each body is anchored on its own surface.
    let turn = (abs(bodyA.pointee.angularVelocity) + abs(bodyB.pointee.angularVelocity)) * h
    let centreA = bodyA.pointee.position, centreB = bodyB.pointee.position
    contact.point0 = contactPoint(manifold.point0, normal: manifold.normal, turn: turn, centreA: centreA, centreB: centreB)
    if manifold.pointCount > 1 {
      contact.point1 = contactPoint(manifold.point1, normal: manifold.normal, turn: turn, centreA: centreA, centreB: centreB)
      // A resting contact solves its shallower point first (first in the push pass, last in the relax
      // pass). In the clipper's order every box-on-box contact of a pile or pyramid favoured the same
      // side, and that shared bias rocked the whole pyramid for some 20 steps before it slept; in depth
      // order the points' order follows the box's own tilt. Only at rest: a contact that is closing or
      // parting keeps the clipper's order, so collisions are solved exactly as before.
      let closing = (bodyB.pointee.velocity - bodyA.pointee.velocity).dot(manifold.normal)
      if abs(closing) < Tuning.restingContactSpeed && contact.point1.separation > contact.point0.separation {
        swap(&contact.point0, &contact.point1)
      }
    }
    return contact
  }

  /// For two polygons of a fast pair (`isFastPair`), their nearest points; else no point. Out of line:
  /// the contact search calls it only when clipping found nothing.
  @inline(never)
  private static func nearestPointsOfFastPair(_ a: WorldPolygon, _ b: WorldPolygon, _ bodies: UnsafeBufferPointer<Body>,
                                              _ bodyA: Int32, _ bodyB: Int32, margin: Double, substep: Double) -> Manifold {
    guard a.radius == 0, b.radius == 0, let base = bodies.baseAddress,
          isFastPair(base + Int(bodyA), base + Int(bodyB), substep: substep) else { return Manifold() }
    return PolygonCollider.nearestPoints(a, b, margin: margin)
  }

  /// A manifold point as a contact point of bodies centred at `centreA` and `centreB`, which turn by
  /// `turn` (rad, both together) over the step: anchored midway across the gap, or on each body's own
  /// surface where the midway anchor's swing would pass the linear slop (see `makeContact`).
  @inline(__always)
  static func contactPoint(_ m: ManifoldPoint, normal: Vec2, turn: Double, centreA: Vec2, centreB: Vec2) -> ContactPoint {
    var p = ContactPoint()
    p.id = m.id
    p.anchorsOnSurfaces = 0.5 * abs(m.separation) * turn > Tuning.linearSlop
    let half = p.anchorsOnSurfaces ? (0.5 * m.separation) * normal : .zero
    p.anchorA = m.point - half - centreA
    p.anchorB = m.point + half - centreB
    p.separation = m.separation
    return p
  }

  /// Whether last step's contact closed faster than `speed` (pt/s): it then stopped a collision within a
  /// sub-step, and its impulses are the collision's, not a load worth warm-starting. Warm-started, the
  /// impulse that stopped a light item crushed against a wall at 12 000 pt/s pushed it 3 pt into the
  /// wall over the next step (the soft contact leaks a stale impulse back as a pull).
  @inline(__always)
  private static func wasImpact(_ old: UnsafeMutablePointer<Contact>, fasterThan speed: Double) -> Bool {
    var approach = old.pointee.point0.relativeVelocity
    if old.pointee.pointCount > 1 { approach = min(approach, old.pointee.point1.relativeVelocity) }
    return approach < -speed
  }

  /// Copies the impulses of the old point with the same feature id or, failing that (the reference
  /// face changed sides), of the old point at nearly the same place on body A.
  @inline(__always)
  private static func inherit(_ point: inout ContactPoint, from old: UnsafeMutablePointer<Contact>) {
    let twoPoints = old.pointee.pointCount > 1
    if old.pointee.point0.id == point.id {
      point.normalImpulse = old.pointee.point0.normalImpulse
      point.tangentImpulse = old.pointee.point0.tangentImpulse
    } else if twoPoints && old.pointee.point1.id == point.id {
      point.normalImpulse = old.pointee.point1.normalImpulse
      point.tangentImpulse = old.pointee.point1.tangentImpulse
    } else {
      let tolerance = Tuning.linearSlop * Tuning.linearSlop
      if (old.pointee.point0.anchorA - point.anchorA).lengthSquared < tolerance {
        point.normalImpulse = old.pointee.point0.normalImpulse
        point.tangentImpulse = old.pointee.point0.tangentImpulse
      } else if twoPoints && (old.pointee.point1.anchorA - point.anchorA).lengthSquared < tolerance {
        point.normalImpulse = old.pointee.point1.normalImpulse
        point.tangentImpulse = old.pointee.point1.tangentImpulse
      }
    }
  }
}
