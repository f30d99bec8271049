import Expressions
import LessonModel
import Localization
/// One measure of a tuning check: what the run gave and whether it meets the range.
package struct MeasureResult: Sendable {
  package let measure: TuneMeasure
  /// The measured value (NaN or infinite when the run never got there, e.g. no contact).
  public let value: Double

  /// Whether the value lies in the measure's range.
  package var met: Bool { measure.accepts(value) }

  /// `distance moved in the first second: 50.2 pt (target 194 to 206 pt)`.
  package var description: String { description(Messages.untranslated) }

  /// `description` in the language of `t`.
  package func description(_ t: Messages) -> String {
    t("{measure}: {value} (target {range})", ["measure": measure.label, "value": Figures.format(value, unit: measure.unit, t),
                                              "range": Self.range(measure, t)])
  }

  /// The range in words: `194 to 206 pt`, `at least 49.5`, `at most 0.01 pt`; in the language of `t`.
  package static func range(_ measure: TuneMeasure, _ t: Messages = Messages.untranslated) -> String {
    let unit = measure.unit
    switch (measure.minimum, measure.maximum) {
    case (let low?, let high?):
      return t("{low} to {high}", ["low": Figures.format(low, unit: "", t), "high": Figures.format(high, unit: unit, t)])
    case (let low?, nil): return t("at least {value}", ["value": Figures.format(low, unit: unit, t)])
    case (nil, let high?): return t("at most {value}", ["value": Figures.format(high, unit: unit, t)])
    case (nil, nil): return t("any value")
    }
  }
}
