/// The keys of the top level, `[scene]`, and the tables of the `dynamics` engine.
extension LessonTable {
  static let topLevelKeys = [
    TableKey("schema", "`1`", "the format's version"),
    TableKey("id", "kebab-case", "equal to the file name"),
    TableKey("title", "string", "1 to 60 characters"),
    TableKey("seed", "string or strings", "one of the catalog's `seeds`, or an array of them"),
    TableKey("prose", "`Content/<name>.md`", "the lesson's prose; the file must exist"),
    TableKey("goals", "strings", "1 to 6"),
    TableKey("pages", "strings", "optional: the reading order, prose slugs and `exercise:<id>`"),
    TableKey("scene", "table", "`[scene]`"),
    TableKey("item", "tables", "`[[item]]` (`dynamics`)"),
    TableKey("behavior", "tables", "`[[behavior]]` (`dynamics`)"),
    TableKey("event", "tables", "`[[event]]` (`dynamics`)"),
    TableKey("parameter", "tables", "`[[parameter]]`"),
    TableKey("preset", "tables", "`[[preset]]`"),
    TableKey("plot", "tables", "`[[plot]]`, at least one"),
    TableKey("exercise", "tables", "`[[exercise]]`, 2 to 4"),
    TableKey("layer", "tables", "`[[layer]]` (`animation`, `motion`)"),
    TableKey("animation", "tables", "`[[animation]]` (`animation`)"),
    TableKey("effect", "tables", "`[[effect]]` (`motion`)"),
    TableKey("tilt", "table", "`[tilt]` (`motion`)"),
    TableKey("command", "tables", "`[[command]]`"),
    TableKey("gesture", "tables", "`[[gesture]]` (`dynamics`)"),
  ]

  static let sceneKeys = [
    TableKey("engine", TableKey.names(SceneEngine.self), "which engine runs the scene (required)"),
    TableKey("width", "number", "pt, 1 to 4096 (required)"),
    TableKey("height", "number", "pt, 1 to 4096 (required)"),
    TableKey("size_is_proposal", "true or false", "true when the seed gives no size and the lesson proposes one"),
    TableKey("duration", "number", "s, above 0 and at most 60 (required)"),
    TableKey("step", "number", "s: 1/60 (the default), 1/120 or 1/240"),
    TableKey("let", "table", "`[scene.let]`: named numbers or static expressions, evaluated in order"),
  ]

  static let itemKeys = [
    TableKey("id", "identifier", "`{i}` in it when `count` repeats the item (required)"),
    TableKey("kind", TableKey.names(ItemKind.self), "the view's class; `view` by default"),
    TableKey("frame", "[x, y, width, height]", "pt (required)"),
    TableKey("dynamic", "true or false", "false: decoration, which no behaviour moves"),
    TableKey("text", "string", "a button's title, a label's or text field's text"),
    TableKey("color", TableKey.names(LessonColor.self), "the view's `backgroundColor`, which drawings use"),
    TableKey("shape", TableKey.names(ItemShape.self), "how it collides; `rectangle` by default"),
    TableKey("angle", "number", "rad"),
    TableKey("velocity", "[vx, vy]", "pt/s at the start"),
    TableKey("count", "whole number", "1 to 32: repeats the item"),
  ]

  static let behaviorKeys = [
    TableKey("id", "identifier", "`{i}` in it when `count` repeats the behavior (required)"),
    TableKey("type", TableKey.names(BehaviorType.self), "the UIKit behavior (required)"),
    TableKey("items", "item ids", "the items it acts on; `\"ball{i}\"` names every repetition"),
    TableKey("added", "true or false", "false: an event adds it"),
    TableKey("count", "whole number", "1 to 32: repeats the behavior"),
  ]

  static let boundaryKeys = [
    TableKey("id", "string", "the boundary's identifier (required)"),
    TableKey("from", "[x, y]", "one end of a segment"),
    TableKey("to", "[x, y]", "the other end"),
    TableKey("along", "item id", "an item whose edge the boundary follows, instead of `from` and `to`"),
    TableKey("edge", TableKey.names(BoundaryEdge.self), "the edge it follows; `top` by default"),
  ]

  static let eventKeys = [
    TableKey("at", "number", "s; without it only a live button carries the event out"),
    TableKey("label", "string", "what a button presses, and the event's name in a run"),
    TableKey("count", "number", "0 to 32: repeats the action with `i`"),
    TableKey("add", "behavior ids", "behaviors added (an action)"),
    TableKey("remove", "behavior ids", "behaviors removed (an action, with `add`)"),
    TableKey("capture", "snap ids", "snaps whose point becomes their item's centre (an action)"),
    TableKey("fling", "table", "a finger flicks an item (an action)"),
    TableKey("drag", "table", "a finger lifts an item along and lets go (an action)"),
    TableKey("tap", "table", "a finger taps the reference view (an action)"),
    TableKey("pan", "table", "a finger drags an item sideways (an action)"),
    TableKey("place", "table", "puts an item at rest on its rod's circle (an action)"),
  ]

  static let flingKeys = [
    TableKey("item", "item id", "the item flicked (required)"),
    TableKey("velocity", "[vx, vy]", "pt/s (required)"),
  ]

  static let dragKeys = [
    TableKey("item", "item id", "the item the finger lands on and carries (required)"),
    TableKey("by", "[dx, dy]", "pt the finger moves (required)"),
    TableKey("over", "number", "s the finger takes to move, at an even speed (required)"),
    TableKey("hold", "number", "s the finger stays still before it lifts; 0 by default"),
  ]

  static let tapKeys = [
    TableKey("point", "[x, y]", "where the finger taps (required)"),
    TableKey("push", "behavior id", "the push the handler aims (required)"),
    TableKey("divisor", "number", "the magnitude is the distance over it; 1 by default"),
  ]

  static let panKeys = [
    TableKey("item", "item id", "the item the finger lands on (required)"),
    TableKey("translation", "number", "pt the finger slides (required)"),
    TableKey("ramp", "number", "s over which the translation grows; 0 by default"),
    TableKey("hold", "number", "s the finger holds (required)"),
    TableKey("divisor", "number", "the push's magnitude is the translation over it; 1 by default"),
  ]

  static let placeKeys = [
    TableKey("item", "item id", "the item placed (required)"),
    TableKey("on_arc_of", "behavior id", "the attachment whose circle it is put on (required)"),
    TableKey("angle_deg", "number", "degrees from straight below the anchor (required)"),
  ]

  static let gestureKeys = [
    TableKey("type", TableKey.names(GestureSpec.Kind.self), "what the touches do (required)"),
    TableKey("item", "item id", "the button (`button`)"),
    TableKey("presses", "strings", "event labels, one per press in turn (`button`)"),
    TableKey("titles", "strings", "the button's title after each press (`button`, optional)"),
    TableKey("springs", "behavior ids", "attachments whose anchors the content carries (`scroll`, required)"),
    TableKey("resistance", "number", "pt from the finger at which an item lags by the whole scroll (`scroll`, required)"),
    TableKey("step", "number", "pt one wheel notch scrolls; 20 by default (`scroll`)"),
    TableKey("limit", "number", "pt the content scrolls freely either way from its start, then against a rubber band that springs back; 100 by default (`scroll`)"),
    TableKey("insert", "number", "pt `i` moves the anchors below the cursor (an inserted row); 0 by default (`scroll`)"),
  ]
}
