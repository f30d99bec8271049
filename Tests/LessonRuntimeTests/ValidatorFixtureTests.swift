import Foundation
import Testing
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonReading
@testable import LessonRuntime

/// Broken lesson files under `Fixtures/lessons/`, each with the exact messages the validator must
/// give: `file:line:column: error|warning: message`, every problem at once, sorted by position.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  static func load(_ name: String) -> LessonLoader.Outcome {
    LessonLoader.load(file: root.appendingPathComponent("lessons/\(name).toml"), root: root,
                      displayPath: "lessons/\(name).toml")
  }

  /// Expected messages per fixture, without the `lessons/<name>.toml` prefix.
  static let expected: [String: [String]] = [
    "syntax": [
      ":6:8: error: expected '=' after key \"engine\"",
    ],
    "Header-Rules": [
      ":1:1: error: missing required key \"title\"",
      ":1:10: error: unsupported schema 2 (this tutor reads schema 1)",
      ":2:6: error: id \"Header-Rules\" must be kebab-case (lowercase words joined by -) and equal the file name",
      ":3:8: error: seed \"003.txt\" is not one of the five seed files (000_e1304f5dd4ac986b.txt, 001_e915573d0a4fe9d5.txt, 002_50244feab3113b4f.txt, 003_aa86dc2f9529bf2f.txt, 004_774ab6e0d6e6972c.txt)",
      ":5:9: error: goals needs 1 to 6 entries, found 0",
      ":6:1: error: unknown key \"goal\" (did you mean \"goals\"?)",
      ":9:10: error: [scene]: engine \"physics\" is not one of dynamics, animation, motion",
      ":10:9: error: [scene]: width 5000 is outside 1...4096 points",
      ":12:12: error: [scene]: duration must be in (0, 60] seconds, found 0",
      ":13:8: error: [scene]: step must be 1/60, 1/120 or 1/240 s",
      ":14:1: error: [scene]: unknown key \"colour\"",
      ":21:1: error: 1 exercise answered at the prompt; a lesson has 2 to 4",
    ],
    "keys-and-types": [
      ":14:1: error: item \"box\": missing required key \"frame\"",
      ":17:1: error: item \"box\": unknown key \"fram\" (did you mean \"frame\"?)",
      ":21:8: error: item \"field\": unknown kind \"textfield\" (did you mean \"textField\"?)",
      ":22:9: error: item \"field\": frame needs 4 numbers [x, y, width, height], found 3",
      ":25:1: warning: item \"marker\" lies entirely outside the 320x568 reference view",
      ":27:11: error: item \"marker\": dynamic must be true or false, found string",
      ":33:1: error: behavior \"gravity\": unknown key \"magnitue\" (did you mean \"magnitude\"?)",
      ":37:8: error: behavior \"spin\": unknown type \"torque\"; a behavior is one of gravity, collision, snap, push, attachment, item, field, composite",
      ":41:11: error: parameter \"gravity.magnitude\": default is nan; numbers must be finite",
    ],
    "references": [
      ":24:6: error: duplicate id \"fallingButton\" (first defined at line 15)",
      ":30:9: error: behavior \"gravity\": item \"fallingButon\" does not exist (did you mean \"fallingButton\"?)",
      ":30:9: error: behavior \"gravity\": item \"redSquare\" is not dynamic (dynamic = false)",
      ":35:8: error: behavior \"spring\": anchor \"redSqare.center\" must be [x, y] or \"<item>.center\" (did you mean \"redSquare\"?)",
      ":41:12: error: composite \"group\": behavior \"sprng\" does not exist (did you mean \"spring\"?)",
      ":44:6: error: duplicate id \"gravity\" (first defined at line 28)",
      ":50:11: error: plot \"p\": unknown signal \"fallingButton.hieght\" (did you mean \"fallingButton.right\"?)",
      ":65:11: error: exercise \"b\": two choices are the same",
      ":66:10: error: exercise \"b\": choice answer 3 is out of range 1...2",
    ],
    "parameters": [
      ":35:11: error: behavior \"gravity\" sets magnitude = 2 but parameter \"gravity.magnitude\" defaults to 1; keep one",
      ":43:11: error: parameter \"gravity.angle\": default 12 is outside [0, 10]",
      ":51:11: error: item \"box\" sets frame.x = 10 but parameter \"box.frame.x\" defaults to 5; keep one",
      ":52:7: error: parameter \"box.frame.x\": min 5 is not below max 5",
      ":60:11: error: parameter \"walls.mode\": default \"all\" is not one of everything, items, boundaries",
      ":66:11: error: item \"box\" sets frame.y = 20 but parameter \"box.frame.y\" defaults to 30; keep one",
      ":69:8: error: parameter \"box.frame.y\": unknown unit \"hz\" (did you mean \"Hz\"?)",
      ":73:8: error: parameter \"box.elasticity\": no item behavior holds \"box\" alone; add one with items = [\"box\"]",
      ":81:8: error: parameter \"gravity.strength\": a gravity behavior has no property \"strength\"",
      ":90:11: error: [scene.let] sets stop.time = 1 but parameter \"stop.time\" defaults to 1.5; keep one",
      ":97:8: error: parameter \"walls.bounds\": needs type = \"bool\" for this property",
      ":105:8: error: duplicate parameter \"stop.time\" (first defined at line 89)",
      ":113:8: error: preset name \"Strong\" must be kebab-case",
      ":115:30: error: preset \"Strong\": values \"gravity.angle\" = 20 is outside [0, 10]",
      ":115:36: error: preset \"Strong\": values contains a nested table \"gravity\"; quote dotted parameter names: { \"gravity.magnitude\" = … }",
      ":115:59: error: preset \"Strong\": values names \"no.such\", which is not a parameter",
    ],
    "behaviors": [
      ":23:13: error: behavior \"gravity\": give angle and magnitude, or direction, not both",
      ":29:9: error: behavior \"snapText\": point must be [x, y] or \"capture\"",
      ":30:11: error: behavior \"snapText\": damping 1.5 is outside [0, 1]",
      ":36:14: error: behavior \"props\": elasticity 2 is outside [0, 1]",
      ":37:11: error: behavior \"props\": density must be > 0",
      ":38:12: error: behavior \"props\": friction -1 is outside [0, inf)",
      ":40:1: error: behavior \"rope\": an attachment needs an anchor or a to_item",
      ":44:13: error: behavior \"rope\": frequency -1 is outside [0, inf)",
      ":50:8: error: behavior \"shove\": push mode must be continuous or instantaneous",
      ":52:1: error: behavior \"walls\": two boundaries are called \"floor\"",
      ":56:8: error: behavior \"walls\": unknown collision mode \"bounds\" (everything, items, boundaries, none)",
      ":61:6: error: boundary \"floor\": from and to are the same point",
      ":66:8: error: boundary \"floor\": edge must be top, bottom, left or right",
      ":71:8: error: behavior \"wind\": unknown field kind \"breeze\"",
      ":72:19: error: behavior \"wind\": region sizes must be > 0",
    ],
    "events": [
      ":34:6: error: event at 3 s is after the scene duration 2.5 s",
      ":37:1: error: event has \"add/remove\" and \"fling\"; use one action per event",
      ":42:1: error: event needs one action: add/remove, capture, fling, drag, tap, pan or place",
      ":47:6: error: event at 3 s is after the scene duration 2.5 s",
      ":52:37: error: event place: attachment \"hook\" has no anchor point to swing about",
      ":52:58: error: event place angle_deg: unknown name \"theta\"",
      ":56:11: error: event: behavior \"gravity\" is a gravity behavior, not a snap",
      ":60:34: error: event: behavior \"shove\" does not exist",
    ],
    "plots": [
      ":28:6: error: plot \"tops\": to = 5 is beyond the scene duration 1.2",
      ":33:9: error: plot \"film\": filmstrip needs 2 to 6 times, found 8",
      ":35:1: error: duplicate plot id \"tops\"",
      ":37:8: error: plot \"tops\": unknown kind \"histogram\"; a plot is one of series, scene, filmstrip",
      ":38:17: error: plot \"tops\" mark: unknown name \"floor\"",
      ":38:27: error: plot \"tops\": a mark needs y (a level) or x (a time)",
      ":43:9: error: plot \"late\": time 2 is outside the scene's 0 to 1.2 s",
      ":43:9: error: plot \"late\": times must be in increasing order",
    ],
    "exercises": [
      ":36:1: error: exercise \"fall-400\": give at least two hints (hints = [\"…\", \"…\"]), found 1",
      ":36:1: error: exercise \"fall-400\": kind \"numeric\" needs \"tolerance\"",
      ":36:1: error: 5 exercises answered at the prompt; a lesson has 2 to 4",
      ":40:11: error: exercise \"fall-400\": setup contains a nested table \"gravity\"; quote dotted parameter names: { \"gravity.magnitude\" = … }",
      ":41:34: error: exercise \"fall-400\": answer: unknown name \"gravity.magnitud\" (did you mean \"gravity.magnitude\"?)",
      ":51:33: error: exercise \"bad-tolerance\": setup \"gravity.magnitude\" = 40 is outside [0, 10]",
      ":52:11: error: exercise \"bad-tolerance\": answer must be static but uses the metric time_when",
      ":52:21: error: exercise \"bad-tolerance\": answer must be static but uses the signal fallingButton.top",
      ":53:8: error: exercise \"bad-tolerance\": unknown unit \"sec\"",
      ":54:21: error: exercise \"bad-tolerance\": tolerance.rel must be > 0",
      ":55:10: error: exercise \"bad-tolerance\": verify must be a number, not a condition",
      ":59:1: error: exercise \"predict-it\": a prediction needs show = \"<plot id>\" or \"scene\": the run that decides it is shown",
      ":64:11: error: exercise \"predict-it\": predict needs one outcome per choice (3 choices, 2 outcomes)",
      ":64:18: error: exercise \"predict-it\": outcome: no run named \"near\"; declare it in the exercise's runs",
      ":64:49: error: exercise \"predict-it\": outcome 2 must be a condition (a comparison, and, or, not)",
      ":65:12: error: exercise \"predict-it\": expected 4 is out of range 1...3",
      ":69:1: error: exercise \"tune-it\": missing required key \"solution\"",
      ":69:1: error: exercise \"tune-it\": tune needs counterexample = { … } (values that miss the target)",
      ":73:8: error: exercise \"tune-it\": tune \"vary\" names \"gravity.mag\", which is not a parameter (did you mean \"gravity.magnitude\"?)",
      ":75:13: error: exercise \"tune-it\": \"gravity.magnitude\" is set by reference or counterexample but is not in vary",
      ":80:8: error: exercise \"fifth\": kind must be numeric, choice, predict, tune or code",
    ],
    "prose-missing": [
      ":5:9: error: prose file \"Content/prose-missing.md\" not found",
    ],
    "prose-sections": [
      ":7:9: warning: pages: exercise \"b\" is on no page",
      ":7:9: warning: prose section \"unused\" is neither on a page nor an exercise's explain",
      ":7:19: error: pages: section \"scene\" has no \"## scene\" heading in the prose file",
      ":7:42: error: pages: no exercise \"c\" (did you mean \"a\"?)",
      ":7:56: error: pages: \"intro\" is listed twice",
      ":16:1: error: item \"box\": width and height must be > 0 (the frame gives 10 x -568)",
      ":32:11: error: exercise \"a\": section \"why-x\" has no \"## why-x\" heading in the prose file",
    ],
    "evaluated": [
      ":23:1: warning: item \"marker\" lies entirely outside the 320x568 reference view",
      ":33:6: error: event at 3 s is after the scene duration 2 s",
      ":37:6: warning: parameter \"start\" can move the event to 5 s, after the scene duration 2 s",
      ":52:16: error: plot \"p\": the mark is not a finite number with the default parameters",
      ":54:1: warning: exercise \"a\": no verify expression, so the tests cannot check the answer against the engine",
      ":58:10: error: exercise \"a\": answer is not a finite number with the default and setup values",
    ],
    "commands": [
      ":39:8: error: command \"run\" clashes with the tutor's own command or alias \"run\"",
      ":45:8: error: command \"s\" clashes with the tutor's own command or alias \"s\"",
      ":51:8: error: command name \"Tap\" must be a lowercase word (letters, digits and -)",
      ":52:9: error: command \"Tap\": usage must start with the command's name, e.g. \"Tap <value>\"",
      ":58:9: error: command \"poke\": usage shows 2 arguments but set assigns 3",
      ":60:7: error: command \"poke\": set names \"tap.z\", which is not a parameter (did you mean \"tap.x\"?)",
      ":60:7: error: command \"poke\": \"tap.x\" is set twice",
      ":61:1: error: command \"poke\": unknown key \"runs\" (did you mean \"run\"?)",
      ":64:8: error: duplicate command \"poke\"",
      ":66:11: error: command \"poke\": summary must have 1 to 120 characters",
      ":68:10: error: command \"poke\": \"tap.x\" is both an argument and a fixed value",
      ":68:37: error: command \"poke\": values \"tap.y\" = 900 is outside [0, 568]",
      ":70:1: error: command \"nudge\": missing required key \"summary\"",
      ":73:7: error: command \"nudge\": set needs at least one parameter",
    ],
    "animation": [
      ":14:1: error: [[item]] belongs to engine = \"dynamics\"; this lesson's engine is \"animation\"",
      ":21:9: error: layer \"list\": alpha 1.5 is outside [0, 1]",
      ":26:9: error: layer \"detail\": scale must be > 0",
      ":31:6: error: animation \"present\": at = 2 s is after the scene duration 0.5 s",
      ":33:16: error: animation \"present\": dampingRatio 1.5 is outside (0, 1]",
      ":34:1: error: animation \"present\": unknown key \"curve\"",
      ":35:22: error: animation \"present\": layer \"detial\" does not exist (did you mean \"detail\"?)",
      ":35:47: error: animation \"present\": give frame or center for layer \"list\", not both",
      ":35:108: error: animation \"present\": the change of layer \"list\" sets nothing (frame, center, alpha, scale or rotation)",
      ":41:8: error: animation \"dismiss\": mode \"bezier\" is not one of linear, discrete, paced, cubic, cubicPaced",
      ":45:12: error: animation \"dismiss\" keyframe: start + duration = 1.1 goes past the end (1)",
      ":46:13: error: animation \"dismiss\" keyframe, layer \"detail\": unknown name \"shrink\"",
      ":50:8: error: animation \"fade\": type must be basic, spring or keyframes",
      ":54:8: error: parameter \"present.stiffness\": a spring animation has no property \"stiffness\"",
      ":62:8: error: parameter \"list.friction\": layers take frame.x, frame.y, frame.width, frame.height, alpha, scale, angle",
      ":71:11: error: animation \"present\" sets dampingRatio = 1.5 but parameter \"present.dampingRatio\" defaults to 0.6; keep one",
    ],
    "motion": [
      ":19:9: error: effect: layer \"backgrund\" does not exist (did you mean \"background\"?)",
      ":20:11: error: effect on \"backgrund\": key path \"center.z\" is not one of center.x, center.y, alpha, layer.opacity, transform.translation.x, transform.translation.y, transform.scale, transform.rotation.z (did you mean \"center.x\"?)",
      ":21:8: error: effect on \"backgrund\": axis must be horizontal or vertical",
      ":29:9: error: effect on \"background\" min: unknown name \"magnitude\"",
      ":32:1: error: [[animation]] belongs to engine = \"animation\"; this lesson's engine is \"motion\"",
      ":38:10: error: [tilt] x: unknown name \"time\"",
      ":39:1: error: [tilt]: unknown key \"z\" (did you mean \"x\"?)",
    ],
    // Each of these used to pass lint and fail only when the scene was built, run or played live.
    "run-time": [
      ":28:1: error: behavior \"rail\": a sliding attachment needs axis = [dx, dy]",
      ":35:1: error: behavior \"rope\": a limit attachment needs to_item",
      ":40:10: error: behavior \"rope\": a limit attachment takes no anchor",
      ":42:1: error: behavior \"hinge\": a pin attachment needs to_item and anchor = [x, y]",
      ":55:8: error: behavior \"rod\": a distance attachment takes no axis",
      ":61:13: error: behavior \"shove\": magnitude must be a number, found array",
      ":67:11: error: parameter \"shove.mode\": option \"sideways\" is not a push mode (continuous, instantaneous)",
      ":72:36: error: event tap: push \"shove\" has no items to push",
      ":72:55: error: event tap: the divisor must be positive, not 0",
      ":76:37: error: event place: attachment \"rod\" holds its item to \"ball\", not to an anchor point",
      ":80:8: error: gesture button: item \"post\" is a label; a button gesture presses a button or a text field",
    ],
    "motion-groups": [
      ":36:9: error: effect on \"card\": group \"tilt\" is on layer \"background\"; a motion effect group belongs to one layer",
    ],
    "expressions": [
      ":38:32: error: exercise \"contact\": answer: expected \",\" or \")\" in the arguments of sqroot",
      ":41:30: error: exercise \"contact\": verify: first_contact needs an item, a boundary or bounds here, not \"yelow\" (did you mean \"yellow\"?)",
      ":41:39: error: exercise \"contact\": verify: time_when needs a condition such as box.y >= 400",
      ":41:58: error: exercise \"contact\": verify: at takes 2 arguments, found 1",
      ":41:66: error: exercise \"contact\": verify: the item name red needs a signal (red.y) or belongs inside first_contact, contacts, …",
      ":45:1: error: exercise \"outcome\": a prediction needs show = \"<plot id>\" or \"scene\": the run that decides it is shown",
      ":50:40: error: exercise \"outcome\": outcome: comparisons cannot be chained; join them with and",
      ":50:63: error: exercise \"outcome\": outcome: contact_order needs an item here, not \"bounds\"",
    ],
  ]
}

@Suite("Validator fixtures")
struct ValidatorFixtureTests {
  @Test("each broken fixture yields exactly the expected messages", arguments: Fixtures.expected.keys.sorted())
  func brokenFixture(_ name: String) throws {
    let outcome = Fixtures.load(name)
    let actual = outcome.diagnostics.map(\.description)
    let expected = try #require(Fixtures.expected[name]).map { "lessons/\(name).toml" + $0 }
    #expect(actual == expected, "\n\(actual.joined(separator: "\n"))")
    #expect(outcome.lesson == nil, "a lesson with errors must not load")
  }

  @Test("messages are sorted by line and column")
  func messagesAreSorted() {
    for name in Fixtures.expected.keys {
      let positions = Fixtures.load(name).diagnostics.map { ($0.line ?? 0) * 10_000 + ($0.column ?? 0) }
      #expect(positions == positions.sorted(), "\(name)")
    }
  }

  @Test("the valid fixture, which uses every feature, loads without a single message")
  func validFixtureLoads() throws {
    let outcome = Fixtures.load("valid")
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    let lesson = try #require(outcome.lesson)
    #expect(lesson.items.map(\.id) == ["post0", "post1", "bob0", "bob1"])
    #expect(lesson.behaviors.map(\.id) == ["rod0", "rod1", "gravity", "floor", "props", "all"])
    #expect(lesson.behaviors.first { $0.id == "gravity" }?.items == ["bob0", "bob1"])
    if case .composite(let composite)? = lesson.behaviors.first(where: { $0.id == "all" })?.details {
      #expect(composite.children == ["rod0", "rod1", "gravity"])
    } else {
      Issue.record("the composite lost its children")
    }
    #expect(lesson.scene.lets.map(\.name) == ["size", "pull.angle", "pull.count"])
    #expect(lesson.plots.first?.signals.map(\.description) == ["bob0.swing", "bob1.swing"])
    let preset = try #require(lesson.preset("big-swing"))
    #expect(preset.values.map(\.name) == ["pull.angle", "floor.mode", "shelf.enabled"])
    #expect(preset.values.map(\.value) == [40, 2, 0])
    #expect(lesson.exercise("further")?.runs.map(\.name) == ["near", "far"])
    #expect(lesson.exercise("small-swing")?.setup.map(\.value) == [0, 1])
  }

  @Test("the valid fixture runs: repeated events place both bobs, and its exercises can be judged")
  func validFixtureRuns() throws {
    let lesson = try #require(Fixtures.load("valid").lesson)
    let values = ParameterValues(defaultsOf: lesson)
    let run = try SceneRunner.run(lesson, values: values)
    let checker = ExerciseChecker(lesson: lesson, values: values)
    let swings = try ExpressionParser.parse("initial(bob0.swing) + 100 * initial(bob1.swing)")
    guard case .number(let value) = try checker.evaluate(swings, over: run) else {
      Issue.record("not a number")
      return
    }
    #expect(abs(value - (-10 - 100 * 20)) < 1e-6, "bob0 placed at -10 degrees and bob1 at -20")
    let further = try #require(lesson.exercise("further"))
    #expect(checker.checkPrediction(further, choice: 0).0.isCorrect)
    let tune = try #require(lesson.exercise("small-swing"))
    #expect(checker.checkTuning(tune).0.isCorrect)
  }

  @Test("past 50 problems, the first 50 by position are shown and a last line counts the rest")
  func atMostFiftyMessages() {
    let diagnostics = Fixtures.load("too-many").diagnostics
    #expect(diagnostics.count == 51)
    #expect(diagnostics.first?.description == "lessons/too-many.toml:1:1: error: missing required key \"scene\"")
    #expect(diagnostics[49].description == "lessons/too-many.toml:53:1: error: unknown key \"k47\"")
    #expect(diagnostics.last?.description == "lessons/too-many.toml: error: 8 more problems are not shown; fix these first")
  }

  @Test("a lesson's seed is checked against the seeds of the catalog beside it, and not at all without one")
  func seedsComeFromTheCatalog() throws {
    let lessons = Fixtures.root.appendingPathComponent("lessons")
    #expect(CatalogLoader.seeds(beside: lessons.appendingPathComponent("valid.toml"))?.count == 5)
    // The catalog fixture lists no seeds, and a folder without a catalog gives none either.
    let catalog = Fixtures.root.appendingPathComponent("catalog/lessons/valid.toml")
    #expect(CatalogLoader.seeds(beside: catalog) == nil)
    #expect(CatalogLoader.seeds(beside: Fixtures.root.appendingPathComponent("Content/valid.md")) == nil)
    let text = try String(contentsOf: lessons.appendingPathComponent("Header-Rules.toml"), encoding: .utf8)
    let lone = LessonLoader.parse(text, file: "Header-Rules.toml", expectedID: nil) { _ in nil }
    #expect(!lone.diagnostics.contains { $0.message.hasPrefix("seed ") }, "a lone lesson file names any seed")
    let checked = LessonLoader.parse(text, file: "Header-Rules.toml", expectedID: nil, seeds: ["a.txt", "b.txt"]) { _ in nil }
    #expect(checked.diagnostics.contains { $0.message == "seed \"003.txt\" is not one of the two seed files (a.txt, b.txt)" })
  }

  @Test("the catalog reports a missing file, a lesson listed twice, an unknown key and an unlisted lesson")
  func catalogConsistency() {
    let catalog = CatalogLoader.load(root: Fixtures.root.appendingPathComponent("catalog"))
    #expect(catalog.diagnostics.map(\.description) == [
      "lessons/catalog.toml:6:21: error: lesson \"snap-bak\" has no file lessons/snap-bak.toml",
      "lessons/catalog.toml:10:12: error: lesson \"valid\" is listed twice (first at line 6)",
      "lessons/catalog.toml:11:1: error: [[part]]: unknown key \"lesson\" (did you mean \"lessons\"?)",
      "lessons/extra.toml: warning: lessons/extra.toml is not listed in the catalog",
    ])
    #expect(catalog.entries.map(\.id) == ["valid", "extra"], "listed lessons first, then the unlisted one")
    #expect(catalog.lessons.count == 2)
  }
}
