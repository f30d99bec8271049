/// The learner's current parameter values by name. Booleans are 0 or 1; enums hold the option's index.
public struct ParameterValues: Sendable, Equatable {
  private var storage: [String: Double]

  /// Values equal to every parameter's default.
  public init(defaultsOf lesson: Lesson) {
    storage = Dictionary(lesson.parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { a, _ in a })
  }

  /// Values from a dictionary.
  public init(_ values: [String: Double]) {
    storage = values
  }

  /// The value of a parameter, or nil when it is not one.
  public subscript(name: String) -> Double? {
    get { storage[name] }
    set { storage[name] = newValue }
  }

  /// Every name and value, sorted by name.
  public var all: [(name: String, value: Double)] {
    storage.keys.sorted().compactMap { key in storage[key].map { (key, $0) } }
  }
}
