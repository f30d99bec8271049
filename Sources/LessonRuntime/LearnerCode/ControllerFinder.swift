import Foundation

/// Finds, by a light reading of the learner's source, what the tutor runs: the view controller class
/// to create, or a playground page's `PlaygroundPage.current.liveView`. Comments and string literals
/// are blanked first so that code in them does not count.
enum ControllerFinder {
  /// What to run.
  enum Entry: Equatable {
    /// Create this class with `init()` and play what it scripts for itself.
    case controller(String, script: Script = Script())
    /// A playground page: its top-level code sets the live view.
    case playground
  }

  /// What a file `dynamics-tutor code` wrote declares, in the controller or an extension of it, so that
  /// the sandbox runs it as the lesson's run does.
  struct Script: Equatable {
    /// How the lesson's timed events are declared, if they are.
    enum Events: Equatable {
      /// `var timedEvents: [(time: TimeInterval, perform: () -> Void)]`.
      case actions
      /// `var timedEvents: [(time: TimeInterval, perform: () -> [FingerDrag])]`, each drag moved by
      /// `update(at:)` before every step.
      case drags
    }
    var events: Events?
    /// `func tilt(at t: Double) -> UIOffset`: the device's tilt at every time.
    var tilt = false
    /// `static let sceneSize = CGSize(…)`: the screen to show the controller on.
    var size = false
  }

  /// What to run and what was passed over for it.
  struct Choice: Equatable {
    /// What runs.
    var entry: Entry
    /// The file's other view controllers that nothing in it creates, which do not run (in the
    /// file's order).
    var others: [String] = []
    /// The run's length the file declares (`static let sceneDuration: TimeInterval = 6`, s), if any.
    var sceneDuration: Double?
  }

  /// The entry of `source`, or a sentence saying why there is none.
  static func entry(in source: String) -> Result<Entry, LearnerFailure> {
    choice(in: source).map(\.entry)
  }

  /// The entry of `source` and the controllers passed over for it, or why there is none. A class that
  /// another one extends, or that the file creates itself, is not shown first; of the rest, the first
  /// declared runs, as a storyboard's initial controller is one of many (a file of `code` puts the
  /// lesson's scene first and its app after it).
  static func choice(in source: String) -> Result<Choice, LearnerFailure> {
    let code = blankCommentsAndStrings(source)
    if code.range(of: #"PlaygroundPage\s*\.\s*current\s*\.\s*liveView\s*="#, options: .regularExpression) != nil {
      return .success(Choice(entry: .playground))
    }
    var superclass: [String: String] = [:]
    var order: [String] = []
    let pattern = #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#
    let text = code as NSString
    var generic: Set<String> = []
    let matches = (try? NSRegularExpression(pattern: pattern))?.matches(in: code, range: NSRange(location: 0, length: text.length))
    for match in matches ?? [] {
      let name = text.substring(with: match.range(at: 1))
      superclass[name] = text.substring(with: match.range(at: 3))
      order.append(name)
      if match.range(at: 2).location != NSNotFound { generic.insert(name) }
    }
    func isController(_ name: String, depth: Int = 0) -> Bool {
      guard depth < 32, let parent = superclass[name] else { return false }
      return parent == "UIViewController" || parent.hasSuffix(".UIViewController") || isController(parent, depth: depth + 1)
    }
    let controllers = order.filter { isController($0) && !generic.contains($0) }
    let leaves = controllers.filter { name in !controllers.contains { superclass[$0] == name } }
    let roots = leaves.filter { name in
      code.range(of: "\\b\(name)\\s*\\(", options: .regularExpression) == nil
    }
    // Classes that create each other leave no root: then the first leaf runs.
    let candidates = roots.isEmpty ? leaves : roots
    guard let name = candidates.first else {
      return .failure(.noViewController(.none))
    }
    let bodies = declarationBodies(of: name, in: code)
    func declares(_ pattern: String) -> Bool { bodies.contains { $0.range(of: pattern, options: .regularExpression) != nil } }
    var script = Script(tilt: declares(tiltPattern), size: declares(sceneSizePattern))
    if declares(timedEventsPattern + actionsPattern) {
      script.events = .actions
    } else if declares(timedEventsPattern + dragsPattern),
              [fingerDragPattern, dragUpdatePattern].allSatisfy({ code.range(of: $0, options: .regularExpression) != nil }) {
      script.events = .drags
    }
    var duration: Double?
    for body in bodies {
      guard let found = body.range(of: sceneDurationPattern, options: .regularExpression) else { continue }
      let literal = body[found].split(separator: "=").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      if let value = Double(literal), value.isFinite, value > 0 { duration = value }
    }
    return .success(Choice(entry: .controller(name, script: script), others: Array(candidates.dropFirst()),
                           sceneDuration: duration))
  }

  // The declarations of a `code` file, spaced as the writer likes.
  private static let timedEventsPattern = #"\bvar\s+timedEvents\s*:\s*\[\s*\(\s*time\s*:\s*TimeInterval\s*,\s*perform\s*:\s*\(\s*\)\s*->\s*"#
  private static let actionsPattern = #"Void\s*\)\s*\]"#
  private static let dragsPattern = #"\[\s*FingerDrag\s*\]\s*\)\s*\]"#
  private static let fingerDragPattern = #"\bclass\s+FingerDrag\b"#
  private static let dragUpdatePattern = #"\bfunc\s+update\s*\(\s*at\s+time\s*:\s*Double\s*\)"#
  private static let tiltPattern = #"\bfunc\s+tilt\s*\(\s*at\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*Double\s*\)\s*->\s*UIOffset"#
  private static let sceneSizePattern = #"\bstatic\s+let\s+sceneSize\s*=\s*CGSize\s*\("#
  /// `static let sceneDuration: TimeInterval = 6` with a plain number.
  private static let sceneDurationPattern = #"\bstatic\s+let\s+sceneDuration\s*:\s*TimeInterval\s*=\s*[0-9]+(\.[0-9]+)?\b"#

  /// The bodies (between the braces) of `name`'s class declaration and of its extensions in `code`
  /// (comments and strings blanked).
  static func declarationBodies(of name: String, in code: String) -> [Substring] {
    let opening = "\\b(class|extension)\\s+\(name)\\b[^{]*\\{"
    guard let expression = try? NSRegularExpression(pattern: opening) else { return [] }
    let text = code as NSString
    var bodies: [Substring] = []
    for match in expression.matches(in: code, range: NSRange(location: 0, length: text.length)) {
      guard let range = Range(match.range, in: code) else { continue }
      var depth = 1
      var index = range.upperBound
      while index < code.endIndex, depth > 0 {
        if code[index] == "{" { depth += 1 } else if code[index] == "}" { depth -= 1 }
        if depth > 0 { index = code.index(after: index) }
      }
      bodies.append(code[range.upperBound..<index])
    }
    return bodies
  }

  /// `source` with comments and string literals replaced by spaces (line breaks kept).
  static func blankCommentsAndStrings(_ source: String) -> String {
    var out: [Character] = []
    out.reserveCapacity(source.count)
    let chars = Array(source)
    var i = 0, blockDepth = 0
    var inLineComment = false, inString = false, multiline = false
    while i < chars.count {
      let c = chars[i], next = i + 1 < chars.count ? chars[i + 1] : " "
      if inLineComment {
        if c == "\n" { inLineComment = false; out.append(c) } else { out.append(" ") }
      } else if blockDepth > 0 {
        if c == "*" && next == "/" { blockDepth -= 1; out += "  "; i += 2; continue }
        if c == "/" && next == "*" { blockDepth += 1; out += "  "; i += 2; continue }
        out.append(c == "\n" ? "\n" : " ")
      } else if inString {
        if c == "\\" { out += "  "; i += 2; continue }
        if multiline, c == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
          inString = false; out += "   "; i += 3; continue
        }
        if !multiline, c == "\"" || c == "\n" { inString = false }
        out.append(c == "\n" ? "\n" : " ")
      } else if c == "/" && next == "/" {
        inLineComment = true; out += "  "; i += 2; continue
      } else if c == "/" && next == "*" {
        blockDepth = 1; out += "  "; i += 2; continue
      } else if c == "\"" {
        inString = true
        multiline = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
        out += multiline ? "   " : " "
        i += multiline ? 3 : 1
        continue
      } else {
        out.append(c)
      }
      i += 1
    }
    return String(out)
  }
}
