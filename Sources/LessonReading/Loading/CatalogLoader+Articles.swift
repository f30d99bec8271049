import LessonModel
import TOML
import Localization
extension CatalogLoader {
  /// The `[[article]]` tables of the catalog: the published articles the lessons are rebuilt from.
  /// An article's `file` must be one of `seeds` (nil: the catalog lists no seeds, any name is accepted).
  static func readArticles(_ table: TOMLTable, seeds: [String]?, sink: DiagnosticSink)
    -> [(article: Article, position: SourcePosition)] {
    var articles: [(article: Article, position: SourcePosition)] = []
    for entry in TableReader(table, of: .catalog, context: "", sink: sink).tables("article") {
      let reader = TableReader(entry, of: .article, context: "[[article]]", sink: sink)
      defer { reader.reportUnknownKeys() }
      guard let id = reader.string("id", required: true) else { continue }
      reader.context = "article \"\(id)\""
      if articles.contains(where: { $0.article.id == id }) {
        sink.error("duplicate article id \"\(id)\"", at: reader.node("id")?.position)
      }
      let article = Article(
        id: id, file: reader.string("file", required: true) ?? "", title: reader.string("title", required: true) ?? "", englishTitle: reader.string("title_en"),
        form: reader.string("form", required: true) ?? "", author: reader.string("author"),
        translator: reader.string("translator"), site: reader.string("site"),
        language: reader.string("language", required: true) ?? "", date: reader.string("date"),
        link: reader.string("link"), lessons: reader.strings("lessons", required: true) ?? [])
      if !article.file.isEmpty, let seeds, !seeds.contains(article.file) {
        sink.error("article \"\(id)\": file \"\(article.file)\" is not one of the course's source files", at: reader.node("file")?.position)
      }
      if let link = article.link, !link.hasPrefix("https://"), !link.hasPrefix("http://") {
        sink.error("article \"\(id)\": link must be a web address (http:// or https://)", at: reader.node("link")?.position)
      }
      articles.append((article, entry.position))
    }
    return articles
  }

  /// Every lesson the articles name is in the catalog and (when there are articles) every lesson
  /// listed in the catalog is credited to at least one.
  static func checkArticles(_ articles: [(article: Article, position: SourcePosition)], lessonIDs: [String],
                            sink: DiagnosticSink) {
    guard !articles.isEmpty else { return }
    var credited: Set<String> = []
    for (article, position) in articles {
      for id in article.lessons {
        if !lessonIDs.contains(id) {
          sink.error("article \"\(article.id)\": no lesson \"\(id)\" in the catalog" + Suggestion.didYouMean(id, in: lessonIDs), at: position)
        }
        credited.insert(id)
      }
    }
    for id in lessonIDs where !credited.contains(id) {
      sink.warning("lesson \"\(id)\" names no article: list it in the lessons of an [[article]]", at: nil)
    }
  }
}
