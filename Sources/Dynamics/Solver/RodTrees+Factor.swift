/// The rows' system `B = J'·M⁻¹·Jᵀ` of the rod trees (RodTrees.swift), its `L·D·U` factorisation in
/// place and the substitution, for trees in general: entries listed per row, with the fill of loops. A
/// chain's rows meet only the next one, and `factorPath` and `substitutePath` take it (RodTrees+Path.swift).
extension RodTrees {
  /// `J'_r·M⁻¹·J_sᵀ`: what a unit impulse of row s does to row r's rate of change at the move's end,
  /// through the bodies they share. The rows are read in place (copies of the two had cost more than
  /// the products).
  @inline(__always)
  static func coupling<L: RodLevers>(_ r: UnsafeMutablePointer<Row>, _ s: UnsafeMutablePointer<Row>,
                                     _ levers: L.Type) -> Double {
    let rA = r.pointee.bodyA, rB = r.pointee.bodyB, sA = s.pointee.bodyA, sB = s.pointee.bodyB
    var sum = 0.0
    if rA >= 0 {
      if rA == sA {
        sum += term(r.pointee.predictedLinearA, s.pointee.weightedLinearA,
                    r.pointee.predictedAngularA, s.pointee.weightedAngularA, L.self)
      }
      if rA == sB {
        sum += term(r.pointee.predictedLinearA, s.pointee.weightedLinearB,
                    r.pointee.predictedAngularA, s.pointee.weightedAngularB, L.self)
      }
    }
    if rB >= 0 {
      if rB == sA {
        sum += term(r.pointee.predictedLinearB, s.pointee.weightedLinearA,
                    r.pointee.predictedAngularB, s.pointee.weightedAngularA, L.self)
      }
      if rB == sB {
        sum += term(r.pointee.predictedLinearB, s.pointee.weightedLinearB,
                    r.pointee.predictedAngularB, s.pointee.weightedAngularB, L.self)
      }
    }
    return sum
  }

  /// Builds `B = J'·M⁻¹·Jᵀ` and factors it as `L·D·U` in place. The rows' order makes every pair of a
  /// row's later neighbours an entry already (no fill, but for rods that close loops, whose fill the
  /// build added). A pivot that has lost all but 10⁻¹² of the row's own entry (a rod that repeats others,
  /// or one turned a right angle in the move) drops the row. `symmetric`: `J'` is `J` (the relax pass),
  /// so `L` is `Uᵀ` and only `U`'s entries are computed.
  mutating func factor<L: RodLevers>(_ rows: inout ContiguousArray<Row>, symmetric: Bool,
                                             _ levers: L.Type) {
    if isPath {
      factorPath(&rows, symmetric: symmetric, L.self)
      return
    }
    rows.withUnsafeMutableBufferPointer { rows in
      guard let row = rows.baseAddress else { return }
      column.withUnsafeBufferPointer { column in
        entryStart.withUnsafeBufferPointer { start in
          upper.withUnsafeMutableBufferPointer { upper in
            lower.withUnsafeMutableBufferPointer { lower in
              for r in rows.indices {
                rows[r].pivot = Self.selfCoupling(row + r, L.self)
                rows[r].diagonal = abs(rows[r].pivot)
                for e in Int(start[r])..<Int(start[r + 1]) {
                  let s = Int(column[e])
                  upper[e] = Self.coupling(row + r, row + s, L.self)
                  lower[e] = symmetric ? upper[e] : Self.coupling(row + s, row + r, L.self)
                }
              }
              for r in rows.indices {
                let entries = Int(start[r])..<Int(start[r + 1])
                let pivot = rows[r].pivot
                guard abs(pivot) > 1e-12 * rows[r].diagonal, pivot.isFinite else {
                  rows[r].pivot = 0
                  for e in entries {
                    upper[e] = 0
                    lower[e] = 0
                  }
                  continue
                }
                let inverse = 1 / pivot
                for e in entries {
                  let s = Int(column[e])
                  let l = lower[e] * inverse, u = upper[e] * inverse
                  rows[s].pivot -= l * upper[e]
                  for f in entries where column[f] > column[e] {
                    for g in Int(start[s])..<Int(start[s + 1]) where column[g] == column[f] {
                      upper[g] -= l * upper[f]  // B_st −= B_sr·B_rt / B_rr
                      lower[g] -= lower[f] * u  // B_ts −= B_tr·B_rs / B_rr
                      break
                    }
                  }
                }
                for e in entries {
                  lower[e] *= inverse
                  upper[e] *= inverse
                }
              }
            }
          }
        }
      }
    }
  }

  /// Solves `B·x = value` into `value` with the factors `factor` left.
  @inline(__always)
  func substitute(_ rows: inout ContiguousArray<Row>) {
    if isPath {
      substitutePath(&rows)
      return
    }
    rows.withUnsafeMutableBufferPointer { rows in
      column.withUnsafeBufferPointer { column in
        entryStart.withUnsafeBufferPointer { start in
          upper.withUnsafeBufferPointer { upper in
            lower.withUnsafeBufferPointer { lower in
              for r in rows.indices {
                let y = rows[r].value
                for e in Int(start[r])..<Int(start[r + 1]) { rows[Int(column[e])].value -= lower[e] * y }
              }
              for r in rows.indices { rows[r].value = rows[r].pivot != 0 ? rows[r].value / rows[r].pivot : 0 }
              for r in rows.indices.reversed() {
                var x = rows[r].value
                for e in Int(start[r])..<Int(start[r + 1]) { x -= upper[e] * rows[Int(column[e])].value }
                rows[r].value = x
              }
            }
          }
        }
      }
    }
  }
}
