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
]

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: Benchmarks <suite> [options]

    suites:
    \(suites.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
    Build with -c release: debug figures mean nothing.
    """

guard let name = arguments.first, name != "--help", name != "-h" else {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}
if name == ScaleBenchmark.childCommand {
    // Hidden: one size of `Benchmarks scale`, run in a process of its own so its peak memory is its own.
    do {
        try await ScaleBenchmark.runChild(arguments: Array(arguments.dropFirst()))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
guard let suite = suites.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(Data("error: unknown suite '\(name)'\n\(usage)\n".utf8))
    exit(2)
}
do {
    let met = try await suite.run(arguments: Array(arguments.dropFirst()))
    print(met ? "\nall targets met" : "\nsome targets were missed")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
