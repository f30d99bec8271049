/// The keys of the tables of parameters, presets, commands, plots and exercises.
extension LessonTable {
  static let parameterKeys = [
    TableKey("name", "string", "what it changes (required)"),
    TableKey("type", TableKey.names(ParameterSpec.Kind.self), "`number` by default"),
    TableKey("default", "number, true or false, or an option", "its value at the start (required)"),
    TableKey("min", "number", "the smallest value (`number`, `integer`)"),
    TableKey("max", "number", "the largest value (`number`, `integer`)"),
    TableKey("options", "strings", "the names to choose from (`enum`)"),
    TableKey("unit", "a unit", "required for `number` and `integer`"),
    TableKey("description", "string", "1 to 120 characters (required)"),
  ]

  static let presetKeys = [
    TableKey("name", "kebab-case", "(required)"),
    TableKey("description", "string", "(required)"),
    TableKey("values", "table", "`{ \"param\" = value }` (required)"),
  ]

  static let commandKeys = [
    TableKey("name", "string", "a lowercase word, none of the tutor's own (required)"),
    TableKey("usage", "string", "the name, then one placeholder per parameter (required)"),
    TableKey("summary", "string", "1 to 120 characters, for `help` (required)"),
    TableKey("set", "strings", "the parameters the arguments are assigned to, in order (required)"),
    TableKey("run", "true or false", "run the scene afterwards; false by default"),
    TableKey("values", "table", "parameters the command always sets as well"),
  ]

  static let plotKeys = [
    TableKey("id", "string", "(required)"),
    TableKey("kind", TableKey.names(PlotKind.self), "what it draws (required)"),
    TableKey("signals", "strings", "`<item>.<signal>`, or `<item>.<signal> - <item>.<signal>`; a `series` needs them"),
    TableKey("from", "number", "s; 0 by default"),
    TableKey("to", "number", "s; the scene's duration by default"),
    TableKey("times", "numbers", "s, increasing (`filmstrip`, 2 to 6)"),
    TableKey("y_down", "true or false", "y grows downwards; by default when a signal is a vertical position"),
    TableKey("y_range", "[low, high]", "the value axis's range (numbers or expressions); fitted to the data by default"),
    TableKey("marks", "tables", "`{ y = \"expr\", label = \"…\" }` or `{ x = … }`"),
    TableKey("title", "string", "the plot's title"),
    TableKey("on_run", "true or false", "false: only `plot <id>` shows it; true by default"),
  ]

  static let markKeys = [
    TableKey("x", "number", "a time, s"),
    TableKey("y", "number", "a level"),
    TableKey("label", "string", "what the mark is"),
  ]

  static let exerciseKeys = [
    TableKey("id", "kebab-case", "(required)"),
    TableKey("kind", TableKey.names(ExerciseKind.self), "(required)"),
    TableKey("question", "string", "(required)"),
    TableKey("hint", "string", "a first hint, before `hints`"),
    TableKey("hints", "strings", "at least two with `hint`, shown one at a time"),
    TableKey("solution", "string", "shown on request after an attempt (required)"),
    TableKey("setup", "table", "values the question assumes"),
    TableKey("runs", "table", "named runs: `{ near = { \"P.dx\" = 100 } }`"),
    TableKey("explain", "string", "a prose section shown once it is answered"),
    TableKey("answer", "number, or a choice's number", "a static expression (`numeric`), 1-based (`choice`)"),
    TableKey("unit", "a unit", "the answer's unit (`numeric`)"),
    TableKey("tolerance", "table", "`{ abs = … }` and/or `{ rel = … }` (`numeric`)"),
    TableKey("verify", "string", "a dynamic expression the engine measures (`numeric`)"),
    TableKey("choices", "strings", "2 to 6 (`choice`, `predict`)"),
    TableKey("outcome", "strings", "one condition per choice (`predict`)"),
    TableKey("expected", "whole number", "the choice that happens, 1-based (`predict`)"),
    TableKey("vary", "strings", "the parameters the learner tunes (`tune`)"),
    TableKey("measure", "tables", "what is measured and the target ranges (`tune`, `code`)"),
    TableKey("reference", "table", "values that meet the target (`tune`)"),
    TableKey("counterexample", "table", "values that do not (`tune`)"),
    TableKey("starter", "a path", "`Content/code/<lesson>/<name>.swift`: the learner's first file (`code`)"),
    TableKey("reference_code", "a path", "a file beside the starter that meets the target (`code`)"),
    TableKey("play", "tables", "what the run plays: `{ at, press }`, `{ at, tap }`, `{ at, drag, by, over }` (`code`)"),
    TableKey("duration", "number", "how long the run lasts, s (`code`; the scene's by default)"),
    TableKey("show", "string", "a plot id or `scene`: the evidence drawn"),
    TableKey("show_at", "string", "with `show = \"scene\"`: a dynamic expression, s"),
  ]

  static let toleranceKeys = [
    TableKey("abs", "number", "above 0, in the answer's unit"),
    TableKey("rel", "number", "a fraction above 0 and below 1"),
  ]

  static let playKeys = [
    TableKey("at", "number", "when, s after the run starts (required)"),
    TableKey("press", "string", "a button's property name: its `.touchUpInside` actions run"),
    TableKey("tap", "[x, y]", "a finger's tap at a point of the view, pt"),
    TableKey("drag", "string", "the property name of the view a finger drags from its centre"),
    TableKey("by", "[dx, dy]", "with `drag`: how far the finger moves, pt"),
    TableKey("over", "number", "with `drag`: how long it moves, s (default 0.25)"),
    TableKey("tilt", "[x, y]", "the viewer's tilt from then on, each -1 to 1, as motion effects see it"),
  ]

  static let measureKeys = [
    TableKey("label", "string", "what is measured (required)"),
    TableKey("value", "string", "a dynamic expression (required)"),
    TableKey("unit", "a unit", "its unit"),
    TableKey("min", "number", "the target's lower bound"),
    TableKey("max", "number", "the target's upper bound"),
  ]
}
