import Expressions
/// Figures a prose page computes from the engine: `{{ at(1, box.x) - initial(box.x) | pt }}` in a prose
/// file is a dynamic expression evaluated on a run of the scene with the learner's current values, and
/// is shown as a number with its unit (`50.2 pt`). An optional third part gives the significant
/// digits (`{{ … | s | 3 }}`, 4 by default). So the numbers the course states are the engine's own,
/// and they follow what the learner changes.
package struct ProseFigure: Sendable {
  /// The expression's source text, as written.
  package var source: String
  package var expression: Expression
  /// The unit shown after the number (empty for a plain number).
  package var unit: String
  /// Significant digits, 1 to 8.
  package var digits: Int
  /// The range of the whole `{{ … }}` in the text it was found in.
  package var range: Range<String.Index>

  /// Every figure in `text`, or the first problem: an expression that does not parse, an unclosed
  /// `{{`, or digits outside 1 to 8. `offset` of a problem is its character offset in `text`.
  package static func find(in text: String) -> Result<[ProseFigure], ProseFigureError> {
    var figures: [ProseFigure] = []
    var searchStart = text.startIndex
    while let open = text.range(of: "{{", range: searchStart..<text.endIndex) {
      guard let close = text.range(of: "}}", range: open.upperBound..<text.endIndex) else {
        return .failure(ProseFigureError(message: "`{{` is not closed by `}}`", offset: text.distance(from: text.startIndex, to: open.lowerBound)))
      }
      let parts = text[open.upperBound..<close.lowerBound].split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let offset = text.distance(from: text.startIndex, to: open.lowerBound)
      guard (1...3).contains(parts.count), !parts[0].isEmpty else {
        return .failure(ProseFigureError(message: "write a figure as {{ expression | unit }} or {{ expression | unit | digits }}", offset: offset))
      }
      let expression: Expression
      do {
        expression = try ExpressionParser.parse(parts[0])
      } catch {
        return .failure(ProseFigureError(message: "figure \"\(parts[0])\": \(error.message)", offset: offset))
      }
      var digits = 4
      if parts.count == 3 {
        guard let value = Int(parts[2]), (1...8).contains(value) else {
          return .failure(ProseFigureError(message: "figure \"\(parts[0])\": digits must be a whole number from 1 to 8", offset: offset))
        }
        digits = value
      }
      figures.append(ProseFigure(source: parts[0], expression: expression, unit: parts.count > 1 ? parts[1] : "",
                                 digits: digits, range: open.lowerBound..<close.upperBound))
      searchStart = close.upperBound
    }
    return .success(figures)
  }

  /// `text` with each figure replaced by `value(figure)` formatted to its digits and unit; a figure
  /// whose value is nil (the run could not give it) shows as `?`.
  package static func render(_ text: String, figures: [ProseFigure], value: (ProseFigure) -> Double?) -> String {
    var result = ""
    var cursor = text.startIndex
    for figure in figures {
      result += text[cursor..<figure.range.lowerBound]
      result += value(figure).map { figure.format($0) } ?? "?"
      cursor = figure.range.upperBound
    }
    return result + text[cursor...]
  }

  /// A value with this figure's digits and unit: `100.6 pt`, `0 s` for rounding noise.
  package func format(_ value: Double) -> String {
    guard value.isFinite else { return Figures.format(value, unit: unit) }
    var text = String(format: "%.\(digits)g", value)
    if text.contains("e") { text = String(format: "%.\(max(digits - 1, 0))e", value) }
    if let number = Double(text), number == 0 { text = "0" }
    return unit.isEmpty ? text : "\(text) \(unit)"
  }
}

/// Why the figures of a text could not be read.
package struct ProseFigureError: Error, Sendable {
  package var message: String
  /// Character offset in the text.
  package var offset: Int
}
