import Dynamics

extension LearnerSession {
  /// Looks again for what the learner's code may have made since the last look: with `full`, the
  /// controller's animators and views (by reflection); always, the animators' collision behaviours
  /// (listened to for contacts) and behaviours for the drawing's overlay.
  func refresh(full: Bool = true) {
    if full {
      scan = ControllerScan(controller)
      // Animators the controller does not hold (a playground page's global, a helper's) move its views too.
      for animator in AnimatorRegistry.animators(inside: controller.view)
      where !scan.animators.contains(where: { $0 === animator }) {
        scan.animators.append(animator)
      }
      let root: UIView = controller.view
      let added = tracked.update(scan, root: root)
      for index in (tracked.views.count - added)..<tracked.views.count where index >= 0 {
        startTrack(for: tracked.views[index].view, name: tracked.views[index].name)
      }
    }
    for animator in scan.animators {
      for behavior in animator.behaviors { listen(to: behavior) }
    }
  }

  /// A new track for `view`, back-filled with its present state for the samples taken before it was
  /// seen (a view made by a button's action was not on screen yet; noted in the recording).
  private func startTrack(for view: UIView, name: String) {
    let origin = TrackedViews.center(of: view, in: controller.view)
    var track = LearnerRecording.Track(name: name, width: Double(view.bounds.width), height: Double(view.bounds.height),
                                       frameX: Double(origin.x) - Double(view.bounds.width) / 2,
                                       frameY: Double(origin.y) - Double(view.bounds.height) / 2)
    track.label = (view as? UIButton)?.title(for: .normal) ?? (view as? UILabel)?.text
    track.backgroundColor = Self.color(view.backgroundColor)
    if view.layer.borderWidth > 0 { track.borderColor = view.layer.borderColor.map { Self.color(UIColor(cgColor: $0)) } ?? nil }
    track.cornerRadius = Double(view.layer.cornerRadius)
    track.collidesAsEllipse = view.collisionBoundsType == .ellipse
    if !recording.times.isEmpty {
      recording.notes.append(.appearedLate(view: name, time: recording.times.last ?? 0))
    }
    recording.tracks.append(track)
    let count = recording.times.count
    if count > 0 { append(view, to: recording.tracks.count - 1, times: count) }
  }

  private static func color(_ color: UIColor?) -> LearnerRecording.Color? {
    color.map { LearnerRecording.Color(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.alpha)) }
  }

  /// The run so far with one more sample of every tracked view as it is now, the session's own
  /// recording left as it was (`look` of the live protocol).
  func lookingNow() -> LearnerRecording {
    let kept = recording
    sample()
    let looked = recording
    recording = kept
    return looked
  }

  /// Samples every tracked view at the current time.
  func sample() {
    recording.times.append(time)
    for index in tracked.views.indices { append(tracked.views[index].view, to: index, times: 1) }
  }

  /// Appends what `view` shows now: its model values (where the engine puts it) plus what its running
  /// view animations add (the timeline's presentation now less its presentation once they have ended).
  private func append(_ view: UIView, to index: Int, times: Int) {
    let shown = timeline.presentation(of: view, at: time), settled = timeline.presentation(of: view, at: .infinity)
    var center = TrackedViews.center(of: view, in: controller.view)
    center.x += shown.center.x - settled.center.x
    center.y += shown.center.y - settled.center.y
    // The motion effects' part, for the viewer's present tilt.
    let tilted = view.motionEffects.isEmpty ? nil : view.presentation(forViewerOffset: tilt?(time) ?? viewerOffset)
    if let tilted {
      center.x += tilted.center.x - view.center.x
      center.y += tilted.center.y - view.center.y
    }
    let turn = (shown.value(forKeyPath: "transform.rotation") ?? 0) - (settled.value(forKeyPath: "transform.rotation") ?? 0)
    var angle = view.transform.rotationAngle + turn, velocity = CGPoint.zero
    for animator in scan.animators {
      guard let known = animator.velocity(of: view) else { continue }
      velocity = known
      angle = animator.accumulatedAngle(of: view) ?? angle
      recording.tracks[index].isDynamic = true
      break
    }
    let model = UIViewPresentation(modelOf: view)
    let modelScale = model.value(forKeyPath: "transform.scale") ?? 1
    let transformScale = modelScale + (shown.value(forKeyPath: "transform.scale") ?? 1) - (settled.value(forKeyPath: "transform.scale") ?? 1)
    let width = view.bounds.width + shown.bounds.width - settled.bounds.width
    let first = recording.tracks[index].width
    let scale = first > 0 ? Double(transformScale) * Double(width) / first : Double(transformScale)
    let alpha = Double(view.alpha + shown.alpha - settled.alpha)
    for _ in 0..<times {
      recording.tracks[index].x.append(Double(center.x))
      recording.tracks[index].y.append(Double(center.y))
      recording.tracks[index].angle.append(Double(angle))
      recording.tracks[index].vx.append(Double(velocity.x))
      recording.tracks[index].vy.append(Double(velocity.y))
      recording.tracks[index].alpha.append(alpha.isFinite ? alpha : 1)
      recording.tracks[index].scale.append(scale.isFinite ? scale : 1)
    }
  }

  /// Listens to `behavior` (and its children): a collision behaviour's contacts are recorded, and the
  /// first time a behaviour is seen its overlay elements join the recording's geometry.
  private func listen(to behavior: UIDynamicBehavior) {
    if let collision = behavior as? UICollisionBehavior { tap(collision) }
    if seenBehaviors.insert(ObjectIdentifier(behavior)).inserted { addGeometry(of: behavior) }
    for child in behavior.childBehaviors { listen(to: child) }
  }

  private func tap(_ collision: UICollisionBehavior) {
    let key = ObjectIdentifier(collision)
    if let tap = taps[key], collision.collisionDelegate === tap { return }
    let tap = taps[key] ?? ContactTap { [unowned self] item, boundary, other, point in
      let name = tracked.name(of: item) ?? "?"
      let otherName = boundary ?? other.flatMap { tracked.name(of: $0) } ?? "?"
      recording.contacts.append(LearnerRecording.Contact(
        time: time, item: name, other: otherName, x: Double(point?.x ?? 0), y: Double(point?.y ?? 0), began: point != nil))
    }
    tap.forward = collision.collisionDelegate
    collision.collisionDelegate = tap
    taps[key] = tap
  }

  private func addGeometry(of behavior: UIDynamicBehavior) {
    let id = scan.namedBehaviors.first { $0.behavior === behavior }?.name ?? "behaviors[\(seenBehaviors.count - 1)]"
    let stage = CGRect(x: 0, y: 0, width: recording.stageWidth, height: recording.stageHeight)
    for element in behavior.debugOverlayElements(referenceBounds: stage) {
      switch element {
      case .boundary(let identifier, let from, let to):
        let name = identifier.map { ($0 as? String) ?? ($0 as? NSString).map { String($0) } ?? "\($0)" } ?? "bounds"
        recording.boundaries.append(.init(id: name, x1: Double(from.x), y1: Double(from.y), x2: Double(to.x), y2: Double(to.y)))
      case .attachment(let item, let other, let anchor, let isSpring):
        guard let itemName = tracked.name(of: item) else { continue }
        recording.attachments.append(.init(id: id, item: itemName, anchorX: anchor.map { Double($0.x) },
                                           anchorY: anchor.map { Double($0.y) },
                                           otherItem: other.flatMap { tracked.name(of: $0) }, isSpring: isSpring))
      case .snap(let item, let point):
        guard let itemName = tracked.name(of: item) else { continue }
        recording.snapPoints.append(.init(id: id, item: itemName, x: Double(point.x), y: Double(point.y)))
      case .field(let kind, let position, let region):
        var field = LearnerRecording.Field(id: id, kind: kind.rawValue, x: Double(position.x), y: Double(position.y), region: "infinite")
        switch region.shape {
        case .rectangle(let size): (field.region, field.width, field.height) = ("rectangle", Double(size.width), Double(size.height))
        case .circle(let radius): (field.region, field.radius) = ("circle", Double(radius))
        default: break
        }
        recording.fields.append(field)
      }
    }
  }
}
