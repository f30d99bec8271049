import Foundation

/// Runs the physics for a set of behaviours, as UIKit's animator does, but on an explicit clock: call
/// `advance(by:)` (or `step()`) instead of waiting for a display link. The same calls give the same
/// results, bit for bit, on every run.
///
/// Coordinates are the reference view's, in points, with y pointing down.
open class UIDynamicAnimator {
  /// The view whose bounds become the boundary of `translatesReferenceBoundsIntoBoundary`; nil for an
  /// animator made with `init()`.
  public private(set) var referenceView: UIView?

  /// Top-level behaviours, in the order they were added.
  public private(set) var behaviors: [UIDynamicBehavior] = []

  /// Receives pause and resume notifications.
  public weak var delegate: UIDynamicAnimatorDelegate?

  /// Simulated seconds the animator has run (time spent paused does not count).
  public private(set) var elapsedTime: TimeInterval = 0

  /// Length of one fixed step in seconds. Default 1/60 s, a display frame. Must be positive.
  public var timeStep: TimeInterval = Tuning.defaultTimeStep {
    didSet { if !(timeStep > 0 && timeStep.isFinite) { timeStep = oldValue } }
  }

  /// Sub-steps per step (1…64). Default 4, as Box2D v3 recommends.
  public var substepCount: Int = Tuning.defaultSubsteps {
    didSet { substepCount = min(max(substepCount, 1), 64) }
  }

  /// True while the animator is moving items; false once everything has come to rest (or when it has
  /// no behaviours). Any change to a behaviour wakes it.
  public var isRunning: Bool { !behaviors.isEmpty && !isPaused }

  // MARK: Internal state

  let world = World()
  private var isPaused = false
  private var needsRebuild = true
  private var isStepping = false
  private var pendingMutations: [() -> Void] = []
  private var timeAccumulator: TimeInterval = 0
  /// Flattened behaviour tree (depth-first, parents before children) and the world's items.
  private var flattened: [UIDynamicBehavior] = []
  private(set) var items: [UIDynamicItem] = []
  private var itemIndex: [ObjectIdentifier: Int] = [:]
  private var boundaries: [(behavior: UICollisionBehavior, identifier: (any NSCopying)?)] = []
  private var collisionBehaviors: [UICollisionBehavior] = []

  /// Creates an animator whose coordinate system is `referenceView`'s.
  public init(referenceView view: UIView) {
    referenceView = view
  }

  /// Creates an animator with no reference view: an abstract coordinate space with no reference
  /// bounds (a `translatesReferenceBoundsIntoBoundary` request adds no boundary).
  public init() {}

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

  /// Items (of every behaviour) whose rotated frame intersects `rect` (reference coordinates).
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    rebuildIfNeeded()
    return items.enumerated().compactMap { index, item in
      let shape = world.shapes[index]
      let box = shape.aabb
      let margin = shape.margin
      let frame = CGRect(x: box.minX + margin, y: box.minY + margin,
                         width: box.maxX - box.minX - 2 * margin, height: box.maxY - box.minY - 2 * margin)
      return frame.intersects(rect) ? item : nil
    }
  }

  /// Re-reads `center`, `bounds` and `transform` after your code changed the item; its velocity is kept.
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    guard itemIndex[ObjectIdentifier(item)] != nil else { return }
    behaviorStructureDidChange()
  }

  // MARK: Clock

  /// Runs as many fixed steps as fit in `seconds` plus what was left over from earlier calls.
  /// Does nothing while the animator is paused or for a negative or non-finite duration.
  open func advance(by seconds: TimeInterval) {
    guard seconds > 0, seconds.isFinite else { return }
    timeAccumulator += seconds
    // A tiny tolerance so that advance(by: 1.2) runs 72 steps of 1/60 s despite rounding.
    let tolerance = timeStep * 1e-9
    while timeAccumulator + tolerance >= timeStep {
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
    rebuildIfNeeded()
    isStepping = true
    for behavior in flattened { behavior.prepareStep(world, timeStep: timeStep) }
    world.step(h: timeStep, substeps: substepCount)
    writeBack()
    elapsedTime += timeStep
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
  func wake() {
    world.wakeAll()  // solver hook: any change wakes every sleeping island and restarts the timers
    guard isPaused else { return }
    isPaused = false
    delegate?.dynamicAnimatorWillResume(self)
  }

  func bodyIndex(of item: UIDynamicItem) -> Int32? {
    rebuildIfNeeded()
    return itemIndex[ObjectIdentifier(item)].map { Int32($0 + 1) }
  }

  func rebuildIfNeeded() {
    guard needsRebuild else { return }
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
    let builder = WorldBuilder(world: world, referenceBounds: referenceView?.bounds)
    for behavior in flattened { behavior.ownItems.forEach { builder.register($0) } }
    for behavior in flattened { behavior.configureItems(builder) }
    builder.createBodies(previous: previous)
    for behavior in flattened { behavior.contributeConstraints(builder) }
    world.finishBuilding()
    items = builder.items
    itemIndex = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($1), $0) })
    boundaries = builder.boundaries
    collisionBehaviors = builder.collisionBehaviors
  }

  private func writeBack() {
    for (index, item) in items.enumerated() {
      let body = world.bodies[index + 1]
      if body.isStatic { continue }
      item.center = body.position.cgPoint
      item.transform = CGAffineTransform(rotationAngle: body.angle)
    }
  }

  private func deliverCollisionEvents() {
    guard !collisionBehaviors.isEmpty else { return }
    for event in world.beganEvents { deliver(event, began: true) }
    for event in world.endedEvents { deliver(event, began: false) }
  }

  private func deliver(_ event: ContactEvent, began: Bool) {
    let a = world.shapes[Int(event.shapeA)], b = world.shapes[Int(event.shapeB)]
    let point = event.point.cgPoint
    if a.isBoundary || b.isBoundary {
      let (boundary, itemShape) = a.isBoundary ? (a, b) : (b, a)
      let entry = boundaries[Int(boundary.owner)]
      let item = items[Int(itemShape.owner)]
      entry.behavior.reportBoundaryContact(item: item, identifier: entry.identifier, at: point, began: began)
    } else {
      let shared = a.itemMask & b.itemMask
      for (bit, behavior) in collisionBehaviors.enumerated() where shared & (1 << UInt64(bit)) != 0 {
        behavior.reportItemContact(items[Int(a.owner)], items[Int(b.owner)], at: point, began: began)
      }
    }
  }
}
