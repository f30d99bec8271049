/// A one-line status to show with a live playback (the scene time, the key that stops it, …), laid
/// out for the terminal's width rather than the drawing's.
///
/// The line is made of pieces, most important first; each piece has one or more forms, fullest
/// first. When the pieces do not fit, the gaps between them narrow from three spaces to one, then
/// the least important piece still shown takes its next shorter form or, when it has none left, is
/// dropped; then the next one. A piece is always shown whole or not at all, so nothing is cut
/// mid-word, and the line is never wider than asked, even when that leaves it empty.
///
/// Pieces are plain text written as `TextGrid` writes it, widths counted in display columns
/// (`DisplayWidth`): a Hangul or Han character takes two, a combining mark none, and control
/// characters (escapes included) become spaces; no escape sequence or wide character can be split.
///
/// ```swift
/// let status = StatusLine([.time(0.4), StatusLine.Piece("(any key stops)")])
/// status.text(width: 80)   // "t = 0.40 s   (any key stops)"
/// status.text(width: 20)   // "t = 0.40 s"
/// status.text(width: 8)    // "0.40 s"
/// ```
public struct StatusLine: Sendable, Equatable {
  /// One piece of a status line: the forms it may take, fullest first.
  public struct Piece: Sendable, Equatable {
    /// The ways to show the piece, fullest first; empty forms are ignored.
    public var forms: [String]

    /// A piece shown as the first of `forms` that fits (fullest first).
    public init(_ forms: [String]) {
      self.forms = forms.filter { !$0.isEmpty }
    }

    /// A piece with the given forms, fullest first.
    public init(_ forms: String...) {
      self.init(forms)
    }

    /// The scene time: `"t = 0.40 s"`, else `"0.40 s"` (as `Filmstrip.caption(time:)`).
    public static func time(_ seconds: Double) -> Piece {
      let caption = Filmstrip.caption(time: seconds)
      let value = caption.hasPrefix("t = ") ? String(caption.dropFirst(4)) : caption
      return Piece(caption, value)
    }
  }

  /// The pieces, most important first.
  public var pieces: [Piece]

  /// The widest and narrowest gap between two pieces, in spaces.
  static let gaps = (widest: 3, narrowest: 1)

  /// A status line of `pieces`, most important first.
  public init(_ pieces: [Piece]) {
    self.pieces = pieces
  }

  /// The line for a terminal `width` columns wide, with no padding: at most `width` cells (see
  /// the type's documentation for what gives way first); empty when not even the most important
  /// piece fits.
  public func text(width: Int) -> String {
    let shown = layout(width: max(0, width))
    let total = shown.reduce(0) { $0 + Self.cells($1) }
    let gap = shown.count > 1
      ? min(Self.gaps.widest, max(Self.gaps.narrowest, (width - total) / (shown.count - 1))) : 0
    let line = shown.joined(separator: String(repeating: " ", count: gap))
    var grid = TextGrid(columns: Self.cells(line), rows: 1)
    grid.write(line, column: 0, row: 0)
    return grid.lines().first ?? ""
  }

  /// The line as exactly `width` columns: centred over the first `drawingWidth` columns (the
  /// drawing below it) when it fits there, otherwise starting at the left edge and running on past
  /// the drawing as far as the terminal allows.
  public func render(width: Int, centredOver drawingWidth: Int) -> String {
    let width = max(0, width)
    let text = text(width: width)
    let length = Self.cells(text)
    let span = min(width, max(0, drawingWidth))
    let start = length <= span ? (span - length) / 2 : 0
    var grid = TextGrid(columns: width, rows: 1)
    grid.write(text, column: start, row: 0)
    return grid.lines().first ?? ""
  }

  /// The form chosen for each piece still shown, in order, for `width` columns: everything that
  /// gives way does so from the least important piece up.
  func layout(width: Int) -> [String] {
    // Each piece's forms not yet given up, fullest first; the first is the one shown.
    var remaining = pieces.map { $0.forms[...] }.filter { !$0.isEmpty }
    while !remaining.isEmpty {
      let forms = remaining.compactMap(\.first)
      let needed = forms.reduce(0) { $0 + Self.cells($1) } + Self.gaps.narrowest * (forms.count - 1)
      if needed <= width { return forms }
      let shorter = remaining.removeLast().dropFirst()
      if !shorter.isEmpty { remaining.append(shorter) }
    }
    return []
  }

  /// Cells `text` takes once written into a `TextGrid`: its display width.
  static func cells(_ text: String) -> Int {
    DisplayWidth.of(text)
  }
}
