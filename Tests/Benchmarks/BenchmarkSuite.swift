/// A named group of measurements that `swift run -c release Benchmarks <name>` runs.
protocol BenchmarkSuite {
    /// The name given on the command line.
    static var name: String { get }
    /// One line saying what the suite measures, shown by `Benchmarks --help`.
    static var summary: String { get }
    /// Runs every measurement and prints the results; returns false when a target was missed.
    static func run(arguments: [String]) async throws -> Bool
}
