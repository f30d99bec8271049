/// A last guard for fast-turning items: no item's centre crosses a boundary line within a step.
///
/// Contacts are found once per step, and a thin item turning most of a radian per step keeps the contact
/// of the material point that was nearest at the step start while its tip swings round; continuous
/// collision (`sweepFastBodiesAgainstBoundaries`) leaves a segment the item already touched to that
/// contact. So a spinning 10×4 ellipse, or a fine polygon, could end a step with its centre past a thin
/// line or the view's edge, and the next step's contact then held it on the far side.
///
/// An item whose centre went past a segment has crossed it whatever its shape (a line has no thickness to
/// hide in): after the continuous passes, each fast item (its travel this step, `|Δp| + r·|Δθ|`, more
/// than half its smallest inner radius, as for the item sweep) whose centre's path meets a boundary
/// segment it collides with is put back at its step-start pose, where its centre was on the near side.
/// Keeping its velocity, as the continuous passes do, was not enough: the same contact failed again and
/// the item was put back step after step, held in the air (a 10×4 32-sided `.path` item at 2000 pt/s).
/// So its velocity toward the segment is turned back as a bounce with its elasticity (at most 1), which
/// never adds energy. A slow item's contacts hold it, and an item a rod tree holds is left where its
/// rods put it.
extension World {
  /// Puts back fast items whose centre crossed a boundary segment this step (see above).
  func keepFastCentresInside() {
    // Most steps have no fast item: one comparison per body, and nothing gathered.
    var anyFast = false
    for i in 1..<bodies.count where isFastTurning(i) {
      anyFast = true
      break
    }
    guard anyFast else { return }
    context.sweepBoundaries.removeAll(keepingCapacity: true)
    for b in shapes.indices where shapes[b].isBoundary { context.sweepBoundaries.append(Int32(b)) }
    for s in shapes.indices where !shapes[s].isBoundary {
      let i = Int(shapes[s].body)
      // A body put back by an earlier shape has not moved, so is no longer fast.
      guard i > 0, i < bodies.count, isFastTurning(i) else { continue }
      let body = bodies[i]
      let start = body.position - body.deltaPosition
      guard let normal = crossedBoundaryNormal(shape: s, from: start, to: body.position) else { continue }
      let approach = body.velocity.dot(normal)
      if approach < 0 {
        let elasticity = min(1, max(0, body.restitution))
        bodies[i].velocity = body.velocity - (1 + elasticity) * approach * normal
      }
      bodies[i].position = start
      bodies[i].deltaPosition = .zero
      bodies[i].turn(to: body.angleAtStepStart)
      context.poseGeneration &+= 1
    }
  }

  /// Whether body `i` moves, is not held by a rod tree, and travelled (`|Δp| + r·|Δθ|`) more than half
  /// its smallest inner radius this step.
  @inline(__always) private func isFastTurning(_ i: Int) -> Bool {
    guard bodies[i].isMoving, !context.rodTrees.holds(i) else { return false }
    let turn = bodies[i].angle - bodies[i].angleAtStepStart
    return bodies[i].deltaPosition.length + bodies[i].boundingRadius * abs(turn) > 0.5 * bodies[i].minExtent
  }

  /// The unit normal, toward `start`, of the first edge of a boundary that item shape `s` collides with
  /// and that the straight path from `start` to `end` meets; nil when it meets none.
  private func crossedBoundaryNormal(shape s: Int, from start: Vec2, to end: Vec2) -> Vec2? {
    let path = AABB(minX: min(start.x, end.x), minY: min(start.y, end.y),
                    maxX: max(start.x, end.x), maxY: max(start.y, end.y))
    let moving = shapes[s]
    for boundary in context.sweepBoundaries {
      let b = Int(boundary)
      guard moving.boundaryMask & shapes[b].groupMask != 0 || maskOverflow.meet(s, .boundary, b, .group),
            path.overlaps(shapes[b].aabb) else { continue }
      let first = Int(shapes[b].vertexStart), count = Int(shapes[b].vertexCount)
      guard count >= 2, first + count <= worldVertices.count else { continue }
      // A closed outline's last edge joins its last vertex to its first.
      let edges = count == 2 ? 1 : count
      for e in 0..<edges {
        let p = worldVertices[first + e], q = worldVertices[first + (e + 1) % count]
        guard Self.segmentsCross(start, end, p, q) else { continue }
        let edge = q - p, length = edge.length
        guard length > 0 else { continue }
        let normal = (1 / length) * edge.perpendicular
        return (start - p).dot(normal) < 0 ? -normal : normal
      }
    }
    return nil
  }

  /// Whether segments `a0a1` and `b0b1` meet (a touch counts: a centre on the line has crossed it).
  private static func segmentsCross(_ a0: Vec2, _ a1: Vec2, _ b0: Vec2, _ b1: Vec2) -> Bool {
    func side(_ o: Vec2, _ p: Vec2, _ q: Vec2) -> Double { (p - o).cross(q - o) }
    let d1 = side(b0, b1, a0), d2 = side(b0, b1, a1)
    let d3 = side(a0, a1, b0), d4 = side(a0, a1, b1)
    return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 == 0 && d2 == 0)
  }
}
