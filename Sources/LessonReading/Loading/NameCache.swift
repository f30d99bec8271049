import LessonModel
/// The validator's sets of known names, kept between checks (a reference so that read-only
/// accessors can fill it).
final class NameCache {
  /// The sizes of the lists the sets were built from.
  struct Key: Equatable {
    var items: Int
    var parameters: Int
    var lets: Int
  }

  var staticNames: Set<String>?
  var staticKey: Key?
  var dynamicNames: Set<String>?
  var dynamicKey: Key?
}
