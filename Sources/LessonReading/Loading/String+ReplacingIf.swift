import LessonModel
/// A message with one wording replaced by another under a condition.
extension String {
  /// `replacement` when `condition` holds, else the string itself.
  func replacingIf(_ condition: Bool, with replacement: String) -> String { condition ? replacement : self }
}
