/// ANSI/VT escape sequences used by the renderers and by live playback, and helpers to measure and
/// strip them.
public enum ANSI {
  /// The escape character, U+001B.
  public static let escape = "\u{1B}"
  /// Resets all attributes (colour, bold, …): `ESC[0m`.
  public static let reset = "\u{1B}[0m"
  /// Switches to the alternate screen buffer (xterm mode 1049, which also saves the cursor).
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Leaves the alternate screen buffer and restores the main screen and cursor.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hides the cursor.
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Clears the whole screen (the cursor does not move).
  public static let clearScreen = "\u{1B}[2J"
  /// Clears from the cursor to the end of the line.
  public static let clearToEndOfLine = "\u{1B}[K"
  /// Moves the cursor to the top-left cell.
  public static let home = "\u{1B}[H"
  /// Starts a synchronized update (terminals that support mode 2026 show the frame at once; others
  /// ignore it).
  public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  /// Ends a synchronized update.
  public static let endSynchronizedUpdate = "\u{1B}[?2026l"
  /// Mouse reports on: presses, releases and movement with a button held (button-event tracking,
  /// 1002), in SGR form (1006) so that columns past 223 are reported too.
  public static let enableMouse = "\u{1B}[?1002h\u{1B}[?1006h"
  /// Mouse reports off (undoes `enableMouse`).
  public static let disableMouse = "\u{1B}[?1006l\u{1B}[?1002l"

  /// Moves the cursor to `row`, `column` (both 1-based, as in the VT100 `CUP` sequence).
  public static func moveTo(row: Int, column: Int) -> String {
    "\u{1B}[\(max(1, row));\(max(1, column))H"
  }

  /// `text` with every escape sequence (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, and two-byte
  /// `ESC x`) removed.
  public static func strip(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      guard let kind = scalars.next() else { break }
      if kind == "[" {
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      } else if kind == "]" {
        var previous: Unicode.Scalar = " "
        while let next = scalars.next() {
          if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { break }
          previous = next
        }
      }
    }
    return String(result)
  }

  /// The number of terminal columns `text` occupies once escape sequences are removed, counted by
  /// `DisplayWidth`: two for wide characters (Hangul, Han, emoji), none for combining marks, one for
  /// everything else (ASCII, Cyrillic, box drawing, block elements, braille).
  public static func displayWidth(_ text: String) -> Int {
    containsEscape(text) ? DisplayWidth.of(strip(text)) : DisplayWidth.of(text)
  }

  /// `text` padded with spaces to `columns` display columns, escape sequences aside; longer text is
  /// left as it is.
  public static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - displayWidth(text)))
  }

  /// `text` cut after `width` display columns, keeping its escape sequences; when anything was cut
  /// and the text contains escapes, a reset is appended so no colour leaks. A wide character is never
  /// split: one that would straddle the limit becomes a space, so the result is exactly `width` wide.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard displayWidth(text) > width else { return text }
    var result = String.UnicodeScalarView()
    var visible = 0
    var cut = false
    var scalars = text.unicodeScalars.makeIterator()
    var sawEscape = false
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        sawEscape = true
        result.append(scalar)
        guard let kind = scalars.next() else { break }
        result.append(kind)
        if kind == "[" {
          while let next = scalars.next() {
            result.append(next)
            if (0x40...0x7E).contains(next.value) { break }
          }
        } else if kind == "]" {
          var previous: Unicode.Scalar = " "
          while let next = scalars.next() {
            result.append(next)
            if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { break }
            previous = next
          }
        }
        continue
      }
      guard !cut else { continue }
      let columns = DisplayWidth.of(scalar)
      guard visible + columns <= width else {
        // Everything after the cut goes, the marks of a character left out included.
        cut = true
        if visible < width { result.append(" ") }
        continue
      }
      result.append(scalar)
      visible += columns
    }
    return sawEscape ? String(result) + reset : String(result)
  }

  /// Whether `text` contains an escape byte.
  public static func containsEscape(_ text: String) -> Bool {
    text.utf8.contains(0x1B)
  }
}
