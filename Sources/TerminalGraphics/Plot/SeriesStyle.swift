/// How one series is drawn so that series stay distinguishable with and without colour.
///
/// With colour: each series is a solid line in its own colour (`series.color` or the palette).
/// Without colour: series 1 is solid; series 2, 3, … use dashed, dotted and dash-dot lines and carry
/// a marker glyph (`+`, `x`, `*`, `#`, `%`) repeated along the curve every few cells; the legend
/// shows the same pattern and marker (e.g. `╌+╌ speed`).
struct SeriesStyle: Equatable {
  /// Colour (nil without colour).
  var color: TerminalColor?
  /// Line pattern.
  var line: LineStyle
  /// Marker glyph repeated along the curve, if any.
  var marker: Unicode.Scalar?

  /// Markers for series 2, 3, … without colour.
  static let markers: [Unicode.Scalar] = ["+", "x", "*", "#", "%"]
  /// Cells between two markers along a curve.
  static let markerSpacing = 10.0

  /// The style of series number `index` (0-based).
  static func style(index: Int, series: PlotSeries, colorMode: ColorMode) -> SeriesStyle {
    if colorMode.usesColor {
      return SeriesStyle(color: series.color ?? TerminalColor.paletteColor(index), line: .solid,
                         marker: nil)
    }
    let lines: [LineStyle] = [.solid, .dashed, .dotted, .dashDot]
    return SeriesStyle(color: nil, line: lines[index % lines.count],
                       marker: index == 0 ? nil : markers[(index - 1) % markers.count])
  }

  /// The glyph for an isolated sample (a point with no finite neighbour).
  func pointGlyph(ascii: Bool) -> Unicode.Scalar {
    marker ?? (ascii ? "o" : "•")
  }

  /// Legend sample: three characters of the line with the marker in the middle.
  func legendSample(ascii: Bool) -> String {
    var sample = Array(line.legendSample(ascii: ascii).unicodeScalars)
    if let marker, sample.count == 3 { sample[1] = marker }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: sample)
    return String(text)
  }
}
