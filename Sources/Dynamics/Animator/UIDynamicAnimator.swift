import Foundation

/// Runs the physics for a set of behaviours, as UIKit's animator does, but on an explicit clock: call
/// `advance(by:)` (or `step()`) instead of waiting for a display link. The same calls give the same
/// results, bit for bit, on every run.
///
/// Coordinates are the reference view's, in points, with y pointing down. Like UIKit's, it is an
/// `NSObject` (equal and hashable by identity).
open class UIDynamicAnimator: NSObject {
  /// The view whose bounds become the boundary of `translatesReferenceBoundsIntoBoundary`; nil for an
  /// animator made with `init()`.
  public private(set) var referenceView: UIView?
  /// The layout whose attributes an animator made with `init(collectionViewLayout:)` moves.
  @exclusivity(unchecked) weak var collectionViewLayout: UICollectionViewLayout?

  /// Top-level behaviours, in the order they were added.
  @exclusivity(unchecked) public private(set) var behaviors: [UIDynamicBehavior] = []

  /// Receives pause and resume notifications. Weak; default nil.
  @exclusivity(unchecked) public weak var delegate: UIDynamicAnimatorDelegate?

  /// Simulated seconds run so far (`elapsedTime()`).
  @exclusivity(unchecked) private var elapsedSeconds: TimeInterval = 0

  /// Length of one fixed step in seconds. Default 1/60 s, a display frame. Zero, negative and
  /// non-finite values are ignored; positive values below `minimumTimeStep` become `minimumTimeStep`.
  @exclusivity(unchecked) public var timeStep: TimeInterval = Tuning.defaultTimeStep {
    didSet {
      if !(timeStep > 0 && timeStep.isFinite) {
        timeStep = oldValue
      } else if timeStep < Self.minimumTimeStep {
        report("a timeStep below the minimum was raised to \(Self.minimumTimeStep) s")
        timeStep = Self.minimumTimeStep
      }
    }
  }

  /// The shortest `timeStep` (s): 10 000 steps per simulated second.
  public static let minimumTimeStep: TimeInterval = 1e-4

  /// Most sub-steps one `advance(by:)` call runs: 10 000 steps at the default 4 sub-steps, 625 at 64.
  /// Time beyond them is dropped, as a display link drops frames it cannot draw.
  public static let maximumSubstepsPerAdvance = 40_000

  /// Sub-steps per step (1…64). Default 4, as Box2D v3 recommends.
  @exclusivity(unchecked) public var substepCount: Int = Tuning.defaultSubsteps {
    didSet { substepCount = min(max(substepCount, 1), 64) }
  }

  /// True while the animator is moving items; false once everything has come to rest (or when it has
  /// no behaviours). Any change to a behaviour wakes it.
  public var isRunning: Bool { !behaviors.isEmpty && !isPaused }

  /// The switch for iOS's private debug overlay (field regions, attachments, boundaries). Set it
  /// directly or, as UIKit code does, with `setValue(true, forKey: "debugEnabled")`. Default false.
  /// The engine draws nothing; `DynamicsDrawing`'s `ViewDrawing` adds the overlay when it is on, and
  /// the tutor's drawings show regions, attachments and boundaries whatever its value.
  public var debugEnabled = false
  /// Values set with `setValue(_:forKey:)` under keys the animator does not know, kept for `value(forKey:)`.
  var otherValues: [String: Any] = [:]

  // MARK: Internal state

  // The state `step()` reads and writes is `@exclusivity(unchecked)`, as `World`'s is: the animator
  // never holds two overlapping accesses to one of these, and their dynamic checks cost a step some
  // 80 instructions each (about a hundredth of the cradle's).
  let world = World()
  @exclusivity(unchecked) private var isPaused = false
  @exclusivity(unchecked) private var needsRebuild = true
  @exclusivity(unchecked) private var isStepping = false
  @exclusivity(unchecked) private var pendingMutations: [() -> Void] = []
  @exclusivity(unchecked) private var timeAccumulator: TimeInterval = 0
  /// Flattened behaviour tree (depth-first, parents before children) and the world's items.
  @exclusivity(unchecked) private var flattened: [UIDynamicBehavior] = []
  @exclusivity(unchecked) private(set) var items: [UIDynamicItem] = []
  private var itemIndex: [ObjectIdentifier: Int] = [:]
  /// Members of simulated groups → their group's index in `items`.
  private var groupOfMember: [ObjectIdentifier: Int] = [:]
  /// Items left out because of the `UIDynamicItemGroup` rules, as of the last rebuild.
  private(set) var ignoredGroupItems: [UIDynamicItem] = []
  private(set) var boundaries: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = []
  @exclusivity(unchecked) private(set) var collisionBehaviors: [UICollisionBehavior] = []
  let contactReporter = ContactReporter()
  /// Messages about input this animator changed, capped or ignored, each once, oldest first (at most
  /// 100). Debug builds also print each to standard error as it first occurs. **Addition.**
  public internal(set) var diagnostics: [String] = []
  /// Items named by the behaviours at the last rebuild (ownership between animators: `ItemOwnership`),
  /// and the generation of the ownership table seen then.
  var namedItems: [UIDynamicItem] = []
  var namedItemKeys: Set<ObjectIdentifier> = []
  var itemsHeldElsewhere: Set<ObjectIdentifier> = []
  @exclusivity(unchecked) var ownershipGeneration = 0

  /// Creates an animator whose coordinate system is `referenceView`'s.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
    AnimatorRegistry.register(self)
  }

  /// Creates an animator for a collection view layout's attributes (`UICollectionViewLayoutAttributes`
  /// as items, in the layout's content coordinates): each step invalidates the layout, so the collection
  /// view places its cells where the attributes moved. There are no reference bounds.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init()
  }

  /// Creates an animator with no reference view: an abstract coordinate space with no reference
  /// bounds (a `translatesReferenceBoundsIntoBoundary` request adds no boundary).
  public override init() {
    super.init()
  }

  deinit {
    ItemOwnership.shared.release(namedItems, by: self)
  }

  // MARK: Behaviours

  /// Adds a behaviour (and its children). Added during a step, it takes effect after the step.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    if isStepping {
      pendingMutations.append { [weak self] in self?.addBehavior(behavior) }
      return
    }
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.dynamicAnimator?.removeBehavior(behavior)
    behaviors.append(behavior)
    behavior.attach(to: self)
    behaviorStructureDidChange()
  }

  /// Removes a top-level behaviour. Items no behaviour refers to any more leave the simulation.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    if isStepping {
      pendingMutations.append { [weak self] in self?.removeBehavior(behavior) }
      return
    }
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.attach(to: nil)
    behaviorStructureDidChange()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    if isStepping {
      pendingMutations.append { [weak self] in self?.removeAllBehaviors() }
      return
    }
    let old = behaviors
    behaviors.removeAll()
    for behavior in old { behavior.attach(to: nil) }
    behaviorStructureDidChange()
  }

  // MARK: Queries

  /// Items (of every behaviour) whose frame intersects `rect` (reference coordinates, points), in the
  /// order the animator first met them. The frame is the axis-aligned box around the item's rotated
  /// collision shape at its current position (for a group, around all its members); a rectangle that
  /// only touches a frame's edge counts as intersecting.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    rebuildIfNeeded()
    var boxes = [AABB](repeating: .empty, count: items.count)
    for shape in world.shapes where !shape.isBoundary {
      let owner = Int(shape.owner), b = Int(shape.body)
      guard owner < boxes.count, b < world.bodies.count else { continue }
      let body = world.bodies[b]
      let start = Int(shape.vertexStart)
      if shape.radius > 0 && shape.vertexCount == 2 {
        // An ellipse: exact half-extents from its first axis a·u and second semi-axis b.
        let p = body.position + body.rotation.rotate(world.localVertices[start])
        let q = body.position + body.rotation.rotate(world.localVertices[start + 1])
        let centre = 0.5 * (p + q), half = 0.5 * (q - p)
        let scale = half.lengthSquared > 0 ? shape.radius * shape.radius / half.lengthSquared : 0
        let hx = (half.x * half.x + scale * half.y * half.y).squareRoot()
        let hy = (half.y * half.y + scale * half.x * half.x).squareRoot()
        boxes[owner].minX = min(boxes[owner].minX, centre.x - hx)
        boxes[owner].minY = min(boxes[owner].minY, centre.y - hy)
        boxes[owner].maxX = max(boxes[owner].maxX, centre.x + hx)
        boxes[owner].maxY = max(boxes[owner].maxY, centre.y + hy)
        continue
      }
      for v in start..<start + Int(shape.vertexCount) {
        let p = body.position + body.rotation.rotate(world.localVertices[v])
        let r = shape.radius  // a circle's one vertex is its centre
        boxes[owner].minX = min(boxes[owner].minX, p.x - r)
        boxes[owner].minY = min(boxes[owner].minY, p.y - r)
        boxes[owner].maxX = max(boxes[owner].maxX, p.x + r)
        boxes[owner].maxY = max(boxes[owner].maxY, p.y + r)
      }
    }
    let query = rect.standardized
    let box = AABB(minX: Double(query.minX), minY: Double(query.minY), maxX: Double(query.maxX),
                   maxY: Double(query.maxY))
    return items.indices.compactMap { boxes[$0].overlaps(box) ? items[$0] : nil }
  }

  /// The layout attributes, among the items of the animator's behaviours, of the cell at `indexPath`.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    rebuildIfNeeded()
    return items.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first { $0.indexPath == indexPath }
  }

  /// Re-reads `center`, `bounds` and `transform` after your code changed the item (for a group: the
  /// group's `center` and `transform`); the item's velocity and angular velocity are kept. Wakes a
  /// paused animator. Does nothing for an item the animator does not simulate.
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    guard bodyIndex(of: item) != nil else { return }
    behaviorStructureDidChange()
  }

  // MARK: Clock

  /// Simulated time in seconds the animator has run: 0 at creation, advanced by `timeStep` per step;
  /// time spent paused does not count.
  open func elapsedTime() -> TimeInterval { elapsedSeconds }

  /// Runs as many fixed steps as fit in `seconds` plus what was left over from earlier calls, at most
  /// `maximumSubstepsPerAdvance / substepCount` of them (the rest of the time is dropped). Does nothing
  /// while the animator is paused or for a negative or non-finite duration.
  ///
  /// First it runs the layout that is due in the reference view's hierarchy (`layoutIfNeeded()` on its
  /// top view), as the screen does before each frame, so that `viewDidLayoutSubviews()` and
  /// `layoutSubviews()` overrides see their bounds before the items move.
  open func advance(by seconds: TimeInterval) {
    guard seconds > 0, seconds.isFinite else { return }
    referenceView?.layoutHierarchyIfNeeded()
    timeAccumulator += seconds
    // A tiny tolerance so that advance(by: 1.2) runs 72 steps of 1/60 s despite rounding.
    let tolerance = timeStep * 1e-9
    let maximumSteps = max(1, Self.maximumSubstepsPerAdvance / substepCount)
    var steps = 0
    while timeAccumulator + tolerance >= timeStep {
      guard steps < maximumSteps else {
        report("advance(by:) ran \(maximumSteps) steps, the most one call runs, and dropped the rest of the time")
        timeAccumulator = 0
        return
      }
      steps += 1
      timeAccumulator -= timeStep
      guard isRunning else {
        timeAccumulator = 0
        return
      }
      step()
    }
    if timeAccumulator < 0 { timeAccumulator = 0 }
  }

  /// Runs exactly one fixed step of `timeStep` seconds (if the animator is running).
  open func step() {
    guard isRunning, !isStepping else { return }
    noticeItemsChangingHands()
    rebuildIfNeeded()
    isStepping = true
    for behavior in flattened { behavior.prepareStep(world, timeStep: timeStep) }
    world.step(h: timeStep, substeps: substepCount)
    if world.broadPhase.isCapped {
      report("more shapes overlap than one step makes contacts for; some overlapping pairs have none")
    }
    repairNonFiniteBodies()
    writeBack()
    collectionViewLayout?.invalidateLayout()
    elapsedSeconds += timeStep
    for behavior in flattened { behavior.didStep(world) }
    for behavior in flattened { behavior.action?() }
    deliverCollisionEvents()
    isStepping = false
    let mutations = pendingMutations
    pendingMutations.removeAll()
    for mutation in mutations { mutation() }
    if world.isAtRest && mutations.isEmpty && !needsRebuild {
      isPaused = true
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  // MARK: Internal plumbing

  func behaviorStructureDidChange() {
    needsRebuild = true
    wake()
  }

  /// Resumes a paused animator (behaviour changes, velocity changes, pushes).
  /// Any change restarts the rest timers (so a change never lets the animator pause at once), and a
  /// paused animator resumes, telling its delegate.
  func wake() {
    world.wakeAll()  // solver hook: any change wakes every sleeping island and restarts the timers
    guard isPaused else { return }
    isPaused = false
    delegate?.dynamicAnimatorWillResume(self)
  }

  /// A safety net for absurd input (sizes or forces near the limits of Double): a body whose state
  /// stopped being finite goes back to where the animator last put its item, at rest, so that NaN and ∞
  /// never reach an item.
  private func repairNonFiniteBodies() {
    // By index, so that an item is fetched (and retained) only when its body needs the repair.
    for index in 0..<max(0, min(items.count, world.bodies.count - 1)) {
      let finite = world.bodies.withUnsafeBufferPointer { bodies in
        let body = bodies[index + 1]
        return body.position.isFinite && body.velocity.isFinite && body.angle.isFinite && body.angularVelocity.isFinite
      }
      guard !finite else { continue }
      let item = items[index]
      let center = Vec2(item.center)
      let angle = Double(item.transform.rotationAngle)
      world.bodies[index + 1].position = center.isFinite ? center : .zero
      world.bodies[index + 1].angle = angle.isFinite ? angle : 0
      world.bodies[index + 1].rotation = Rotation(angle: world.bodies[index + 1].angle)
      world.bodies[index + 1].velocity = .zero
      world.bodies[index + 1].angularVelocity = 0
      world.bodies[index + 1].deltaPosition = .zero
      world.bodies[index + 1].angleAtStepStart = world.bodies[index + 1].angle
    }
  }

  /// Whether a step is under way (behaviour hooks, `action` blocks and delegate callbacks run inside it).
  var isInStep: Bool { isStepping }

  /// Runs `change` now, or after the current step when called from inside one (an `action` block or a
  /// delegate callback).
  func performOrDefer(_ change: @escaping () -> Void) {
    if isStepping {
      pendingMutations.append(change)
    } else {
      change()
    }
  }

  /// The body simulating `item` (for a group member, its group's body), or nil.
  func bodyIndex(of item: UIDynamicItem) -> Int32? {
    rebuildIfNeeded()
    let key = ObjectIdentifier(item)
    guard let index = itemIndex[key] ?? groupOfMember[key], index + 1 < world.bodies.count else { return nil }
    return Int32(index + 1)
  }

  /// Rebuilds the world from the behaviours if they changed. Never inside a step: changes made from an
  /// `action` block or a delegate callback take effect after the step.
  func rebuildIfNeeded() {
    guard needsRebuild, !isStepping else { return }
    needsRebuild = false
    var previous: [ObjectIdentifier: Body] = [:]
    for (index, item) in items.enumerated() where index + 1 < world.bodies.count {
      previous[ObjectIdentifier(item)] = world.bodies[index + 1]
    }
    flattened = []
    func visit(_ behavior: UIDynamicBehavior) {
      flattened.append(behavior)
      behavior.childBehaviors.forEach(visit)
    }
    behaviors.forEach(visit)

    world.removeAll()
    contactReporter.worldWasRebuilt()
    let builder = WorldBuilder(world: world, referenceBounds: referenceView?.bounds)
    builder.registerItems(flattened.flatMap(\.ownItems), heldElsewhere: claimNamedItems(flattened.flatMap(\.ownItems)))
    for behavior in flattened { behavior.configureItems(builder) }
    builder.createBodies(previous: previous)
    for behavior in flattened { behavior.contributeConstraints(builder) }
    world.finishBuilding()
    items = builder.items
    itemIndex = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($1), $0) })
    groupOfMember = builder.groupOfMember
    ignoredGroupItems = builder.ignoredItems
    boundaries = builder.boundaries
    collisionBehaviors = builder.collisionBehaviors
    reportAdjustments(of: builder)
  }

  private func writeBack() {
    for (index, item) in items.enumerated() {
      let body = world.bodies[index + 1]
      if body.isStatic { continue }
      item.center = body.position.cgPoint
      // The body keeps its angle's cosine and sine, computed by the same function as
      // `CGAffineTransform(rotationAngle:)` whenever it turned: read rather than computed again per item.
      assert(body.rotation == Rotation(angle: body.angle), "a body's rotation lags its angle")
      item.transform = CGAffineTransform(body.rotation)
    }
  }
}
