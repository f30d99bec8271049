import Localization
import Foundation

/// Units a learner may type after a number, grouped by what they measure, with their factor to the
/// group's base unit (s, pt, pt/s, pt/s², rad, Hz, 1).
package enum Units {
  /// A physical dimension.
  package enum Dimension: String, Sendable {
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
  package static func lookup(_ spelling: String) -> (dimension: Dimension, factor: Double)? {
    if let entry = table[spelling] { return entry }
    if let entry = table[spelling.lowercased()] { return entry }
    return nil
  }

  /// Every spelling, longest first (for splitting a unit off the end of an answer).
  static let spellingsLongestFirst: [String] = table.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

  /// Lengths in units UIKit does not use, at the end of `text` (`10 px`, `2 cm`): the explanation of
  /// points, or nil. These are the mistakes worth a sentence: a point is not a pixel, and the engine
  /// has no metres. In the language of `t`.
  static func foreignLength(at text: String, _ t: Messages = Messages.untranslated) -> String? {
    let lowered = text.lowercased()
    let foreign: [(suffixes: [String], why: String)] = [
      (["px", "pixel", "pixels"], t("UIKit measures lengths in points (pt), not pixels: a point is 2 or 3 pixels on a Retina screen (its scale), and the same number of points looks the same size on every iPhone. Give the value in pt")),
      (["mm", "cm", "m", "metre", "metres", "meter", "meters", "in", "inch", "inches"],
       t("UIKit Dynamics has no metres or inches: lengths are points (pt) on the screen, and gravity of magnitude 1 is 1000 pt/s^2 whatever size the items are. Give the value in pt")),
    ]
    for entry in foreign {
      for suffix in entry.suffixes where lowered.hasSuffix(suffix) {
        let head = lowered.dropLast(suffix.count)
        guard let last = head.last, last.isNumber || last == " " || last == ")" else { continue }
        guard head.trimmingCharacters(in: .whitespaces).last.map({ $0.isNumber || $0 == ")" }) == true else { continue }
        return entry.why
      }
    }
    return nil
  }

  /// `text` with every angle written with a unit inside an expression (`cos(30 deg)`, `2 * 45° + x`)
  /// turned into radians (`cos(rad(30))`), so that the functions, which take radians, get what the
  /// learner meant. A unit at the very end is left for the caller, which converts the whole answer.
  static func convertingAnglesInside(_ text: String) -> String {
    guard let regex = angleInside else { return text }
    let range = NSRange(text.startIndex..., in: text)
    return regex.stringByReplacingMatches(in: text, range: range, withTemplate: "rad($1)")
  }

  private static let angleInside = try? NSRegularExpression(
    pattern: "([0-9]+(?:\\.[0-9]+)?)\\s*(?:degrees|degree|deg|°)(?=\\s*[-+*/^),])")

  /// Names of dimensions for messages: "a time", "a length", … in the language of `t`.
  static func article(_ dimension: Dimension, _ t: Messages = Messages.untranslated) -> String {
    switch dimension {
    case .time: t("a time")
    case .length: t("a length")
    case .speed: t("a speed")
    case .acceleration: t("an acceleration")
    case .angle: t("an angle")
    case .frequency: t("a frequency")
    case .ratio: t("a ratio")
    case .gravity: t("a gravity magnitude")
    }
  }
}
