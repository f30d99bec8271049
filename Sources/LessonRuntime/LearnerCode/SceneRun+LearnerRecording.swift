import Dynamics
import Expressions
import LearnerSupport

extension SceneRun {
  /// The run a learner's program recorded, in the form a lesson's run has: one track per view (named
  /// by the controller's property), the contacts, and what drawings need. The constants are the stage
  /// size and each view's first frame (`box.frame.x`, …).
  init(_ recording: LearnerRecording) {
    var trajectory = Trajectory()
    trajectory.times = recording.times
    trajectory.stageWidth = recording.stageWidth
    trajectory.stageHeight = recording.stageHeight
    var geometry = SceneGeometry(width: recording.stageWidth, height: recording.stageHeight)
    var constants = ["width": recording.stageWidth, "height": recording.stageHeight]
    for attachment in recording.attachments {
      let anchor = attachment.anchorX.flatMap { x in attachment.anchorY.map { (x: x, y: $0) } }
      geometry.attachments.append(.init(id: attachment.id, item: attachment.item, anchor: anchor,
                                        otherItem: attachment.otherItem, isSpring: attachment.isSpring))
    }
    for recorded in recording.tracks {
      var track = ItemTrack(id: recorded.name, width: recorded.width, height: recorded.height, isDynamic: recorded.isDynamic)
      (track.x, track.y, track.angle, track.vx, track.vy) = (recorded.x, recorded.y, recorded.angle, recorded.vx, recorded.vy)
      (track.alpha, track.scale) = (recorded.alpha, recorded.scale)
      if !recorded.isDynamic, recorded.x.count == recording.times.count {
        // Views no animator moves (a view animation's) take their velocities from the shown centres.
        (track.vx, track.vy) = (LayerStage.rates(recorded.x, recording.times), LayerStage.rates(recorded.y, recording.times))
      }
      track.anchor = geometry.attachments.first { $0.item == recorded.name && $0.anchor != nil }?.anchor
      trajectory.tracks.append(track)
      geometry.looks.append(SceneGeometry.Look(id: recorded.name, backgroundColor: recorded.backgroundColor.map(Self.color),
                                               borderColor: recorded.borderColor.map(Self.color),
                                               cornerRadius: recorded.cornerRadius, collidesAsEllipse: recorded.collidesAsEllipse))
      for (key, value) in [("x", recorded.frameX), ("y", recorded.frameY), ("width", recorded.width), ("height", recorded.height)] {
        constants["\(recorded.name).frame.\(key)"] = value
      }
    }
    trajectory.contacts = recording.contacts.map {
      ContactRecord(time: $0.time, item: $0.item, other: $0.other, x: $0.x, y: $0.y, began: $0.began)
    }
    geometry.debugEnabled = recording.debugEnabled
    geometry.boundaries = recording.boundaries.map { .init(id: $0.id, x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2) }
    geometry.snapPoints = recording.snapPoints.map { .init(id: $0.id, item: $0.item, x: $0.x, y: $0.y) }
    geometry.fields = recording.fields.map { field in
      let region: SceneGeometry.Field.Region = switch field.region {
      case "rectangle": .rectangle(width: field.width ?? 0, height: field.height ?? 0)
      case "circle": .circle(radius: field.radius ?? 0)
      default: .infinite
      }
      return .init(id: field.id, kind: field.kind, x: field.x, y: field.y, region: region, isActive: true)
    }
    self.init(trajectory: trajectory, geometry: geometry, constants: constants)
  }

  private static func color(_ color: LearnerRecording.Color) -> UIColor {
    UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}
