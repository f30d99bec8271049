import Foundation

/// Why a recording could not be read.
public struct LearnerRecordingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong, in a few words.
  public var description: String

  init(_ description: String) { self.description = description }
}

extension LearnerRecording {
  /// What the JSON header holds: everything but the samples.
  private struct Header: Codable {
    var controller: String
    var stageWidth, stageHeight: Double
    var sampleCount: Int
    var tracks: [Track]
    var contacts: [Contact]
    var boundaries: [Boundary]
    var attachments: [Attachment]
    var snapPoints: [SnapPoint]
    var fields: [Field]
    var debugEnabled: Bool
    var notes: [LearnerNote]
  }

  /// The recording in the versioned format (see the type's documentation).
  public func encoded() throws -> Data {
    let header = Header(controller: controller, stageWidth: stageWidth, stageHeight: stageHeight,
                        sampleCount: times.count, tracks: tracks, contacts: contacts, boundaries: boundaries,
                        attachments: attachments, snapPoints: snapPoints, fields: fields,
                        debugEnabled: debugEnabled, notes: notes)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(header)
    var data = Data("\(Self.magic) \(Self.version)\n\(json.count)\n".utf8)
    data.append(json)
    var samples: [UInt64] = []
    samples.reserveCapacity(times.count * (1 + 7 * tracks.count))
    samples.append(contentsOf: times.map(\.bitPattern.littleEndian))
    for track in tracks {
      // A track made without opacity or scale samples shows them as 1 throughout.
      let ones = [Double](repeating: 1, count: times.count)
      let alpha = track.alpha.count == times.count ? track.alpha : ones
      let scale = track.scale.count == times.count ? track.scale : ones
      for series in [track.x, track.y, track.angle, track.vx, track.vy, alpha, scale] {
        samples.append(contentsOf: series.map(\.bitPattern.littleEndian))
      }
    }
    samples.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
  }

  /// Reads a recording written by `encoded()`; throws on another format, another version or a
  /// truncated file.
  public init(decoding data: Data) throws(LearnerRecordingError) {
    let bytes = [UInt8](data)
    var cursor = 0
    func line() -> String? {
      guard let end = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      defer { cursor = end + 1 }
      return String(decoding: bytes[cursor..<end], as: UTF8.self)
    }
    guard let first = line(), first.hasPrefix(Self.magic + " ") else {
      throw LearnerRecordingError("not a recording of a learner's run")
    }
    guard Int(first.dropFirst(Self.magic.count + 1)) == Self.version else {
      throw LearnerRecordingError("a recording of version \(first.dropFirst(Self.magic.count + 1)), not \(Self.version)")
    }
    guard let count = line().flatMap({ Int($0) }), count >= 0, cursor + count <= bytes.count else {
      throw LearnerRecordingError("the recording's header is cut short")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: Data(bytes[cursor..<(cursor + count)]))
    } catch {
      throw LearnerRecordingError("the recording's header does not read: \(error)")
    }
    cursor += count
    let n = header.sampleCount
    // Sizes from the header are checked without trapping on overflow: the file comes from another process.
    let series = 1 + 7 * min(header.tracks.count, Int.max / 16)
    let (doubles, overflow) = n.multipliedReportingOverflow(by: series)
    guard n >= 0, !overflow, doubles <= Int.max / 8, bytes.count - cursor == 8 * doubles else {
      throw LearnerRecordingError("the recording's samples are cut short")
    }
    func next() -> [Double] {
      defer { cursor += 8 * n }
      return (0..<n).map { index in
        var bits: UInt64 = 0
        for byte in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[cursor + 8 * index + byte]) }
        return Double(bitPattern: bits)
      }
    }
    self.init(controller: header.controller, stageWidth: header.stageWidth, stageHeight: header.stageHeight)
    times = next()
    tracks = header.tracks.map { track in
      var track = track
      (track.x, track.y, track.angle, track.vx, track.vy) = (next(), next(), next(), next(), next())
      (track.alpha, track.scale) = (next(), next())
      return track
    }
    (contacts, boundaries, attachments) = (header.contacts, header.boundaries, header.attachments)
    (snapPoints, fields, debugEnabled, notes) = (header.snapPoints, header.fields, header.debugEnabled, header.notes)
  }
}
