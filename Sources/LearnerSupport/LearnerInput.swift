import Foundation

/// One thing a person does to the learner's app during a recorded run, at a time (s after the run
/// starts). The tutor writes the inputs to a file (`encoded(_:)`), one per line, and the learner's
/// program reads them back (`decoded(_:)`).
public struct LearnerInput: Sendable, Equatable {
  /// What the input does.
  public enum Action: Sendable, Equatable {
    /// A press of the control that the controller's property `item` holds: its `.touchUpInside` actions run.
    case press(item: String)
    /// A tap at a point of the controller's view (pt): the recognizers and controls under it see it.
    case tap(x: Double, y: Double)
    /// A finger that lands on `item`'s centre, moves by `(dx, dy)` (pt) at an even speed over
    /// `seconds`, and lifts.
    case drag(item: String, dx: Double, dy: Double, seconds: Double)
    /// The viewer's tilt from now on, each component −1…1: the views' motion effects follow it.
    case tilt(x: Double, y: Double)
  }

  /// When (s after the run starts); carried out just before the step that starts then.
  public var time: Double
  /// What happens then.
  public var action: Action

  /// An input at `time`.
  public init(time: Double, action: Action) {
    self.time = time
    self.action = action
  }

  /// The inputs as lines of tab-separated fields (`press`, time, item; `tap`, time, x, y; `drag`,
  /// time, item, dx, dy, seconds; `tilt`, time, x, y). Numbers are written so that they read back exactly.
  public static func encoded(_ inputs: [LearnerInput]) -> String {
    inputs.map { input in
      let fields: [String] = switch input.action {
      case .press(let item): ["press", "\(input.time)", item]
      case .tap(let x, let y): ["tap", "\(input.time)", "\(x)", "\(y)"]
      case .drag(let item, let dx, let dy, let seconds): ["drag", "\(input.time)", item, "\(dx)", "\(dy)", "\(seconds)"]
      case .tilt(let x, let y): ["tilt", "\(input.time)", "\(x)", "\(y)"]
      }
      return fields.joined(separator: "\t") + "\n"
    }.joined()
  }

  /// The inputs of `text` (see `encoded(_:)`), or the first line that does not read.
  public static func decoded(_ text: String) -> Result<[LearnerInput], LearnerHarnessError> {
    var inputs: [LearnerInput] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let numbers = fields.map(Double.init)
      guard fields.count >= 3, let time = numbers[1], time.isFinite else {
        return .failure(.badInputs("the input line \"\(line)\" does not read"))
      }
      switch (fields[0], fields.count) {
      case ("press", 3):
        inputs.append(LearnerInput(time: time, action: .press(item: fields[2])))
      case ("tap", 4):
        guard let x = numbers[2], let y = numbers[3] else { fallthrough }
        inputs.append(LearnerInput(time: time, action: .tap(x: x, y: y)))
      case ("tilt", 4):
        guard let x = numbers[2], let y = numbers[3], x.isFinite, y.isFinite else { fallthrough }
        inputs.append(LearnerInput(time: time, action: .tilt(x: x, y: y)))
      case ("drag", 6):
        guard let dx = numbers[3], let dy = numbers[4], let seconds = numbers[5] else { fallthrough }
        inputs.append(LearnerInput(time: time, action: .drag(item: fields[2], dx: dx, dy: dy, seconds: seconds)))
      default:
        return .failure(.badInputs("the input line \"\(line)\" does not read"))
      }
    }
    return .success(inputs)
  }
}
