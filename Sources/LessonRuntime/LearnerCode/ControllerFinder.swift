import Foundation

/// Finds, by a light reading of the learner's source, what the tutor runs: the view controller class
/// to create, or a playground page's `PlaygroundPage.current.liveView`. Comments and string literals
/// are blanked first so that code in them does not count.
enum ControllerFinder {
  /// What to run.
  enum Entry: Equatable {
    /// Create this class with `init()`.
    case controller(String)
    /// A playground page: its top-level code sets the live view.
    case playground
  }

  /// The entry of `source`, or a sentence saying why there is none.
  static func entry(in source: String) -> Result<Entry, LearnerFailure> {
    let code = blankCommentsAndStrings(source)
    if code.range(of: #"PlaygroundPage\s*\.\s*current\s*\.\s*liveView\s*="#, options: .regularExpression) != nil {
      return .success(.playground)
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
    guard !controllers.isEmpty else {
      return .failure(.noViewController(.none))
    }
    // A class that another one extends, or that the file creates itself, is not the one shown first.
    let leaves = controllers.filter { name in !controllers.contains { superclass[$0] == name } }
    let roots = leaves.filter { name in
      code.range(of: "\\b\(name)\\s*\\(", options: .regularExpression) == nil
    }
    let chosen = roots.count == 1 ? roots : (leaves.count == 1 ? leaves : [])
    guard let name = chosen.first else {
      return .failure(.noViewController(.several(controllers)))
    }
    return .success(.controller(name))
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
