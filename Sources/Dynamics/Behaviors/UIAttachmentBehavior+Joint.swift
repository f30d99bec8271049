import Foundation

/// How an attachment becomes a solver joint. `items[0]` is body B; `items[1]` (or the ground, for anchor
/// attachments) is body A.
extension UIAttachmentBehavior {
  var jointKind: JointKind {
    switch kind {
    case .distance: return .distance
    case .sliding: return .prismatic
    case .limit: return .rope
    case .fixed: return .weld
    case .pin: return .revolute
    }
  }

  /// Adds the joint to the world being built and returns its index, or nil when an item has no body
  /// (for instance a member of a `UIDynamicItemGroup`, which only its group moves).
  func makeJoint(_ builder: WorldBuilder) -> Int? {
    guard let bodyB = builder.body(of: items[0]) else { return nil }
    var bodyA: Int32 = 0
    var localA = Vec2(anchorPoint)
    if attachedBehaviorType == .items {
      guard items.count > 1, localAnchors.count > 1, let other = builder.body(of: items[1]), other != bodyB else {
        return nil
      }
      bodyA = other
      localA = localAnchors[1]
    }
    var joint = Joint(kind: jointKind, bodyA: bodyA, bodyB: bodyB, localAnchorA: localA.isFinite ? localA : .zero,
                      localAnchorB: localAnchors[0])
    joint.localAxisA = localAxis
    // The reference angle of creation, shifted by the whole turns the bodies have accumulated since.
    let world = builder.world
    let actual = world.bodies[Int(bodyB)].angle - world.bodies[Int(bodyA)].angle
    let turns = ((actual - creationRelativeAngle) / (2 * Double.pi)).rounded()
    let reference = creationRelativeAngle + 2 * Double.pi * turns
    joint.referenceAngle = reference.isFinite ? reference : 0
    configure(&joint)
    world.joints.append(joint)
    return world.joints.count - 1
  }

  /// Copies the public properties into the joint (every step, so changes apply at once).
  func configure(_ joint: inout Joint) {
    if attachedBehaviorType == .anchor {
      let anchor = Vec2(anchorPoint)
      if anchor.isFinite { joint.localAnchorA = anchor }
    }
    let usesSpring = kind == .distance || kind == .limit || kind == .fixed
    joint.length = kind == .distance || kind == .limit ? Self.nonNegative(length) : 0
    joint.frequency = usesSpring ? Self.nonNegative(frequency) : 0
    joint.dampingRatio = usesSpring ? Self.nonNegative(damping) : 0
    // UIKit newton·points → mu·pt²/s² (a UIKit newton is 1 mu·100 pt/s²).
    joint.maxFrictionTorque = kind == .pin ? 100 * Self.nonNegative(frictionTorque) : 0
    if kind == .pin || kind == .sliding {
      var lower = Double(attachmentRange.minimum), upper = Double(attachmentRange.maximum)
      if lower.isNaN { lower = -.infinity }
      if upper.isNaN { upper = .infinity }
      if lower > upper { swap(&lower, &upper) }
      joint.lowerLimit = lower == .infinity ? -.infinity : lower
      joint.upperLimit = upper == -.infinity ? .infinity : upper
    } else {
      joint.lowerLimit = -.infinity
      joint.upperLimit = .infinity
    }
  }

  /// A finite value ≥ 0 (0 for NaN, ±∞ and negative input).
  static func nonNegative(_ value: CGFloat) -> Double {
    let v = Double(value)
    return v.isFinite && v > 0 ? v : 0
  }
}
