/// A distance constraint between two points on two bodies (body A may be the static ground, whose
/// "local" anchor is then a point of the reference view). It models `UIAttachmentBehavior`: a rigid rod
/// when `frequency` is 0, otherwise a damped spring whose oscillation frequency does not depend on mass.
struct DistanceJoint {
  var bodyA: Int32
  var bodyB: Int32
  /// Attachment points in each body's own frame, relative to its centre (pt).
  var localAnchorA: Vec2
  var localAnchorB: Vec2
  /// Rest length (pt).
  var length: Double
  /// Spring frequency (Hz), 0 for a rigid rod, and damping ratio (1 = critical).
  var frequency: Double
  var dampingRatio: Double

  // Solver state for the current step.
  var anchorA: Vec2 = .zero
  var anchorB: Vec2 = .zero
  var deltaCenter: Vec2 = .zero
  var impulse: Double = 0
  var springStiffness: Double = 0
  var springDamping: Double = 0
  var springIsSoft = false
}

extension World {
  /// Computes world-oriented anchors and spring coefficients at the start of a step.
  func prepareJoints(substep h: Double) {
    let bodyCount = bodies.count
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        for j in joints.indices {
          var joint = joints[j]
          let a = Int(joint.bodyA), b = Int(joint.bodyB)
          guard a < bodyCount, b < bodyCount else { continue }
          let bodyA = bodies[a], bodyB = bodies[b]
          joint.anchorA = bodyA.rotation.rotate(joint.localAnchorA)
          joint.anchorB = bodyB.rotation.rotate(joint.localAnchorB)
          joint.deltaCenter = bodyB.position - bodyA.position
          // Spring coefficients use the effective mass along the current axis, so that the frequency
          // seen by the learner does not depend on the item's mass.
          let d = joint.deltaCenter + joint.anchorB - joint.anchorA
          let axis = d.lengthSquared > 1e-12 ? d.normalized : Vec2(0, 1)
          let crA = joint.anchorA.cross(axis), crB = joint.anchorB.cross(axis)
          let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA
            + bodyB.inverseInertia * crB * crB
          let effectiveMass = k > 0 ? 1 / k : 0
          let omega = 2 * Double.pi * joint.frequency
          joint.springStiffness = effectiveMass * omega * omega
          joint.springDamping = 2 * effectiveMass * joint.dampingRatio * omega
          // Explicit springs are exact enough (and energy-conserving) while ω·h and 2ζω·h are small;
          // stiffer settings fall back to the unconditionally stable soft constraint.
          joint.springIsSoft = omega * h > 0.5 || 2 * joint.dampingRatio * omega * h > 0.5
          if joint.frequency > 0 && !joint.springIsSoft { joint.impulse = 0 }
          joints[j] = joint
        }
      }
    }
  }

  /// Current separation vector between the two anchors and the anchors themselves.
  @inline(__always)
  static func jointGeometry(_ joint: DistanceJoint, _ bodyA: Body, _ bodyB: Body)
    -> (d: Vec2, rA: Vec2, rB: Vec2) {
    let rA = bodyA.deltaRotation.rotate(joint.anchorA)
    let rB = bodyB.deltaRotation.rotate(joint.anchorB)
    let d = (bodyB.deltaPosition - bodyA.deltaPosition) + joint.deltaCenter + (rB - rA)
    return (d, rA, rB)
  }

  /// Applies explicit spring forces for one sub-step (semi-implicit Euler: energy-conserving when
  /// undamped, so a spring with damping 0 keeps its amplitude).
  func applySprings(substep h: Double) {
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        for j in joints.indices {
          let joint = joints[j]
          guard joint.frequency > 0, !joint.springIsSoft else { continue }
          let a = Int(joint.bodyA), b = Int(joint.bodyB)
          let (d, rA, rB) = Self.jointGeometry(joint, bodies[a], bodies[b])
          let length = d.length
          let axis = length > 1e-9 ? (1 / length) * d : Vec2(0, 1)
          let stretch = length - joint.length
          let vA = bodies[a].velocity + cross(bodies[a].angularVelocity, rA)
          let vB = bodies[b].velocity + cross(bodies[b].angularVelocity, rB)
          let speed = axis.dot(vB - vA)
          let impulse = -h * (joint.springStiffness * stretch + joint.springDamping * speed)
          let p = impulse * axis
          bodies[a].velocity -= bodies[a].inverseMass * p
          bodies[a].angularVelocity -= bodies[a].inverseInertia * rA.cross(p)
          bodies[b].velocity += bodies[b].inverseMass * p
          bodies[b].angularVelocity += bodies[b].inverseInertia * rB.cross(p)
        }
      }
    }
  }

  func warmStartJoints() {
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        for j in joints.indices {
          let joint = joints[j]
          guard joint.frequency == 0 || joint.springIsSoft, joint.impulse != 0 else { continue }
          let a = Int(joint.bodyA), b = Int(joint.bodyB)
          let (d, rA, rB) = Self.jointGeometry(joint, bodies[a], bodies[b])
          let axis = d.normalized
          let p = joint.impulse * axis
          bodies[a].velocity -= bodies[a].inverseMass * p
          bodies[a].angularVelocity -= bodies[a].inverseInertia * rA.cross(p)
          bodies[b].velocity += bodies[b].inverseMass * p
          bodies[b].angularVelocity += bodies[b].inverseInertia * rB.cross(p)
        }
      }
    }
  }

  /// Solves rigid rods (and springs too stiff for the explicit path) as constraints. With `useBias`
  /// the position error is corrected softly; without it only the velocity error is removed.
  func solveJoints(substep h: Double, useBias: Bool) {
    let rodSoftness = Softness(hertz: Tuning.jointHertz, zeta: Tuning.jointDampingRatio, h: h)
    bodies.withUnsafeMutableBufferPointer { bodies in
      joints.withUnsafeMutableBufferPointer { joints in
        for j in joints.indices {
          var joint = joints[j]
          let isRod = joint.frequency == 0
          guard isRod || joint.springIsSoft else { continue }
          let a = Int(joint.bodyA), b = Int(joint.bodyB)
          let bodyA = bodies[a], bodyB = bodies[b]
          let (d, rA, rB) = Self.jointGeometry(joint, bodyA, bodyB)
          let length = d.length
          let axis = length > 1e-9 ? (1 / length) * d : Vec2(0, 1)
          let stretch = length - joint.length
          let crA = rA.cross(axis), crB = rB.cross(axis)
          let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA
            + bodyB.inverseInertia * crB * crB
          guard k > 0 else { continue }
          let axialMass = 1 / k
          let vA = bodyA.velocity + cross(bodyA.angularVelocity, rA)
          let vB = bodyB.velocity + cross(bodyB.angularVelocity, rB)
          let speed = axis.dot(vB - vA)

          var bias = 0.0, massScale = 1.0, impulseScale = 0.0
          if isRod {
            if useBias {
              bias = rodSoftness.biasRate * stretch
              massScale = rodSoftness.massScale
              impulseScale = rodSoftness.impulseScale
            }
          } else {
            // A stiff spring: the soft constraint at the spring's own frequency, both passes.
            let spring = Softness(hertz: joint.frequency, zeta: joint.dampingRatio, h: h)
            bias = spring.biasRate * stretch
            massScale = spring.massScale
            impulseScale = spring.impulseScale
          }
          let impulse = -massScale * axialMass * (speed + bias) - impulseScale * joint.impulse
          joint.impulse += impulse
          let p = impulse * axis
          bodies[a].velocity -= bodyA.inverseMass * p
          bodies[a].angularVelocity -= bodyA.inverseInertia * rA.cross(p)
          bodies[b].velocity += bodyB.inverseMass * p
          bodies[b].angularVelocity += bodyB.inverseInertia * rB.cross(p)
          joints[j] = joint
        }
      }
    }
  }
}
