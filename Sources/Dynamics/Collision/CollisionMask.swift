/// A set of collision behaviours by their index in the animator: the first 64 in one word, which is all
/// a shape stores (`Shape.itemMask` …), the rest in more words (`MaskOverflow`), so that an animator may
/// have any number of collision behaviours.
struct CollisionMask: Equatable {
  var first: UInt64 = 0
  var rest: [UInt64] = []

  init() {}

  /// The set holding behaviour `index` alone.
  init(behavior index: Int) {
    insert(index)
  }

  mutating func insert(_ index: Int) {
    if index < 64 {
      first |= 1 << UInt64(index)
    } else {
      let word = index / 64 - 1
      if rest.count <= word { rest.append(contentsOf: repeatElement(0, count: word + 1 - rest.count)) }
      rest[word] |= 1 << UInt64(index % 64)
    }
  }

  mutating func formUnion(_ other: CollisionMask) {
    first |= other.first
    for (w, bits) in other.rest.enumerated() {
      if rest.count <= w { rest.append(0) }
      rest[w] |= bits
    }
  }

  var isEmpty: Bool { first == 0 && rest.allSatisfy { $0 == 0 } }

  /// Word `w` past the first (0 where the set has none).
  func overflowWord(_ w: Int) -> UInt64 { w < rest.count ? rest[w] : 0 }
}

/// The words past the first of every shape's three masks, for animators with more than 64 collision
/// behaviours; with fewer it holds nothing and the one-word test of the shapes decides alone.
struct MaskOverflow {
  /// Words per mask past the first.
  private(set) var words = 0
  /// Per shape, its item, boundary and group masks' words, `words` each.
  private var storage: ContiguousArray<UInt64> = []

  enum Kind: Int { case item = 0, boundary = 1, group = 2 }

  /// Empties the table and sets how many behaviours the next shapes' masks cover.
  mutating func reset(behaviorCount: Int) {
    words = max(0, (behaviorCount + 63) / 64 - 1)
    storage.removeAll(keepingCapacity: true)
  }

  /// Adds the next shape's masks (shapes are appended in order).
  mutating func append(item: CollisionMask, boundary: CollisionMask, group: CollisionMask) {
    guard words > 0 else { return }
    for mask in [item, boundary, group] {
      for w in 0..<words { storage.append(mask.overflowWord(w)) }
    }
  }

  /// Whether mask `kindA` of shape `a` and mask `kindB` of shape `b` share a behaviour past the first 64.
  func meet(_ a: Int, _ kindA: Kind, _ b: Int, _ kindB: Kind) -> Bool {
    guard words > 0 else { return false }
    let startA = (a * 3 + kindA.rawValue) * words, startB = (b * 3 + kindB.rawValue) * words
    guard startA + words <= storage.count, startB + words <= storage.count else { return false }
    for w in 0..<words where storage[startA + w] & storage[startB + w] != 0 { return true }
    return false
  }

  /// Whether mask `kind` of shape `s` holds behaviour `index` (≥ 64).
  func contains(_ s: Int, _ kind: Kind, behavior index: Int) -> Bool {
    let w = index / 64 - 1
    guard words > 0, w < words else { return false }
    let k = (s * 3 + kind.rawValue) * words + w
    return k < storage.count && storage[k] & (1 << UInt64(index % 64)) != 0
  }
}
