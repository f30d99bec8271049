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
  public var englishTitle: String?
  /// What it is: `blog post`, `book excerpt`, `translated article`.
  public var form: String
  /// Who wrote it, when the article says.
  public var author: String?
  /// Who translated it, when it is a translation that names one.
  public var translator: String?
  /// Where it appeared: a site or a book, when the article says.
  public var site: String?
  /// The language it is written in, in English: `Korean`, `Russian`, `Chinese`.
  public var language: String
  /// When it was published (ISO date or year), when the article says.
  public var date: String?
  /// A link the article itself gives: to itself, or to its sample code.
  public var link: String?
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
  public var credit: String {
    var text = "“\(title)”" + (englishTitle.map { " (\($0))" } ?? "")
    text += ", " + (author.map { "by \($0), " } ?? "") + (site.map { "\($0), " } ?? "")
    text += translator.map { "translated into \(language) by \($0)" } ?? "a \(language) \(form)"
    if let date { text += " (\(date))" }
    return text
  }

  /// A few words for the lesson list: `Korean blog, 2014`.
  public var shortCredit: String {
    let year = date.map { ", " + $0.prefix(4) } ?? ""
    return "\(language) \(form == "blog post" ? "blog" : form)\(year)"
  }

  /// A few words for a lesson rebuilt from several articles: their languages, `Korean, Chinese`.
  public static func shortCredit(_ articles: [Article]) -> String {
    guard articles.count > 1 else { return articles.first?.shortCredit ?? "" }
    var languages: [String] = []
    for article in articles where !languages.contains(article.language) { languages.append(article.language) }
    return languages.joined(separator: ", ")
  }
}
