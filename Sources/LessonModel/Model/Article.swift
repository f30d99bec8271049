import Localization
/// A published article a lesson is rebuilt from. The course reproduces its scenes, numbers and ideas
/// (never its sentences or code) and names it where the learner meets the lesson.
public struct Article: Sendable, Equatable {
  /// A short id used in the catalog: `nshipster-uifieldbehavior`.
  public var id: String
  /// The article's file among the course's sources (a lesson's `seed`).
  public var file: String
  /// The title as published, in the article's language.
  public var title: String
  /// The title in English, when the original is in another language.
  package var englishTitle: String?
  /// What it is: `blog post`, `book excerpt`, `article`.
  package var form: String
  /// Who wrote it, when the article says.
  package var author: String?
  /// Who translated it, when it is a translation that names one.
  package var translator: String?
  /// Where it appeared: a site or a book, when the article says.
  package var site: String?
  /// The language it is written in, in English: `Korean`, `Russian`, `Chinese`.
  package var language: String
  /// When it was published (ISO date or year), when the article says.
  package var date: String?
  /// A link the article itself gives: to itself, or to its sample code.
  package var link: String?
  /// The lessons rebuilt from it, by id.
  public var lessons: [String]

  /// Creates an article.
  public init(id: String, file: String, title: String, englishTitle: String? = nil, form: String, author: String? = nil,
              translator: String? = nil, site: String? = nil, language: String, date: String? = nil,
              link: String? = nil, lessons: [String]) {
    self.id = id
    self.file = file
    self.title = title
    self.englishTitle = englishTitle
    self.form = form
    self.author = author
    self.translator = translator
    self.site = site
    self.language = language
    self.date = date
    self.link = link
    self.lessons = lessons
  }

  /// One line for a lesson's first page: `“UIFieldBehavior” by Jordan Morgan, NSHipster, translated
  /// into Korean by 김필권 (2018-09-24)`.
  package var credit: String { credit(Messages.untranslated) }

  /// `credit` in the language of `t`: its words, the article's language and its form in that language;
  /// the title, names and date as they are.
  package func credit(_ t: Messages) -> String {
    var parts = [englishTitle.map { t("“{title}” ({english})", ["title": title, "english": $0]) } ?? t("“{title}”", ["title": title])]
    if let author { parts.append(t("by {author}", ["author": author])) }
    if let site { parts.append(site) }
    parts.append(translator.map { translatedBy($0, t) } ?? described(t))
    let credit = t.list(parts)
    return date.map { t("{credit} ({date})", ["credit": credit, "date": $0]) } ?? credit
  }

  /// `translated into Korean by …`, one template per language the course's articles are in.
  private func translatedBy(_ translator: String, _ t: Messages) -> String {
    let values = ["translator": translator, "language": language]
    switch language {
    case "Korean": return t("translated into Korean by {translator}", values)
    case "Russian": return t("translated into Russian by {translator}", values)
    case "Chinese": return t("translated into Chinese by {translator}", values)
    default: return t("translated into {language} by {translator}", values)
    }
  }

  /// `a Korean blog post`.
  private func described(_ t: Messages) -> String {
    let values = ["form": t(form), "language": language]
    switch language {
    case "Korean": return t("a Korean {form}", values)
    case "Russian": return t("a Russian {form}", values)
    case "Chinese": return t("a Chinese {form}", values)
    default: return t("a {language} {form}", values)
    }
  }

  /// The forms the catalog gives articles (`form`), marked for the translators: `credit` shows a form in
  /// the learner's language when the message tables have it, any other as it is written.
  package static let forms = [Messages.english("blog post"), Messages.english("article"), Messages.english("book excerpt")]

  /// A few words for the lesson list: `Korean blog, 2014`.
  package var shortCredit: String { shortCredit(Messages.untranslated) }

  /// `shortCredit` in the language of `t`.
  package func shortCredit(_ t: Messages) -> String {
    let year = date.map { ", " + $0.prefix(4) } ?? ""
    let values = ["form": form == "blog post" ? t("blog") : t(form), "language": language]
    let words = switch language {
    case "Korean": t("Korean {form}", values)
    case "Russian": t("Russian {form}", values)
    case "Chinese": t("Chinese {form}", values)
    default: t("{language} {form}", values)
    }
    return words + year
  }

  /// A few words for a lesson rebuilt from several articles: their languages, `Korean, Chinese`.
  package static func shortCredit(_ articles: [Article]) -> String {
    shortCredit(articles, Messages.untranslated)
  }

  /// `shortCredit(_:)` in the language of `t`.
  package static func shortCredit(_ articles: [Article], _ t: Messages) -> String {
    guard articles.count > 1 else { return articles.first?.shortCredit(t) ?? "" }
    var languages: [String] = []
    for article in articles where !languages.contains(article.language) { languages.append(article.language) }
    return languages.map { languageName($0, t) }.joined(separator: ", ")
  }

  /// The name of a language the articles are written in (`Korean`), in the language of `t`.
  package static func languageName(_ english: String, _ t: Messages) -> String {
    switch english {
    case "Korean": t("Korean")
    case "Russian": t("Russian")
    case "Chinese": t("Chinese")
    default: english
    }
  }
}
