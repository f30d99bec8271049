/// A key or mouse report read from a terminal.
public enum TerminalInput: Sendable, Equatable {
  /// A printable character (`q`, `+`, `?`, a space…).
  case character(Character)
  /// An arrow key.
  case arrow(Arrow)
  /// Esc pressed on its own.
  case escape
  /// Enter (carriage return or line feed).
  case enter
  /// A mouse report (SGR form).
  case mouse(MouseReport)

  /// The four arrow keys.
  public enum Arrow: Sendable, Equatable {
    /// Up (`ESC [ A` or `ESC O A`).
    case up
    /// Down (`ESC [ B`).
    case down
    /// Left (`ESC [ D`).
    case left
    /// Right (`ESC [ C`).
    case right
  }
}

/// One SGR (1006) mouse report: what happened, with which button, at which cell.
public struct MouseReport: Sendable, Equatable {
  /// What the report says happened.
  public enum Action: Sendable, Equatable {
    /// A button went down.
    case press
    /// The pointer moved with a button held.
    case drag
    /// A button came up.
    case release
    /// The pointer moved with no button held (any-event tracking only).
    case move
    /// The wheel turned (up when `button` is 0, down when 1).
    case wheel
  }

  /// What happened.
  public var action: Action
  /// 0 left, 1 middle, 2 right (for the wheel: 0 up, 1 down).
  public var button: Int
  /// The cell, counted from 1 at the left edge.
  public var column: Int
  /// The cell, counted from 1 at the top edge.
  public var row: Int

  /// A report of `action` with `button` at cell (`column`, `row`), both counted from 1.
  public init(_ action: Action, button: Int = 0, column: Int, row: Int) {
    self.action = action
    self.button = button
    self.column = column
    self.row = row
  }
}

/// Turns the bytes a terminal sends into keys and mouse reports. Escape sequences split across reads
/// are kept until the rest arrives; an Esc that ends a read with nothing after it is the Esc key.
/// Sequences it does not know (function keys, focus reports, …) are dropped whole, never read as keys.
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode(Array("\u{1B}[<0;12;5Mq".utf8))
/// // [.mouse(MouseReport(.press, column: 12, row: 5)), .character("q")]
/// ```
public struct TerminalInputDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// The inputs in `bytes` (after whatever an earlier call left pending).
  public mutating func decode(_ bytes: [UInt8]) -> [TerminalInput] {
    var input = pending + bytes
    pending = []
    var result: [TerminalInput] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      guard byte == 0x1B else {
        index += 1
        switch byte {
        case 0x0D, 0x0A: result.append(.enter)
        case 0x20...0x7E: result.append(.character(Character(Unicode.Scalar(byte))))
        default: continue  // other control bytes and UTF-8 beyond ASCII: not keys the live scene uses
        }
        continue
      }
      guard index + 1 < input.count else {
        result.append(.escape)
        index += 1
        continue
      }
      switch Self.sequence(in: input, from: index) {
      case .incomplete:
        pending = Array(input[index...])
        input.removeAll()
        index = 0
      case .complete(let decoded, let length):
        if let decoded { result.append(decoded) }
        index += length
      }
    }
    return result
  }

  private enum Sequence {
    case incomplete
    /// What the sequence means (nil: a sequence to drop) and how many bytes it takes.
    case complete(TerminalInput?, Int)
  }

  /// The escape sequence starting at `start` (an Esc with at least one byte after it).
  private static func sequence(in bytes: [UInt8], from start: Int) -> Sequence {
    let introducer = bytes[start + 1]
    if introducer == UInt8(ascii: "O") {  // SS3: arrows in application cursor mode
      guard start + 2 < bytes.count else { return .incomplete }
      return .complete(arrow(bytes[start + 2]), 3)
    }
    guard introducer == UInt8(ascii: "[") else { return .complete(.escape, 1) }  // Esc, then a key
    // CSI: parameter and intermediate bytes, then a final byte in 0x40…0x7E.
    var end = start + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
      guard end - start < 32 else { return .complete(nil, end - start) }  // runaway: drop it
      end += 1
    }
    guard end < bytes.count else { return .incomplete }
    let length = end - start + 1
    let final = bytes[end]
    let body = bytes[(start + 2)..<end]
    if body.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return .complete(mouse(body.dropFirst(), released: final == UInt8(ascii: "m")), length)
    }
    return .complete(body.isEmpty ? arrow(final) : nil, length)
  }

  private static func arrow(_ final: UInt8) -> TerminalInput? {
    switch final {
    case UInt8(ascii: "A"): .arrow(.up)
    case UInt8(ascii: "B"): .arrow(.down)
    case UInt8(ascii: "C"): .arrow(.right)
    case UInt8(ascii: "D"): .arrow(.left)
    default: nil
    }
  }

  /// `b;x;y` of an SGR report; nil when it does not parse.
  private static func mouse(_ body: ArraySlice<UInt8>, released: Bool) -> TerminalInput? {
    let fields = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    guard fields.count == 3, let code = fields[0], let column = fields[1], let row = fields[2],
          (0...1023).contains(code), column >= 1, row >= 1 else { return nil }
    let button = code & 0b11
    let action: MouseReport.Action
    if code & 64 != 0 {
      action = .wheel
    } else if released {
      action = .release
    } else if code & 32 != 0 {
      action = button == 3 ? .move : .drag
    } else {
      action = .press
    }
    return .mouse(MouseReport(action, button: button, column: column, row: row))
  }
}
