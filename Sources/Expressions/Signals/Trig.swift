import Foundation

// Thin wrappers so that files which only need one function do not import Foundation.
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func atan2Degrees(_ dx: Double, _ dy: Double) -> Double { atan2(dx, dy) * 180 / Double.pi }
