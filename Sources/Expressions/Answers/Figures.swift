import Foundation
import Localization

/// How numbers and choices are written for learners: the one place that decides how many digits a
/// figure shows and how a choice is lettered.
package enum Figures {
  /// A number shown to learners: up to four significant digits, with its unit.
  package static func format(_ value: Double, unit: Unit, _ t: Messages = Messages.untranslated) -> String {
    format(value, unit: unit.symbol, t)
  }

  /// `format(_:unit:)` with the unit written out.
  package static func format(_ value: Double, unit: String) -> String {
    format(value, unit: unit, Messages.untranslated)
  }

  /// `format(_:unit:)` with the words for a value that is not a number (`undefined`, `never`) in the
  /// language of `t`.
  package static func format(_ value: Double, unit: String, _ t: Messages) -> String {
    guard value.isFinite else { return value.isNaN ? t("undefined") : (value > 0 ? t("never") : "-inf") }
    // -0 and the solver's rounding noise (1e-15) read as 0, not as "-0" or "1.020e-15".
    let value = abs(value) < 1e-9 ? 0 : value
    var text = String(format: "%.4g", value)
    if text.contains("e") { text = String(format: "%.3e", value) }
    guard !unit.isEmpty, unit != "ratio", unit != "fraction" else { return text }
    // Lesson files write an acceleration `pt/s2`; learners read it as the prose and `help units` do.
    return "\(text) \(unit == Unit.ptPerSecondSquared.symbol ? "pt/s^2" : unit)"
  }

  /// `a`, `b`, … for a 0-based index.
  package static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26 else { return "?" }
    return String(UnicodeScalar(UInt8(97 + index)))
  }
}
