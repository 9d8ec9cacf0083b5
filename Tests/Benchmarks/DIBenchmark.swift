import CoreDI

/// `Benchmarks di`: CoreDI's resolve cost next to hand-written factories doing the same work, on one and two
/// threads, and with 1,000 registrations.
///
/// The targets fit the job: the App resolves about 20 objects once per run, so a resolve (a lock, a dictionary
/// lookup and, for a transient, the resolver handed to its factory) may cost up to 10 times the bare factory call
/// and a singleton up to 200 ns, and a 3-level graph (each level resolved through the resolver handed to the factory
/// above it, which checks for cycles) up to 15 times; the container buys memory safety with that, not speed.
enum DIBenchmark: BenchmarkSuite {
    static let name = "di"
    static let summary = "CoreDI resolve vs hand-written factories (1 and 2 threads) and at 1,000 registrations"

    typealias Graph = DIBenchmarkGraph

    /// Why the targets are what they are, printed under the table.
    static let targetsNote = """
        Targets fit a container that resolves about 20 objects once per run: a transient within 10x a hand-written
        factory, a 3-level graph within 15x, a singleton under 200 ns. Two-thread rows are printed only: resolves
        share the container's lock.
        """

    /// Runs every section, or only those named in `arguments` (`one-thread`, `two-threads`, `scale`).
    static func run(arguments: [String], mode: BenchmarkMode) async throws -> Bool {
        var table = ResultTable()
        let runs = { (section: String) in arguments.isEmpty || arguments.contains(section) }
        if runs("one-thread") { try measureOneThread(into: &table, mode: mode) }
        if runs("two-threads") { try measureTwoThreads(into: &table, mode: mode) }
        if runs("scale") { try measureScale(into: &table, mode: mode) }
        print(table.render())
        print("\n" + targetsNote)
        return table.allTargetsMet
    }

    private static func measureOneThread(into table: inout ResultTable, mode: BenchmarkMode) throws {
        let factories = Graph.HandWrittenFactories.make()
        let container = try Graph.makeContainer()
        let iterations = mode.pick(full: 20_000, short: 2_000)
        let rounds = mode.pick(full: 151, short: 5)

        let (leaf, handLeaf) = try bestOfAlternating(rounds: rounds, iterations: iterations) {
            blackHole(try container.resolve(Graph.Leaf.self))
        } baseline: {
            blackHole(factories.makeLeaf())
        }
        table.add(
            "transient: resolve vs hand-written", value: leaf, baseline: handLeaf, unit: "ns", maxRatio: 10)

        let (shared, handShared) = try bestOfAlternating(rounds: rounds, iterations: iterations) {
            blackHole(try container.resolve(Graph.SharedService.self))
        } baseline: {
            blackHole(factories.shared())
        }
        table.add(
            "singleton (shared class): resolve vs hand-written", value: shared, baseline: handShared, unit: "ns",
            maxValue: 200)

        let (settings, handSettings) = try bestOfAlternating(rounds: rounds, iterations: iterations) {
            blackHole(try container.resolve(Graph.Settings.self))
        } baseline: {
            blackHole(factories.settings())
        }
        table.add(
            "singleton (value type): resolve vs hand-written", value: settings, baseline: handSettings, unit: "ns",
            maxValue: 200)

        let (root, handRoot) = try bestOfAlternating(rounds: rounds, iterations: iterations) {
            blackHole(try container.resolve(Graph.Root.self))
        } baseline: {
            blackHole(factories.makeRoot())
        }
        table.add(
            "3-level graph: resolve vs hand-written", value: root, baseline: handRoot, unit: "ns", maxRatio: 15)
    }

    /// The best per-operation cost of `body` and of `baseline`, measured in alternating rounds so that load from
    /// elsewhere on the machine affects both alike.
    static func bestOfAlternating(
        rounds: Int = 151,
        iterations: Int,
        _ body: () throws -> Void,
        baseline: () throws -> Void
    ) rethrows -> (Double, Double) {
        let stopwatch = Stopwatch(rounds: 1, warmupIterations: 1_000)
        var best = (Double.infinity, Double.infinity)
        for _ in 0..<rounds {
            best.1 = min(best.1, try stopwatch.nanosecondsPerOperation(iterations: iterations, baseline))
            best.0 = min(best.0, try stopwatch.nanosecondsPerOperation(iterations: iterations, body))
        }
        return best
    }
}
