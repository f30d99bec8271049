/// An axis-aligned box in reference coordinates (pt).
struct AABB: Equatable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  static let empty = AABB(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  @inline(__always) func overlaps(_ other: AABB) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// These bounds grown by `margin` (pt) on every side.
  @inline(__always) func grown(by margin: Double) -> AABB {
    AABB(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
  }

  /// Whether `other` lies within these bounds (edges included).
  @inline(__always) func contains(_ other: AABB) -> Bool {
    minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
  }
}
