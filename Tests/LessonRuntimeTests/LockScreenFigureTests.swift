import Foundation
import Testing
import LessonTestSupport
@testable import LessonModel
@testable import LessonRuntime

/// The lock-screen lesson's figures stated in words: the flick that opens the screen, the bounces
/// its exercises and try-this list name.
extension CourseFigureTests {
  /// The highest point the lock screen's bottom edge reaches after a flick at `speed` (pt; negative
  /// is above the top of the screen).
  static func flickApex(_ speed: Double) throws -> Double {
    let (lesson, run) = try Self.run("lock-screen-grabber", ["lift.speed": speed, "lift.time": 0.1, "lift.hold": 0])
    return try Self.number("min_of(lock.bottom, 0, scene.duration)", lesson, run)
  }

  @Test("lock-screen-grabber threshold: flick 960 stops 13 pt short of the top, 975 passes it by 3 pt; it opens from 973 pt/s")
  func lockScreenThreshold() throws {
    #expect(abs(try Self.flickApex(960) - 13) <= 0.5)
    #expect(abs(try Self.flickApex(975) + 3) <= 0.5)
    #expect(try Self.flickApex(972) > 0, "972 pt/s does not open it")
    #expect(try Self.flickApex(973) <= 0, "973 pt/s opens it")
    #expect(try Self.flickApex(950) > 0 && Self.flickApex(1000) < 0, "try-this: 950 just short, 1000 just past")
  }

  @Test("lock-screen-grabber open-it: any flick from 975 to 1005 pt/s opens it by at most 40 pt; 1010 rises further")
  func lockScreenOpenBand() throws {
    for speed in [975.0, 990, 1005] {
      let apex = try Self.flickApex(speed)
      #expect(apex <= 0 && apex >= -40, "\(speed) pt/s: \(apex)")
    }
    #expect(try Self.flickApex(1010) < -40)
    // The closed forms the page gives: v^2 / 2000 + v / 10 = 568 and = 608.
    let root = { (rise: Double) in -100 + (10_000 + 2000 * rise).squareRoot() }
    #expect(root(568).rounded() == 971 && root(608).rounded() == 1007)
  }

  @Test("lock-screen-grabber settle: elasticity 0.4 bounces 31 pt, then about 5 pt, and is still from 2.1 s; 0.85 still bounces at 4 s")
  func lockScreenSettle() throws {
    let (lesson, run) = try Self.run("lock-screen-grabber", ["lock.elasticity": 0.4])
    #expect(try Self.number("bounce_apexes(lock)[1]", lesson, run).rounded() == 31)
    #expect(abs(try Self.number("bounce_apexes(lock)[2]", lesson, run) - 5) <= 1)
    #expect(abs(try Self.number("settle_time(lock.bottom, height, 1)", lesson, run) - 2.1) <= 0.05)
    let (lively, bouncing) = try Self.run("lock-screen-grabber", ["lock.elasticity": 0.85])
    #expect(try Self.number("abs(at(4, lock.bottom) - height)", lively, bouncing) > 1)
    let (_, eight) = try Self.run("lock-screen-grabber", ["lock.elasticity": 0.8])
    #expect(try Self.number("abs(at(4, lock.bottom) - height)", lively, eight) > 1, "try-this: 0.8 still bounces at 4 s")
  }

  @Test("lock-screen-grabber try-this: lifts of 400 and 50 pt bounce the same share of their drop; gravity 3 the same heights")
  func lockScreenShares() throws {
    func share(_ changes: [String: Double]) throws -> Double {
      let (lesson, run) = try Self.run("lock-screen-grabber", changes)
      return try Self.number("bounce_apexes(lock)[1] / bounce_apexes(lock)[0]", lesson, run)
    }
    let base = try share([:])
    #expect(abs(base - 0.25) <= 0.02, "\(base)")
    #expect(abs(try share(["lift.time": 0.8]) - base) <= 0.02)
    #expect(abs(try share(["lift.time": 0.1]) - base) <= 0.03)
    #expect(abs(try share(["gravity.magnitude": 3]) - base) <= 0.03)
  }
}
