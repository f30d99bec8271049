extension World {
  /// Finds this step's contacts: bounds, sweep and prune, polygon clipping, then carries impulses over
  /// from last step's contacts with the same features (warm starting) and records touch events.
  /// Contacts between sleeping (or static) bodies are kept unchanged; a sleeping island that a moving
  /// body reaches is woken and the search repeated, so that it takes part in this step.
  func updateContacts(stepTime h: Double) {
    swap(&contacts, &previousContacts)
    swap(&sleepingContacts, &previousSleepingContacts)
    beganEvents.removeAll(keepingCapacity: true)
    endedEvents.removeAll(keepingCapacity: true)
    while true {
      findContacts(stepTime: h)
      if wakeRequests.isEmpty { break }
      for island in wakeRequests { wake(island: island) }
      wakeRequests.removeAll(keepingCapacity: true)
    }
    // Contacts of sleeping islands (those that just fell asleep, and those asleep before) carry on.
    sleepingContacts.removeAll(keepingCapacity: true)
    for old in previousContacts where !bodies[Int(old.bodyA)].isMoving && !bodies[Int(old.bodyB)].isMoving {
      sleepingContacts.append(old)
    }
    for old in previousSleepingContacts where !bodies[Int(old.bodyA)].isMoving && !bodies[Int(old.bodyB)].isMoving {
      sleepingContacts.append(old)
    }
    carryOverImpulses()
  }

  /// One pass of the broad and narrow phases over the moving bodies' shapes. Contacts that reach a
  /// sleeping body add its island to `wakeRequests` instead of a contact.
  private func findContacts(stepTime h: Double) {
    for s in shapes.indices where !shapes[s].isBoundary && bodies[Int(shapes[s].body)].isMoving {
      updateShape(s, stepTime: h)
    }
    contacts.removeAll(keepingCapacity: true)
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
          let bodyA = bodies[Int(shapeA.body)], bodyB = bodies[Int(shapeB.body)]
          if !bodyA.isStatic && !bodyA.isAwake {
            wakeRequests.append(bodyA.sleepIsland)
            continue
          }
          if !bodyB.isStatic && !bodyB.isAwake {
            wakeRequests.append(bodyB.sleepIsland)
            continue
          }
          contacts.append(makeContact(key: key, shapeA: shapeA, shapeB: shapeB, manifold: manifold))
        }
      }
    }
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

  /// Matches contacts with last step's by shape pair and feature id, copies their impulses and whether
  /// they were touching, and reports the end of touching contacts that vanished.
  private func carryOverImpulses() {
    contactTable.reset(capacityFor: previousContacts.count + previousSleepingContacts.count)
    for (i, old) in previousContacts.enumerated() { contactTable.insert(old.key, Int32(i)) }
    // A woken island's contacts start from the impulses they had when it fell asleep.
    for old in previousSleepingContacts where bodies[Int(old.bodyA)].isMoving || bodies[Int(old.bodyB)].isMoving {
      previousContacts.append(old)
      contactTable.insert(old.key, Int32(previousContacts.count - 1))
    }
    for c in contacts.indices {
      var contact = contacts[c]
      var wasTouching = false
      if let oldIndex = contactTable.find(contact.key) {
        let old = previousContacts[Int(oldIndex)]
        wasTouching = old.isTouching
        previousContacts[Int(oldIndex)].isTouching = false  // marks it as still present
        Self.inherit(&contact.point0, from: old)
        if contact.pointCount > 1 { Self.inherit(&contact.point1, from: old) }
      }
      contact.wasTouching = wasTouching
      contact.isTouching = wasTouching
      contacts[c] = contact
    }
    // Contacts that vanished while touching have ended too.
    for old in previousContacts where old.isTouching
      && (bodies[Int(old.bodyA)].isMoving || bodies[Int(old.bodyB)].isMoving) {
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

  /// Decides touching from the separations after the solver, so that a contact is reported in the step
  /// in which the shapes meet. Touching starts within the linear slop and ends beyond the speculative
  /// distance, so a resting item does not flicker between the two.
  func updateTouching() {
    bodies.withUnsafeBufferPointer { bodies in
      for c in contacts.indices {
        let contact = contacts[c]
        let bodyA = bodies[Int(contact.bodyA)], bodyB = bodies[Int(contact.bodyB)]
        let dp = bodyB.deltaPosition - bodyA.deltaPosition
        @inline(__always) func separation(_ p: ContactPoint) -> Double {
          let prA = bodyA.deltaRotation.rotate(p.anchorA)
          let prB = bodyB.deltaRotation.rotate(p.anchorB)
          return (dp + prB - prA).dot(contact.normal) + p.adjustedSeparation
        }
        var minimum = separation(contact.point0)
        if contact.pointCount > 1 { minimum = min(minimum, separation(contact.point1)) }
        let touching = minimum <= (contact.wasTouching ? Tuning.speculativeDistance : Tuning.linearSlop)
        contacts[c].isTouching = touching
        if touching && !contact.wasTouching {
          let point = bodyA.position + contact.point0.anchorA + (contact.pointCount > 1
            ? 0.5 * (contact.point1.anchorA - contact.point0.anchorA) : .zero)
          beganEvents.append(ContactEvent(shapeA: contact.shapeA, shapeB: contact.shapeB, point: point))
        } else if contact.wasTouching && !touching {
          endedEvents.append(ContactEvent(shapeA: contact.shapeA, shapeB: contact.shapeB, point: .zero))
        }
      }
    }
  }
}
