@testable import Dynamics
import DynamicsLanes
import Testing

/// The four-lane solve (Sources/DynamicsLanes, C) reads the engine's Swift structs as its C mirrors
/// declare them; these layouts must agree, or the engine would not use it.
@Suite("Four-lane solve")
struct WideLanesTests {
  @Test("the lane structs and the bodies' hot state are laid out as the C code reads them")
  func layouts() throws {
    #expect(WideLanes.layoutsAgree)
    let layout = try #require(WideLanes.bodyLayout)
    #expect(layout.stride == MemoryLayout<Body>.stride)
    #expect(MemoryLayout<LaneConstraint>.stride == dt_lane_constraint_stride())
    #expect(MemoryLayout<LanePointConstants>.stride == dt_lane_point_constants_stride())
    #expect(MemoryLayout<PointImpulses>.stride == dt_point_impulses_stride())
  }

  @Test("x86-64 machines with AVX use the four lanes; others keep to two")
  func availability() {
    #if arch(x86_64)
    #expect(WideLanes.isAvailable == dt_lanes_wide_available())
    #else
    #expect(!WideLanes.isAvailable)
    #endif
    #expect(World().usesWideLanes == WideLanes.isAvailable)
  }
}
