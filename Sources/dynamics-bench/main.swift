import Foundation

// dynamics-bench: times named scenes and renderers in a release build.
//   swift run -c release dynamics-bench [--runs N] [--filter SUBSTRING] [--list] [--csv | --peer-csv]
//   dynamics-bench --hash SCENE [--steps N]   prints the state hash of a scene after N steps (default 600)
// Every figure is the median of N runs (default 5) of freshly built state.

var runs = 5
var filters: [String] = []
var listOnly = false
var csv = false
var peerCSV = false
var hashScene: String?
var hashSteps = 600
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs": runs = Int(arguments.next() ?? "") ?? runs
  case "--filter": filters.append(arguments.next() ?? "")
  case "--list": listOnly = true
  case "--csv": csv = true
  case "--peer-csv": peerCSV = true
  case "--hash": hashScene = arguments.next() ?? ""
  case "--steps": hashSteps = Int(arguments.next() ?? "") ?? hashSteps
  case "-h", "--help":
    print("""
      usage: dynamics-bench [--runs N] [--filter SUBSTRING]... [--list] [--csv | --peer-csv]
             dynamics-bench --hash SCENE [--steps N]
      --peer-csv prints rows in the column order of ../shared/research/peers/run_peers.sh.
      --hash prints a hash of every item's position, angle and velocity after N steps (default 600)
      of a scene (\(StateHash.sceneNames.joined(separator: ", "))).
      """)
    exit(0)
  default:
    FileHandle.standardError.write(Data("dynamics-bench: unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

if let scene = hashScene {
  guard let hash = StateHash.run(scene: scene, steps: hashSteps) else {
    FileHandle.standardError.write(Data("dynamics-bench: unknown scene \(scene)\n".utf8))
    exit(2)
  }
  print(hash)
  exit(0)
}

let all = engineBenchmarks() + graphicsBenchmarks() + fieldBenchmarks() + liveBenchmarks() + learnerBenchmarks()
let selected = all.filter { benchmark in filters.isEmpty || filters.contains { benchmark.name.contains($0) } }
if listOnly {
  selected.forEach { print($0.name) }
  exit(0)
}
#if DEBUG
print("warning: this is a debug build; benchmark figures need `swift run -c release dynamics-bench`")
#endif
if csv {
  print("name,unit,iterations,runs,median_ms,min_ms,per_second,metrics")
} else if peerCSV {
  print("engine,build,scene,n_bodies,steps,ms_per_step_min,ms_per_step_median,m1,v1,m2,v2,m3,v3")
} else {
  print("# load average: \((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "n/a")")
  print("benchmark                  unit      iters   median ms/unit     min ms/unit      units/s   quality")
}
for benchmark in selected {
  let result = measure(benchmark, runs: runs)
  let metrics = result.metrics.map { "\($0.0)=\(String(format: "%.4g", $0.1))" }.joined(separator: " ")
  if csv {
    print("\(result.name),\(result.unit),\(result.iterations),\(runs),\(result.median),\(result.minimum),\(result.perSecond),\(metrics)")
  } else if peerCSV {
    // Same columns as the peers' CSV; scene names without the dash (pile-1000 → pile1000).
    let scene = result.name.replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "cradle5", with: "cradle")
    let values = result.metrics.prefix(3).map { "\($0.0),\(String(format: "%.6g", $0.1))" }
    let padded = values + Array(repeating: ",", count: max(0, 3 - values.count))
    print("dynamicstutor,swift,\(scene),\(StateHash.bodyCount(result.name)),\(result.iterations),"
      + String(format: "%.4f,%.4f,", result.minimum, result.median) + padded.joined(separator: ","))
  } else {
    let name = result.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    let unit = result.unit.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(String(format: "%@ %@ %7d %16.4f %15.4f %12.0f   ", name, unit, result.iterations, result.median,
                 result.minimum, result.perSecond) + metrics)
  }
}
