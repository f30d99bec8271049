import Foundation

/// Field vectors sampled on a regular grid, for drawing fields (the terminal's answer to the animator's
/// hidden `debugEnabled` overlay).
public struct UIFieldGrid: Sendable, Equatable {
  /// The sampled rectangle in reference coordinates (pt).
  public var rect: CGRect
  /// Number of cells across.
  public var columns: Int
  /// Number of cells down.
  public var rows: Int
  /// One vector per cell, row by row from the top-left (`vectors[row * columns + column]`), sampled at
  /// the cell's centre: accelerations in pt/s² (velocity fields: the imposed velocity in pt/s).
  public var vectors: [CGVector]

  /// Most cells across or down a grid.
  public static let maximumCells = 512

  /// Creates an empty grid of `columns` × `rows` cells over `rect` (points); the vectors are all zero.
  /// Each count is brought into 0…`maximumCells`.
  public init(rect: CGRect, columns: Int, rows: Int) {
    self.rect = rect
    self.columns = min(max(0, columns), Self.maximumCells)
    self.rows = min(max(0, rows), Self.maximumCells)
    vectors = Array(repeating: CGVector(dx: 0, dy: 0), count: self.columns * self.rows)
  }

  /// The centre of a cell in reference coordinates (pt).
  public func point(column: Int, row: Int) -> CGPoint {
    CGPoint(x: rect.minX + (CGFloat(column) + 0.5) * rect.width / CGFloat(max(columns, 1)),
            y: rect.minY + (CGFloat(row) + 0.5) * rect.height / CGFloat(max(rows, 1)))
  }

  /// The vector of a cell, or zero outside the grid.
  public func vector(column: Int, row: Int) -> CGVector {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return CGVector(dx: 0, dy: 0) }
    return vectors[row * columns + column]
  }

  /// The longest vector's length (for scaling arrows).
  public var maximumMagnitude: CGFloat {
    vectors.reduce(0) { max($0, hypot($1.dx, $1.dy)) }
  }
}

extension UIFieldBehavior {
  /// The acceleration (pt/s²) this field would give an item whose centre is at `point` (reference
  /// coordinates, pt), moving at `velocity` (pt/s), of `mass` (mass units, default 1) and `charge`
  /// (default 0), at animator time `time` (s, for noise and turbulence). Zero outside `region`. For a
  /// velocity field it is the velocity imposed (pt/s); for a custom field, 100·F/m of the block's force.
  /// Position-dependent terms are taken exactly at `point`; drag and magnetic fields give their
  /// instantaneous value.
  public func acceleration(at point: CGPoint, velocity: CGVector = CGVector(dx: 0, dy: 0), mass: CGFloat = 1,
                           charge: CGFloat = 0, time: TimeInterval = 0) -> CGVector {
    let parameters = FieldParameters(self)
    guard parameters.isUsable else { return CGVector(dx: 0, dy: 0) }
    let a = sample(parameters, Vec2(point), Vec2(Double(velocity.dx), Double(velocity.dy)),
                   Double(mass), Double(charge), time)
    return CGVector(dx: a.x, dy: a.y)
  }

  /// Samples the field at the centres of a `columns`×`rows` grid over `rect` (see
  /// `acceleration(at:velocity:mass:charge:time:)` for the meaning of each vector). An 80×40 grid takes
  /// well under a millisecond in a release build (BENCHMARKS.md, "Fields").
  public func sampleGrid(in rect: CGRect, columns: Int, rows: Int, velocity: CGVector = CGVector(dx: 0, dy: 0),
                         mass: CGFloat = 1, charge: CGFloat = 0, time: TimeInterval = 0) -> UIFieldGrid {
    var grid = UIFieldGrid(rect: rect, columns: columns, rows: rows)
    accumulate(into: &grid, velocity: velocity, mass: mass, charge: charge, time: time)
    return grid
  }

  /// Samples several fields on one grid and sums them, as an item in all of them would feel (for
  /// drawing scenes such as the four spring fields of the picture-in-picture lesson).
  public static func sampleGrid(of fields: [UIFieldBehavior], in rect: CGRect, columns: Int, rows: Int,
                                velocity: CGVector = CGVector(dx: 0, dy: 0), mass: CGFloat = 1,
                                charge: CGFloat = 0, time: TimeInterval = 0) -> UIFieldGrid {
    var grid = UIFieldGrid(rect: rect, columns: columns, rows: rows)
    for field in fields {
      field.accumulate(into: &grid, velocity: velocity, mass: mass, charge: charge, time: time)
    }
    return grid
  }

  /// Adds this field's vectors to `grid` in place (no allocation): reuse one grid across frames.
  public func accumulate(into grid: inout UIFieldGrid, velocity: CGVector = CGVector(dx: 0, dy: 0),
                         mass: CGFloat = 1, charge: CGFloat = 0, time: TimeInterval = 0) {
    let parameters = FieldParameters(self)
    guard parameters.isUsable, grid.columns > 0, grid.rows > 0,
          grid.vectors.count == grid.columns * grid.rows else { return }
    let v = Vec2(Double(velocity.dx), Double(velocity.dy))
    let m = Double(mass), q = Double(charge)
    let x0 = Double(grid.rect.minX), y0 = Double(grid.rect.minY)
    let dx = Double(grid.rect.width) / Double(grid.columns), dy = Double(grid.rect.height) / Double(grid.rows)
    let columns = grid.columns
    grid.vectors.withUnsafeMutableBufferPointer { vectors in
      for row in 0..<grid.rows {
        let y = y0 + (Double(row) + 0.5) * dy
        for column in 0..<columns {
          let p = Vec2(x0 + (Double(column) + 0.5) * dx, y)
          let a = sample(parameters, p, v, m, q, time)
          let k = row * columns + column
          vectors[k].dx += CGFloat(a.x)
          vectors[k].dy += CGFloat(a.y)
        }
      }
    }
  }

  @inline(__always)
  private func sample(_ parameters: FieldParameters, _ p: Vec2, _ v: Vec2, _ m: Double, _ q: Double,
                      _ time: Double) -> Vec2 {
    let offset = p - parameters.origin
    guard parameters.regionContains(offset) else { return .zero }
    switch parameters.kind {
    case .velocity:
      return parameters.imposedVelocity(offset: offset)
    case .custom:
      guard let block = evaluationBlock, m > 0 else { return .zero }
      let f = block(self, p.cgPoint, CGVector(dx: v.x, dy: v.y), CGFloat(m), CGFloat(q), 0)
      let a = (100 / m) * Vec2(Double(f.dx), Double(f.dy))
      return a.isFinite ? a : .zero
    default:
      let a = parameters.acceleration(offset: offset, velocity: v, mass: m, charge: q, time: time, step: 0)
      return a.isFinite ? a : .zero
    }
  }
}
