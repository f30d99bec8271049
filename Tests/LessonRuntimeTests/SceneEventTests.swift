import Dynamics
import Foundation
import Testing
@testable import Localization
@testable import Expressions
@testable import LessonModel
@testable import LessonRuntime

/// The scripted gestures and the behaviours added in phase 2: snap, push, fields, tap, capture, pan
/// and fling, on small inline lessons with numbers that can be worked out by hand.
@Suite("Scene events and behaviours")
struct SceneEventTests {
  @Test("tap: the push gets the angle from the item's centre to the tap and the magnitude distance / divisor")
  func tapSetsAngleAndMagnitude() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "push"
      type = "push"
      items = ["box"]

      [[event]]
      at = 0.0
      tap = { point = [125, 325], push = "push", divisor = 100 }
      """))
    let scene = try SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson))
    let push = try #require(scene.behaviors["push"] as? UIPushBehavior)
    #expect(abs(Double(push.angle) - Double.pi / 2) < 1e-12)
    #expect(abs(Double(push.magnitude) - 2) < 1e-12)
    // 50 x 50 at density 1: m = 0.25, a = 100 * 2 / 0.25 = 800 pt/s^2 downwards.
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    #expect(abs(box.vy[30] - 800 * 0.5) < 1e-6)
    #expect(abs(box.vx[30]) < 1e-9)
  }

  @Test("tap: a push that is not in the animator yet is added; a second tap re-aims it from the item's new centre")
  func tapAddsAndReaims() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "push"
      type = "push"
      items = ["box"]
      mode = "instantaneous"
      added = false

      [[event]]
      at = 0.0
      tap = { point = [225, 125], push = "push", divisor = 100 }

      [[event]]
      at = 0.25
      tap = { point = [0, 0], push = "push", divisor = 1000 }
      """))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    // First tap: 100 pt to the right, magnitude 1 on m = 0.25: an impulse of 400 pt/s.
    #expect(abs(box.vx[10] - 400) < 1e-6)
    // Second tap from the centre at 0.25 s toward the origin: another impulse, 100 * |d| / 1000 / 0.25.
    let x = box.x[15], y = box.y[15]
    let distance = (x * x + y * y).squareRoot()
    let kick = 100 * distance / 1000 / 0.25
    #expect(abs(box.vx[20] - (400 - kick * x / distance)) < 1e-6)
    #expect(abs(box.vy[20] - (-kick * y / distance)) < 1e-6)
  }

  @Test("capture: the snap takes the item's centre at the event, and the item settles there")
  func captureTakesTheCurrentCentre() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "gravity"
      type = "gravity"
      items = ["box"]

      [[behavior]]
      id = "home"
      type = "snap"
      item = "box"
      point = "capture"
      added = false

      [[event]]
      at = 0.2
      remove = ["gravity"]
      add = ["home"]

      [[event]]
      at = 0.2
      capture = ["home"]
      """))
    var values = ParameterValues(defaultsOf: lesson)
    values["scene.duration"] = nil
    let run = try SceneRunner.run(lesson, values: values, duration: 3)
    let box = try #require(run.trajectory.track("box"))
    let captured = box.y[12]  // the centre at 0.2 s
    #expect(captured > 140)   // it had fallen: 125 + 1/2 g t^2 = 145
    #expect(abs(box.y.last! - captured) < 0.5)
    #expect(abs(box.y.last! - 125) > 15)  // not home
  }

  @Test("snap to a point: overshoot follows the engine's spring (4.2 Hz, zeta = 1.26 x damping)")
  func snapToPoint() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "snap"
      type = "snap"
      item = "box"
      point = [225, 125]
      damping = 0.5
      """))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson), duration: 2)
    let box = try #require(run.trajectory.track("box"))
    let zeta = 0.63
    let overshoot = 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let peak = (box.x.max() ?? 0) - 225
    #expect(abs(peak - overshoot) < 0.04 * overshoot, "\(peak) vs \(overshoot)")
    #expect(abs(box.x.last! - 225) < 0.1)
  }

  @Test("pan: the push follows the translation (ramp, hold) / divisor, then is removed")
  func panRampHoldRelease() throws {
    // The item behaviour keeps the box in the animator once the pan's push is gone (an item in no
    // behaviour is not simulated).
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "props"
      type = "item"
      items = ["box"]

      [[event]]
      at = 0.0
      pan = { item = "box", translation = 15, ramp = 0.2, hold = 0.3, divisor = 10 }
      """))
    var values = ParameterValues(defaultsOf: lesson)
    values["scene.duration"] = nil
    let run = try SceneRunner.run(lesson, values: values, duration: 1)
    let box = try #require(run.trajectory.track("box"))
    // Magnitude 1.5 on m = 0.25: 600 pt/s^2 when held, 400 pt/s^2 per unit of magnitude. Each step uses
    // the finger's translation at its start: the ramp's steps are at 0, 15/12, ..., 165/12 pt, and the
    // pan begins once the finger has moved 10 pt (UIKit's hysteresis), so the steps at 10, 11.25, 12.5
    // and 13.75 pt push (4.75 units in all) and the 18 steps of the hold push 1.5 each.
    let h = 1.0 / 60
    #expect(abs(box.vx[30] - 400 * h * (4.75 + 18 * 1.5)) < 1e-6, "\(box.vx[30])")
    #expect(abs(box.vx[8]) < 1e-12, "no push before the pan begins: \(box.vx[8])")
    #expect(abs(box.vx[9] - 400 * h * 1.0) < 1e-6, "the first push, at 10 pt: \(box.vx[9])")
    #expect(abs(box.vx[60] - box.vx[30]) < 1e-9)  // released: no more force
    #expect(box.vy.allSatisfy { abs($0) < 1e-9 })
  }

  @Test("fling: the velocity goes through the item behaviour that holds the item, keeping its materials")
  func flingUsesTheExistingItemBehaviour() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "props"
      type = "item"
      items = ["box"]
      resistance = 2

      [[event]]
      at = 0.0
      fling = { item = "box", velocity = [300, 0] }
      """))
    let scene = try SceneRunner.start(lesson, values: ParameterValues(defaultsOf: lesson))
    #expect(scene.animator.behaviors.count == 1)  // no new item behaviour
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    // Box2D damping with r = 2 over 0.5 s: close to 300 e^(-1).
    #expect(abs(box.vx.last! - 300 * exp(-1.0)) < 2)

    let bare = try inlineLesson(lessonText("""
      [[event]]
      at = 0.0
      fling = { item = "box", velocity = [300, 0] }
      """))
    let plain = try SceneRunner.start(bare, values: ParameterValues(defaultsOf: bare))
    #expect(plain.animator.behaviors.count == 1 && plain.animator.behaviors[0] is UIDynamicItemBehavior)
  }

  @Test("push: an instantaneous push changes the speed once by 100 M / m; continuous pushes accelerate")
  func pushModes() throws {
    let lesson = try inlineLesson(lessonText("""
      [[behavior]]
      id = "push"
      type = "push"
      items = ["box"]
      angle = 0

      [[parameter]]
      name = "push.mode"
      type = "enum"
      default = "instantaneous"
      options = ["continuous", "instantaneous"]
      description = "mode"

      [[parameter]]
      name = "push.magnitude"
      default = 0.5
      min = 0
      max = 10
      unit = "UN"
      description = "magnitude"
      """))
    var values = ParameterValues(defaultsOf: lesson)
    let once = try #require(try SceneRunner.run(lesson, values: values).trajectory.track("box"))
    #expect(abs(once.vx[5] - 200) < 1e-9 && abs(once.vx.last! - 200) < 1e-9)
    values["push.mode"] = 0
    let steady = try #require(try SceneRunner.run(lesson, values: values).trajectory.track("box"))
    #expect(abs(steady.vx.last! - 200 * 0.5) < 1e-6)
  }

  @Test("a spring field acts only on its items inside its region, which is centred on its position")
  func springFieldRegion() throws {
    let lesson = try inlineLesson(lessonText("""
      [[item]]
      id = "far"
      frame = [275, 475, 10, 10]

      [[behavior]]
      id = "field"
      type = "field"
      kind = "spring"
      items = ["box", "far"]
      position = [160, 284]
      region = { size = [200, 400] }
      strength = 1
      """))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box")), far = try #require(run.trajectory.track("far"))
    // The box (centre (125, 125), m = 0.25) is inside: a = -(1 / 0.25) r, towards the field.
    #expect(box.vx[1] > 0 && box.vy[1] > 0)
    #expect(abs(box.vx[1] - 4 * 35 / 60) < 0.05 * 4 * 35 / 60)
    // (280, 480) is outside the 200 x 400 region around (160, 284).
    #expect(far.vx.allSatisfy { $0 == 0 } && far.vy.allSatisfy { $0 == 0 })
    let field = try #require(run.geometry.fields.first)
    #expect(field.region == .rectangle(width: 200, height: 400) && field.isActive && field.kind == "spring")
  }

  @Test("a region size that comes out as 0 means an infinite region; charge reaches the engine")
  func infiniteRegionAndCharge() throws {
    let lesson = try inlineLesson(lessonText("""
      [scene.let]
      size = 0.0

      [[behavior]]
      id = "field"
      type = "field"
      kind = "electric"
      items = ["box"]
      position = [125, 325]
      region = { size = ["size", "size"] }
      strength = 1

      [[behavior]]
      id = "props"
      type = "item"
      items = ["box"]
      charge = 1
      """))
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box"))
    #expect(run.geometry.fields.first?.region == .infinite)
    // s q = 1 > 0, like charges, repels: the box moves up, away from the field 200 pt below.
    #expect(box.vy[5] < 0 && abs(box.vx[5]) < 1e-9)
  }

  @Test("iOS 9 attachment kinds are built from kind = …: a pin keeps two items joined at the anchor")
  func attachmentKinds() throws {
    let lesson = try inlineLesson(lessonText("""
      [[item]]
      id = "arm"
      frame = [150, 100, 100, 50]

      [[behavior]]
      id = "pin"
      type = "attachment"
      kind = "pin"
      item = "box"
      to_item = "arm"
      anchor = [150, 125]

      [[behavior]]
      id = "gravity"
      type = "gravity"
      items = ["box", "arm"]
      """))
    let scene = try SceneBuilder.build(lesson, values: ParameterValues(defaultsOf: lesson))
    #expect((scene.behaviors["pin"] as? UIAttachmentBehavior)?.attachedBehaviorType == .items)
    let run = try SceneRunner.run(lesson, values: ParameterValues(defaultsOf: lesson))
    let box = try #require(run.trajectory.track("box")), arm = try #require(run.trajectory.track("arm"))
    // Both fall together, still 75 pt apart (centre to centre) at the end.
    let last = run.trajectory.count - 1
    let apart = hypot(arm.x[last] - box.x[last], arm.y[last] - box.y[last])
    #expect(abs(apart - 75) < 1, "\(apart)")
    #expect(box.y[last] > 200)
  }
}
