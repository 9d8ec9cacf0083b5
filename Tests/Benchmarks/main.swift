// `swift run -c release Benchmarks <suite>`: measurements, each beside a baseline measured in the same run.
import Foundation

let suites: [any BenchmarkSuite.Type] = [
    // Each suite adds itself here.
    DIBenchmark.self,
    ReplicaBenchmark.self,
    StorageBenchmark.self,
    WarmStartBenchmark.self,
    ScaleBenchmark.self,
    CrawlBenchmark.self,
    FeatureScaleBenchmark.self,
    WebBenchmark.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: Benchmarks <suite>|all [--short] [options]

    suites:
    \(suites.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
      all        every suite above, one after the other
    --short: few rounds, to check that every measurement runs (the figures are not worth reading).
    Exit status: 0 when every suite ran (missed targets are printed, not failed), 1 when one could not run.
    Build with -c release: debug figures mean nothing.
    """

guard let name = arguments.first, name != "--help", name != "-h" else {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}
let mode = BenchmarkMode(arguments: arguments)
let suiteArguments = arguments.dropFirst().filter { $0 != BenchmarkMode.shortFlag }
if name == ScaleBenchmark.childCommand {
    // Hidden: one size of `Benchmarks scale`, run in a process of its own so its peak memory is its own.
    do {
        try await ScaleBenchmark.runChild(arguments: suiteArguments, mode: mode)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
let chosen = name == "all" ? suites : suites.filter { $0.name == name }
guard !chosen.isEmpty else {
    FileHandle.standardError.write(Data("error: unknown suite '\(name)'\n\(usage)\n".utf8))
    exit(2)
}
var failed: [String] = []
for suite in chosen {
    if chosen.count > 1 {
        print("\n== \(suite.name)\(mode == .short ? " (short)" : "")")
    }
    let clock = ContinuousClock()
    let start = clock.now
    do {
        let met = try await suite.run(arguments: suiteArguments, mode: mode)
        print(met ? "\nall targets met" : "\nsome targets were missed")
    } catch {
        FileHandle.standardError.write(Data("error: the \(suite.name) suite could not run: \(error)\n".utf8))
        failed.append(suite.name)
    }
    if chosen.count > 1 {
        print("(\(suite.name) took \(Int(start.duration(to: clock.now).milliseconds)) ms)")
    }
}
if !failed.isEmpty {
    FileHandle.standardError.write(Data("error: could not run: \(failed.joined(separator: ", "))\n".utf8))
    exit(1)
}
