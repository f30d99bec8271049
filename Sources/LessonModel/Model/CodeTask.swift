import Expressions

/// What a `code` exercise asks of the learner's own view controller: the file they start from, a file
/// that passes, the touches and presses the run plays, and the measures that judge it (as a tuning's).
public struct CodeTask: Sendable {
  /// The file the learner starts from, relative to the course folder (`lessons/code/…/x.swift`).
  package var starterPath: String
  /// Its text: views laid out, handlers empty.
  package var starter: String
  /// A file that meets every measure, relative to the course folder.
  package var referencePath: String
  /// Its text: what `solution` shows.
  package var reference: String
  /// What the run plays, in time order: the lesson's events as a finger and buttons make them.
  package var play: [CodeInput]
  /// How long the run lasts (s); nil: the scene's duration.
  package var duration: Double?
  /// What is measured on the run and the target ranges; every verdict shows each.
  public var measures: [TuneMeasure]

  /// Creates a code task.
  package init(starterPath: String, starter: String, referencePath: String, reference: String, play: [CodeInput],
               duration: Double?, measures: [TuneMeasure]) {
    self.starterPath = starterPath
    self.starter = starter
    self.referencePath = referencePath
    self.reference = reference
    self.play = play
    self.duration = duration
    self.measures = measures
  }
}

/// One input a code exercise's run plays at a time: what a person does to the app.
public struct CodeInput: Sendable, Equatable {
  /// What the input does.
  package enum Action: Sendable, Equatable {
    /// A press of a button (a `UIControl`) named by the view controller's property: its
    /// `.touchUpInside` actions run.
    case press(item: String)
    /// A finger's tap at a point of the view (pt): the recognizers under it see it.
    case tap(x: Double, y: Double)
    /// A finger that lands on an item's centre, moves by `(dx, dy)` (pt) over `seconds` and lifts.
    case drag(item: String, dx: Double, dy: Double, seconds: Double)
    /// The viewer's tilt from now on, each component −1…1 (as the device's motion reports it to
    /// motion effects: horizontal, then vertical).
    case tilt(x: Double, y: Double)
  }

  /// When (s after the run starts).
  package var time: Double
  package var action: Action

  /// Creates an input.
  package init(time: Double, action: Action) {
    self.time = time
    self.action = action
  }

  /// The item the input names, if any.
  package var item: String? {
    switch action {
    case .press(let item), .drag(let item, _, _, _): item
    case .tap, .tilt: nil
    }
  }
}
