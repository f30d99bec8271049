extension World {
  /// Adds a convex polygon (vertices in body coordinates, turning from +x toward +y) to `body`, or with
  /// a `radius` (pt) a circle whose centre is the one vertex, or an ellipse whose first axis ends at
  /// the two vertices and whose other semi-axis is the radius.
  @discardableResult
  func addShape(body: Int32, vertices: [Vec2], radius circleRadius: Double = 0, owner: Int32, isBoundary: Bool,
                itemMask: CollisionMask = CollisionMask(), boundaryMask: CollisionMask = CollisionMask(),
                groupMask: CollisionMask = CollisionMask()) -> Int32 {
    let start = Int32(localVertices.count)
    localVertices.append(contentsOf: vertices)
    localNormals.append(contentsOf: PolygonBuilder.normals(of: vertices))
    worldVertices.append(contentsOf: vertices)
    worldNormals.append(contentsOf: PolygonBuilder.normals(of: vertices))
    let isRound = vertices.count == 1 && circleRadius > 0
    let isEllipse = vertices.count == 2 && circleRadius > 0 && !isBoundary
    shapes.append(Shape(body: body, vertexStart: start, vertexCount: Int32(vertices.count),
                        itemMask: itemMask.first, boundaryMask: boundaryMask.first, groupMask: groupMask.first,
                        owner: owner, isBoundary: isBoundary, radius: isRound || isEllipse ? circleRadius : 0))
    maskOverflow.append(item: itemMask, boundary: boundaryMask, group: groupMask)
    let index = Int32(shapes.count - 1)
    let radius = (vertices.map(\.length).max() ?? 0) + (isRound || isEllipse ? circleRadius : 0)
    shapes[Int(index)].isCircle = isRound && !isBoundary && vertices[0].length <= 1e-9 * circleRadius
    bodies[Int(body)].boundingRadius = max(bodies[Int(body)].boundingRadius, radius)
    if isRound || isEllipse {
      let inner = isEllipse ? min(circleRadius, 0.5 * (vertices[1] - vertices[0]).length) : circleRadius
      let extent = bodies[Int(body)].minExtent
      bodies[Int(body)].minExtent = extent > 0 ? min(extent, inner) : inner
    } else if !isBoundary {
      // The shape's inner radius about its vertex mean (Box2D's minimum extent).
      let normals = PolygonBuilder.normals(of: vertices)
      let mean = (1 / Double(max(vertices.count, 1))) * vertices.reduce(Vec2.zero, +)
      let inner = vertices.indices.map { normals[$0].dot(vertices[$0] - mean) }.min() ?? 0
      let extent = bodies[Int(body)].minExtent
      bodies[Int(body)].minExtent = extent > 0 ? min(extent, max(inner, 0)) : max(inner, 0)
    }
    if bodies[Int(body)].minExtent > 0 { smallestItemExtent = min(smallestItemExtent, bodies[Int(body)].minExtent) }
    updateShape(Int(index), stepTime: 0)
    return index
  }

  /// Recomputes a shape's world vertices, its speculative margin and its bounds.
  func updateShape(_ s: Int, stepTime h: Double) {
    withShapeBuffers { Self.updateShape(s, stepTime: h, $0) }
  }

  /// `updateShape` for every item shape of a moving body, with the arrays opened once: written one
  /// element at a time through the class's properties, each write checked that the array was not
  /// shared (some ten per box and step, 1 % of pile-1000's step).
  func updateMovingShapes(stepTime h: Double) {
    withShapeBuffers { buffers in
      for s in 0..<buffers.shapes.count {
        guard !buffers.shapes[s].isBoundary, buffers.bodies[Int(buffers.shapes[s].body)].isMoving else { continue }
        Self.updateShape(s, stepTime: h, buffers)
      }
    }
  }

  /// The arrays a shape's update reads and writes, open for the duration of `body`.
  private struct ShapeBuffers {
    let shapes: UnsafeMutableBufferPointer<Shape>
    let bodies: UnsafeMutableBufferPointer<Body>
    let localVertices: UnsafeBufferPointer<Vec2>
    let localNormals: UnsafeBufferPointer<Vec2>
    let worldVertices: UnsafeMutableBufferPointer<Vec2>
    let worldNormals: UnsafeMutableBufferPointer<Vec2>
  }

  private func withShapeBuffers(_ body: (ShapeBuffers) -> Void) {
    shapes.withUnsafeMutableBufferPointer { shapes in
      bodies.withUnsafeMutableBufferPointer { bodies in
        localVertices.withUnsafeBufferPointer { localVertices in
          localNormals.withUnsafeBufferPointer { localNormals in
            worldVertices.withUnsafeMutableBufferPointer { worldVertices in
              worldNormals.withUnsafeMutableBufferPointer { worldNormals in
                body(ShapeBuffers(shapes: shapes, bodies: bodies, localVertices: localVertices,
                                  localNormals: localNormals, worldVertices: worldVertices,
                                  worldNormals: worldNormals))
              }
            }
          }
        }
      }
    }
  }

  @inline(__always)
  private static func updateShape(_ s: Int, stepTime h: Double, _ buffers: ShapeBuffers) {
    let b = Int(buffers.shapes[s].body)
    let position = buffers.bodies[b].position, rotation = buffers.bodies[b].rotation
    let start = Int(buffers.shapes[s].vertexStart), end = start + Int(buffers.shapes[s].vertexCount)
    // A circle's bounds are its centre's, grown by its radius.
    let round = buffers.shapes[s].radius
    var box = AABB.empty
    for v in start..<end {
      let p = position + rotation.rotate(buffers.localVertices[v])
      buffers.worldVertices[v] = p
      buffers.worldNormals[v] = rotation.rotate(buffers.localNormals[v])
      box.minX = min(box.minX, p.x)
      box.minY = min(box.minY, p.y)
      box.maxX = max(box.maxX, p.x)
      box.maxY = max(box.maxY, p.y)
    }
    // Fast bodies look farther ahead so that they cannot cross a thin boundary within one step.
    let travel = buffers.bodies[b].velocity.length * h
      + buffers.bodies[b].boundingRadius * abs(buffers.bodies[b].angularVelocity) * h
    let margin = Tuning.speculativeDistance + travel
    buffers.shapes[s].margin = margin
    buffers.bodies[b].lookAhead = travel
    if round > 0 && end - start == 2 {
      // An ellipse's bounds are exact: half-extents √(a²u²ₓ + b²u²ᵧ) and √(a²u²ᵧ + b²u²ₓ) for its first
      // axis a·u (half the vertices' offset) and second semi-axis b.
      let p = buffers.worldVertices[start], q = buffers.worldVertices[start + 1]
      let centre = 0.5 * (p + q), half = 0.5 * (q - p)
      let squared = half.lengthSquared
      let scale = squared > 0 ? round * round / squared : 0
      let hx = (half.x * half.x + scale * half.y * half.y).squareRoot()
      let hy = (half.y * half.y + scale * half.x * half.x).squareRoot()
      box = AABB(minX: centre.x - hx, minY: centre.y - hy, maxX: centre.x + hx, maxY: centre.y + hy)
      buffers.shapes[s].aabb = box.grown(by: margin)
    } else {
      buffers.shapes[s].aabb = box.grown(by: margin + round)
    }
  }
}
