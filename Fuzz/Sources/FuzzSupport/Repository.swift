import Foundation
import LessonModel
import LessonReading

/// The repository's course, loaded once per fuzzing process (libFuzzer calls a harness millions of
/// times in one process; loading the lessons for each input would dominate the time).
public enum Repository {
  /// `$DYNAMICS_TUTOR_ROOT` when set, else the folder above `Fuzz/` that this file was compiled in.
  public static let root: URL = {
    if let explicit = ProcessInfo.processInfo.environment["DYNAMICS_TUTOR_ROOT"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    // Fuzz/Sources/FuzzSupport/Repository.swift → the repository root.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The course in `lessons/` and `Content/`. A harness stops at once when it is empty, since every
  /// input would then test nothing.
  public static let catalog: LessonCatalog = {
    let catalog = CatalogLoader.load(root: root)
    guard !catalog.lessons.isEmpty else {
      FileHandle.standardError.write(Data("fuzz: no lessons could be loaded from \(root.path); set DYNAMICS_TUTOR_ROOT\n".utf8))
      exit(2)
    }
    return catalog
  }()

  /// Every file in `Content/` by its path relative to the root (`Content/falling-buttons.md`).
  public static let prose: [String: String] = {
    let folder = root.appendingPathComponent("Content")
    var texts: [String: String] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      if let data = try? Data(contentsOf: folder.appendingPathComponent(name)) {
        texts["Content/\(name)"] = String(decoding: data, as: UTF8.self)
      }
    }
    return texts
  }()
}

/// Stops the fuzzer with a message: libFuzzer records the input that got here as a crash.
public func finding(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fuzz finding: \(message)\n".utf8))
  abort()
}

/// Bytes from libFuzzer, read front to back. Reads past the end give nil or zero, never trap.
public struct FuzzInput {
  public let bytes: [UInt8]
  public private(set) var index = 0

  public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  public var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or nil at the end.
  public mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next eight bytes as a little-endian integer (missing bytes are zero).
  public mutating func word() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) {
      value |= UInt64(byte() ?? 0) << UInt64(shift)
    }
    return value
  }

  /// The rest of the bytes as text; invalid UTF-8 becomes U+FFFD, as `readLine` and readline give it.
  public mutating func remainingText() -> String {
    defer { index = bytes.count }
    return String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self)
  }

  /// Values that break arithmetic: NaN, infinities, zeros, extremes and subnormals.
  public static let specials: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, -1, 1e9, -1e9, 1e6, -1e6, 4097, 1e-9, 120.0001,
  ]

  /// A value for `parameter` and whether it lies inside the parameter's range (as the REPL would
  /// accept it): a special value, a value inside the range, a bound, the default, or any 64-bit pattern.
  public mutating func value(for parameter: ParameterSpec) -> (value: Double, inRange: Bool) {
    let selector = byte() ?? 0
    var value: Double
    switch selector % 5 {
    case 0: value = Self.specials[Int(selector / 5) % Self.specials.count]
    case 1:
      let fraction = Double(word() >> 11) / Double(UInt64(1) << 53)
      value = parameter.minimum + (parameter.maximum - parameter.minimum) * fraction
    case 2: value = [parameter.minimum, parameter.maximum, parameter.defaultValue][Int(selector / 5) % 3]
    case 3: value = Double(bitPattern: word())
    default: value = Double(Int8(bitPattern: byte() ?? 0))
    }
    // Integers, booleans and enum indices are whole numbers when the REPL accepts them.
    if parameter.kind != .number, selector % 5 == 1 { value = value.rounded() }
    let inRange = value.isFinite && value >= parameter.minimum && value <= parameter.maximum
      && (parameter.kind == .number || value == value.rounded())
    return (value, inRange)
  }
}
