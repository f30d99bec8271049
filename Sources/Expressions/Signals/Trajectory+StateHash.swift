extension Trajectory {
  /// A 64-bit FNV-1a hash (16 hex digits) of every item's centre, angle and velocity at every sample
  /// (x, y, angle, vx, vy per item, items in the lesson's order, samples in time order; the bytes of
  /// each number's bit pattern, low byte first). Two runs with the same hash followed the same
  /// trajectories bit for bit; the file `dynamics-tutor code` writes computes the same hash.
  package var stateHash: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for sample in times.indices {
      for track in tracks {
        for value in [track.x[sample], track.y[sample], track.angle[sample], track.vx[sample], track.vy[sample]] {
          let bits = value.bitPattern
          for byte in 0..<8 { hash = (hash ^ ((bits >> (8 * UInt64(byte))) & 0xff)) &* 0x0000_0100_0000_01b3 }
        }
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
