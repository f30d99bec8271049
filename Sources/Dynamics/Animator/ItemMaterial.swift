/// Physical properties of one item, merged from the item behaviours that name it.
struct ItemMaterial {
  var elasticity = 0.0
  var friction = 0.0
  var density = 1.0
  var resistance = 0.0
  var angularResistance = 0.0
  var charge = 0.0
  var isAnchored = false
  var allowsRotation = true

  /// An item with no `UIDynamicItemBehavior`: no bounce, and PhysicsKit's default friction 0.2
  /// (uikit-dynamics.md §5.4; see docs/engine-decisions.md).
  static let unconfigured = ItemMaterial(friction: 0.2)
  /// The defaults of a `UIDynamicItemBehavior` (Apple's documented values).
  static let itemBehaviorDefaults = ItemMaterial()

  /// Densities are used within this range so that masses, inertias and spring forces stay finite.
  static let densityRange = 1e-6...1e6

  /// The density the solver uses: NaN, ±∞ and values ≤ 0 mean the default 1; others are clamped into
  /// `densityRange`.
  static func effectiveDensity(_ density: Double) -> Double {
    guard density.isFinite, density > 0 else { return 1 }
    return min(max(density, densityRange.lowerBound), densityRange.upperBound)
  }
}
