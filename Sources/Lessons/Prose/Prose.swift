import Foundation

/// A lesson's prose: Markdown split at `## ` headings into sections addressed by slug.
public struct Prose: Sendable {
  /// One `## slug` section.
  public struct Section: Sendable, Equatable {
    /// The heading text after `## `, e.g. `intro`.
    public var slug: String
    /// Markdown lines under the heading, without leading and trailing blank lines.
    public var body: String
    /// 1-based line of the heading in the file.
    public var line: Int
  }

  /// Sections in file order.
  public var sections: [Section]

  /// Creates prose from sections.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The section with this slug.
  public func section(_ slug: String) -> Section? { sections.first { $0.slug == slug } }

  /// Splits Markdown text at `## ` headings. Text before the first heading is ignored (a `# Title`
  /// line usually).
  public static func parse(_ text: String) -> Prose {
    var sections: [Section] = []
    var current: (slug: String, line: Int, lines: [Substring])?
    func flush() {
      guard let open = current else { return }
      var lines = open.lines
      while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
      while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
      sections.append(Section(slug: open.slug, body: lines.joined(separator: "\n"), line: open.line))
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed.hasPrefix("## ") {
        flush()
        current = (String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
      } else if current != nil {
        current?.lines.append(trimmed)
      }
    }
    flush()
    return Prose(sections: sections)
  }
}
