/// Continuous collision against boundaries, for bodies that moved farther in a step than their
/// contacts looked ahead.
///
/// Contacts are found once per step, before the sub-steps and their elastic-impact passes, and reach as
/// far as each body's travel at its step-start velocity (`Body.lookAhead`). A body can still go
/// farther: a light item struck by a heavy one in the impact pass leaves at up to twice the striker's
/// speed, and a box set spinning by a strike sweeps its corners round. Such a body meets boundary
/// segments for which no contact exists, and used to end the step up to 10 pt inside a wall or past
/// it (the invariant tests' random scenes; `InvariantTests.staysInside`).
///
/// After the sub-steps, this pass takes each body whose travel this step (`|Δp| + r·|Δθ|`) exceeded
/// its look-ahead plus the speculative distance (contacts exist for everything nearer) and sweeps its
/// polygon from the step-start pose to the end pose against each boundary segment it may meet (one it
/// touched at the step start is the contacts' business), by conservative advancement. If it reaches
/// one (separation within the linear slop) it is put back at that time of impact, keeping its
/// velocity, as Box2D's continuous pass does: the next step finds the contact and resolves it
/// (bouncing it if elastic). Bodies the impact pass struck are swept too (their contacts looked ahead
/// by a velocity they no longer had), against the segments their centre crossed or that they ended
/// more than the speculative distance past. Other bodies whose motion stayed within their look-ahead
/// are never tested, so a step in which nothing outruns its contacts and nothing is struck costs one
/// comparison per body.
extension World {
  /// Sweeps bodies that outran their contacts against the boundaries (see above).
  func sweepFastBodiesAgainstBoundaries() {
    // Bodies the impact pass struck: their contacts looked ahead by a velocity they no longer had, and a
    // burst of strikes between a wall and a much heavier item (the light item bouncing faster each time)
    // can leave one past the wall with no single sub-step to blame. Swept whatever their travel, but only
    // against a segment they crossed or ended more than the speculative distance past: a smaller overlap
    // is the contacts' to resolve, and putting the body back for it (at its speed) added energy.
    // A body a rod tree holds is left where its rods put it, as the item sweep leaves it: put back
    // alone, it broke its rods (Solver/RodTrees.swift).
    func sweepStruck(_ index: Int) {
      guard index < bodies.count, bodies[index].isMoving, !context.rodTrees.holds(index) else { return }
      let turn = bodies[index].angle - bodies[index].angleAtStepStart
      let travel = bodies[index].deltaPosition.length + bodies[index].boundingRadius * abs(turn)
      if travel > 0 { sweep(body: index, turn: turn, travel: travel, deeperThan: Tuning.speculativeDistance) }
    }
    for c in context.struckContacts where Int(c) < contacts.count {
      sweepStruck(Int(contacts[Int(c)].bodyA))
      sweepStruck(Int(contacts[Int(c)].bodyB))
    }
    for i in 1..<bodies.count where bodies[i].isMoving && !context.rodTrees.holds(i) {
      let body = bodies[i]
      let turn = body.angle - body.angleAtStepStart
      let travel = body.deltaPosition.length + body.boundingRadius * abs(turn)
      // Contacts were made with everything within the speculative distance plus the look-ahead:
      // only a body that went farther can have met a segment without one.
      guard travel > body.lookAhead + Tuning.speculativeDistance else { continue }
      sweep(body: i, turn: turn, travel: travel)
    }
  }

  /// Puts body `index` back at its earliest time of impact with a boundary segment this step; with
  /// `deeperThan`, only segments its centre crossed or its end pose lies more than that far past count
  /// (pt).
  private func sweep(body index: Int, turn: Double, travel: Double, deeperThan depth: Double? = nil) {
    let body = bodies[index]
    let startPosition = body.position - body.deltaPosition
    let startAngle = body.angleAtStepStart
    // The earliest time of impact (fraction of the step) over all the body's shapes and segments.
    var earliest = 1.0
    for s in shapes.indices where shapes[s].body == Int32(index) && !shapes[s].isBoundary {
      let moving = shapes[s]
      let swept = sweptBounds(of: moving, from: startPosition, startAngle, to: body.position, body.angle)
      for b in shapes.indices where shapes[b].isBoundary
        && (moving.boundaryMask & shapes[b].groupMask != 0 || maskOverflow.meet(s, .boundary, b, .group)) {
        guard swept.overlaps(shapes[b].aabb) else { continue }
        if let depth, !crossed(shapes[b], from: startPosition, to: body.position),
           separation(moving, at: body.position, body.angle, from: shapes[b]) > -depth { continue }
        let t = timeOfImpact(moving, against: shapes[b], from: startPosition, startAngle,
                             by: body.deltaPosition, turn: turn, travel: travel, before: earliest)
        earliest = min(earliest, t)
      }
    }
    guard earliest < 1 else { return }
    let position = startPosition + earliest * body.deltaPosition
    let angle = startAngle + earliest * turn
    bodies[index].position = position
    bodies[index].deltaPosition = position - startPosition
    bodies[index].turn(to: angle)
    context.poseGeneration &+= 1
  }

  /// Whether a body's centre went from one side of `segment`'s line to the other.
  private func crossed(_ segment: Shape, from start: Vec2, to end: Vec2) -> Bool {
    let first = Int(segment.vertexStart)
    guard first < worldVertices.count, first < worldNormals.count else { return false }
    let point = worldVertices[first], normal = worldNormals[first]
    return (start - point).dot(normal) * (end - point).dot(normal) < 0
  }

  /// The first fraction of the step at which `shape`, moving linearly in position and angle, comes
  /// within the linear slop of `segment`; `limit` when it does not before then. Conservative
  /// advancement: the separation (a lower bound of the distance, from separating axes) divided by the
  /// fastest any point of the shape approaches (`travel` per step) is a time it cannot touch within.
  private func timeOfImpact(_ shape: Shape, against segment: Shape, from position: Vec2, _ angle: Double,
                            by displacement: Vec2, turn: Double, travel: Double, before limit: Double) -> Double {
    let target = Tuning.linearSlop
    let start = self.separation(shape, at: position, angle, from: segment)
    // Already touching at the step start: the step's contacts were in charge of it.
    guard start > target else { return limit }
    let contact = ConservativeAdvancement.firstContact(from: start, to: target, reach: travel, before: limit) { t in
      self.separation(shape, at: position + t * displacement, angle + t * turn, from: segment)
    }
    guard let contact, contact.reached else { return limit }
    return contact.time
  }

  /// Separation (pt) between `shape` placed at a pose and a boundary segment, by the same separating
  /// axes (or circle distances) as the contacts (`ShapeCollider.separation`): positive when apart.
  private func separation(_ shape: Shape, at position: Vec2, _ angle: Double, from segment: Shape) -> Double {
    placeSweepPolygon(shape, at: position, angle, into: &context.sweepVertices, &context.sweepNormals)
    let first = Int(segment.vertexStart), end = first + Int(segment.vertexCount)
    return context.sweepVertices.withUnsafeBufferPointer { vertices in
      context.sweepNormals.withUnsafeBufferPointer { normals in
        worldVertices.withUnsafeBufferPointer { segmentVertices in
          worldNormals.withUnsafeBufferPointer { segmentNormals in
            let moving = WorldPolygon(vertices: vertices, normals: normals, radius: shape.radius)
            let wall = WorldPolygon(vertices: UnsafeBufferPointer(rebasing: segmentVertices[first..<end]),
                                    normals: UnsafeBufferPointer(rebasing: segmentNormals[first..<end]))
            return ShapeCollider.separation(moving, wall)
          }
        }
      }
    }
  }

  /// Separation (pt) between two item shapes, each placed at a pose (see `separation(_:at:_:from:)`).
  func separation(_ a: Shape, at positionA: Vec2, _ angleA: Double,
                  _ b: Shape, at positionB: Vec2, _ angleB: Double) -> Double {
    placeSweepPolygon(a, at: positionA, angleA, into: &context.sweepVertices, &context.sweepNormals)
    placeSweepPolygon(b, at: positionB, angleB, into: &context.otherSweepVertices, &context.otherSweepNormals)
    return context.sweepVertices.withUnsafeBufferPointer { verticesA in
      context.sweepNormals.withUnsafeBufferPointer { normalsA in
        context.otherSweepVertices.withUnsafeBufferPointer { verticesB in
          context.otherSweepNormals.withUnsafeBufferPointer { normalsB in
            let first = WorldPolygon(vertices: verticesA, normals: normalsA, radius: a.radius)
            let second = WorldPolygon(vertices: verticesB, normals: normalsB, radius: b.radius)
            return ShapeCollider.separation(first, second)
          }
        }
      }
    }
  }

  /// The manifold of two item shapes, each placed at a pose (`ShapeCollider.collide`; the normal points
  /// from `a` to `b`), or for two polygons whose clipping finds no point, their nearest points
  /// (`PolygonCollider.nearestPoints`).
  func collide(_ a: Shape, at positionA: Vec2, _ angleA: Double, _ b: Shape, at positionB: Vec2, _ angleB: Double,
               margin: Double, preferB: Bool) -> Manifold {
    placeSweepPolygon(a, at: positionA, angleA, into: &context.sweepVertices, &context.sweepNormals)
    placeSweepPolygon(b, at: positionB, angleB, into: &context.otherSweepVertices, &context.otherSweepNormals)
    return collidePlaced(a, b, margin: margin, preferB: preferB)
  }

  /// `collide(_:at:_:_:at:_:margin:preferB:)` for the poses at which `separation(_:at:_:_:at:_:)` last
  /// placed the two shapes.
  func collidePlaced(_ a: Shape, _ b: Shape, margin: Double, preferB: Bool) -> Manifold {
    context.sweepVertices.withUnsafeBufferPointer { verticesA in
      context.sweepNormals.withUnsafeBufferPointer { normalsA in
        context.otherSweepVertices.withUnsafeBufferPointer { verticesB in
          context.otherSweepNormals.withUnsafeBufferPointer { normalsB in
            let first = WorldPolygon(vertices: verticesA, normals: normalsA, radius: a.radius)
            let second = WorldPolygon(vertices: verticesB, normals: normalsB, radius: b.radius)
            let manifold = ShapeCollider.collide(first, second, margin: margin, preferB: preferB)
            guard manifold.pointCount == 0, a.radius == 0, b.radius == 0 else { return manifold }
            return PolygonCollider.nearestPoints(first, second, margin: margin)
          }
        }
      }
    }
  }

  /// `shape`'s polygon at a pose, into scratch arrays that keep their capacity.
  private func placeSweepPolygon(_ shape: Shape, at position: Vec2, _ angle: Double,
                                 into vertices: inout ContiguousArray<Vec2>, _ normals: inout ContiguousArray<Vec2>) {
    let rotation = Rotation(angle: angle)
    let start = Int(shape.vertexStart), count = Int(shape.vertexCount)
    vertices.removeAll(keepingCapacity: true)
    normals.removeAll(keepingCapacity: true)
    for v in start..<start + count {
      vertices.append(position + rotation.rotate(localVertices[v]))
      normals.append(rotation.rotate(localNormals[v]))
    }
  }

  /// The bounds of `shape` over its motion from one pose to another, grown by the linear slop (pt).
  func sweptBounds(of shape: Shape, from p0: Vec2, _ a0: Double, to p1: Vec2, _ a1: Double) -> AABB {
    let r0 = Rotation(angle: a0), r1 = Rotation(angle: a1)
    var box = AABB.empty
    let start = Int(shape.vertexStart)
    var radius = 0.0
    for v in start..<start + Int(shape.vertexCount) {
      let local = localVertices[v]
      radius = max(radius, local.length + shape.radius)
      let q0 = p0 + r0.rotate(local), q1 = p1 + r1.rotate(local)
      box.minX = min(box.minX, q0.x, q1.x)
      box.minY = min(box.minY, q0.y, q1.y)
      box.maxX = max(box.maxX, q0.x, q1.x)
      box.maxY = max(box.maxY, q0.y, q1.y)
    }
    // A turning shape bulges beyond its end poses' corners by at most its radius's sagitta; the
    // radius itself is a safe, simple bound for that.
    // A circle's box is its centre's, grown by its radius; an ellipse's, its first axis's ends' grown
    // by its second semi-axis (which holds it).
    let grow = Tuning.linearSlop + shape.radius + (a0 == a1 ? 0 : radius * min(1, abs(a1 - a0)))
    return AABB(minX: box.minX - grow, minY: box.minY - grow, maxX: box.maxX + grow, maxY: box.maxY + grow)
  }
}
