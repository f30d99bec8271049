/// How many terminal columns text takes, by Unicode's East Asian Width: the measure every width in
/// this module (and the tutor's wrapping, tables and padding) is counted in.
///
/// - Wide (W) and fullwidth (F) characters take two columns: Hangul syllables, Han ideographs, kana,
///   fullwidth forms, and emoji with emoji presentation (U+1F600 😀).
/// - Combining and enclosing marks (Mn, Me) and format characters (Cf: zero-width joiner, variation
///   selectors, …) take none, and neither do the Hangul conjoining vowels and final consonants
///   (U+1160–U+11FF, U+D7B0–U+D7FF), which join the consonant before them into one syllable.
///   U+00AD SOFT HYPHEN takes one, as terminals show it.
/// - Everything else takes one, ambiguous (A) characters included: Latin, Cyrillic, Greek, box
///   drawing, block elements and braille. Control characters count one too: `TextGrid` shows them as
///   a space.
///
/// Text is measured scalar by scalar. An emoji sequence counts the sum of its parts: 👍🏽 (thumbs up
/// and a skin tone) is 4 columns, a family joined by zero-width joiners 2 per person. Terminals that
/// draw such a sequence as one glyph show it narrower than counted, so a line measured here is never
/// wider on screen than its count; those that draw the parts side by side show exactly the count. A
/// variation selector 16 that asks for emoji presentation of a one-column character (❤️) is not
/// counted: terminals disagree about that case.
///
/// The table is generated from the Unicode Character Database (see `unicodeVersion`) by
/// `scripts/generate-width-table.py`.
///
/// ```swift
/// DisplayWidth.of("가")            // 2
/// DisplayWidth.of("Жук")          // 3
/// DisplayWidth.of("e\u{301}")     // 1
/// DisplayWidth.of("漢字 ok")       // 7
/// ```
public enum DisplayWidth {
  /// The columns `scalar` takes: 0, 1 or 2.
  @inline(__always)
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Fast paths: ASCII and Latin, and the box drawing, block elements and braille every drawing uses.
    if value < 0x300 || (0x2500...0x25FC).contains(value) || (0x2800...0x28FF).contains(value) { return 1 }
    return lookup(value)
  }

  /// The columns `text` takes: the sum over its Unicode scalars. Escape sequences are counted as
  /// text; `ANSI.displayWidth(_:)` skips them.
  public static func of<Text: StringProtocol>(_ text: Text) -> Int {
    var columns = 0
    for scalar in text.unicodeScalars { columns += of(scalar) }
    return columns
  }

  /// The columns `character` (a grapheme cluster) takes: the sum over its Unicode scalars.
  public static func of(_ character: Character) -> Int {
    var columns = 0
    for scalar in character.unicodeScalars { columns += of(scalar) }
    return columns
  }

  /// The longest start of `text` that fits in `columns` columns, never splitting a character (a
  /// wide one that would straddle the limit is left out, with the marks that follow it).
  public static func prefix(_ text: String, columns: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = of(text[index])
      if used + width > columns { break }
      used += width
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// `text` followed by spaces up to `columns` columns (unchanged when it is that wide or wider).
  public static func padded(_ text: String, to columns: Int) -> String {
    let missing = columns - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// Binary search of the generated table for code points past the fast paths.
  static func lookup(_ value: UInt32) -> Int {
    table.withUnsafeBufferPointer { runs in
      var low = 0
      var high = runs.count / 3
      while low < high {
        let middle = (low + high) / 2
        if value < runs[middle * 3] {
          high = middle
        } else if value > runs[middle * 3 + 1] {
          low = middle + 1
        } else {
          return Int(runs[middle * 3 + 2])
        }
      }
      return 1
    }
  }
}
