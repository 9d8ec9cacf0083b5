import CoreDI

extension DIBenchmark {
    /// Per-resolve cost while two threads resolve at once, next to one thread alone (same work per thread); printed
    /// for information, with no target.
    ///
    /// Resolves from two threads contend on the container's lock (and, for a singleton that is a class, on the
    /// shared object's reference count, as the hand-written row shows); the App resolves its graph once, on one
    /// thread, so how resolves scale across threads is not part of the container's job.
    static func measureTwoThreads(into table: inout ResultTable, mode: BenchmarkMode) throws {
        let factories = Graph.HandWrittenFactories.make()
        let container = try Graph.makeContainer()
        let cases: [(String, @Sendable () -> Void)] = [
            ("transient", { blackHole(try? container.resolve(Graph.Leaf.self)) }),
            ("singleton (value type)", { blackHole(try? container.resolve(Graph.Settings.self)) }),
            ("singleton (shared class)", { blackHole(try? container.resolve(Graph.SharedService.self)) }),
            ("3-level graph", { blackHole(try? container.resolve(Graph.Root.self)) }),
            ("hand-written transient", { blackHole(factories.makeLeaf()) }),
            ("hand-written singleton (shared class)", { blackHole(factories.shared()) }),
            ("hand-written 3-level graph", { blackHole(factories.makeRoot()) }),
        ]
        for (name, body) in cases {
            let (one, two) = try bestOfOneAndTwoThreads(
                validRounds: mode.pick(full: 200, short: 5), budget: mode.pick(full: .seconds(30), short: .seconds(10)),
                body)
            table.add("\(name): 2 threads vs 1", value: two, baseline: one, unit: "ns")
        }
    }

    /// The best per-call cost on one thread and on each of two threads at once, over alternating rounds: at least
    /// `validRounds` rounds where both threads really ran together, for at most `budget`.
    private static func bestOfOneAndTwoThreads(
        validRounds: Int = 200,
        budget: Duration = .seconds(30),
        _ body: @escaping @Sendable () -> Void
    ) throws -> (Double, Double) {
        let stopwatch = ThreadedStopwatch()
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        var one = Double.infinity
        var two = Double.infinity
        var valid = 0
        while valid < validRounds, clock.now < deadline {
            one = min(one, stopwatch.nanosecondsPerOperation(threads: 1, iterations: 2_000, body) ?? .infinity)
            if let cost = stopwatch.nanosecondsPerOperation(threads: 2, iterations: 2_000, body) {
                two = min(two, cost)
                valid += 1
            }
        }
        guard two.isFinite, one.isFinite else { throw TwoThreadsNeverOverlapped() }
        return (one, two)
    }
}

/// The machine was too busy for two threads to run at the same time during the measurement.
struct TwoThreadsNeverOverlapped: Error, CustomStringConvertible {
    var description: String {
        "two threads never ran at the same time; the machine is too busy to measure concurrent resolves"
    }
}
