import Foundation

/// Accelerates its items in one direction, whatever their mass: magnitude 1.0 is 1000 pt/s². Several
/// gravity behaviours on one item add up; each acts only on its own items.
///
/// `gravityDirection`, `angle` and `magnitude` describe the same vector and stay in sync:
/// `gravityDirection = magnitude · (cos angle, sin angle)`.
open class UIGravityBehavior: UIDynamicBehavior {
  /// Points per second² of acceleration for a magnitude of 1.0 (UIKit's "UIKit gravity").
  public static let pointsPerSecondSquaredPerUnit: CGFloat = 1000

  /// The items gravity acts on.
  public private(set) var items: [UIDynamicItem]

  /// The acceleration vector in units of 1000 pt/s². Default (0, 1): straight down at 1000 pt/s².
  @exclusivity(unchecked) open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet { parameterDidChange() }
  }

  /// Direction in radians from +x toward +y (π/2 points down; positive angles turn clockwise on screen).
  /// Default π/2.
  open var angle: CGFloat {
    get {
      gravityDirection == .zero ? 0
        : CGFloat(EngineMath.atan2(Double(gravityDirection.dy), Double(gravityDirection.dx)))
    }
    set {
      let (sine, cosine) = EngineMath.sinCos(newValue)
      gravityDirection = CGVector(dx: magnitude * cosine, dy: magnitude * sine)
    }
  }

  /// Length of `gravityDirection` in units of 1000 pt/s². Default 1.0. Setting it keeps the angle, except
  /// that magnitude 0 makes the vector (0, 0) and so resets `angle` to 0, as in UIKit: a later non-zero
  /// magnitude then pulls to the right unless the angle is set again. A negative value reverses the
  /// vector (reading it back then gives the positive length and the opposite angle).
  open var magnitude: CGFloat {
    get { CGFloat(EngineMath.hypot(Double(gravityDirection.dx), Double(gravityDirection.dy))) }
    set {
      guard newValue != 0 else {
        gravityDirection = .zero
        return
      }
      let currentAngle = magnitude == 0 ? 0 : angle
      let (sine, cosine) = EngineMath.sinCos(currentAngle)
      gravityDirection = CGVector(dx: newValue * cosine, dy: newValue * sine)
    }
  }

  /// Creates gravity for `items`.
  public init(items: [UIDynamicItem]) {
    self.items = items
    super.init()
  }

  /// Creates gravity with no items.
  public convenience override init() {
    self.init(items: [])
  }

  /// Sets the direction (radians) and magnitude together.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    let (sine, cosine) = EngineMath.sinCos(angle)
    gravityDirection = CGVector(dx: magnitude * cosine, dy: magnitude * sine)
  }

  /// Adds an item.
  open func addItem(_ item: UIDynamicItem) {
    guard !items.containsItem(item) else { return }
    items.append(item)
    setNeedsRebuild()
  }

  /// Removes an item.
  open func removeItem(_ item: UIDynamicItem) {
    items.removeAll { $0 === item }
    setNeedsRebuild()
  }

  // MARK: Engine hooks

  private var bodyIndices: [Int32] = []

  override var ownItems: [UIDynamicItem] { items }

  override func contributeConstraints(_ builder: WorldBuilder) {
    bodyIndices = items.compactMap { builder.body(of: $0) }
  }

  override func prepareStep(_ world: World, timeStep: Double) {
    let scale = Double(Self.pointsPerSecondSquaredPerUnit)
    let g = Vec2(scale * Double(gravityDirection.dx), scale * Double(gravityDirection.dy))
    guard g.isFinite else { return }
    for index in bodyIndices { world.bodies[Int(index)].acceleration += g }
  }
}
