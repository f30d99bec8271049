/// Units a learner may type after a number, grouped by what they measure, with their factor to the
/// group's base unit (s, pt, pt/s, pt/s², rad, Hz, 1).
public enum Units {
  /// A physical dimension.
  public enum Dimension: String, Sendable {
    case time, length, speed, acceleration, angle, frequency, ratio, gravity
  }

  /// Spelling → (dimension, factor to the base unit). Spellings are matched exactly, then lowercased.
  static let table: [String: (Dimension, Double)] = [
    "s": (.time, 1), "sec": (.time, 1), "secs": (.time, 1), "second": (.time, 1), "seconds": (.time, 1),
    "ms": (.time, 0.001), "millisecond": (.time, 0.001), "milliseconds": (.time, 0.001),
    "pt": (.length, 1), "pts": (.length, 1), "point": (.length, 1), "points": (.length, 1),
    "pt/s": (.speed, 1), "pts/s": (.speed, 1), "points/s": (.speed, 1),
    "pt/s2": (.acceleration, 1), "pt/s^2": (.acceleration, 1), "pt/s²": (.acceleration, 1),
    "rad": (.angle, 1), "radian": (.angle, 1), "radians": (.angle, 1),
    "deg": (.angle, Double.pi / 180), "degree": (.angle, Double.pi / 180), "degrees": (.angle, Double.pi / 180),
    "°": (.angle, Double.pi / 180),
    "hz": (.frequency, 1), "Hz": (.frequency, 1), "1/s": (.frequency, 1),
    "%": (.ratio, 0.01), "percent": (.ratio, 0.01),
    "g": (.gravity, 1),
  ]

  /// The dimension and factor of a unit spelling, or nil if unknown.
  public static func lookup(_ spelling: String) -> (dimension: Dimension, factor: Double)? {
    if let entry = table[spelling] { return entry }
    if let entry = table[spelling.lowercased()] { return entry }
    return nil
  }

  /// Every spelling, longest first (for splitting a unit off the end of an answer).
  static let spellingsLongestFirst: [String] = table.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

  /// Names of dimensions for messages: "a time", "a length", …
  static func article(_ dimension: Dimension) -> String {
    switch dimension {
    case .time: "a time"
    case .length: "a length"
    case .speed: "a speed"
    case .acceleration: "an acceleration"
    case .angle: "an angle"
    case .frequency: "a frequency"
    case .ratio: "a ratio"
    case .gravity: "a gravity magnitude"
    }
  }
}
