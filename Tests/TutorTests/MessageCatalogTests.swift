import Foundation
import Testing
import Localization
@testable import LessonModel
@testable import LessonReading
import TestSupport
@testable import Tutor

/// The tutor's message templates, read from the sources as `scripts/messages.py` reads them: the
/// single string literal of each `t("…")`, `Messages.english("…")` and `t.plural(count, "…", "…")`, in
/// files not named `Messages…`, comment lines left out.
enum MessageSources {
  /// A Swift string literal on one line, escapes and all.
  static let literal = #""((?:[^"\\\n]|\\.)*)""#
  static let single = try! NSRegularExpression(pattern: #"\bt\(\s*"# + literal)
  static let english = try! NSRegularExpression(pattern: #"\bMessages\.english\(\s*"# + literal)
  static let plural = try! NSRegularExpression(pattern: #"\bt\.plural\([^"]*?,\s*"# + literal + #"\s*,\s*"# + literal)
  static let comment = try! NSRegularExpression(pattern: #"^\s*//.*$"#, options: .anchorsMatchLines)

  /// One template: its text (escapes read) and, for a plural, the English singular.
  struct Template: Equatable {
    var text: String
    var one: String?
  }

  /// Every template in the sources, each once, in file and source order.
  static func templates() throws -> [Template] {
    let sources = PackageRoot.url.appendingPathComponent("Sources")
    let files = (FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" && !$0.lastPathComponent.hasPrefix("Messages") && !$0.lastPathComponent.hasPrefix("MessageCatalog") }
      .sorted { $0.path < $1.path }
    var found: [Template] = []
    var seen: Set<String> = []
    for file in files {
      let raw = try String(contentsOf: file, encoding: .utf8)
      let text = comment.stringByReplacingMatches(in: raw, range: NSRange(raw.startIndex..., in: raw), withTemplate: "")
      let range = NSRange(text.startIndex..., in: text)
      func group(_ match: NSTextCheckingResult, _ index: Int) -> String {
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
      var hits: [(Int, Template)] = []
      for regex in [single, english] {
        hits += regex.matches(in: text, range: range).map { ($0.range.location, Template(text: unescape(group($0, 1)))) }
      }
      hits += plural.matches(in: text, range: range).map {
        ($0.range.location, Template(text: unescape(group($0, 2)), one: unescape(group($0, 1))))
      }
      for (_, template) in hits.sorted(by: { $0.0 < $1.0 }) where seen.insert(template.text).inserted {
        found.append(template)
      }
    }
    return found
  }

  /// The string a literal's text stands for: `\"`, `\\`, `\n`, `\t` and `\u{…}` read.
  static func unescape(_ literal: String) -> String {
    var result = ""
    var characters = literal.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let escaped = characters.next() else {
        result.append(character)
        continue
      }
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "0": result.append("\0")
      case "u":
        var hex = ""
        while let next = characters.next(), next != "}" {
          if next != "{" { hex.append(next) }
        }
        if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
      default: result.append(escaped)
      }
    }
    return result
  }
}

@Suite("The tutor's message catalog")
struct MessageCatalogTests {
  @Test("the sources use templates, each a whole literal with named placeholders")
  func templatesAreFound() throws {
    let templates = try MessageSources.templates()
    #expect(templates.count > 200)
    #expect(templates.contains { $0.text == "list the lessons with your progress" }, "Messages.english is collected")
    #expect(templates.contains { $0.text == "{count} lessons available (`lessons` lists them)." && $0.one != nil })
    for template in templates {
      #expect(!template.text.contains("\\("), "interpolation in a template: \(template.text)")
      if let one = template.one {
        #expect(Messages.placeholders(in: one).sorted() == Messages.placeholders(in: template.text).sorted(),
                "a plural's two forms name different placeholders: \(one) | \(template.text)")
      }
    }
  }

  @Test("each language's table lists every template and no other", arguments: [Language.ko, .ru, .zh])
  func tablesMatchTheSources(language: Language) throws {
    let templates = Set(try MessageSources.templates().map(\.text))
    let table = Set(MessageCatalog.table(for: language).keys)
    let missing = templates.subtracting(table).sorted()
    let unused = table.subtracting(templates).sorted()
    #expect(missing.isEmpty, "not in Messages+\(language.rawValue).swift (scripts/messages.py sync \(language.rawValue)): \(missing)")
    #expect(unused.isEmpty, "no longer used (scripts/messages.py sync \(language.rawValue)): \(unused)")
    // Every shipped language speaks every message: "" would show the English.
    let untranslated = MessageCatalog.table(for: language).filter { $0.value.isEmpty }.keys.sorted()
    #expect(!Language.shipped.contains(language) || untranslated.isEmpty,
            "\(untranslated.count) not translated into \(language.englishName), e.g. \(untranslated.prefix(3))")
  }

  @Test("a translation keeps its template's placeholders, code and numbers", arguments: [Language.ko, .ru, .zh])
  func translationsKeepTokens(language: Language) {
    for (template, translation) in MessageCatalog.table(for: language) where !translation.isEmpty {
      let english = TranslationTokens(template)
      for form in translation.split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
        let translated = TranslationTokens(form)
        #expect(translated.placeholders == english.placeholders,
                "\(language.rawValue): placeholders of \"\(form)\" against \"\(template)\"")
        #expect(translated.code == english.code, "\(language.rawValue): code of \"\(form)\" against \"\(template)\"")
        #expect(translated.numbers == english.numbers, "\(language.rawValue): numbers of \"\(form)\" against \"\(template)\"")
      }
    }
  }

  @Test("English is the template itself, placeholders filled in; a marked template is returned unchanged")
  func englishIsTheTemplate() {
    let t = Messages(.en)
    #expect(t("no lesson \"{name}\"{suggestion}", ["name": "x", "suggestion": ""]) == "no lesson \"x\"")
    #expect(t.plural(1, "{count} touch", "{count} touches") == "1 touch")
    #expect(t.plural(2, "{count} touch", "{count} touches") == "2 touches")
    #expect(Messages.english("go back one page") == "go back one page")
    #expect(Suggestion.didYouMean("rnu", in: ["run", "plot"], t) == " (did you mean \"run\"?)")
    #expect(Suggestion.didYouMean("push", in: ["push-basics", "tap-to-push", "snap"], t)
            == " (did you mean \"push-basics\" or \"tap-to-push\"?)")
  }
}
