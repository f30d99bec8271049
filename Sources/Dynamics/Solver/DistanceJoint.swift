import Foundation

/// Distance joints (`UIAttachmentBehavior` to an anchor or between items) and ropes
/// (`limitAttachment`). A distance joint is a rigid rod when `frequency` is 0, otherwise a damped spring
/// whose oscillation frequency does not depend on mass. A rest length within the linear slop makes it
/// a 2-D point constraint (or an isotropic spring): a rod of length 0 has no direction to act along.
extension Joint {
  /// Largest `ω·h` (per sub-step) for which a spring runs as explicit forces: 2, i.e. 76 Hz at 4 sub-steps
  /// of 1/60 s. Stiffer springs run as Box2D's soft constraint, which damps more than asked.
  static let explicitSpringLimit = 2.0

  /// Per-unit-mass stiffness k (1/s²) and damping c (1/s) for the sub-step update
  /// `v ← v − h(k·x + c·v)`, `x ← x + h·v` such that a free spring of angular frequency `omega` and damping
  /// ratio `zeta` follows the closed-form solution exactly at every sub-step: the update's eigenvalues
  /// are `e^(r·h)` for the roots r of `r² + 2ζωr + ω² = 0`, so `1 − hc = λ₁λ₂` and `h²k = (1 − λ₁)(1 − λ₂)`.
  /// For small `ω·h` these tend to ω² and 2ζω. Nil when `ω·h` exceeds `explicitSpringLimit`.
  static func exactSpring(omega: Double, zeta: Double, h: Double) -> (stiffness: Double, damping: Double)? {
    guard omega >= 0, zeta >= 0, h > 0, omega * h <= explicitSpringLimit else { return nil }
    let a = zeta * omega * h
    let damping = -EngineMath.expm1(-2 * a) / h
    let product: Double  // (1 − λ₁)(1 − λ₂)
    if zeta < 1 {
      let b = omega * (1 - zeta * zeta).squareRoot() * h
      let half = EngineMath.sin(b / 2)
      let re = -EngineMath.expm1(-a) + EngineMath.exp(-a) * 2 * half * half  // 1 − e^(−a)·cos b
      let im = EngineMath.exp(-a) * EngineMath.sin(b)
      product = re * re + im * im
    } else {
      let s = (zeta * zeta - 1).squareRoot()
      product = EngineMath.expm1(-omega * (zeta - s) * h) * EngineMath.expm1(-omega * (zeta + s) * h)
    }
    let stiffness = product / (h * h)
    guard stiffness.isFinite, damping.isFinite else { return nil }
    return (stiffness, damping)
  }

  mutating func prepareDistance(_ bodyA: UnsafePointer<Body>, _ bodyB: UnsafePointer<Body>, substep h: Double) {
    let wasPointLike = isPointLike
    isPointLike = length <= Tuning.linearSlop
    if wasPointLike != isPointLike {
      impulse = 0
      linearImpulse = .zero
    }
    // A rod has no spring: its coefficients are read only where `frequency > 0` (the spring's exponentials
    // had cost a chain of rods a fiftieth of its step).
    guard frequency != 0 else {
      springIsSoft = false
      springStiffness = 0
      springDamping = 0
      return
    }
    let spring = Self.exactSpring(omega: 2 * Double.pi * frequency, zeta: dampingRatio, h: h)
    springIsSoft = spring == nil
    let k = spring?.stiffness ?? 0, c = spring?.damping ?? 0
    if isPointLike {
      // Per unit of effective mass; the matrix K⁻¹ supplies the mass in every direction.
      pointMass = Self.pointMatrix(bodyA.pointee, bodyB.pointee, anchorA, anchorB).inverse
      springStiffness = k
      springDamping = c
    } else {
      // The effective mass along the current axis makes the frequency independent of the mass.
      let d = deltaCenter + anchorB - anchorA
      let axis = d.lengthSquared > 1e-12 ? d.normalized : Vec2(0, 1)
      let crA = anchorA.cross(axis), crB = anchorB.cross(axis)
      let kAxis = bodyA.pointee.inverseMass + bodyB.pointee.inverseMass + bodyA.pointee.inverseInertia * crA * crA
        + bodyB.pointee.inverseInertia * crB * crB
      let effectiveMass = kAxis > 0 ? 1 / kAxis : 0
      springStiffness = effectiveMass * k
      springDamping = effectiveMass * c
    }
    if frequency > 0 && !springIsSoft {
      impulse = 0
      linearImpulse = .zero
    }
  }

  /// One sub-step of explicit spring force.
  func applyDistanceSpring(_ bodyA: inout Body, _ bodyB: inout Body, substep h: Double) {
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let v = Self.relativeVelocity(bodyA, bodyB, rA, rB)
    let p: Vec2
    if isPointLike {
      p = -h * (pointMass * (springStiffness * d + springDamping * v))
    } else {
      let current = d.length
      let axis = current > 1e-9 ? (1 / current) * d : Vec2(0, 1)
      let stretch = current - length
      p = (-h * (springStiffness * stretch + springDamping * axis.dot(v))) * axis
    }
    guard p.isFinite else { return }
    Self.apply(p, &bodyA, &bodyB, rA, rB)
  }

  // Always inlined: left out of line (as the optimiser chose once the contact solve grew), both bodies
  // were copied in and out of it, 280 bytes each (cradle +3 %).
  @inline(__always) func warmStartDistance(_ bodyA: inout Body, _ bodyB: inout Body) {
    guard frequency == 0 || springIsSoft else { return }
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let p = isPointLike ? linearImpulse : impulse * d.normalized
    guard p != .zero else { return }
    Self.apply(p, &bodyA, &bodyB, rA, rB)
  }

  /// Rods (and springs too stiff for explicit forces) as constraints.
  mutating func solveDistance(_ bodyA: inout Body, _ bodyB: inout Body, h: Double, useBias: Bool,
                              rigid: Softness) {
    let isRod = frequency == 0
    guard isRod || springIsSoft else { return }
    // A stiff spring is the soft constraint at its own frequency, in both passes.
    let softness: Softness? = isRod ? (useBias ? rigid : nil)
      : Softness(hertz: frequency, zeta: dampingRatio, h: h)
    if isPointLike {
      solvePoint(&bodyA, &bodyB, softness: softness)
      return
    }
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let current = d.length
    let axis = current > 1e-9 ? (1 / current) * d : Vec2(0, 1)
    let crA = rA.cross(axis), crB = rB.cross(axis)
    let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA
      + bodyB.inverseInertia * crB * crB
    guard k > 0 else { return }
    let speed = axis.dot(Self.relativeVelocity(bodyA, bodyB, rA, rB))
    var bias = 0.0, massScale = 1.0, impulseScale = 0.0
    if let soft = softness {
      bias = soft.biasRate * (current - length)
      massScale = soft.massScale
      impulseScale = soft.impulseScale
    }
    let delta = -massScale * (speed + bias) / k - impulseScale * impulse
    guard delta.isFinite else { return }
    impulse += delta
    Self.apply(delta * axis, &bodyA, &bodyB, rA, rB)
  }

  // MARK: Rope

  func warmStartRope(_ bodyA: inout Body, _ bodyB: inout Body) {
    guard upperImpulse != 0 else { return }
    let (d, rA, rB) = geometry(bodyA, bodyB)
    Self.apply(upperImpulse * d.normalized, &bodyA, &bodyB, rA, rB)
  }

  /// A one-sided limit: the anchors may come closer than `length` freely, never farther. With a
  /// frequency the rope is elastic (a soft limit at that frequency and damping ratio).
  mutating func solveRope(_ bodyA: inout Body, _ bodyB: inout Body, h: Double, useBias: Bool,
                          rigid: Softness) {
    let (d, rA, rB) = geometry(bodyA, bodyB)
    let current = d.length
    let axis = current > 1e-9 ? (1 / current) * d : Vec2(0, 1)
    let crA = rA.cross(axis), crB = rB.cross(axis)
    let k = bodyA.inverseMass + bodyB.inverseMass + bodyA.inverseInertia * crA * crA
      + bodyB.inverseInertia * crB * crB
    guard k > 0 else { return }
    let c = current - length
    var bias = 0.0, massScale = 1.0, impulseScale = 0.0
    if c < 0 {
      bias = c / h  // slack: the anchors may close the remaining gap within this sub-step, no more
    } else if frequency > 0 {
      let soft = Softness(hertz: frequency, zeta: dampingRatio, h: h)
      (bias, massScale, impulseScale) = (soft.biasRate * c, soft.massScale, soft.impulseScale)
    } else if useBias {
      (bias, massScale, impulseScale) = (rigid.biasRate * c, rigid.massScale, rigid.impulseScale)
    }
    let speed = axis.dot(Self.relativeVelocity(bodyA, bodyB, rA, rB))
    let delta = -massScale * (speed + bias) / k - impulseScale * upperImpulse
    guard delta.isFinite else { return }
    let newImpulse = min(0, upperImpulse + delta)
    let applied = newImpulse - upperImpulse
    upperImpulse = newImpulse
    Self.apply(applied * axis, &bodyA, &bodyB, rA, rB)
  }
}
