extension World {
  /// Finds this step's contacts: bounds, sweep and prune, polygon clipping, then carries impulses over
  /// from last step's contacts with the same features (warm starting) and records touch events.
  func updateContacts(stepTime h: Double) {
    for s in shapes.indices where !shapes[s].isBoundary {
      updateShape(s, stepTime: h)
    }
    swap(&contacts, &previousContacts)
    contacts.removeAll(keepingCapacity: true)
    beganEvents.removeAll(keepingCapacity: true)
    endedEvents.removeAll(keepingCapacity: true)

    shapes.withUnsafeBufferPointer { shapes in
      bodies.withUnsafeBufferPointer { bodies in
        broadPhase.findPairs(shapes: shapes, bodies: bodies, into: &pairs)
      }
    }

    worldVertices.withUnsafeBufferPointer { vertices in
      worldNormals.withUnsafeBufferPointer { normals in
        for key in pairs {
          let a = Int(key >> 32), b = Int(key & 0xFFFF_FFFF)
          let shapeA = shapes[a], shapeB = shapes[b]
          func polygon(_ shape: Shape) -> WorldPolygon {
            let start = Int(shape.vertexStart), count = Int(shape.vertexCount)
            return WorldPolygon(
              vertices: UnsafeBufferPointer(rebasing: vertices[start..<start + count]),
              normals: UnsafeBufferPointer(rebasing: normals[start..<start + count]))
          }
          let manifold = PolygonCollider.collide(polygon(shapeA), polygon(shapeB),
                                                 margin: shapeA.margin + shapeB.margin)
          guard manifold.pointCount > 0 else { continue }
          contacts.append(makeContact(key: key, shapeA: shapeA, shapeB: shapeB, manifold: manifold))
        }
      }
    }
    carryOverImpulses()
  }

  private func makeContact(key: UInt64, shapeA: Shape, shapeB: Shape, manifold: Manifold) -> Contact {
    let bodyA = bodies[Int(shapeA.body)], bodyB = bodies[Int(shapeB.body)]
    var contact = Contact(shapeA: Int32(key >> 32), shapeB: Int32(key & 0xFFFF_FFFF),
                          bodyA: shapeA.body, bodyB: shapeB.body, key: key)
    contact.normal = manifold.normal
    // Mixing rules of Box2D: friction √(μa·μb), restitution max(ea, eb).
    contact.friction = (bodyA.friction * bodyB.friction).squareRoot()
    contact.restitution = max(bodyA.restitution, bodyB.restitution)
    contact.pointCount = manifold.pointCount
    func point(_ m: ManifoldPoint) -> ContactPoint {
      var p = ContactPoint()
      p.id = m.id
      p.anchorA = m.point - bodyA.position
      p.anchorB = m.point - bodyB.position
      p.separation = m.separation
      return p
    }
    contact.point0 = point(manifold.point0)
    if manifold.pointCount > 1 { contact.point1 = point(manifold.point1) }
    return contact
  }

  /// Matches contacts with last step's by shape pair and feature id, copies their impulses, and records
  /// began/ended touch events. Touching starts within the linear slop and ends beyond the speculative
  /// distance, so a resting item does not flicker between the two.
  private func carryOverImpulses() {
    contactTable.reset(capacityFor: previousContacts.count)
    for (i, old) in previousContacts.enumerated() { contactTable.insert(old.key, Int32(i)) }
    var matchedOld = 0
    for c in contacts.indices {
      var contact = contacts[c]
      var wasTouching = false
      if let oldIndex = contactTable.find(contact.key) {
        let old = previousContacts[Int(oldIndex)]
        wasTouching = old.isTouching
        previousContacts[Int(oldIndex)].isTouching = false  // marks it as still present
        matchedOld += 1
        Self.inherit(&contact.point0, from: old)
        if contact.pointCount > 1 { Self.inherit(&contact.point1, from: old) }
      }
      var minimum = contact.point0.separation
      if contact.pointCount > 1 { minimum = min(minimum, contact.point1.separation) }
      contact.isTouching = minimum <= (wasTouching ? Tuning.speculativeDistance : Tuning.linearSlop)
      if contact.isTouching && !wasTouching {
        beganEvents.append(ContactEvent(shapeA: contact.shapeA, shapeB: contact.shapeB,
                                        point: contactPoint(contact)))
      } else if wasTouching && !contact.isTouching {
        endedEvents.append(ContactEvent(shapeA: contact.shapeA, shapeB: contact.shapeB, point: .zero))
      }
      contacts[c] = contact
    }
    // Contacts that vanished while touching have ended too.
    for old in previousContacts where old.isTouching {
      endedEvents.append(ContactEvent(shapeA: old.shapeA, shapeB: old.shapeB, point: .zero))
    }
  }

  /// Copies the impulses of the old point with the same feature id, if any.
  @inline(__always)
  private static func inherit(_ point: inout ContactPoint, from old: Contact) {
    if old.point0.id == point.id {
      point.normalImpulse = old.point0.normalImpulse
      point.tangentImpulse = old.point0.tangentImpulse
    } else if old.pointCount > 1 && old.point1.id == point.id {
      point.normalImpulse = old.point1.normalImpulse
      point.tangentImpulse = old.point1.tangentImpulse
    }
  }

  /// The reported contact point: the manifold point, or the midpoint of two.
  func contactPoint(_ contact: Contact) -> Vec2 {
    let a = bodies[Int(contact.bodyA)].position + contact.point0.anchorA
    guard contact.pointCount > 1 else { return a }
    let b = bodies[Int(contact.bodyA)].position + contact.point1.anchorA
    return 0.5 * (a + b)
  }
}
