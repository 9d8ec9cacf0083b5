/// A named group of measurements that `swift run -c release Benchmarks <name>` runs.
protocol BenchmarkSuite {
    /// The name given on the command line.
    static var name: String { get }
    /// One line saying what the suite measures, shown by `Benchmarks --help`.
    static var summary: String { get }
    /// Runs every measurement (fewer rounds in `short` mode) and prints the results; returns false when a target
    /// was missed, throws when a measurement could not run.
    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool
}
