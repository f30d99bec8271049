import LessonModel
import Foundation

/// Replaces a file's contents atomically: write a temporary file in the same folder, flush it to
/// the disk, rename it over the target, and flush the folder.
enum AtomicFile {
  /// Why a write failed: the step and the system's reason.
  struct Failure: Error {
    let message: String
  }

  static func write(_ data: Data, to file: URL) throws {
    let folder = file.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
    var closed = false
    defer {
      if !closed { close(descriptor) }
    }
    do {
      try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
        var offset = 0
        while offset < buffer.count {
          guard let base = buffer.baseAddress else { break }
          let written = Glue.write(descriptor, base + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            throw failure("cannot write the temporary file")
          }
          offset += written
        }
      }
      guard fsync(descriptor) == 0 else { throw failure("cannot flush the temporary file") }
      closed = true
      guard close(descriptor) == 0 else { throw failure("cannot close the temporary file") }
      guard rename(temporary.path, file.path) == 0 else { throw failure("cannot rename the temporary file") }
    } catch {
      unlink(temporary.path)
      throw error
    }
    // Make the rename itself durable; a failure here does not undo the write.
    let directory = open(folder.path, O_RDONLY)
    if directory >= 0 {
      _ = fsync(directory)
      close(directory)
    }
  }

  static func failure(_ step: String) -> Failure {
    Failure(message: "\(step): \(String(cString: strerror(errno)))")
  }
}

/// The C library's `write`, named so that it does not clash with methods called `write`.
private enum Glue {
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
    #else
    return Darwin.write(descriptor, buffer, count)
    #endif
  }
}
