import Foundation

// dynamics-bench: times named scenes and renderers in a release build.
//   swift run -c release dynamics-bench [--runs N] [--filter SUBSTRING] [--list] [--csv]
// Every figure is the median of N runs (default 5) of freshly built state.

var runs = 5
var filters: [String] = []
var listOnly = false
var csv = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs": runs = Int(arguments.next() ?? "") ?? runs
  case "--filter": filters.append(arguments.next() ?? "")
  case "--list": listOnly = true
  case "--csv": csv = true
  case "-h", "--help":
    print("usage: dynamics-bench [--runs N] [--filter SUBSTRING]... [--list] [--csv]")
    exit(0)
  default:
    FileHandle.standardError.write(Data("dynamics-bench: unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

let all = engineBenchmarks() + graphicsBenchmarks() + fieldBenchmarks()
let selected = all.filter { benchmark in filters.isEmpty || filters.contains { benchmark.name.contains($0) } }
if listOnly {
  selected.forEach { print($0.name) }
  exit(0)
}
#if DEBUG
print("warning: this is a debug build; benchmark figures need `swift run -c release dynamics-bench`")
#endif
if csv {
  print("name,unit,iterations,runs,median_ms,min_ms,per_second")
} else {
  print("benchmark                  unit      iters   median ms/unit     min ms/unit      units/s")
}
for benchmark in selected {
  let result = measure(benchmark, runs: runs)
  if csv {
    print("\(result.name),\(result.unit),\(result.iterations),\(runs),\(result.median),\(result.minimum),\(result.perSecond)")
  } else {
    let name = result.name.padding(toLength: 26, withPad: " ", startingAt: 0)
    let unit = result.unit.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(String(format: "%@ %@ %7d %16.4f %15.4f %12.0f", name, unit, result.iterations, result.median,
                 result.minimum, result.perSecond))
  }
}
