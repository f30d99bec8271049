import Foundation

/// A course on disk: the folder holding the prose (`Content/`) and the folder of lesson files.
struct Course {
  /// The folder that holds `Content/` (and, usually, `lessons/`).
  var root: URL
  /// The folder of lesson files: `root/lessons`, or a folder of another name given by the user.
  var lessonsFolder: URL
  /// How lesson file paths begin in messages: `lessons`, or the folder exactly as the user typed it.
  var displayFolder: String
}
