/// The factorisation of a chain's rods: each row meets only the next one, so the system is tridiagonal
/// and `L·D·U` is one pass (Thomas's algorithm) that builds each entry as it eliminates it. The same
/// products in the same order as `factor`'s general loops, which spend most of their work finding
/// entries a chain does not have.
extension RodTrees {
  /// `factor` for a chain (`isPath`).
  @inline(__always)
  mutating func factorPath<L: RodLevers>(_ rows: inout ContiguousArray<Row>, symmetric: Bool, _ levers: L.Type) {
    rows.withUnsafeMutableBufferPointer { rows in
      guard let row = rows.baseAddress else { return }
      entryStart.withUnsafeBufferPointer { start in
        upper.withUnsafeMutableBufferPointer { upper in
          lower.withUnsafeMutableBufferPointer { lower in
            // What the last row's elimination takes from this row's pivot (`B_ss −= B_sr·B_rs / B_rr`).
            var carried = 0.0
            for r in rows.indices {
              let own = Self.selfCoupling(row + r, L.self)
              rows[r].diagonal = abs(own)
              let pivot = own - carried
              carried = 0
              let hasNext = start[r] < start[r + 1]
              guard abs(pivot) > 1e-12 * rows[r].diagonal, pivot.isFinite else {
                rows[r].pivot = 0
                if hasNext {
                  upper[Int(start[r])] = 0
                  lower[Int(start[r])] = 0
                }
                continue
              }
              rows[r].pivot = pivot
              guard hasNext else { continue }
              let e = Int(start[r])
              var u: Double, l: Double
              if symmetric {
                u = Self.coupling(row + r, row + r + 1, L.self)
                l = u
              } else {
                (u, l) = Self.pairCoupling(row + r, row + r + 1, L.self)
              }
              let inverse = 1 / pivot
              carried = l * inverse * u
              lower[e] = l * inverse
              upper[e] = u * inverse
            }
          }
        }
      }
    }
  }

  /// `substitute` for a chain: each row passes its value to the next one only. The same operations in
  /// the same order, the forward sweep and the pivots' division in one pass.
  func substitutePath(_ rows: inout ContiguousArray<Row>) {
    rows.withUnsafeMutableBufferPointer { rows in
      entryStart.withUnsafeBufferPointer { start in
        upper.withUnsafeBufferPointer { upper in
          lower.withUnsafeBufferPointer { lower in
            for r in rows.indices {
              let y = rows[r].value
              if start[r] < start[r + 1] { rows[r + 1].value -= lower[Int(start[r])] * y }
              rows[r].value = rows[r].pivot != 0 ? y / rows[r].pivot : 0
            }
            for r in rows.indices.reversed() where start[r] < start[r + 1] {
              rows[r].value -= upper[Int(start[r])] * rows[r + 1].value
            }
          }
        }
      }
    }
  }

  /// `coupling(r, r)`: a row meets itself at both its ends and nowhere else (its two bodies differ), so
  /// the same sum without the comparisons.
  @inline(__always)
  static func selfCoupling<L: RodLevers>(_ r: UnsafeMutablePointer<Row>, _ levers: L.Type) -> Double {
    var sum = 0.0
    if r.pointee.bodyA >= 0 {
      sum += term(r.pointee.predictedLinearA, r.pointee.weightedLinearA,
                  r.pointee.predictedAngularA, r.pointee.weightedAngularA, L.self)
    }
    if r.pointee.bodyB >= 0 {
      sum += term(r.pointee.predictedLinearB, r.pointee.weightedLinearB,
                  r.pointee.predictedAngularB, r.pointee.weightedAngularB, L.self)
    }
    return sum
  }

  /// `coupling(r, s)` and `coupling(s, r)` with one comparison of their ends. Two rows share at most
  /// their two bodies, so each sum has at most two terms, whose order does not change it.
  @inline(__always)
  static func pairCoupling<L: RodLevers>(_ r: UnsafeMutablePointer<Row>, _ s: UnsafeMutablePointer<Row>,
                                         _ levers: L.Type) -> (Double, Double) {
    let rA = r.pointee.bodyA, rB = r.pointee.bodyB, sA = s.pointee.bodyA, sB = s.pointee.bodyB
    var rs = 0.0, sr = 0.0
    if rA >= 0 {
      if rA == sA {
        rs += term(r.pointee.predictedLinearA, s.pointee.weightedLinearA,
                   r.pointee.predictedAngularA, s.pointee.weightedAngularA, L.self)
        sr += term(s.pointee.predictedLinearA, r.pointee.weightedLinearA,
                   s.pointee.predictedAngularA, r.pointee.weightedAngularA, L.self)
      }
      if rA == sB {
        rs += term(r.pointee.predictedLinearA, s.pointee.weightedLinearB,
                   r.pointee.predictedAngularA, s.pointee.weightedAngularB, L.self)
        sr += term(s.pointee.predictedLinearB, r.pointee.weightedLinearA,
                   s.pointee.predictedAngularB, r.pointee.weightedAngularA, L.self)
      }
    }
    if rB >= 0 {
      if rB == sA {
        rs += term(r.pointee.predictedLinearB, s.pointee.weightedLinearA,
                   r.pointee.predictedAngularB, s.pointee.weightedAngularA, L.self)
        sr += term(s.pointee.predictedLinearA, r.pointee.weightedLinearB,
                   s.pointee.predictedAngularA, r.pointee.weightedAngularB, L.self)
      }
      if rB == sB {
        rs += term(r.pointee.predictedLinearB, s.pointee.weightedLinearB,
                   r.pointee.predictedAngularB, s.pointee.weightedAngularB, L.self)
        sr += term(s.pointee.predictedLinearB, r.pointee.weightedLinearB,
                   s.pointee.predictedAngularB, r.pointee.weightedAngularB, L.self)
      }
    }
    return (rs, sr)
  }

  /// One end's share of a coupling, `J'·M⁻¹·Jᵀ` at a shared body: its angular product only where a lever
  /// can turn (for centred rods it is zero, and leaving it out leaves the sum as it was).
  @inline(__always)
  static func term<L: RodLevers>(_ linear: Vec2, _ weightedLinear: Vec2, _ angular: Double, _ weightedAngular: Double,
                                 _ levers: L.Type) -> Double {
    L.turn ? linear.dot(weightedLinear) + angular * weightedAngular : linear.dot(weightedLinear)
  }
}
