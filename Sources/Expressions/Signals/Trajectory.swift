/// The recorded motion of one run: every item sampled at t = 0 and after every step, in a struct of
/// arrays, plus the contacts that began and ended. The same lesson and parameters give the same
/// trajectory, bit for bit.
public struct Trajectory: Sendable {
  /// Sample times in seconds; `times[0]` is 0.
  public var times: [Double] = []
  /// One track per item, in the lesson's item order.
  public var tracks: [ItemTrack] = []
  /// Contacts in the order they happened.
  public var contacts: [ContactRecord] = []
  /// Size of the reference view (pt), for `gap(L)`.
  package var stageWidth = 0.0
  package var stageHeight = 0.0

  /// Creates an empty trajectory.
  public init() {}

  /// The track of the item with this id.
  public func track(_ id: String) -> ItemTrack? { tracks.first { $0.id == id } }

  /// Number of samples.
  public var count: Int { times.count }

  /// Simulated time covered (s).
  public var duration: Double { times.last ?? 0 }
}

/// The samples of one item. Positions in points (reference coordinates, y down), angles in radians,
/// velocities in pt/s.
public struct ItemTrack: Sendable {
  /// The item's id in the lesson.
  public let id: String
  /// The item's size (pt); edges are computed from it and the angle.
  public let width: Double
  public let height: Double
  /// Whether the engine moves it (false for decorations and anchored items).
  public let isDynamic: Bool
  public var x: [Double] = []
  public var y: [Double] = []
  public var angle: [Double] = []
  public var vx: [Double] = []
  public var vy: [Double] = []
  public var alpha: [Double] = []
  public var scale: [Double] = []
  /// Anchor of the item's attachment, if it hangs from one, for `swing(I)` (pt).
  public var anchor: (x: Double, y: Double)?

  /// Creates an empty track.
  public init(id: String, width: Double, height: Double, isDynamic: Bool) {
    self.id = id
    self.width = width
    self.height = height
    self.isDynamic = isDynamic
  }

  /// Half extents of the rotated rectangle's axis-aligned bounding box at sample `i` (pt).
  func halfExtents(at i: Int) -> (x: Double, y: Double) {
    let c = abs(cosine(angle[i])), s = abs(sine(angle[i]))
    let k = scale.isEmpty ? 1 : scale[i]
    return (k * (width * c + height * s) / 2, k * (width * s + height * c) / 2)
  }

  /// The value of a named signal (§0.3 of the lesson spec) at sample `i`, or nil for an unknown name.
  public func value(of signal: ItemSignal, at i: Int) -> Double {
    switch signal {
    case .x: return x[i]
    case .y: return y[i]
    case .left: return x[i] - halfExtents(at: i).x
    case .right: return x[i] + halfExtents(at: i).x
    case .top: return y[i] - halfExtents(at: i).y
    case .bottom: return y[i] + halfExtents(at: i).y
    case .vx: return vx[i]
    case .vy: return vy[i]
    case .speed: return (vx[i] * vx[i] + vy[i] * vy[i]).squareRoot()
    case .angle: return angle[i]
    case .alpha: return alpha.isEmpty ? 1 : alpha[i]
    case .scale: return scale.isEmpty ? 1 : scale[i]
    case .swing:
      // Pendulum angle about the anchor in degrees, positive when the item is right of the anchor.
      guard let anchor else { return .nan }
      return atan2Degrees(x[i] - anchor.x, y[i] - anchor.y)
    }
  }
}

/// The per-item signals of the lesson vocabulary.
public enum ItemSignal: String, Sendable, CaseIterable {
  case x, y, left, right, top, bottom, vx, vy, speed, angle, alpha, scale, swing

  /// The unit of the signal, for plot labels.
  package var unit: Unit {
    switch self {
    case .x, .y, .left, .right, .top, .bottom: .pt
    case .vx, .vy, .speed: .ptPerSecond
    case .angle: .rad
    case .alpha, .scale: .none
    case .swing: .deg
    }
  }

  /// Whether the signal is measured downward on screen, as UIKit's y is.
  package var pointsDown: Bool {
    switch self {
    case .y, .top, .bottom, .vy: true
    default: false
    }
  }
}

/// A contact that began or ended during a run.
public struct ContactRecord: Sendable, Equatable {
  /// Time of the step after which the contact was reported (s).
  public var time: Double
  /// The item's id.
  public var item: String
  /// The other item's id, a boundary identifier, or `bounds` for the reference-bounds boundary.
  public var other: String
  /// Contact point (pt); zero for ended contacts.
  public var x: Double
  public var y: Double
  /// True when the contact began, false when it ended.
  public var began: Bool

  /// Creates a record.
  public init(time: Double, item: String, other: String, x: Double, y: Double, began: Bool) {
    self.time = time
    self.item = item
    self.other = other
    self.x = x
    self.y = y
    self.began = began
  }
}
