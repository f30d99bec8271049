import Foundation

/// `UISnapBehavior`: a damped spring from body B's centre to the snap point (`localAnchorA`, a point of
/// the reference view) plus a torsional spring turning B back upright, both with frequency `frequency`
/// and damping ratio `dampingRatio`, integrated so that the sampled motion of a free item is the closed-form
/// damped oscillation (`exactSpring`). Accelerations, not forces: the motion does not depend on the item's
/// mass or size (docs/engine-decisions.md, "Snap").
extension Joint {
  /// Skips bodies that cannot move (static, or with a zero inverse mass, as a sleeping body has).
  func applySnap(_ body: inout Body, substep h: Double) {
    guard !body.isStatic, body.inverseMass > 0 else { return }
    guard let (stiffness, damping) = Self.exactSpring(omega: 2 * Double.pi * frequency, zeta: dampingRatio, h: h)
    else { return }
    let d = body.position - localAnchorA
    let dv = -h * (stiffness * d + damping * body.velocity)
    if dv.isFinite { body.velocity += dv }
    if body.inverseInertia > 0 {
      // The nearest upright orientation: the angle wrapped into [−π, π].
      let tilt = remainder(body.angle, 2 * Double.pi)
      let dw = -h * (stiffness * tilt + damping * body.angularVelocity)
      if dw.isFinite { body.angularVelocity += dw }
    }
  }
}
