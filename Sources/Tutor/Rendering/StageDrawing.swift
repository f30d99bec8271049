import Foundation
import DynamicsDrawing
import LessonRuntime
import Localization
import TerminalGraphics

/// A lesson's stage at one instant, drawn through the one translator (`SceneTranslator`): its items as
/// built (colours, roundness) where they are at that instant, and, while the animator's `debugEnabled`
/// is on, the overlay of the scene as built with its attachments following their items. A recorded
/// run's step and a live session's frame are both drawn here.
struct StageDrawing {
  /// One item at the instant.
  struct Item {
    var id: String
    /// The name written beside it when it is not its id (a button's title).
    var label: String? = nil
    /// Centre (pt) and rotation (rad).
    var center: CGPoint
    var angle: Double
    /// Size as laid out (pt).
    var size: CGSize
    /// Opacity and uniform scale (layers of the animation lessons fade and shrink).
    var alpha = 1.0
    var scale = 1.0
    /// Where it has been (pt), for a trail.
    var trail: [CGPoint]? = nil
  }

  /// What the scene was built with: the stage, the looks, the overlay.
  let geometry: SceneGeometry
  /// The learner's language, for the overlay's labels.
  let t: Messages

  /// The drawing of `items`, in their order.
  func scene(_ items: [Item]) -> Scene {
    let views = items.map { item in
      DrawnView(label: item.label ?? item.id, center: item.center,
                size: CGSize(width: item.size.width * item.scale, height: item.size.height * item.scale),
                layoutSize: item.size, angle: item.angle, alpha: item.alpha,
                look: geometry.looks.first { $0.id == item.id }.map(Self.look) ?? .plain, trail: item.trail)
    }
    let bounds = CGRect(x: 0, y: 0, width: geometry.width, height: geometry.height)
    let overlay = geometry.debugEnabled ? self.overlay(items) : nil
    return SceneTranslator.scene(bounds: bounds, views: views, overlay: overlay, style: .outlines)
  }

  /// How a view of the scene looked when it was built.
  static func look(_ look: SceneGeometry.Look) -> ViewLook {
    ViewLook(backgroundColor: look.backgroundColor, borderColor: look.borderColor, cornerRadius: look.cornerRadius,
             collidesAsEllipse: look.collidesAsEllipse)
  }

  /// The debug overlay: the scene's snap points, active fields and boundaries as built, and its
  /// attachments to where their items are in `items`.
  func overlay(_ items: [Item]) -> DebugOverlay {
    var overlay = DebugOverlay()
    overlay.snapPoints = geometry.snapPoints.map { DebugOverlay.SnapPoint(point: CGPoint(x: $0.x, y: $0.y), label: $0.id) }
    for field in geometry.fields where field.isActive {
      let region: DebugOverlay.Field.Region = switch field.region {
      case .infinite: .infinite
      case .rectangle(let width, let height):
        .rectangle(CGRect(x: field.x - width / 2, y: field.y - height / 2, width: width, height: height))
      case .circle(let radius): .circle(radius: radius)
      }
      overlay.fields.append(DebugOverlay.Field(position: CGPoint(x: field.x, y: field.y), region: region, label: field.id))
    }
    // A boundary named like an item (barrier-boundaries: the bar "blue" and the boundary "blue" along its
    // top) says what it is, so that no name is printed twice for two different things.
    let itemNames = Set(items.map(\.id))
    for boundary in geometry.boundaries where boundary.id != "bounds" {
      let label = itemNames.contains(boundary.id) ? t("boundary {id}", ["id": boundary.id]) : boundary.id
      overlay.boundaries.append(DebugOverlay.Boundary(from: CGPoint(x: boundary.x1, y: boundary.y1),
                                                      to: CGPoint(x: boundary.x2, y: boundary.y2), label: label))
    }
    let centers = Dictionary(items.map { ($0.id, $0.center) }, uniquingKeysWith: { first, _ in first })
    for attachment in geometry.attachments {
      guard let end = centers[attachment.item] else { continue }
      if let anchor = attachment.anchor {
        overlay.attachments.append(DebugOverlay.Attachment(from: CGPoint(x: anchor.x, y: anchor.y), to: end, isAnchored: true,
                                                           isSpring: attachment.isSpring))
      } else if let other = attachment.otherItem, let start = centers[other] {
        overlay.attachments.append(DebugOverlay.Attachment(from: start, to: end, isAnchored: false, isSpring: attachment.isSpring))
      }
    }
    return overlay
  }
}
