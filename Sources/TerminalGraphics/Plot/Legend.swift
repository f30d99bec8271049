/// A plot's legend: entries of a sample (line pattern, marker or glyph), a space and a label,
/// separated by two spaces, wrapped entry by entry onto as many rows as the width needs. Each
/// sample carries its series colour when colour is on.
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
    var width: Int { DisplayWidth.of(sample) + 1 + DisplayWidth.of(label) }
  }

  /// The entries, in order.
  var entries: [Entry]

  /// Display width of the whole legend.
  var width: Int {
    entries.isEmpty ? 0 : entries.map(\.width).reduce(0, +) + 2 * (entries.count - 1)
  }

  /// One piece of text of a laid-out legend, at a column relative to the legend's left edge.
  struct Piece: Equatable {
    var column: Int
    var text: String
    var color: TerminalColor?
  }

  /// The legend laid out in rows at most `width` columns wide: entries go left to right, two
  /// spaces apart, and a row ends before an entry that would not fit whole. An entry wider than
  /// `width` on its own gets rows of its own, its label wrapped at word boundaries and continued
  /// under the label's first letter. Nothing is left out.
  func rows(width: Int) -> [[Piece]] {
    let width = max(1, width)
    var rows: [[Piece]] = []
    var row: [Piece] = []
    var x = 0
    for entry in entries {
      let sampleWidth = DisplayWidth.of(entry.sample)
      if entry.width > width {
        if !row.isEmpty { rows.append(row) }
        row = []
        x = 0
        let labelColumn = min(sampleWidth + 1, max(0, width - 1))
        let lines = TextWrap.lines(entry.label, width: max(1, width - labelColumn))
        for (index, line) in lines.enumerated() {
          var pieces: [Piece] = []
          if index == 0 { pieces.append(Piece(column: 0, text: entry.sample, color: entry.color)) }
          pieces.append(Piece(column: labelColumn, text: line, color: nil))
          rows.append(pieces)
        }
        continue
      }
      if !row.isEmpty && x + 2 + entry.width > width {
        rows.append(row)
        row = []
        x = 0
      }
      if !row.isEmpty { x += 2 }
      row.append(Piece(column: x, text: entry.sample, color: entry.color))
      row.append(Piece(column: x + sampleWidth + 1, text: entry.label, color: nil))
      x += entry.width
    }
    if !row.isEmpty { rows.append(row) }
    return rows
  }

  /// The widest row of `rows`, in columns.
  static func width(of rows: [[Piece]]) -> Int {
    rows.map { row in row.map { $0.column + DisplayWidth.of($0.text) }.max() ?? 0 }.max() ?? 0
  }

  /// The widest single entry, in columns.
  var widestEntry: Int { entries.map(\.width).max() ?? 0 }

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
