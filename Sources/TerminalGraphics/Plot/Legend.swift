/// A one-line legend: entries of a sample (line pattern, marker or glyph), a space and a label,
/// separated by two spaces. Each sample carries its series colour when colour is on.
struct Legend {
  /// One legend entry.
  struct Entry: Equatable {
    /// The sample characters (e.g. `───`, `╌+╌`, `▼`).
    var sample: String
    /// The text after the sample.
    var label: String
    /// Colour of the sample.
    var color: TerminalColor?

    /// Display width of the entry.
    var width: Int { sample.unicodeScalars.count + 1 + label.unicodeScalars.count }
  }

  /// The entries, in order.
  var entries: [Entry]

  /// Display width of the whole legend.
  var width: Int {
    entries.isEmpty ? 0 : entries.map(\.width).reduce(0, +) + 2 * (entries.count - 1)
  }

  /// Draws the legend starting at `column`, `row`, stopping at `maxWidth` cells.
  func draw(into grid: inout TextGrid, column: Int, row: Int, maxWidth: Int) {
    var x = column
    let end = column + maxWidth
    func put(_ text: String, _ color: TerminalColor?) {
      let available = end - x
      guard available > 0 else { return }
      x += grid.write(text, column: x, row: row, color: color, maxWidth: available)
    }
    for (index, entry) in entries.enumerated() {
      if index > 0 { put("  ", nil) }
      put(entry.sample, entry.color)
      put(" " + entry.label, nil)
    }
  }

  /// The legend for a plot: one entry per labelled series, then one per distinct event label.
  static func make(series: [PlotSeries], styles: [SeriesStyle], events: [EventMark],
                   ascii: Bool, colorMode: ColorMode) -> Legend {
    var entries: [Entry] = []
    for (series, style) in zip(series, styles) where !series.label.isEmpty {
      entries.append(Entry(sample: style.legendSample(ascii: ascii), label: series.label,
                           color: style.color))
    }
    var seen: [String] = []
    for event in events {
      guard let label = event.label, !label.isEmpty, !seen.contains(label) else { continue }
      seen.append(label)
      let glyph = event.y == nil ? (ascii ? "v" : "▼") : (ascii ? "x" : "×")
      entries.append(Entry(sample: glyph, label: label,
                           color: colorMode.usesColor ? (event.color ?? .red) : nil))
    }
    return Legend(entries: entries)
  }
}
