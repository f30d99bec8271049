import Foundation

/// Text made 7-bit ASCII, for terminals that show nothing else (`TERM=dumb`, the C locale) and for
/// the `--ascii` switch: the text counterpart of the ASCII back end.
///
/// The rules, character by character (escape sequences and other ASCII pass through):
/// - punctuation and symbols take their ASCII forms (`ASCIIText.forms`): `–` and `—` become `-`, curly
///   quotes straight ones, `…` `..`, `×` `x`, `±` `+/-`, `°` `deg`, `✔` `[ok]`, box drawing `- | +`,
///   Greek letters their names (`θ` `theta`);
/// - Latin letters lose their accents (`é` `e`, `ß` `ss`);
/// - words in a script with no ASCII spelling (Hangul, Cyrillic, Han, kana, …) are replaced by a
///   mark naming it, once for a run of such words: `샘플 코드` is `[Hangul]`; scripts in `kept` stay;
/// - anything else (an emoji) is `?`.
///
/// A longer or shorter form would break the columns of a table: the difference is taken from, or
/// given to, the next gap of two or more spaces on the line. A line that grows past `width` is broken
/// at its last space that fits, the rest indented like a continuation line.
public enum ASCIIText {
  /// Scripts whose words have no ASCII spelling here: they are kept (when asked) or marked.
  public enum Script: Sendable, Hashable, CaseIterable {
    /// Korean letters.
    case hangul
    /// Russian and other Cyrillic letters.
    case cyrillic
    /// Chinese characters, with CJK punctuation and full-width forms.
    case han
    /// Japanese hiragana and katakana.
    case kana
    /// Letters of any other script but Latin and Greek.
    case other

    /// Its English name, for the default mark.
    public var name: String {
      switch self {
      case .hangul: "Hangul"
      case .cyrillic: "Cyrillic"
      case .han: "Han"
      case .kana: "Kana"
      case .other: "..."
      }
    }
  }

  /// `text` in ASCII by the rules above.
  /// - Parameters:
  ///   - text: the text as it would be written, escape sequences and newlines included.
  ///   - kept: scripts left as they are (a Korean learner's own language, say).
  ///   - width: the columns the text was laid out for; nil never breaks a line.
  ///   - mark: what replaces a run of words in `script`; by default `[Hangul]`, `[Cyrillic]`, ….
  public static func transliterated(_ text: String, keeping kept: Set<Script> = [], width: Int? = nil,
                                    mark: (Script) -> String = { "[\($0.name)]" }) -> String {
    guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      guard !line.unicodeScalars.allSatisfy(\.isASCII) else {
        result.append(String(line))
        continue
      }
      let converted = convert(line, kept: kept, mark: mark)
      guard let width, ANSI.displayWidth(converted) > width, DisplayWidth.of(line) <= width else {
        result.append(converted)
        continue
      }
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      result.append(contentsOf: broken(converted, width: width, continuation: max(indent(of: line), indent(of: next))))
    }
    return result.joined(separator: "\n")
  }

  /// One line converted, with the columns after each changed width kept (see the type's documentation).
  private static func convert(_ line: Substring, kept: Set<Script>, mark: (Script) -> String) -> String {
    var output = ""
    var owed = 0  // columns the output is wider (positive) or narrower than the line so far
    var characters = line[...]
    while let character = characters.first {
      if character == " " {
        let gap = characters.prefix { $0 == " " }
        characters = characters.dropFirst(gap.count)
        var spaces = gap.count
        if spaces >= 2 && owed != 0 {
          let change = owed > 0 ? min(owed, spaces - 1) : owed
          spaces -= change
          owed -= change
        }
        output += String(repeating: " ", count: spaces)
        continue
      }
      if character.unicodeScalars.allSatisfy(\.isASCII) {
        output.append(character)
        characters = characters.dropFirst()
        continue
      }
      if let script = foreignScript(character), !kept.contains(script) {
        let run = foreignRun(characters, kept: kept)
        let replacement = mark(script)
        owed += DisplayWidth.of(replacement) - DisplayWidth.of(run)
        output += replacement
        characters = characters.dropFirst(run.count)
        continue
      }
      let replacement = foreignScript(character) == nil ? ascii(character) : String(character)
      owed += DisplayWidth.of(replacement) - DisplayWidth.of(character)
      output += replacement
      characters = characters.dropFirst()
    }
    return output
  }

  /// The words at the start of `text` that hold a letter of a script not kept, with the single spaces
  /// between them: `샘플 코드`, `实战iOS7之UIDynamics`. ASCII letters and digits inside such a word
  /// go with it; a punctuation mark or a gap of two spaces ends the run.
  private static func foreignRun(_ text: Substring, kept: Set<Script>) -> Substring {
    func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_" || foreignScript(character).map { !kept.contains($0) } == true
    }
    var end = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let word = text[index...].prefix(while: isWordCharacter)
      guard !word.isEmpty, word.contains(where: { foreignScript($0).map { !kept.contains($0) } == true }) else { break }
      end = word.endIndex
      guard end < text.endIndex, text[end] == " " else { break }
      index = text.index(after: end)
    }
    return text[text.startIndex..<end]
  }

  /// The script of a letter (or CJK mark) that has no ASCII spelling, or nil.
  static func foreignScript(_ character: Character) -> Script? {
    guard let scalar = character.unicodeScalars.first, !scalar.isASCII else { return nil }
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return .hangul
    case 0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
    case 0x3040...0x30FF, 0x31F0...0x31FF: return .kana
    case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3100...0x312F, 0x31C0...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF,
         0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF: return .han
    case 0x0370...0x03FF, 0x0080...0x024F, 0x1E00...0x1EFF: return nil  // Greek and Latin: spelled out
    default: return scalar.properties.isAlphabetic ? .other : nil
    }
  }

  /// A character that is not ASCII and not in a marked script, spelled in ASCII.
  static func ascii(_ character: Character) -> String {
    guard let scalar = character.unicodeScalars.first else { return "" }
    if let form = forms[scalar] { return form }
    switch scalar.value {
    case 0x2500...0x257F: return boxDrawing(scalar)
    case 0x2580...0x259F: return "#"
    case 0x2800: return " "
    case 0x2801...0x28FF: return "#"
    default: break
    }
    // An accented Latin letter: its letter without the accent.
    let letters = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)
    return letters.isEmpty ? "?" : String(String.UnicodeScalarView(letters))
  }

  /// A box-drawing character by the direction of its lines: `-`, `|`, `+`, `/`, `\`.
  private static func boxDrawing(_ scalar: Unicode.Scalar) -> String {
    let name = scalar.properties.name ?? ""
    if name.contains("DIAGONAL CROSS") { return "X" }
    if name.contains("DIAGONAL UPPER RIGHT") { return "/" }
    if name.contains("DIAGONAL UPPER LEFT") { return "\\" }
    let vertical = name.contains("VERTICAL") || name.contains(" UP") || name.contains(" DOWN")
    let horizontal = name.contains("HORIZONTAL") || name.contains(" LEFT") || name.contains(" RIGHT")
    if vertical && horizontal || name.contains("ARC") { return "+" }
    return vertical ? "|" : "-"
  }

  /// The spaces a line starts with.
  private static func indent(of line: Substring) -> Int { line.prefix { $0 == " " }.count }

  /// `line` broken at its last space within `width` (as often as needed), each rest indented by
  /// `continuation` spaces; a line with no such space stays whole.
  private static func broken(_ line: String, width: Int, continuation: Int) -> [String] {
    var lines: [String] = []
    var rest = line
    while ANSI.displayWidth(rest) > width {
      let fitting = DisplayWidth.prefix(rest, columns: width + 1)
      let floor = rest.index(rest.startIndex, offsetBy: min(continuation + 1, rest.count))
      guard let space = fitting.lastIndex(of: " "), space > floor else { break }
      lines.append(String(rest[..<space]).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
      rest = String(repeating: " ", count: continuation) + rest[rest.index(after: space)...].drop { $0 == " " }
    }
    lines.append(rest)
    return lines
  }
}
