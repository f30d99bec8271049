/// One argument of a tutor command, as declared in a `CommandDeclaration`: its placeholder, what kind of
/// value it takes (which decides how it is read and what Tab offers), and whether it may be left out.
struct CommandArgument: Sendable {
  /// What an argument holds.
  enum Kind: Sendable {
    /// A lesson id or number.
    case lesson
    /// A parameter name.
    case parameter
    /// A value for the parameter before it: a number with a unit or an expression, on/off, an option.
    case value
    /// A parameter name or `all`.
    case parameterOrAll
    /// A preset name.
    case preset
    /// A time in seconds; units are converted (`500 ms`).
    case time
    /// A playback speed: a number from 0.05 to 10.
    case speed
    /// Quantities (`y,vy`, `fallingButton.top`) or a lesson plot id.
    case quantities
    /// An item id.
    case item
    /// A choice letter (`b`) or number.
    case letter
    /// A command name or help topic.
    case topic
    /// The rest of the line as typed (an answer: `450 ms`, `sqrt(2*400/4000)`).
    case text
    /// A language code: `en`, `ko`, `ru`, `zh`.
    case language
    /// A page's number in the open lesson.
    case pageNumber
    /// A number of pages to move.
    case pageCount
    /// Whose scene the run commands show: `mine` or `lesson`.
    case sceneChoice
    /// A file's path (the rest of the line, spaces and all).
    case file
  }

  /// The placeholder shown in usage lines: `name`, `seconds`.
  let name: String
  let kind: Kind
  /// Whether the argument may be left out.
  let isOptional: Bool

  /// Creates an argument.
  init(_ name: String, _ kind: Kind, optional: Bool = false) {
    self.name = name
    self.kind = kind
    isOptional = optional
  }

  /// The argument in usage notation: `<name>` or `[name]`.
  var usage: String { isOptional ? "[\(name)]" : "<\(name)>" }

  /// Whether the argument takes every remaining word (a value, a time with its unit, an answer).
  var takesRest: Bool {
    switch kind {
    case .value, .time, .text, .file: true
    default: false
    }
  }
}
