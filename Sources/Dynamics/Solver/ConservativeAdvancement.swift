/// Conservative advancement, the time of impact the sweeps use (Box2D's, without its root finder).
///
/// A pair whose separation (a lower bound of its distance, from separating axes) is `s` cannot come
/// within `target` before `(s − target) / reach` of a motion over which no point of it closes faster
/// than `reach`; stepping to that time and measuring again reaches the first contact from before.
enum ConservativeAdvancement {
  /// The first fraction of the motion at which the pair, `start` pt apart at its beginning (more than
  /// `target`), comes within `target` pt (to a tenth of the linear slop), with `reached` true; nil if
  /// not before `limit`. If 32 steps do not get there, the fraction they got to, with `reached` false (a
  /// fast turn can keep the bound far below the distance). `separation(t)`: the pair's separation at
  /// fraction `t` (pt).
  @inline(__always)
  static func firstContact(from start: Double, to target: Double, reach: Double, before limit: Double = 1,
                           separation: (Double) -> Double) -> (time: Double, reached: Bool)? {
    var s = start, t = 0.0
    for _ in 0..<32 {
      if s <= target + 0.1 * Tuning.linearSlop { return (t, true) }
      t += (s - target) / reach
      if t >= limit { return nil }
      s = separation(t)
      // Stepped a little past (rounding): the bound already guaranteed no contact before t.
      if s < target { return (t, true) }
    }
    return (t, false)
  }
}
