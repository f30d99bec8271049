/// What the lesson list's last column says of each lesson.
enum CreditColumn {
  /// The articles' credits.
  case articles
  /// Only the articles' languages, where the credits do not fit.
  case languages
}
