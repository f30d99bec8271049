extension World {
  /// Decides touching from the separations after the solver, so that a contact is reported in the step
  /// in which the shapes meet. Touching starts within the linear slop and ends beyond the speculative
  /// distance, so a resting item does not flicker between the two. A contact the impact pass struck
  /// touched during the step even if it bounced apart again; those begin in the order they were struck
  /// (a cradle's row reports ball 0–1, 1–2, … as the impulse travels), after the others.
  func updateTouching() {
    var began = ContiguousArray<ContactEvent>()
    var ended = ContiguousArray<ContactEvent>()
    swap(&began, &beganEvents)
    swap(&ended, &endedEvents)
    defer {
      swap(&began, &beganEvents)
      swap(&ended, &endedEvents)
    }
    // The separations the four-lane relax pass kept, where no body has moved since (the pair's stamp is
    // the current pose): the same bits as measuring them here, as the same operations in the same order.
    let pose = context.poseGeneration, keptSeparations = context.solvesInLevels
    bodies.withUnsafeBufferPointer { bodiesBuffer in
      contacts.withUnsafeMutableBufferPointer { contacts in
      context.contactLaneSlot.withUnsafeBufferPointer { slots in
      context.laneConstraints.withUnsafeBufferPointer { constraints in
      context.laneImpulses.withUnsafeBufferPointer { impulses in
        // Through pointers: copying each contact (some 450 bytes) and its two bodies to read a few
        // fields had cost more than the test.
        guard let bodies = bodiesBuffer.baseAddress, let base = contacts.baseAddress else { return }
        for c in contacts.indices {
          let contact = base + c
          let bodyA = bodies + Int(contact.pointee.bodyA), bodyB = bodies + Int(contact.pointee.bodyB)
          var minimum: Double
          let slot = keptSeparations ? Int(slots[c]) : -1
          if slot >= 0 && constraints[slot >> 1].separationStamp == pose {
            let first = 2 * (slot >> 1), lane = slot & 1
            minimum = impulses[first].separation[lane]
            if contact.pointee.pointCount > 1 { minimum = min(minimum, impulses[first + 1].separation[lane]) }
          } else {
            let dp = bodyB.pointee.deltaPosition - bodyA.pointee.deltaPosition
            let dqA = bodyA.pointee.deltaRotation, dqB = bodyB.pointee.deltaRotation
            let normal = contact.pointee.normal
            @inline(__always) func separation(_ p: ContactPoint) -> Double {
              let prA = dqA.rotate(p.anchorA)
              let prB = dqB.rotate(p.anchorB)
              return (dp + prB - prA).dot(normal) + p.adjustedSeparation
            }
            minimum = separation(contact.pointee.point0)
            if contact.pointee.pointCount > 1 { minimum = min(minimum, separation(contact.pointee.point1)) }
          }
          let isStruck = contact.pointee.isStruck, wasTouching = contact.pointee.wasTouching
          let touching = isStruck || minimum <= (wasTouching ? Tuning.speculativeDistance : Tuning.linearSlop)
          contact.pointee.isTouching = touching
          if touching && !wasTouching && !isStruck {
            began.append(ContactEvent(shapeA: contact.pointee.shapeA, shapeB: contact.pointee.shapeB,
                                      point: Self.meetingPoint(contact.pointee, bodyA.pointee, bodyB.pointee)))
          } else if wasTouching && !touching {
            ended.append(ContactEvent(shapeA: contact.pointee.shapeA, shapeB: contact.pointee.shapeB, point: .zero))
          }
        }
      }
      }
      }
      }
    }
    contacts.withUnsafeBufferPointer { contacts in
      for c in context.struckContacts where Int(c) < contacts.count && !contacts[Int(c)].wasTouching {
        let contact = contacts[Int(c)]
        began.append(ContactEvent(shapeA: contact.shapeA, shapeB: contact.shapeB,
                                  point: Self.meetingPoint(contact, bodies[Int(contact.bodyA)],
                                                           bodies[Int(contact.bodyB)])))
      }
    }
  }

  /// Where the surfaces met (the point a "began" report carries): at the time of impact for a struck
  /// contact; otherwise after the solve, midway between the two bodies' material points that started
  /// at the manifold point (itself midway between the surfaces at the step start). Either way a fast
  /// landing reports a point on the surface it reached, not where the gap was measured. The midpoint of
  /// a two-point manifold.
  @inline(__always)
  private static func meetingPoint(_ contact: Contact, _ bodyA: Body, _ bodyB: Body) -> Vec2 {
    @inline(__always) func point(_ p: ContactPoint) -> Vec2 {
      if contact.isStruck {
        let start = bodyA.position - bodyA.deltaPosition + p.anchorA + contact.impactOffset
        return p.anchorsOnSurfaces ? start + (0.5 * p.separation) * contact.normal : start
      }
      return 0.5 * ((bodyA.position + bodyA.deltaRotation.rotate(p.anchorA))
        + (bodyB.position + bodyB.deltaRotation.rotate(p.anchorB)))
    }
    let first = point(contact.point0)
    return contact.pointCount > 1 ? 0.5 * (first + point(contact.point1)) : first
  }
}
