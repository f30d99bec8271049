/// The keys of a field's region and of the catalog's tables.
extension LessonTable {
  static let regionKeys = [
    TableKey("size", "[width, height]", "pt, centred on the field's position"),
    TableKey("radius", "number", "pt, around the field's position"),
  ]

  static let catalogKeys = [
    TableKey("schema", "`1`", "the format's version (required)"),
    TableKey("seeds", "strings", "the course's source files, which lessons' `seed` and articles' `file` name"),
    TableKey("part", "tables", "`[[part]]`: the lessons in teaching order (at least one)"),
    TableKey("article", "tables", "`[[article]]`: the articles the lessons are rebuilt from"),
  ]

  static let partKeys = [
    TableKey("title", "string", "(required)"),
    TableKey("lessons", "strings", "lesson ids, in order (required)"),
  ]

  static let articleKeys = [
    TableKey("id", "string", "a short id (required)"),
    TableKey("file", "string", "one of the catalog's `seeds` (required)"),
    TableKey("title", "string", "as published (required)"),
    TableKey("title_en", "string", "in English"),
    TableKey("form", "string", "`blog post`, `article`, `book excerpt` (required)"),
    TableKey("author", "string", ""),
    TableKey("translator", "string", ""),
    TableKey("site", "string", ""),
    TableKey("language", "string", "the article's language (required)"),
    TableKey("date", "string", ""),
    TableKey("link", "string", "an address the article itself gives"),
    TableKey("lessons", "strings", "the lessons rebuilt from it (required)"),
  ]
}
