/// The one word wrapper: greedy, at spaces, in display columns (`DisplayWidth`: Hangul and Han count
/// two; ANSI escape sequences count none). It has two styles, for the two kinds of text a terminal
/// program shows:
///
/// - **Labels** (`lines(_:width:indent:)`): the short texts of a drawing (titles, legends, notes). No
///   line is ever wider than the width: a word wider than a line is split between characters (never
///   inside one, nor between a letter and its combining marks), and continuation lines are indented.
/// - **Paragraphs** (`paragraph(_:width:first:rest:)`): text to read. A backticked command
///   (`set gravity.angle 90 deg`) is kept on one line when it fits on one, so that it can be typed as
///   printed, and a number stays with its unit (`12 pt`). Chinese, which has no spaces, also breaks between ideographs, filling each line; a word
///   with wide characters that is wider than a whole line is split between characters; a word of
///   one-column characters wider than a line (a long command or web address) stays whole, on a line
///   of its own, to be typed or followed, but for a Swift method's full name, which breaks after its
///   labels' colons.
///
/// ```swift
/// TextWrap.lines("Top edges y(t): down is +y, as on screen", width: 20)
/// // ["Top edges y(t): down", "is +y, as on screen"]
/// TextWrap.lines("fallingButton hits bounds", width: 16, indent: 2)
/// // ["fallingButton", "  hits bounds"]
/// TextWrap.paragraph("Type `next` to go on.", width: 12, first: "", rest: "  ")
/// // ["Type `next`", "  to go on."]
/// ```
public struct TextWrap: Sendable {
  /// How the text is read and where it may break.
  public enum Style: Sendable {
    /// A drawing's label: never wider than the width.
    case label
    /// A paragraph to read: commands kept whole, Chinese broken between ideographs.
    case paragraph
  }

  /// How the text is read and where it may break.
  public var style: Style
  /// Columns a line may take (a paragraph's first line at least its prefix and ten more).
  public var width: Int
  /// What the first line starts with.
  public var first: String
  /// What every later line starts with.
  public var rest: String

  /// A wrapper of `style` to `width` columns, with the lines' prefixes.
  public init(_ style: Style, width: Int, first: String = "", rest: String = "") {
    self.style = style
    self.width = width
    self.first = first
    self.rest = rest
  }

  /// The lines of a label wrapped to `width` columns; every line after the first starts with `indent`
  /// spaces (less when the width leaves no room for them). Runs of spaces, tabs and newlines count as
  /// one space; empty or blank text gives one empty line; a width below 1 counts as 1. No line is wider
  /// than `width`: at a width of 1, where a wide character can never fit, it becomes a space.
  public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
    let width = max(1, width)
    let indent = max(0, min(indent, width / 2))
    return TextWrap(.label, width: width, rest: String(repeating: " ", count: indent)).lines(text)
  }

  /// A paragraph wrapped to `width` columns, its first line starting with `first` and the others with
  /// `rest` (a bullet and its hanging indent, say). Words are separated by spaces.
  public static func paragraph(_ text: String, width: Int, first: String, rest: String) -> [String] {
    TextWrap(.paragraph, width: width, first: first, rest: rest).lines(text)
  }

  /// The display width of `text` in columns, escape sequences aside.
  public static func width(_ text: String) -> Int { ANSI.displayWidth(text) }

  /// `text` wrapped.
  public func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = first
    var lineWidth = Self.width(first)
    var lineHasWord = false
    let restWidth = Self.width(rest)
    let limit = style == .label ? width : max(width, lineWidth + 10)
    func nextLine() {
      lines.append(line)
      line = rest
      lineWidth = restWidth
      lineHasWord = false
    }
    for word in words(text, limit: limit - restWidth) {
      let wordWidth = Self.width(word)
      if lineWidth + (lineHasWord ? 1 : 0) + wordWidth <= limit {
        line += (lineHasWord ? " " : "") + word
        lineWidth += (lineHasWord ? 1 : 0) + wordWidth
        lineHasWord = true
        continue
      }
      // The word does not fit here: it is cut where it may break, or starts a line of its own.
      var pieces = style == .paragraph ? Self.breakPieces(word) : [word]
      if style == .paragraph, restWidth + wordWidth > limit {
        pieces = pieces.flatMap { restWidth + Self.width($0) > limit ? Self.selectorPieces($0) : [$0] }
      }
      if pieces.count == 1 {
        if lineHasWord { nextLine() }
        if lineWidth + wordWidth > limit,
           style == .label || word.unicodeScalars.contains(where: { DisplayWidth.of($0) == 2 }) {
          pieces = Self.characterPieces(word)
        }
      }
      var needsSpace = lineHasWord
      for var piece in pieces {
        var pieceWidth = Self.width(piece)
        if lineHasWord, lineWidth + (needsSpace ? 1 : 0) + pieceWidth > limit {
          nextLine()
          needsSpace = false
        }
        if style == .label, lineWidth + pieceWidth > limit {
          if pieceWidth <= limit {
            // A wide character in a very narrow space: the line gives up its indent for it.
            line = ""
            lineWidth = 0
          } else {
            // Wider than a whole line (a wide character at width 1).
            piece = " "
            pieceWidth = 1
          }
        }
        line += (needsSpace ? " " : "") + piece
        lineWidth += (needsSpace ? 1 : 0) + pieceWidth
        lineHasWord = true
        needsSpace = false
      }
    }
    if lineHasWord || lines.isEmpty { lines.append(lineHasWord ? line : (style == .label ? "" : line)) }
    return lines
  }

  /// The words of `text`: a label's are separated by any run of spaces, tabs and newlines; a
  /// paragraph's by spaces, with the words of each backticked span joined into one when the span fits
  /// in `limit` columns.
  private func words(_ text: String, limit: Int) -> [String] {
    guard style == .paragraph else {
      return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    }
    var words: [String] = []
    var open: [Substring] = []
    for word in text.split(separator: " ") {
      if open.isEmpty {
        // A span opens when a word has an odd number of backticks.
        if word.filter({ $0 == "`" }).count % 2 == 1 { open = [word] } else { words.append(String(word)) }
        continue
      }
      open.append(word)
      guard word.filter({ $0 == "`" }).count % 2 == 1 else { continue }
      let span = open.joined(separator: " ")
      words += Self.keepsTogether(span, limit: limit) ? [span] : open.map(String.init)
      open = []
    }
    words += open.map(String.init)
    return Self.joiningUnits(words, limit: limit)
  }

  /// `words` with each number joined to the unit after it (`12 pt`, `0.5 s,`, `10 000 pt`), so that no
  /// line ends with a number whose unit starts the next; a joined pair wider than `limit` stays apart.
  static func joiningUnits(_ words: [String], limit: Int) -> [String] {
    var result: [String] = []
    for word in words {
      if let last = result.last, isNumber(last),
         isUnit(word) || (isDigitGroup(word) && !last.hasSuffix(".")),
         width(last) + 1 + width(word) <= limit {
        result[result.count - 1] = last + " " + word
      } else {
        result.append(word)
      }
    }
    return result
  }

  /// Whether `word` ends in a number: `12`, `-0.5`, `(1/60`, `x 10 000` (its last group).
  private static func isNumber(_ word: String) -> Bool {
    let core = word.split(separator: " ").last.map(String.init) ?? word
    let trimmed = core.drop { "([=~≈+-−".contains($0) }
    guard let first = trimmed.first, first.isASCII, first.isNumber else { return false }
    return trimmed.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "/" }
  }

  /// Whether `word` is three digits that continue a number written with grouped thousands (`10 000`).
  private static func isDigitGroup(_ word: String) -> Bool {
    let digits = word.prefix { $0.isASCII && $0.isNumber }
    return digits.count == 3 && (word.count == 3 || isUnit(String(word.dropFirst(3))) || trailing(word.dropFirst(3)))
  }

  /// Whether `rest` is only punctuation or a Korean particle, which may follow a number or a unit.
  private static func trailing(_ rest: Substring) -> Bool {
    rest.allSatisfy { ".,;:!?)]}，。；：！？）、".contains($0) || isHangul($0) }
  }

  /// Whether `word` is a unit the course writes after a number, with any punctuation or Korean
  /// particle after it (`pt,`, `s를`).
  private static func isUnit(_ word: String) -> Bool {
    var unit = Substring(word)
    while let last = unit.last, ".,;:!?)]}，。；：！？）、".contains(last) || isHangul(last) { unit = unit.dropLast() }
    return units.contains(String(unit))
  }

  /// Whether `character` is a Hangul syllable.
  private static func isHangul(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0xAC00...0xD7A3).contains(value)
  }

  /// The units a number may carry.
  private static let units: Set<String> = [
    "pt", "s", "ms", "pt/s", "pt/s^2", "pt/s²", "deg", "°", "Hz", "rad", "rad/s", "%", "1/s", "px", "m", "cm",
    "travel/s", "fps",
  ]

  /// Whether a backticked span stays one word: when it fits in `limit` columns, or, in Chinese, where
  /// the text around the command has no spaces and may break at its ideographs, when the command does.
  private static func keepsTogether(_ span: String, limit: Int) -> Bool {
    if width(span) <= limit { return true }
    guard let open = span.firstIndex(of: "`"),
          let close = span[span.index(after: open)...].firstIndex(of: "`") else { return false }
    return width(String(span[open...close])) <= limit && breakPieces(span).count > 1
  }

  /// `word` cut where a line may break inside it: before and after an ideograph (Han, kana,
  /// fullwidth forms, emoji), but not before closing punctuation (`，。）`…) nor after opening
  /// punctuation (`（「`…). Hangul is not broken: Korean breaks at its spaces. Escape sequences stay
  /// with the character before them (or the first one).
  static func breakPieces(_ word: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var previous: Character? = nil
    for unit in units(word) {
      if let character = unit.visible, let before = previous, !piece.isEmpty,
         isIdeographic(before) || isIdeographic(character),
         !closingPunctuation.contains(character), !openingPunctuation.contains(before) {
        pieces.append(piece)
        piece = ""
      }
      piece += unit.text
      if let character = unit.visible { previous = character }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// A Swift method's full name wider than a line (`animate(withDuration:delay:…:completion:)`, in
  /// backticks or not) cut after each argument label's colon, where a reader expects it to break; any
  /// other word (a web address, a command) stays whole.
  static func selectorPieces(_ word: String) -> [String] {
    guard let open = word.firstIndex(of: "("), word[open...].contains(":"), !word.contains("://") else {
      return [word]
    }
    var pieces: [String] = []
    var piece = String(word[..<open])
    for character in word[open...] {
      piece.append(character)
      if character == ":" {
        pieces.append(piece)
        piece = ""
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// `word` cut between every two characters (escape sequences stay with the character before them).
  static func characterPieces(_ word: String) -> [String] {
    var pieces: [String] = []
    for unit in units(word) {
      if unit.visible == nil, !pieces.isEmpty { pieces[pieces.count - 1] += unit.text } else { pieces.append(unit.text) }
    }
    return pieces
  }

  /// The characters of `text`, each escape sequence (`ESC [ … final`) one unit with no visible
  /// character.
  private static func units(_ text: String) -> [(text: String, visible: Character?)] {
    var result: [(text: String, visible: Character?)] = []
    var escape: String? = nil
    for character in text {
      if var sequence = escape {
        sequence.append(character)
        // The final character of a CSI sequence ends it (the `[` right after ESC does not).
        if sequence.count > 2, let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
          result.append((sequence, nil))
          escape = nil
        } else {
          escape = sequence
        }
      } else if character == "\u{1B}" {
        escape = String(character)
      } else {
        result.append((String(character), character))
      }
    }
    if let escape { result.append((escape, nil)) }
    return result
  }

  /// Whether a line may break next to `character`: wide, and not Hangul.
  public static func isIdeographic(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100, DisplayWidth.of(character) >= 2 else {
      return false
    }
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF: return false
    default: return true
    }
  }

  /// Punctuation no line starts with, and punctuation no line ends with (Chinese and ASCII).
  private static let closingPunctuation: Set<Character> = [
    "，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "〉", "》", "〕", "…", "—", "％", "”", "’",
    "·", ",", ".", ";", ":", "?", "!", ")", "]", "}", "%",
  ]
  private static let openingPunctuation: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "“", "‘", "(", "[", "{"]
}
