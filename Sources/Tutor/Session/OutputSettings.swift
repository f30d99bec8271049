import LessonModel
import Localization
import TerminalGraphics

/// How the tutor should format its output.
public struct OutputSettings: Sendable, Equatable {
  /// Columns available (clamped to 20…200): text wraps to this width.
  public var width: Int
  /// Rows available, for sizing plots (clamped to 12…100).
  public var height: Int
  /// Whether ANSI colour and styles may be used.
  package var color: Bool
  /// Whether to draw with plain ASCII instead of Unicode braille and box characters.
  public var ascii: Bool

  /// Widths and heights the layout supports (columns, rows).
  package static let widthRange = 20...200
  package static let heightRange = 12...100
  /// The fewest columns a plot or drawing is laid out in; a narrower terminal wraps them.
  package static let graphicsMinimumWidth = 40

  /// Columns for plots, drawings and filmstrips: the width, but never under `graphicsMinimumWidth`.
  package var graphicsWidth: Int { max(width, Self.graphicsMinimumWidth) }

  /// How plots and drawings are drawn with these settings: braille or ASCII, colour or none.
  package var renderOptions: RenderOptions {
    RenderOptions(backend: ascii ? .ascii : .braille, colorMode: color ? .ansi16 : .none)
  }

  /// These settings for a terminal of `columns` × `rows` now (clamped like the initializer).
  package func resized(columns: Int, rows: Int) -> OutputSettings {
    OutputSettings(width: columns, height: rows, color: color, ascii: ascii)
  }

  /// Creates settings; sizes outside the supported ranges are clamped.
  public init(width: Int = 80, height: Int = 24, color: Bool = false, ascii: Bool = false) {
    self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    self.height = min(max(height, Self.heightRange.lowerBound), Self.heightRange.upperBound)
    self.color = color
    self.ascii = ascii
  }

  /// Settings for `terminal` and the command line's options: its size unless `width` is given, colour
  /// unless `noColor` or the terminal has none, and ASCII when `ascii` asks for it or the terminal
  /// cannot show more (`TERM=dumb`, a locale without UTF-8: `TerminalInfo.showsUnicode`).
  package init(terminal: TerminalInfo, width: Int? = nil, noColor: Bool = false, ascii: Bool = false) {
    self.init(width: width ?? terminal.columns, height: terminal.rows, color: !noColor && terminal.colorMode != .none,
              ascii: ascii || !terminal.showsUnicode)
  }

  /// `text` as it is written out with these settings: itself, or in ASCII mode every character 7-bit
  /// ASCII (`ASCIIText`): punctuation and symbols in their ASCII forms, and words in a script other than
  /// `language`'s marked by its language, `[Korean]`; lines stay within `width` and tables aligned.
  package func written(_ text: String, in language: Language) -> String {
    guard ascii else { return text }
    let kept: Set<ASCIIText.Script> = switch language {
    case .en: []
    case .ko: [.hangul]
    case .ru: [.cyrillic]
    case .zh: [.han]
    }
    return ASCIIText.transliterated(text, keeping: kept, width: width) { script in
      switch script {
      case .hangul: "[Korean]"
      case .cyrillic: "[Russian]"
      case .han: "[Chinese]"
      case .kana: "[Japanese]"
      case .other: "[...]"
      }
    }
  }

  /// `catalog` as these settings show it: in ASCII mode an article whose title is not ASCII goes by
  /// the English title the catalog gives it, so that a lesson's credit names it in words the terminal
  /// can show (`“[iOS7] UIKit Dynamics 사용법” (How to use …)` becomes `"How to use …"`).
  package func shown(_ catalog: LessonCatalog) -> LessonCatalog {
    guard ascii else { return catalog }
    var shown = catalog
    for index in shown.articles.indices {
      let article = shown.articles[index]
      guard let english = article.englishTitle, !article.title.unicodeScalars.allSatisfy(\.isASCII) else { continue }
      shown.articles[index].title = english
      shown.articles[index].englishTitle = nil
    }
    return shown
  }

  /// Plain 80×24 text: what tests and pipes get.
  public static let plain = OutputSettings()
}
