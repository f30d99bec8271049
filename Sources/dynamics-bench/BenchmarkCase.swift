import Foundation

/// One named benchmark: its timed body does `iterations` units of work (steps, frames, renders) and
/// returns a checksum so the optimiser cannot drop the work.
struct BenchmarkCase {
  /// Name shown in the table, e.g. `pile-1000`.
  let name: String
  /// What one iteration is ("step", "render", …).
  let unit: String
  /// Iterations per timed run.
  let iterations: Int
  /// Builds fresh state (not timed) and returns the timed body and the quality metrics to read after it.
  let prepareRun: () -> PreparedRun

  /// A case whose state is built by `prepareRun`.
  init(name: String, unit: String, iterations: Int, prepareRun: @escaping () -> PreparedRun) {
    self.name = name
    self.unit = unit
    self.iterations = iterations
    self.prepareRun = prepareRun
  }

  /// A case without quality metrics: `prepare` returns only the timed body.
  init(name: String, unit: String, iterations: Int, prepare: @escaping () -> (Int) -> Double) {
    self.init(name: name, unit: unit, iterations: iterations) { PreparedRun(body: prepare()) }
  }
}

/// Freshly built state of one run: the timed body and the metrics read (untimed) after it.
struct PreparedRun {
  /// Does n iterations; returns a checksum.
  let body: (Int) -> Double
  /// Quality metrics (name, value) of the state the body left; empty when the case has none.
  var metrics: () -> [(String, Double)] = { [] }
}

/// Result of timing a case several times.
struct BenchmarkResult {
  let name: String
  let unit: String
  let iterations: Int
  /// Milliseconds per iteration of each run, sorted.
  let samples: [Double]
  /// Quality metrics of the last run.
  let metrics: [(String, Double)]

  var median: Double { samples[samples.count / 2] }
  var minimum: Double { samples.first ?? .nan }
  var perSecond: Double { 1000 / median }
}

/// Wall clock in seconds from a monotonic source.
func monotonicSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs `benchmark` `runs` times, each on freshly prepared state.
func measure(_ benchmark: BenchmarkCase, runs: Int) -> BenchmarkResult {
  var samples: [Double] = []
  var checksum = 0.0
  var metrics: [(String, Double)] = []
  for _ in 0..<max(1, runs) {
    let run = benchmark.prepareRun()
    let start = monotonicSeconds()
    checksum += run.body(benchmark.iterations)
    let elapsed = monotonicSeconds() - start
    samples.append(elapsed * 1000 / Double(benchmark.iterations))
    metrics = run.metrics()
  }
  if checksum.isNaN { print("note: \(benchmark.name) produced NaN") }
  return BenchmarkResult(name: benchmark.name, unit: benchmark.unit, iterations: benchmark.iterations,
                         samples: samples.sorted(), metrics: metrics)
}
