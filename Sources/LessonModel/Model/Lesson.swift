/// One lesson, as read from `lessons/<id>.toml` and its prose file: a scene a learner can change and
/// run, what to plot, and exercises that check understanding.
public struct Lesson: Sendable {
  /// Kebab-case id, equal to the file name without `.toml`.
  public var id: String
  /// Title shown in lists (1–60 characters).
  public var title: String
  /// The seed articles the lesson is rebuilt from.
  package var seeds: [String]
  /// What the learner should take away.
  package var goals: [String]
  public var scene: SceneSpec
  /// Items (`dynamics` engine) or layers (`animation` and `motion` engines), in file order.
  public var items: [ItemSpec]
  public var behaviors: [BehaviorSpec]
  package var events: [EventSpec]
  public var parameters: [ParameterSpec]
  public var plots: [LessonPlot]
  public var exercises: [ExerciseSpec]
  /// The order in which the tutor shows prose sections and exercises.
  public var pages: [Page]
  /// The prose, split into sections.
  public var prose: Prose
  /// Path of the lesson file as given to the loader (for messages).
  package var sourcePath: String
  /// The prose file, relative to the course folder (`Content/<id>.md`); empty for lessons made in memory.
  package var prosePath: String = ""
  /// Named bundles of parameter values.
  package var presets: [PresetSpec]
  /// Warnings found while loading (they never stop a lesson from loading).
  package var warnings: [Diagnostic]
  /// View animations (`animation` engine), in file order.
  public var animations: [AnimationSpec]
  /// Motion effects (`motion` engine), in file order.
  package var effects: [EffectSpec]
  /// The viewer's tilt over a run (`motion` engine); nil means no tilt.
  public var tilt: TiltSpec?
  /// Shortcut commands the lesson offers at the prompt.
  package var commands: [LessonCommand]
  /// What the learner's touches do in a live session (`[[gesture]]`); empty: they grab items.
  package var gestures: [GestureSpec]

  /// Creates a lesson.
  package init(id: String, title: String, seeds: [String], goals: [String], scene: SceneSpec,
              items: [ItemSpec], behaviors: [BehaviorSpec], events: [EventSpec], parameters: [ParameterSpec],
              plots: [LessonPlot], exercises: [ExerciseSpec], pages: [Page], prose: Prose, sourcePath: String,
              presets: [PresetSpec] = [], warnings: [Diagnostic] = [], animations: [AnimationSpec] = [],
              effects: [EffectSpec] = [], tilt: TiltSpec? = nil, commands: [LessonCommand] = [],
              gestures: [GestureSpec] = []) {
    self.id = id
    self.title = title
    self.seeds = seeds
    self.goals = goals
    self.scene = scene
    self.items = items
    self.behaviors = behaviors
    self.events = events
    self.parameters = parameters
    self.plots = plots
    self.exercises = exercises
    self.pages = pages
    self.prose = prose
    self.sourcePath = sourcePath
    self.presets = presets
    self.warnings = warnings
    self.animations = animations
    self.effects = effects
    self.tilt = tilt
    self.commands = commands
    self.gestures = gestures
  }

  /// The parameter with this name.
  public func parameter(_ name: String) -> ParameterSpec? { parameters.first { $0.name == name } }

  /// The preset with this name.
  package func preset(_ name: String) -> PresetSpec? { presets.first { $0.name == name } }

  /// The shortcut command with this name.
  package func command(named name: String) -> LessonCommand? { commands.first { $0.name == name } }

  /// The plot with this id.
  package func plot(_ id: String) -> LessonPlot? { plots.first { $0.id == id } }

  /// The exercise with this id.
  public func exercise(_ id: String) -> ExerciseSpec? { exercises.first { $0.id == id } }
}

/// One page of a lesson: a prose section or an exercise.
public enum Page: Sendable, Equatable {
  case prose(String)
  case exercise(String)
}

/// Which evaluator runs a lesson's scene.
public enum SceneEngine: String, Sendable, CaseIterable {
  /// The physics engine (`Dynamics`).
  case dynamics
  /// UIView spring and keyframe animations, evaluated in closed form.
  case animation
  /// Interpolating motion effects.
  case motion
}

/// The stage: its size, how long a run lasts, and named constants.
public struct SceneSpec: Sendable {
  package var engine: SceneEngine
  /// Reference view size in points.
  public var width: Double
  public var height: Double
  /// True when the seed gives no size and the lesson proposes one.
  package var sizeIsProposal: Bool
  /// Simulated seconds of a `run`.
  public var duration: Double
  /// Fixed step (s): 1/60 by default.
  public var step: Double
  /// Named constants in declaration order (`scene.let`), each a number or a static expression.
  package var lets: [(name: String, value: Quantity)]

  /// Longest run accepted (s): keeps a mistyped duration from running for hours.
  public static let maximumRunDuration = 120.0

  /// Creates a scene description.
  public init(engine: SceneEngine, width: Double, height: Double, sizeIsProposal: Bool, duration: Double,
              step: Double, lets: [(name: String, value: Quantity)]) {
    self.engine = engine
    self.width = width
    self.height = height
    self.sizeIsProposal = sizeIsProposal
    self.duration = duration
    self.step = step
    self.lets = lets
  }
}
