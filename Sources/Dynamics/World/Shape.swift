/// A convex polygon attached to a body: an item's rectangle, ellipse or path, or (with two vertices)
/// one boundary segment owned by the ground body; or a circle (one vertex, its centre, and a `radius`);
/// or an ellipse (two vertices, the ends of one axis, and the other semi-axis as `radius`).
/// Vertices live in `World.localVertices`.
struct Shape {
  /// Index of the owning body (0 is the static ground).
  var body: Int32
  /// Range of this shape's vertices and edge normals in the world's vertex pools.
  var vertexStart: Int32
  var vertexCount: Int32
  /// Collision groups (see `Body.itemMask`); for boundaries, `groupMask` has the owning behaviour's bit.
  var itemMask: UInt64
  var boundaryMask: UInt64
  var groupMask: UInt64
  /// For item shapes: the item's index in the animator. For boundaries: the boundary's index in the
  /// animator's boundary table.
  var owner: Int32
  var isBoundary: Bool
  /// A circle's radius, or an ellipse's second semi-axis (pt); 0 for a polygon. A circle has one
  /// vertex, its centre, and collides as a true circle (`ShapeCollider`); an ellipse has two, the ends
  /// of its first axis, and collides as a true ellipse (`EllipseCollider`).
  var radius: Double = 0
  /// Whether the shape is a circle centred on its body's centre: the elastic-impact pass then pushes
  /// through the centre, as a real ball is pushed.
  var isCircle = false
  /// World-space bounds, grown by `margin`, recomputed at the start of each step.
  var aabb: AABB = .empty
  /// How far ahead contacts are created for this shape this step (pt).
  var margin: Double = Tuning.speculativeDistance
}
