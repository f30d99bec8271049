import Dynamics
import DynamicsDrawing
import Foundation
import TerminalGraphics

/// The end of every example: a drawing of the final scene, one line of figures, and the checks of the
/// facts the example's article or lesson states. There is no display on Linux, so this is what the
/// examples show instead of a running app.
public enum Example {
  /// A fact checked at run time: what it says and whether it held.
  public struct Check: Sendable {
    /// The fact, as a sentence (with the measured numbers).
    public var fact: String
    /// Whether the run agrees with it.
    public var holds: Bool

    /// Creates a check of `fact`.
    public init(_ fact: String, _ holds: Bool) {
      self.fact = fact
      self.holds = holds
    }
  }

  /// Touches for a gesture recognizer, in the reference view's coordinates: a finger going down at
  /// `from`, moving in `steps` equal moves to `to` over `duration` seconds, and lifting there. A
  /// `duration` of 0 with `from == to` is a tap.
  public static func stroke(from: CGPoint, to: CGPoint, startingAt start: TimeInterval = 0,
                            duration: TimeInterval = 0.1, steps: Int = 5) -> [UITouchSample] {
    var samples = [UITouchSample(.began, at: from, time: start)]
    let count = max(steps, 1)
    for index in 1...count {
      let fraction = Double(index) / Double(count)
      let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      let phase: UITouchSample.Phase = index == count ? .ended : .moved
      samples.append(UITouchSample(phase, at: point, time: start + duration * fraction))
    }
    return samples
  }

  /// Feeds `touches` to every recognizer of `view`, as a touch screen would deliver them.
  public static func deliver(_ touches: [UITouchSample], to view: UIView) {
    for touch in touches {
      for recognizer in view.gestureRecognizers ?? [] { recognizer.handle(touch) }
    }
  }

  /// Delivers `touches` to `view`'s recognizers, each at its time: the animator's clock is advanced to
  /// a touch's timestamp (seconds from the animator's start) before the touch is handed over.
  public static func play(_ touches: [UITouchSample], on view: UIView, animator: UIDynamicAnimator) {
    for touch in touches {
      let wait = touch.timestamp - animator.elapsedTime()
      if wait > 0 { animator.advance(by: wait) }
      deliver([touch], to: view)
    }
  }

  /// Prints `title`, the drawing of `view`'s subviews (braille and colour on a terminal, plain ASCII
  /// otherwise), `figures` and the checks, then exits: status 0 when every check holds, 1 otherwise.
  public static func finish(_ title: String, view: UIView, animator: UIDynamicAnimator? = nil,
                            width: Int = 44, height: Int = 36, figures: String, checks: [Check]) -> Never {
    let terminal = TerminalInfo.current()
    let options = terminal.isTTY ? RenderOptions(terminal: terminal) : RenderOptions(backend: .ascii)
    print(title)
    for line in ViewDrawing.render(view, animator: animator, width: width, height: height, options: options) {
      print(line)
    }
    print(figures)
    for check in checks {
      print("\(check.holds ? "ok" : "FAILED"): \(check.fact)")
    }
    exit(checks.allSatisfy(\.holds) ? 0 : 1)
  }

  /// Ends the example with status 1 when its scene could not be built.
  public static func fail(_ message: String) -> Never {
    print("FAILED: \(message)")
    exit(1)
  }

  /// A point as "(x, y)" with one decimal.
  public static func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
  }

  /// A number with `digits` decimals.
  public static func format(_ value: CGFloat, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", Double(value))
  }
}
