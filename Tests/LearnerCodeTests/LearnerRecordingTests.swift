import Foundation
import LearnerSupport
import Testing

/// The recording's format carries every number bit for bit and refuses what it did not write.
struct LearnerRecordingTests {
  static func sample() -> LearnerRecording {
    var recording = LearnerRecording(controller: "C", stageWidth: 320, stageHeight: 568)
    recording.times = [0, 1.0 / 60]
    var track = LearnerRecording.Track(name: "box", width: 40, height: 40, frameX: 1, frameY: 2)
    (track.x, track.y, track.angle, track.vx, track.vy) = ([0.1, -0.0], [.infinity, .nan], [1e-300, 2], [3, 4], [5, 6])
    (track.alpha, track.scale) = ([0.2, -0.1], [0.5, 1.25])
    track.backgroundColor = .init(red: 1, green: 0.5, blue: 0, alpha: 1)
    recording.tracks = [track]
    recording.contacts = [.init(time: 1.0 / 60, item: "box", other: "bounds", x: 1, y: 2, began: true)]
    recording.notes = [.noAnimator(controller: "A"), .lazyAnimatorUnmade(controller: "A", property: "animator"),
                       .appearedLate(view: "b", time: 0.5),
                       .firstControllerRan(controller: "A", others: ["B", "C"])]
    return recording
  }

  @Test func aRecordingReadsBackBitForBit() throws {
    let recording = Self.sample()
    let read = try LearnerRecording(decoding: recording.encoded())
    let bits = { (track: LearnerRecording.Track) in
      [track.x, track.y, track.angle, track.vx, track.vy, track.alpha, track.scale].map { $0.map(\.bitPattern) }
    }
    #expect(read.times == recording.times && read.tracks.map(bits) == recording.tracks.map(bits))
    #expect(read.contacts == recording.contacts && read.notes == recording.notes)
    #expect(read.tracks[0].backgroundColor == recording.tracks[0].backgroundColor)
  }

  @Test func anotherVersionOrACutFileIsRefused() throws {
    let data = try Self.sample().encoded()
    #expect(throws: LearnerRecordingError.self) { try LearnerRecording(decoding: data.dropLast(8)) }
    var other = data
    other.replaceSubrange(0..<"dynamics-tutor-recording 2".utf8.count, with: Data("dynamics-tutor-recording 9".utf8))
    #expect(throws: LearnerRecordingError.self) { try LearnerRecording(decoding: other) }
    #expect(throws: LearnerRecordingError.self) { try LearnerRecording(decoding: Data("hello\n".utf8)) }
  }

  @Test func inputsReadBackExactly() throws {
    let inputs = [LearnerInput(time: 0.1, action: .press(item: "startButton")),
                  LearnerInput(time: 1.0 / 3, action: .tap(x: 0.1 + 0.2, y: -5)),
                  LearnerInput(time: 2, action: .drag(item: "balls[1]", dx: 60, dy: -30, seconds: 0.5)),
                  LearnerInput(time: 2.5, action: .tilt(x: -0.25, y: 1))]
    #expect(try LearnerInput.decoded(LearnerInput.encoded(inputs)).get() == inputs)
    guard case .failure = LearnerInput.decoded("press\tsoon\tx\n") else {
      Issue.record("a time that is no number was read")
      return
    }
  }
}
