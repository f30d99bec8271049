import Dynamics

/// Runs a learner's view controller as UIKit would show it and records the run: the controller
/// becomes a window's root (its view loads, `viewDidLoad`, `viewWillAppear`, `viewDidAppear`), the
/// inputs are played at their times, every animator the controller holds steps at 1/60 s, and every
/// view is sampled after every step.
///
/// The learner's program does this in its own process (`LearnerHarness`); tests do it in theirs to
/// compare. The learner's code runs inside a `UIViewAnimationTimeline` that follows the run's clock,
/// so `UIView.animate` completions fire when their time comes, as on a device.
public final class LearnerSession {
  /// The step length (s), the display's sixtieth of a second.
  public static let timeStep = 1.0 / 60
  /// The longest run recorded (s).
  public static let maximumDuration = 600.0

  /// The controller being run.
  public let controller: UIViewController
  /// The window that shows it.
  public let window: UIWindow
  let timeline = UIViewAnimationTimeline()
  let tracked = TrackedViews()
  var scan: ControllerScan
  var recording: LearnerRecording
  var drags: [FingerDrag] = []
  var taps: [ObjectIdentifier: ContactTap] = [:]
  var seenBehaviors: Set<ObjectIdentifier> = []
  var time = 0.0
  var failure: LearnerHarnessError?

  /// Shows `controller` in a window the size of the screen: its view loads and it appears.
  public init(controller: UIViewController) {
    self.controller = controller
    window = UIWindow(frame: UIScreen.main.bounds)
    let window = window
    timeline.record {
      window.rootViewController = controller
      controller.viewWillAppear(false)
      window.makeKeyAndVisible()
      controller.viewDidAppear(false)
    }
    scan = ControllerScan(controller)
    let bounds = controller.view.bounds
    recording = LearnerRecording(controller: String(describing: type(of: controller)),
                                 stageWidth: Double(bounds.width), stageHeight: Double(bounds.height))
  }

  /// Plays `inputs` (in time order) and records `duration` seconds: a sample at 0 after the inputs
  /// due then, and one after every step. Throws when an input names no view of the controller.
  public func record(inputs: [LearnerInput], duration: Double) throws(LearnerHarnessError) -> LearnerRecording {
    guard duration.isFinite, duration > 0, duration <= Self.maximumDuration else {
      throw .badInputs("the duration \(duration) s is not between 0 and \(Int(Self.maximumDuration)) s")
    }
    let steps = max(1, Int((duration / Self.timeStep).rounded()))
    let inputs = inputs.sorted { $0.time < $1.time }
    var next = 0
    timeline.record {
      func applyDue() {
        while next < inputs.count, inputs[next].time <= time + Self.timeStep * 1e-6 {
          apply(inputs[next])
          next += 1
        }
      }
      applyDue()
      refresh()
      recording.debugEnabled = scan.animators.first?.debugEnabled ?? false
      sample()
      for step in 1...steps {
        for drag in drags { drag.update(at: time) }
        drags.removeAll { $0.lifted }
        for animator in scan.animators { animator.step() }
        time = Double(step) * Self.timeStep
        timeline.advance(to: time)
        refresh()
        sample()
        applyDue()
      }
    }
    if let failure { throw failure }
    finish()
    return recording
  }

  /// Carries out one input now.
  private func apply(_ input: LearnerInput) {
    switch input.action {
    case .press(let item):
      guard let control = view(item, for: "press") as? UIControl else {
        if tracked.view(named: item) != nil { fail("\(item) is not a button or another control, so it cannot be pressed.") }
        return
      }
      control.sendActions(for: .touchUpInside)
    case .tap(let x, let y):
      let point = CGPoint(x: x, y: y)
      window.sendTouch(UITouchSample(.began, at: point, time: time))
      window.sendTouch(UITouchSample(.ended, at: point, time: time))
    case .drag(let item, let dx, let dy, let seconds):
      guard let view = view(item, for: "drag") else { return }
      let start = TrackedViews.center(of: view, in: controller.view)
      drags.append(FingerDrag(window: window, from: start, start: time, dx: dx, dy: dy, seconds: seconds))
    }
    refresh()
  }

  /// The view named `item`, or nil after noting the failure.
  private func view(_ item: String, for action: String) -> UIView? {
    refresh()
    if let view = tracked.view(named: item) { return view }
    let known = tracked.views.map(\.name).prefix(12).joined(separator: ", ")
    fail("The run would \(action) \(item), but \(recording.controller) has no view named \(item) (it has: \(known)).")
    return nil
  }

  private func fail(_ message: String) {
    failure = failure ?? .unknownItem(message)
  }
}
