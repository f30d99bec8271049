import LessonModel
import Dynamics
import Foundation

/// `UIAttachmentBehavior` of every kind: a distance attachment, and iOS 9's sliding, limit, fixed
/// and pin attachments.
extension SceneBuilder {
  private typealias Keys = AttachmentKeys.Keys

  func makeAttachment(_ attachment: AttachmentSpec, _ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)],
                      name: String) throws(SceneBuildError) -> UIDynamicBehavior {
    let item = try view(attachment.item, in: views, for: spec)
    let built: UIAttachmentBehavior
    if case .distance(let offset, let end) = attachment.kind {
      built = try makeDistanceAttachment(attachment, spec, item: item, offset: offset, end: end, views: views, name: name)
    } else {
      built = try makeKindedAttachment(attachment, spec, item: item, views: views, name: name)
    }
    return built
  }

  /// `init(item:offsetFromCenter:attachedToAnchor:)` or `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`,
  /// with its spring (a rigid rod without one) and its length when set.
  private func makeDistanceAttachment(_ attachment: AttachmentSpec, _ spec: BehaviorSpec, item: UIView, offset offsetPair: QuantityPair?,
                                      end: AttachmentEnd, views: [(id: String, view: UIView, isDynamic: Bool)], name: String)
    throws(SceneBuildError) -> UIAttachmentBehavior {
    let built: UIAttachmentBehavior
    let offset = try point(Keys.offset, offsetPair, spec) ?? .zero
    let uiOffset = UIOffset(horizontal: offset.x, vertical: offset.y)
    let itemName = source?.item(attachment.item) ?? ""
    switch end {
    case .item(let otherID):
      built = UIAttachmentBehavior(item: item, offsetFromCenter: uiOffset, attachedTo: try view(otherID, in: views, for: spec),
                                   offsetFromCenter: .zero)
      declare(name, "UIAttachmentBehavior(item: \(itemName), offsetFromCenter: \(SwiftSource.offset(uiOffset)), "
        + "attachedTo: \(source?.item(otherID) ?? ""), offsetFromCenter: .zero)")
    case .anchor(let written):
      let anchor = try anchor(written, spec, views: views)
      built = UIAttachmentBehavior(item: item, offsetFromCenter: uiOffset, attachedToAnchor: anchor)
      declare(name, "UIAttachmentBehavior(item: \(itemName), offsetFromCenter: \(SwiftSource.offset(uiOffset)), "
        + "attachedToAnchor: \(SwiftSource.point(anchor)))")
    }
    built.frequency = try number(Keys.frequency, attachment.frequency, spec)
    built.damping = try number(Keys.damping, attachment.damping, spec)
    source?.add("\(name).frequency = \(SwiftSource.number(built.frequency))")
    source?.add("\(name).damping = \(SwiftSource.number(built.damping))")
    if isSet(Keys.length, attachment.length, spec) {
      built.length = try number(Keys.length, attachment.length, spec, fallback: Double(built.length))
      source?.add("\(name).length = \(SwiftSource.number(built.length))")
    }
    return built
  }

  /// The Swift text declaring the attachment, for `code`.
  private func declare(_ name: String, _ creation: String) {
    source?.declare("var \(name): UIAttachmentBehavior!")
    source?.add("\(name) = \(creation)")
  }

  /// An anchor written as a point (which parameters may move) or as an item's centre.
  private func anchor(_ anchor: AttachmentAnchor, _ spec: BehaviorSpec, views: [(id: String, view: UIView, isDynamic: Bool)])
    throws(SceneBuildError) -> CGPoint {
    switch anchor {
    case .center(let owner): return try view(owner, in: views, for: spec).center
    case .point(let pair): return try point(Keys.anchor.key, pair, spec) ?? .zero
    }
  }

  /// The iOS 9 attachment kinds: each made by its factory, then given the spring, length, friction
  /// and range the file or the learner sets.
  private func makeKindedAttachment(_ attachment: AttachmentSpec, _ spec: BehaviorSpec, item: UIView,
                                    views: [(id: String, view: UIView, isDynamic: Bool)], name: String)
    throws(SceneBuildError) -> UIAttachmentBehavior {
    let built: UIAttachmentBehavior
    // The same call as Swift text, for `code`.
    let creation: String
    let itemName = source?.item(attachment.item) ?? ""
    let otherName = attachment.kind.otherItem.map { source?.item($0) ?? "" } ?? ""
    var frictionTorque: Quantity?, range: QuantityPair?
    switch attachment.kind {
    case .distance(let offset, let end):
      return try makeDistanceAttachment(attachment, spec, item: item, offset: offset, end: end, views: views, name: name)
    case .sliding(let axisPair, let writtenAnchor, let otherID, let writtenRange):
      range = writtenRange
      let axis = try point(Keys.axis, axisPair, spec) ?? .zero
      let vector = CGVector(dx: axis.x, dy: axis.y)
      let anchor = try writtenAnchor.map { anchor throws(SceneBuildError) in try self.anchor(anchor, spec, views: views) }
      if let otherID, let anchor {
        built = .slidingAttachment(with: item, attachedTo: try view(otherID, in: views, for: spec), attachmentAnchor: anchor,
                                   axisOfTranslation: vector)
        creation = "slidingAttachment(with: \(itemName), attachedTo: \(otherName), attachmentAnchor: "
          + "\(SwiftSource.point(anchor)), axisOfTranslation: \(SwiftSource.vector(vector)))"
      } else {
        let point = anchor ?? item.center
        built = .slidingAttachment(with: item, attachmentAnchor: point, axisOfTranslation: vector)
        creation = "slidingAttachment(with: \(itemName), attachmentAnchor: \(SwiftSource.point(point)), "
          + "axisOfTranslation: \(SwiftSource.vector(vector)))"
      }
    case .limit(let otherID, let offset, let otherOffset):
      let a = try point(Keys.offset, offset, spec) ?? .zero, b = try point(Keys.toOffset, otherOffset, spec) ?? .zero
      let offsetA = UIOffset(horizontal: a.x, vertical: a.y), offsetB = UIOffset(horizontal: b.x, vertical: b.y)
      built = .limitAttachment(with: item, offsetFromCenter: offsetA, attachedTo: try view(otherID, in: views, for: spec),
                               offsetFromCenter: offsetB)
      creation = "limitAttachment(with: \(itemName), offsetFromCenter: \(SwiftSource.offset(offsetA)), "
        + "attachedTo: \(otherName), offsetFromCenter: \(SwiftSource.offset(offsetB)))"
    case .fixed(let otherID, let writtenAnchor):
      let anchor = try anchor(writtenAnchor, spec, views: views)
      built = .fixedAttachment(with: item, attachedTo: try view(otherID, in: views, for: spec), attachmentAnchor: anchor)
      creation = "fixedAttachment(with: \(itemName), attachedTo: \(otherName), attachmentAnchor: \(SwiftSource.point(anchor)))"
    case .pin(let otherID, let writtenAnchor, let writtenTorque, let writtenRange):
      (frictionTorque, range) = (writtenTorque, writtenRange)
      let anchor = try anchor(writtenAnchor, spec, views: views)
      built = .pinAttachment(with: item, attachedTo: try view(otherID, in: views, for: spec), attachmentAnchor: anchor)
      creation = "pinAttachment(with: \(itemName), attachedTo: \(otherName), attachmentAnchor: \(SwiftSource.point(anchor)))"
    }
    let setsFrequency = isSet(Keys.frequency, attachment.frequency, spec)
    let setsDamping = isSet(Keys.damping, attachment.damping, spec)
    let setsLength = isSet(Keys.length, attachment.length, spec)
    let setsTorque = isSet(Keys.frictionTorque, frictionTorque, spec)
    if setsFrequency { built.frequency = try number(Keys.frequency, attachment.frequency, spec) }
    if setsDamping { built.damping = try number(Keys.damping, attachment.damping, spec) }
    if setsLength { built.length = try number(Keys.length, attachment.length, spec, fallback: Double(built.length)) }
    if setsTorque { built.frictionTorque = try number(Keys.frictionTorque, frictionTorque, spec) }
    let limits = try point(Keys.range, range, spec)
    if let limits { built.attachmentRange = UIFloatRange(minimum: limits.x, maximum: limits.y) }
    if let source {
      source.declare("var \(name): UIAttachmentBehavior!")
      source.add("\(name) = UIAttachmentBehavior.\(creation)")
      if setsFrequency { source.add("\(name).frequency = \(SwiftSource.number(built.frequency))") }
      if setsDamping { source.add("\(name).damping = \(SwiftSource.number(built.damping))") }
      if setsLength { source.add("\(name).length = \(SwiftSource.number(built.length))") }
      if setsTorque { source.add("\(name).frictionTorque = \(SwiftSource.number(built.frictionTorque))") }
      if limits != nil {
        let range = built.attachmentRange
        source.add("\(name).attachmentRange = UIFloatRange(minimum: \(SwiftSource.number(range.minimum)), "
          + "maximum: \(SwiftSource.number(range.maximum)))")
      }
    }
    return built
  }
}
