import Foundation

/// A lesson's prose: Markdown split at `## ` headings into sections addressed by slug.
public struct Prose: Sendable {
  /// One `## slug` section.
  public struct Section: Sendable, Equatable {
    /// The heading text after `## `, e.g. `intro`.
    package var slug: String
    /// Markdown lines under the heading, without leading and trailing blank lines.
    package var body: String
    /// 1-based line of the heading in the file.
    public var line: Int

    /// A section.
    package init(slug: String, body: String, line: Int) {
      self.slug = slug
      self.body = body
      self.line = line
    }
  }

  /// Sections in file order.
  package var sections: [Section]

  /// Creates prose from sections.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The section with this slug.
  package func section(_ slug: String) -> Section? { sections.first { $0.slug == slug } }

  /// Splits Markdown text at `## ` headings. Text before the first heading is ignored (a `# Title`
  /// line usually).
  public static func parse(_ text: String) -> Prose {
    var sections: [Section] = []
    var slug: String?
    var headingLine = 0
    var lines: [Substring] = []
    func flush() {
      guard let slug else { return }
      var body = lines[...]
      while body.first?.allSatisfy(\.isWhitespace) == true { body = body.dropFirst() }
      while body.last?.allSatisfy(\.isWhitespace) == true { body = body.dropLast() }
      sections.append(Section(slug: slug, body: body.joined(separator: "\n"), line: headingLine))
    }
    // Split on UTF-8 newlines: much cheaper than walking Characters, and a line never splits a
    // character because "\n" is a single byte.
    for (index, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      var line = Substring(bytes)
      if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
      if line.utf8.starts(with: "## ".utf8) {
        flush()
        slug = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        headingLine = index + 1
        lines.removeAll(keepingCapacity: true)
      } else if slug != nil {
        lines.append(line)
      }
    }
    flush()
    return Prose(sections: sections)
  }

}
